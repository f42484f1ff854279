import type { enTransfer } from "./en-transfer";

/** The texts of Export channels and Import channels in German. Part of the German catalogue. */
export const deTransfer: Record<keyof typeof enTransfer, string> = {
	"transfer.export.button": "Kanäle exportieren",
	"transfer.export.withApiKeys": "Mit API-Schlüsseln",
	"transfer.export.withApiKeysNote": "Wer einen Text mit API-Schlüsseln hat, kann deinen Kanal ändern.",
	"transfer.export.copied": "Kanäle kopiert. Füge sie auf dem anderen Computer unter „Kanäle importieren“ ein.",
	"transfer.export.apiKeys": "Der Text enthält deine API-Schlüssel: Gib ihn niemandem.",
	"transfer.export.noApiKeys": "Der Text enthält keinen API-Schlüssel.",
	"transfer.export.leftOut": "Weggelassen, da ihre Basis-URL ungültig ist: {list}.",
	"transfer.import.label": "Kanäle importieren",
	"transfer.import.placeholder": "Text von „Kanäle exportieren“ einfügen",
	"transfer.import.button": "Importieren",
	"transfer.import.confirm": "Import bestätigen",
	"transfer.import.cancel": "Abbrechen",
	"transfer.import.empty": "Füge zuerst den Text von „Kanäle exportieren“ ein.",
	"transfer.import.nothing": "Nichts zu ändern: Jeder Kanal des Textes ist hier schon genau so vorhanden.",
	"transfer.import.done": "Kanäle importiert; keiner wurde entfernt.",
	"transfer.import.unchanged": "Es wurde nichts geändert.",
	"transfer.plan.added": "Neu: {list}.",
	"transfer.plan.restored": "Zurück unter der ID, die sie hier hatten: {list}.",
	"transfer.plan.updated": "Aktualisiert: {list}.",
	"transfer.plan.unchanged": "Unverändert: {list}.",
	"transfer.plan.apiKeysReplaced": "API-Schlüssel durch die des Textes ersetzt: {list}.",
	"transfer.plan.apiKeysSet": "API-Schlüssel aus dem Text: {list}.",
	"transfer.plan.apiKeysKept": "API-Schlüssel bleiben wie hier: {list}.",
	"transfer.plan.apiKeysNone": "Noch keine API-Schlüssel (nach dem Import eingeben): {list}.",
	"transfer.plan.server":
		"„{name}“ wechselt zu einem anderen Server: Seine Sperrzustände, sein Rückgängig-Verlauf und seine Werte werden vergessen.",
	"transfer.plan.serverApiKeys": "„{name}“ behält die hier eingegebenen API-Schlüssel und sendet sie an {server}.",
	"transfer.refused.too-large": "Der Text ist größer als 64 KB: Er ist kein Export von Kanälen.",
	"transfer.refused.not-json": "Das ist nicht der Text von „Kanäle exportieren“: Es ist kein JSON.",
	"transfer.refused.other-format": "Das ist nicht der Text von „Kanäle exportieren“: Es ist ein anderes Format.",
	"transfer.refused.newer-version":
		"Dieser Text stammt aus einer neueren Version des Plugins (Formatversion {version}): Aktualisiere zuerst das Plugin hier.",
	"transfer.refused.no-channels": "Der Text enthält keinen Kanal.",
	"transfer.refused.not-a-channel":
		"Eintrag {position} des Textes ist kein Kanal: Er hat keine ID oder einen Namen, der kein Text ist.",
	"transfer.refused.duplicate-id": "Die ID {id} kommt im Text zweimal vor.",
	"transfer.refused.channel": "Kanal „{name}“: {reason}",
	"transfer.refused.too-many": "Nach dem Import gäbe es {count} Kanäle; das Plugin verwaltet höchstens {max}.",
};
