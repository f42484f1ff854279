import type { enTransfer } from "./en-transfer";

/** The texts of Export channels and Import channels in Spanish. Part of the Spanish catalogue. */
export const esTransfer: Record<keyof typeof enTransfer, string> = {
	"transfer.export.button": "Exportar canales",
	"transfer.export.withApiKeys": "Con claves de API",
	"transfer.export.withApiKeysNote": "Quien tenga un texto con claves de API puede cambiar tu canal.",
	"transfer.export.copied": "Canales copiados. En el otro equipo, pégalos en «Importar canales».",
	"transfer.export.apiKeys": "El texto contiene tus claves de API: no se lo pases a nadie.",
	"transfer.export.noApiKeys": "El texto no contiene ninguna clave de API.",
	"transfer.export.leftOut": "Omitidos, porque su URL base no es válida: {list}.",
	"transfer.import.label": "Importar canales",
	"transfer.import.placeholder": "Pega el texto de «Exportar canales»",
	"transfer.import.button": "Importar",
	"transfer.import.confirm": "Confirmar la importación",
	"transfer.import.cancel": "Cancelar",
	"transfer.import.empty": "Primero pega el texto de «Exportar canales».",
	"transfer.import.nothing": "Nada que cambiar: cada canal del texto ya está aquí tal cual.",
	"transfer.import.done": "Canales importados; no se quitó ninguno.",
	"transfer.import.unchanged": "No se cambió nada.",
	"transfer.plan.added": "Nuevos: {list}.",
	"transfer.plan.restored": "De vuelta con el id que tenían aquí: {list}.",
	"transfer.plan.updated": "Actualizados: {list}.",
	"transfer.plan.unchanged": "Sin cambios: {list}.",
	"transfer.plan.apiKeysReplaced": "Claves de API sustituidas por las del texto: {list}.",
	"transfer.plan.apiKeysSet": "Claves de API del texto: {list}.",
	"transfer.plan.apiKeysKept": "Claves de API que se quedan como están aquí: {list}.",
	"transfer.plan.apiKeysNone": "Aún sin claves de API (introdúcelas tras la importación): {list}.",
	"transfer.plan.server":
		"«{name}» pasa a otro servidor: se olvidan sus estados de bloqueo, su historial de deshacer y sus valores.",
	"transfer.plan.serverApiKeys": "«{name}» conserva las claves de API escritas aquí y las envía a {server}.",
	"transfer.refused.too-large": "El texto supera los 64 KB: no es una exportación de canales.",
	"transfer.refused.not-json": "Este no es el texto de «Exportar canales»: no es JSON.",
	"transfer.refused.other-format": "Este no es el texto de «Exportar canales»: es otro formato.",
	"transfer.refused.newer-version":
		"Este texto viene de una versión más reciente del plugin (versión de formato {version}): actualiza antes el plugin aquí.",
	"transfer.refused.no-channels": "El texto no contiene ningún canal.",
	"transfer.refused.not-a-channel":
		"La entrada {position} del texto no es un canal: no tiene id, o su nombre no es texto.",
	"transfer.refused.duplicate-id": "El id {id} aparece dos veces en el texto.",
	"transfer.refused.channel": "Canal «{name}»: {reason}",
	"transfer.refused.too-many": "Tras la importación habría {count} canales; el plugin admite como máximo {max}.",
};
