import type { Catalogue } from "./catalogue";
import { esTransfer } from "./es-transfer";

/**
 * Every text of the property inspectors in Spanish.
 */
export const es: Catalogue = {
	// Page sections
	"section.connection": "Conexión",
	"section.connectionIntro": "Común a todas las acciones de Channel Companion.",
	"section.actionSettings": "Ajustes de la acción",
	"page.unknownAction": "Este plugin no tiene página de ajustes para {action}: actualiza el plugin.",
	"section.advanced": "Avanzado",
	"status.missing": "Falta: {list}",
	"status.listSeparator": ", ",
	"status.demo": "Demo",
	"missing.baseUrl": "URL base",
	"missing.readKey": "clave de lectura",
	"missing.writeKey": "clave de escritura",

	// Connection (global settings)
	"global.baseUrl.label": "URL base",
	"global.baseUrl.noun": "URL base",
	"global.baseUrl.placeholder": "https://api.example.com",
	"global.readKey.label": "Clave de lectura (R)",
	"global.readKey.hint": "La usan «Mostrar top 1» y «Número de advertencias».",
	"global.writeKey.label": "Clave de escritura (W)",
	"global.writeKey.hint": "La usan todas las demás acciones.",
	"demo.button": "Probar la demo",
	"demo.about":
		"La demo es una simulación dentro del plugin: todas las acciones funcionan con espectadores, metas y temporizadores inventados, sin claves, y nada sale de tu ordenador. El botón pone demo como URL base; las claves que escribiste se conservan.",

	// Where the connection settings come from
	"help.where":
		"Copia la URL base y las dos claves de la página de la API (claves de API) de tu panel de Channel Companion.",
	"help.keys":
		"La clave de lectura (R) solo lee clasificaciones y advertencias. La clave de escritura (W) hace todo lo demás: metas, temporizadores, eventos, saldos y datos personalizados.",
	"help.secret":
		"No compartas nunca la clave de escritura ni la muestres en directo: quien la tenga puede cambiar tu canal. Los perfiles exportados nunca la contienen.",
	// The folded Setup help
	"help.title": "Ayuda de configuración",
	"help.baseUrl":
		"URL base: solo la dirección de la API, p. ej. https://api.example.com, sin nada detrás (ni siquiera /api). El http:// simple solo sirve para este ordenador.",
	"help.demo":
		"¿Aún no tienes cuenta? Pulsa «{demo}»: cada acción funciona con datos inventados dentro del plugin, y sus teclas y diales muestran DEMO. Para salir, introduce tu propia URL base.",
	"help.testFails":
		"Si «{test}» falla, haz lo que dice su mensaje: vuelve a copiar una clave rechazada, comprueba que R y W no estén intercambiadas o corrige la URL base. ¿Sigue fallando? Pulsa «{diagnostics}» y pega el informe en tu mensaje al soporte: no contiene ninguna clave.",

	// Controls
	"reveal.show": "Mostrar",
	"reveal.hide": "Ocultar",
	"reveal.showLabel": "Mostrar: {label}",
	"reveal.hideLabel": "Ocultar: {label}",
	"select.prompt": "Elegir…",
	"select.unknown": "{value} (desconocido)",

	// Channels: which connection an action uses, and the channel editor of the Connection section
	"channel.label": "Canal",
	"channels.edit.label": "Editar canal",
	"channel.noun": "Canal",
	"channel.hint": "La conexión que usa esta acción. Añade canales en «Conexión».",
	"channel.default": "Predeterminado",
	"channel.untitled": "Canal {n}",
	"channels.name.label": "Nombre",
	"channels.name.placeholder": "p. ej. Segundo canal",
	"channels.add": "Añadir canal",
	"channels.remove": "Quitar canal",
	"channels.asking": "Comprobando qué teclas usan este canal…",
	"channels.inUse.one": "{count} tecla vista por el plugin usa este canal.",
	"channels.inUse.other": "{count} teclas vistas por el plugin usan este canal.",
	"channels.confirm": "¿Quitar el canal «{name}»? Elige adónde van sus teclas.",
	"channels.unseen":
		"Las teclas de páginas o perfiles que no se han mostrado desde que se inició el plugin no se cuentan: siguen la misma elección cuando aparezcan.",
	"channels.moveTo": "Mover sus teclas a",
	"channels.move": "Mover las teclas y quitar",
	"channels.orphan": "Quitar; sus teclas muestran Setup",
	"channels.keep": "Conservar el canal",
	"channels.noAnswer": "El plugin no dijo cuántas teclas usan este canal; tu elección se aplica igualmente a todas.",
	"channels.removed":
		"Canal quitado. Sus teclas usan ahora «{name}», y las que aún no se han mostrado lo harán cuando aparezcan.",
	"channels.removedSetup": "Canal quitado. Sus teclas muestran «Setup» hasta que les elijas un canal.",

	// Test connection
	"test.button": "Probar conexión",
	"test.testing": "Probando…",
	"test.asking": "Consultando al servidor…",
	"test.noAnswer": "El plugin no responde. ¿Lo está ejecutando Stream Deck?",
	"test.fixBaseUrl": "Corrige primero la URL base.",
	"test.unreachable": "No se puede acceder al servidor. Comprueba la URL base y que el servidor esté en marcha.",
	"test.keyWorks": "{key}: funciona.",
	"test.keyRefused":
		"El servidor rechaza {key}: vuelve a copiarla desde tu cuenta de Channel Companion y comprueba que no hayas intercambiado las claves de lectura y escritura.",
	"test.keyMissing": "{key}: no se ha introducido.",
	"test.keyUnreachable": "{key}: no se puede acceder al servidor.",
	"test.keyError": "{key}: {message}",
	"test.httpStatus": "El servidor respondió con un error (HTTP {status}).",
	"test.unexpected": "Error inesperado.",
	"test.noSuchApi":
		"Esta dirección no responde como la API de Channel Companion: la URL base debe ser solo la dirección de la API, p. ej. https://api.example.com (sin /api ni otra ruta).",
	"test.redirected":
		"El servidor redirige esta dirección a otra: escribe como URL base la dirección de destino, con https://.",
	"test.rateLimited": "El servidor indica que recibió demasiadas solicitudes: espera unos segundos y vuelve a probar.",
	"test.readKeyInvalid": "La clave de lectura (R) no es una clave válida.",
	"test.writeKeyInvalid": "La clave de escritura (W) no es una clave válida.",
	"test.demo": "Canal de demo: el propio plugin responde. No hacen falta claves y no se envía nada.",

	// Diagnostics
	"diagnostics.button": "Copiar diagnóstico",
	"diagnostics.copied": "Diagnóstico copiado. Pégalo en tu mensaje al soporte; no contiene ninguna clave.",
	"starter.button": "Abrir la página inicial",
	"starter.asked":
		"Se pidió a Stream Deck que muestre la página inicial en {device}; si falta, primero la instala. OpenDeck no tiene páginas iniciales.",
	"starter.none": "{device} no tiene página inicial: arrastra las acciones que quieras a sus teclas.",
	"copy.select":
		"Aquí no se puede copiar automáticamente: el texto de abajo está seleccionado, pulsa Ctrl+C (⌘C en Mac).",

	...esTransfer,

	// Fields several actions share
	"field.widgetId.label": "ID del widget",
	"field.widgetId.placeholder": "ID o all",
	"field.widgetId.hint": "El ID del widget, o all para todos los widgets.",
	"field.viewer.label": "Espectador",
	"field.viewer.placeholder": "Nombre o ID de plataforma",
	"field.mode.label": "Modo",
	"field.value.label": "Valor",
	"field.amount.label": "Cantidad",
	"field.action.label": "Acción",
	"field.action.prompt": "Elige una acción…",
	"field.refreshSeconds.label": "Intervalo (s)",
	"field.refreshSeconds.noun": "Intervalo de actualización",
	"field.refreshSeconds.hint":
		"Segundos entre actualizaciones; cualquier valor inferior a 5 cuenta como 5. Al pulsar se actualiza al instante.",
	"field.titleTemplate.placeholder": "{name}: {value}",
	"field.titleTemplate.label": "Título",
	"field.titleTemplate.hint":
		"Marcadores: {fields}. \\n inicia una línea nueva. Vacío: solo la imagen muestra el valor; un título escrito en la app de Stream Deck siempre tiene prioridad.",
	"lockMode.toggle": "Alternar bloquear / desbloquear",
	"lockMode.lock": "Bloquear siempre",
	"lockMode.unlock": "Desbloquear siempre",

	// Goals
	"goalAdd.value.hint": "Se suma en cada pulsación o en cada paso del dial (girar a la izquierda lo resta).",
	"goalAction.add": "Sumar",
	"goalAction.remove": "Restar",
	"goalAction.set": "Fijar",
	"goalAction.reset": "Restablecer",
	"goalAction.lock": "Bloquear",
	"goalAction.unlock": "Desbloquear",
	"goalAction.add_goal": "Sumar al objetivo",
	"goalAction.set_goal": "Fijar objetivo",
	"goalAction.value.hint": "El número que la acción suma, resta o fija.",
	"goalAction.value.hint.lock": "No se usa al bloquear ni al desbloquear.",

	// Streamathon
	"streamathonAddSeconds.seconds.label": "Segundos",
	"streamathonAddSeconds.seconds.hint":
		"Se suman en cada pulsación o en cada paso del dial (girar a la izquierda los resta).",
	"streamathonAction.add_seconds": "Sumar segundos",
	"streamathonAction.remove_seconds": "Restar segundos",
	"streamathonAction.reset": "Restablecer",
	"streamathonAction.lock": "Bloquear",
	"streamathonAction.unlock": "Desbloquear",
	"streamathonAction.value.hint": "Segundos que se suman o restan; minutos al restablecer.",
	"streamathonAction.value.hint.add_seconds": "Segundos que se suman.",
	"streamathonAction.value.hint.remove_seconds": "Segundos que se restan.",
	"streamathonAction.value.hint.reset": "Minutos a los que se restablece el contador.",
	"streamathonAction.value.hint.lock": "No se usa al bloquear.",
	"streamathonAction.value.hint.unlock": "No se usa al desbloquear.",

	// Custom event
	"customEvent.mode.path": "Ruta",
	"customEvent.mode.data": "Datos (DATA_VAL)",
	"customEvent.mode.json": "JSON (JSON_VAL)",
	"customEvent.value.placeholder": "Valor del evento",
	"customEvent.value.hint.path": "Se envía en la ruta de la URL.",
	"customEvent.value.hint.data": "Se envía en la ruta y como DATA_VAL.",
	"customEvent.value.hint.json": 'Un array JSON de cadenas, p. ej. ["a","b"]; se envía como JSON_VAL.',

	// Show Top
	"showTop.topType.label": "Ranking",
	"showTop.topType.message": "Mensajes",
	"showTop.topType.uptime": "Tiempo de visualización",
	"showTop.topType.currency": "Moneda",
	"showTop.topType.ranks": "Rangos",
	"showTop.topType.level": "Nivel",
	"showTop.topSubType.label": "Periodo",
	"showTop.topSubType.global": "Global (todo el tiempo)",
	"showTop.topSubType.month": "Mes",
	"showTop.topSubType.week": "Semana",
	"showTop.topSubType.hint": "Solo los rankings de tiempo de visualización y de mensajes usan el periodo.",
	"showTop.rank.label": "Posición",
	"showTop.rank.hint": "Posición que se muestra, de 1 a {max}; un dial las recorre.",

	// Currency
	"currencySet.amount.hint": "El nuevo saldo del espectador.",
	"currencyRemove.amount.hint": "Se resta del saldo del espectador.",
	"currencyRemove.force.label": "Forzar",
	"currencyRemove.force.caption": "Restar aunque el saldo no alcance",

	// Custom data
	"customData.dataKey.label": "Clave de datos",
	"customData.dataKey.placeholder": "p. ej. deaths_count",
	"customData.dataKey.hint": "Solo letras, dígitos, - y _.",

	// Hold, long press, colour by value, undo
	"field.activation.label": "Activación",
	"activation.press": "Al pulsar",
	"activation.hold": "Al mantener",
	"activation.hint":
		"Si basta un toque: al pulsar, la tecla envía al instante; al mantener, solo tras el tiempo de pulsación, así un toque accidental no envía nada.",
	"activation.recommended":
		"Difícil de deshacer: se recomienda «Al mantener», para que un toque accidental no envíe nada.",
	"field.holdMs.label": "Mantener (ms)",
	"field.holdMs.noun": "Tiempo de pulsación",
	"field.holdMs.hint": "Milisegundos que hay que mantener, de {min} a {max}.",
	"field.face.label": "Aspecto de la tecla",
	"face.named": "Muestra sobre qué actúa",
	"face.icon": "Solo icono y título",
	"face.hint":
		"Con nombre: la tecla muestra su icono con aquello sobre lo que actúa y cuánto, para que dos teclas nunca se parezcan. Solo icono: tu propio icono y título, tal como los pusiste en la app de Stream Deck.",
	"field.holdAction.label": "Pulsación larga",
	"holdAction.none": "Igual que pulsar",
	"holdAction.remove": "Quita la cantidad",
	"holdAction.hint.none": "Lo que hace mantener la tecla, como segunda función: ahora lo mismo que un toque.",
	"holdAction.hint.remove": "Un toque suma al soltar; mantener quita la misma cantidad.",
	"field.highlight.label": "Color según valor",
	"highlight.none": "Desactivado",
	"highlight.above": "Desde un valor",
	"highlight.below": "Por debajo de un valor",
	"highlight.rule.none": "La tecla conserva sus colores habituales.",
	"highlight.rule.above": "Cuando el valor es al menos {value}, la tecla se dibuja sobre el color.",
	"highlight.rule.below": "Cuando el valor es menor que {value}, la tecla se dibuja sobre el color.",
	"highlight.rule.invalid": "Aún no hay regla de color: el umbral no es un número.",
	"field.highlightValue.label": "Umbral",
	"field.highlightValue.noun": "Umbral",
	"field.highlightColor.label": "Color",
	"field.highlightColor.noun": "Color",
	"undo.windowSeconds.label": "Ventana (s)",
	"undo.windowSeconds.noun": "Ventana para deshacer",
	"undo.windowSeconds.hint":
		"Se pueden deshacer los cambios de los últimos segundos indicados ({min} a {max}); al reiniciar el plugin se olvidan.",

	// Why a value is refused (the plugin's rules); {noun} names the field
	"validation.empty": "El campo «{noun}» no puede estar vacío.",
	"validation.dot-segment": "El campo «{noun}» no puede ser «{value}»: las URL lo eliminan.",
	"validation.too-long": "El campo «{noun}» es demasiado largo.",
	"validation.unsendable": "El campo «{noun}» contiene caracteres que no se pueden enviar.",
	"validation.integer": "El campo «{noun}» debe ser un número entero.",
	"validation.integer.between": "El campo «{noun}» debe ser un número entero de {min} a {max}.",
	"validation.integer.atLeast": "El campo «{noun}» debe ser un número entero mayor o igual que {min}.",
	"validation.integer.atMost": "El campo «{noun}» debe ser un número entero menor o igual que {max}.",
	"validation.boolean": "El campo «{noun}» debe ser verdadero o falso.",
	"validation.channel": "El campo «{noun}» no es ninguno de los canales de «Conexión».",
	"validation.choice": "El campo «{noun}» debe ser uno de estos valores: {choices}.",
	"validation.data-key": "El campo «{noun}» solo puede contener letras, dígitos, «-» y «_».",
	"validation.json-array": 'El campo «{noun}» debe ser un array JSON de cadenas, p. ej. ["a","b"].',
	"validation.number": "El campo «{noun}» debe ser un número, p. ej. 1000 o 12.5.",
	"validation.colour": "El campo «{noun}» debe ser un color con el formato #RRGGBB.",
	"validation.base-url-missing": "No se ha definido la URL base de la API.",
	"validation.base-url-invalid": "La URL base no es una URL válida.",
	"validation.base-url-insecure":
		"Usa https://: las claves nunca deben viajar sin cifrar (http:// es solo para este equipo).",
	"validation.base-url-parts": "La URL base no debe contener usuario, consulta ni #fragmento.",
	"validation.invalid": "El campo «{noun}» no es válido.",
};
