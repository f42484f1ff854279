import type { Catalogue } from "./catalogue";
import { deTransfer } from "./de-transfer";

/**
 * Every text of the property inspectors in German. Long compound labels carry a soft hyphen (`\u00ad`) so that they break inside the label column.
 */
export const de: Catalogue = {
	// Page sections
	"section.connection": "Verbindung",
	"section.connectionIntro": "Gilt für alle Aktionen von Channel Companion.",
	"section.actionSettings": "Einstellungen der Aktion",
	"page.unknownAction": "Dieses Plugin hat keine Einstellungsseite für {action}: Aktualisiere das Plugin.",
	"section.advanced": "Erweitert",
	"status.missing": "Fehlt: {list}",
	"status.listSeparator": ", ",
	"status.demo": "Demo",
	"missing.baseUrl": "Basis-URL",
	"missing.readKey": "Leseschlüssel",
	"missing.writeKey": "Schreibschlüssel",

	// Connection (global settings)
	"global.baseUrl.label": "Basis-URL",
	"global.baseUrl.noun": "Basis-URL",
	"global.baseUrl.placeholder": "https://api.example.com",
	"global.readKey.label": "Lese\u00adschlüssel (R)",
	"global.readKey.hint": "Wird von „Top 1 anzeigen“ und „Anzahl Verwarnungen“ verwendet.",
	"global.writeKey.label": "Schreib\u00adschlüssel (W)",
	"global.writeKey.hint": "Wird von allen anderen Aktionen verwendet.",
	"demo.button": "Demo ausprobieren",
	"demo.about":
		"Die Demo ist eine Simulation im Plugin: Jede Aktion arbeitet mit erfundenen Zuschauern, Zielen und Timern, ohne Schlüssel, und nichts verlässt deinen Computer. Die Schaltfläche setzt die Basis-URL auf demo; eingegebene Schlüssel bleiben erhalten.",

	// Where the connection settings come from
	"help.where":
		"Kopiere die Basis-URL und beide Schlüssel von der API-Seite (API-Schlüssel) deines Channel-Companion-Dashboards.",
	"help.keys":
		"Der Leseschlüssel (R) liest nur Bestenlisten und Verwarnungen. Der Schreibschlüssel (W) macht alles andere: Ziele, Timer, Ereignisse, Guthaben und eigene Daten.",
	"help.secret":
		"Gib den Schreibschlüssel nie weiter und zeig ihn nie im Stream: Wer ihn hat, kann deinen Kanal ändern. Exportierte Profile enthalten ihn nie.",
	// The folded Setup help
	"help.title": "Hilfe zur Einrichtung",
	"help.baseUrl":
		"Basis-URL: nur die Adresse der API, z. B. https://api.example.com, ohne etwas dahinter (auch ohne /api). Einfaches http:// geht nur für diesen Computer.",
	"help.demo":
		"Noch kein Konto? Drück „{demo}“: Jede Aktion arbeitet im Plugin mit erfundenen Daten, ihre Tasten und Drehregler zeigen DEMO. Zum Beenden gib deine eigene Basis-URL ein.",
	"help.testFails":
		"Schlägt „{test}“ fehl, tu, was die Meldung sagt: einen abgelehnten Schlüssel neu kopieren, prüfen, dass R und W nicht vertauscht sind, oder die Basis-URL korrigieren. Klappt es immer noch nicht? Drück „{diagnostics}“ und füge den Bericht in deine Nachricht an den Support ein: Er enthält keinen Schlüssel.",

	// Controls
	"reveal.show": "Zeigen",
	"reveal.hide": "Verbergen",
	"reveal.showLabel": "{label} zeigen",
	"reveal.hideLabel": "{label} verbergen",
	"select.prompt": "Auswählen…",
	"select.unknown": "{value} (unbekannt)",

	// Channels: which connection an action uses, and the channel editor of the Connection section
	"channel.label": "Kanal",
	"channels.edit.label": "Kanal bearbeiten",
	"channel.noun": "Kanal",
	"channel.hint": "Die Verbindung, die diese Aktion nutzt. Kanäle fügst du unter „Verbindung“ hinzu.",
	"channel.default": "Standard",
	"channel.untitled": "Kanal {n}",
	"channels.name.label": "Name",
	"channels.name.placeholder": "z. B. Zweiter Kanal",
	"channels.add": "Kanal hinzufügen",
	"channels.remove": "Kanal entfernen",
	"channels.asking": "Prüfe, welche Tasten diesen Kanal nutzen…",
	"channels.inUse.one": "{count} Taste, die das Plugin gesehen hat, nutzt diesen Kanal.",
	"channels.inUse.other": "{count} Tasten, die das Plugin gesehen hat, nutzen diesen Kanal.",
	"channels.confirm": "Den Kanal „{name}“ entfernen? Wähle, wohin seine Tasten gehen.",
	"channels.unseen":
		"Tasten auf Seiten oder Profilen, die seit dem Start des Plugins nicht angezeigt wurden, sind nicht mitgezählt: Sie folgen derselben Wahl, sobald sie erscheinen.",
	"channels.moveTo": "Tasten verschieben nach",
	"channels.move": "Tasten verschieben und entfernen",
	"channels.orphan": "Entfernen; Tasten zeigen Setup",
	"channels.keep": "Kanal behalten",
	"channels.noAnswer":
		"Das Plugin hat nicht gesagt, wie viele Tasten diesen Kanal nutzen; deine Wahl gilt trotzdem für alle.",
	"channels.removed":
		"Kanal entfernt. Seine Tasten nutzen jetzt „{name}“, noch nicht angezeigte folgen, sobald sie erscheinen.",
	"channels.removedSetup": "Kanal entfernt. Seine Tasten zeigen „Setup“, bis du ihnen einen Kanal wählst.",

	// Test connection
	"test.button": "Verbindung testen",
	"test.testing": "Teste…",
	"test.asking": "Frage den Server…",
	"test.noAnswer": "Keine Antwort vom Plugin. Läuft es in Stream Deck?",
	"test.fixBaseUrl": "Korrigiere zuerst die Basis-URL.",
	"test.unreachable": "Der Server ist nicht erreichbar. Prüfe die Basis-URL und ob der Server läuft.",
	"test.keyWorks": "{key} funktioniert.",
	"test.keyRefused":
		"{key} wird vom Server abgelehnt: Kopiere ihn erneut aus deinem Channel-Companion-Konto und prüfe, dass Lese- und Schreibschlüssel nicht vertauscht sind.",
	"test.keyMissing": "{key} ist nicht eingetragen.",
	"test.keyUnreachable": "{key}: Der Server ist nicht erreichbar.",
	"test.keyError": "{key}: {message}",
	"test.httpStatus": "Der Server hat mit einem Fehler geantwortet (HTTP {status}).",
	"test.unexpected": "Unerwarteter Fehler.",
	"test.noSuchApi":
		"Diese Adresse antwortet nicht wie die Channel-Companion-API: Die Basis-URL muss nur die Adresse der API sein, z. B. https://api.example.com (ohne /api oder einen anderen Pfad).",
	"test.redirected": "Der Server leitet diese Adresse weiter: Trage die Zieladresse mit https:// als Basis-URL ein.",
	"test.rateLimited": "Der Server meldet zu viele Anfragen: Warte ein paar Sekunden und teste dann erneut.",
	"test.readKeyInvalid": "Der Leseschlüssel (R) ist kein gültiger Schlüssel.",
	"test.writeKeyInvalid": "Der Schreibschlüssel (W) ist kein gültiger Schlüssel.",
	"test.demo": "Demo-Kanal: Das Plugin antwortet selbst. Keine Schlüssel nötig, nichts wird gesendet.",

	// Diagnostics
	"diagnostics.button": "Diagnose kopieren",
	"diagnostics.copied":
		"Diagnose kopiert. Füge sie in deine Nachricht an den Support ein; sie enthält keinen Schlüssel.",
	"starter.button": "Startseite öffnen",
	"starter.asked":
		"Stream Deck wurde gebeten, die Startseite auf {device} zu zeigen; fehlt sie, wird sie zuerst installiert. OpenDeck hat keine Startseiten.",
	"starter.none": "{device} hat keine Startseite: Zieh die gewünschten Aktionen auf die Tasten.",
	"copy.select": "Kopieren ist hier nicht erlaubt: Der Text unten ist markiert, drücke Strg+C (⌘C auf dem Mac).",

	...deTransfer,

	// Fields several actions share
	"field.widgetId.label": "Widget-ID",
	"field.widgetId.placeholder": "ID oder all",
	"field.widgetId.hint": "Die ID des Widgets, oder all für alle Widgets.",
	"field.viewer.label": "Zuschauer",
	"field.viewer.placeholder": "Name oder Plattform-ID",
	"field.mode.label": "Modus",
	"field.value.label": "Wert",
	"field.amount.label": "Betrag",
	"field.action.label": "Aktion",
	"field.action.prompt": "Aktion auswählen…",
	"field.refreshSeconds.label": "Intervall (s)",
	"field.refreshSeconds.noun": "Intervall",
	"field.refreshSeconds.hint":
		"Sekunden zwischen zwei Aktualisierungen; Werte unter 5 gelten als 5. Ein Druck aktualisiert sofort.",
	"field.titleTemplate.placeholder": "{name}: {value}",
	"field.titleTemplate.label": "Titel",
	"field.titleTemplate.hint":
		"Platzhalter: {fields}. \\n beginnt eine neue Zeile. Leer: Nur das Bild zeigt den Wert; ein in der Stream-Deck-App eingegebener Titel hat immer Vorrang.",
	"lockMode.toggle": "Sperren / entsperren im Wechsel",
	"lockMode.lock": "Immer sperren",
	"lockMode.unlock": "Immer entsperren",

	// Goals
	"goalAdd.value.hint": "Wird pro Druck oder pro Raste am Drehregler addiert (nach links drehen zieht ab).",
	"goalAction.add": "Addieren",
	"goalAction.remove": "Abziehen",
	"goalAction.set": "Setzen",
	"goalAction.reset": "Zurücksetzen",
	"goalAction.lock": "Sperren",
	"goalAction.unlock": "Entsperren",
	"goalAction.add_goal": "Zum Zielwert addieren",
	"goalAction.set_goal": "Zielwert setzen",
	"goalAction.value.hint": "Die Zahl, die die Aktion addiert, abzieht oder setzt.",
	"goalAction.value.hint.lock": "Beim Sperren und Entsperren ohne Bedeutung.",

	// Streamathon
	"streamathonAddSeconds.seconds.label": "Sekunden",
	"streamathonAddSeconds.seconds.hint":
		"Werden pro Druck oder pro Raste am Drehregler hinzugefügt (nach links drehen zieht sie ab).",
	"streamathonAction.add_seconds": "Sekunden hinzufügen",
	"streamathonAction.remove_seconds": "Sekunden abziehen",
	"streamathonAction.reset": "Zurücksetzen",
	"streamathonAction.lock": "Sperren",
	"streamathonAction.unlock": "Entsperren",
	"streamathonAction.value.hint": "Sekunden zum Hinzufügen oder Abziehen; Minuten beim Zurücksetzen.",
	"streamathonAction.value.hint.add_seconds": "Sekunden, die hinzukommen.",
	"streamathonAction.value.hint.remove_seconds": "Sekunden, die abgezogen werden.",
	"streamathonAction.value.hint.reset": "Minuten, auf die der Timer zurückgesetzt wird.",
	"streamathonAction.value.hint.lock": "Beim Sperren ohne Bedeutung.",
	"streamathonAction.value.hint.unlock": "Beim Entsperren ohne Bedeutung.",

	// Custom event
	"customEvent.mode.path": "Pfad",
	"customEvent.mode.data": "Daten (DATA_VAL)",
	"customEvent.mode.json": "JSON (JSON_VAL)",
	"customEvent.value.placeholder": "Wert des Events",
	"customEvent.value.hint.path": "Wird im Pfad der URL gesendet.",
	"customEvent.value.hint.data": "Wird im Pfad und als DATA_VAL gesendet.",
	"customEvent.value.hint.json": 'Ein JSON-Array aus Strings, z. B. ["a","b"]; wird als JSON_VAL gesendet.',

	// Show Top
	"showTop.topType.label": "Topliste",
	"showTop.topType.message": "Nachrichten",
	"showTop.topType.uptime": "Zuschauzeit",
	"showTop.topType.currency": "Währung",
	"showTop.topType.ranks": "Ränge",
	"showTop.topType.level": "Level",
	"showTop.topSubType.label": "Zeitraum",
	"showTop.topSubType.global": "Gesamt (seit Beginn)",
	"showTop.topSubType.month": "Monat",
	"showTop.topSubType.week": "Woche",
	"showTop.topSubType.hint": "Nur die Listen für Zuschauzeit und Nachrichten nutzen den Zeitraum.",
	"showTop.rank.label": "Platz",
	"showTop.rank.hint": "Angezeigter Platz, 1 bis {max}; ein Drehregler blättert durch die Plätze.",

	// Currency
	"currencySet.amount.hint": "Das neue Guthaben des Zuschauers.",
	"currencyRemove.amount.hint": "Wird vom Guthaben des Zuschauers abgezogen.",
	"currencyRemove.force.label": "Erzwingen",
	"currencyRemove.force.caption": "Auch abziehen, wenn das Guthaben nicht reicht",

	// Custom data
	"customData.dataKey.label": "Daten\u00adschlüssel",
	"customData.dataKey.placeholder": "z. B. deaths_count",
	"customData.dataKey.hint": "Nur Buchstaben, Ziffern, - und _.",

	// Hold, long press, colour by value, undo
	"field.activation.label": "Auslösen",
	"activation.press": "Beim Drücken",
	"activation.hold": "Beim Halten",
	"activation.hint":
		"Ob ein Tippen genügt: bei Druck sendet die Taste sofort, beim Halten erst nach der Haltezeit, sodass ein versehentliches Tippen nichts sendet.",
	"activation.recommended":
		"Schwer rückgängig zu machen: „Beim Halten“ wird empfohlen, damit ein versehentliches Tippen nichts sendet.",
	"field.holdMs.label": "Halten (ms)",
	"field.holdMs.noun": "Haltezeit",
	"field.holdMs.hint": "Millisekunden zum Halten, {min} bis {max}.",
	"field.face.label": "Tastenbild",
	"face.named": "Zeigt, worauf sie wirkt",
	"face.icon": "Nur Symbol und Titel",
	"face.hint":
		"Benannt: Die Taste zeigt ihr Symbol mit dem, worauf sie wirkt und um wie viel, damit zwei Tasten nie gleich aussehen. Nur Symbol: dein eigenes Symbol und dein Titel aus der Stream-Deck-App.",
	"field.holdAction.label": "Langer Druck",
	"holdAction.none": "Wie ein Druck",
	"holdAction.remove": "Entfernt den Betrag",
	"holdAction.hint.none": "Was Halten als zweite Aufgabe tut: im Moment dasselbe wie ein Tippen.",
	"holdAction.hint.remove": "Kurz tippen fügt beim Loslassen hinzu; Halten entfernt denselben Betrag.",
	"field.highlight.label": "Farbe nach Wert",
	"highlight.none": "Aus",
	"highlight.above": "Ab einem Wert",
	"highlight.below": "Unter einem Wert",
	"highlight.rule.none": "Die Taste behält ihre üblichen Farben.",
	"highlight.rule.above": "Ist der Wert mindestens {value}, wird die Taste in der Farbe gezeichnet.",
	"highlight.rule.below": "Ist der Wert kleiner als {value}, wird die Taste in der Farbe gezeichnet.",
	"highlight.rule.invalid": "Noch keine Farbregel: Die Schwelle ist keine Zahl.",
	"field.highlightValue.label": "Schwelle",
	"field.highlightValue.noun": "Schwelle",
	"field.highlightColor.label": "Farbe",
	"field.highlightColor.noun": "Farbe",
	"undo.windowSeconds.label": "Zeitfenster (s)",
	"undo.windowSeconds.noun": "Zeitfenster",
	"undo.windowSeconds.hint":
		"Änderungen der letzten so vielen Sekunden ({min} bis {max}) lassen sich rückgängig machen; ein Neustart des Plugins vergisst sie.",

	// Why a value is refused (the plugin's rules); {noun} names the field
	"validation.empty": "„{noun}“ darf nicht leer sein.",
	"validation.dot-segment": "„{noun}“ darf nicht „{value}“ sein: In URLs fällt das weg.",
	"validation.too-long": "„{noun}“ ist zu lang.",
	"validation.unsendable": "„{noun}“ enthält Zeichen, die nicht gesendet werden können.",
	"validation.integer": "„{noun}“ muss eine ganze Zahl sein.",
	"validation.integer.between": "„{noun}“ muss eine ganze Zahl von {min} bis {max} sein.",
	"validation.integer.atLeast": "„{noun}“ muss eine ganze Zahl ab {min} sein.",
	"validation.integer.atMost": "„{noun}“ muss eine ganze Zahl bis höchstens {max} sein.",
	"validation.boolean": "„{noun}“ muss wahr oder falsch sein.",
	"validation.channel": "„{noun}“ ist keiner der Kanäle unter „Verbindung“.",
	"validation.choice": "„{noun}“ muss einer dieser Werte sein: {choices}.",
	"validation.data-key": "„{noun}“ darf nur Buchstaben, Ziffern, „-“ und „_“ enthalten.",
	"validation.json-array": '„{noun}“ muss ein JSON-Array aus Strings sein, z. B. ["a","b"].',
	"validation.number": "„{noun}“ muss eine Zahl sein, z. B. 1000 oder 12.5.",
	"validation.colour": "„{noun}“ muss eine Farbe im Format #RRGGBB sein.",
	"validation.base-url-missing": "Es ist keine Basis-URL der API eingetragen.",
	"validation.base-url-invalid": "Die Basis-URL ist keine gültige URL.",
	"validation.base-url-insecure":
		"Verwende https:// – Schlüssel dürfen nie unverschlüsselt übertragen werden (http:// nur für diesen Computer).",
	"validation.base-url-parts": "Die Basis-URL darf weder Benutzer noch Query noch #Fragment enthalten.",
	"validation.invalid": "„{noun}“ ist ungültig.",
};
