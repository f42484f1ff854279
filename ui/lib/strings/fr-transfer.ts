import type { enTransfer } from "./en-transfer";

/** The texts of Export channels and Import channels in French. Part of the French catalogue. */
export const frTransfer: Record<keyof typeof enTransfer, string> = {
	"transfer.export.button": "Exporter les chaînes",
	"transfer.export.withApiKeys": "Avec les clés d’API",
	"transfer.export.withApiKeysNote": "Qui détient un texte avec les clés d’API peut modifier votre chaîne.",
	"transfer.export.copied": "Chaînes copiées. Sur l’autre ordinateur, collez-les sous « Importer des chaînes ».",
	"transfer.export.apiKeys": "Le texte contient vos clés d’API : ne le donnez à personne.",
	"transfer.export.noApiKeys": "Le texte ne contient aucune clé d’API.",
	"transfer.export.leftOut": "Laissées de côté, car leur URL de base n’est pas valide : {list}.",
	"transfer.import.label": "Importer des chaînes",
	"transfer.import.placeholder": "Collez le texte de « Exporter les chaînes »",
	"transfer.import.button": "Importer",
	"transfer.import.confirm": "Confirmer l’import",
	"transfer.import.cancel": "Annuler",
	"transfer.import.empty": "Collez d’abord le texte de « Exporter les chaînes ».",
	"transfer.import.nothing": "Rien à changer : chaque chaîne du texte est déjà ici, telle quelle.",
	"transfer.import.done": "Chaînes importées ; aucune n’a été supprimée.",
	"transfer.import.unchanged": "Rien n’a été modifié.",
	"transfer.plan.added": "Ajoutées : {list}.",
	"transfer.plan.restored": "De retour sous l’identifiant qu’elles avaient ici : {list}.",
	"transfer.plan.updated": "Mises à jour : {list}.",
	"transfer.plan.unchanged": "Inchangées : {list}.",
	"transfer.plan.apiKeysReplaced": "Clés d’API remplacées par celles du texte : {list}.",
	"transfer.plan.apiKeysSet": "Clés d’API du texte : {list}.",
	"transfer.plan.apiKeysKept": "Clés d’API conservées telles qu’ici : {list}.",
	"transfer.plan.apiKeysNone": "Pas encore de clés d’API (saisissez-les après l’import) : {list}.",
	"transfer.plan.server":
		"« {name} » passe sur un autre serveur : ses états de verrouillage, son historique d’annulation et ses valeurs sont oubliés.",
	"transfer.plan.serverApiKeys": "« {name} » garde les clés d’API saisies ici et les envoie à {server}.",
	"transfer.refused.too-large": "Le texte dépasse 64 Ko : ce n’est pas un export de chaînes.",
	"transfer.refused.not-json": "Ce n’est pas le texte de « Exporter les chaînes » : ce n’est pas du JSON.",
	"transfer.refused.other-format": "Ce n’est pas le texte de « Exporter les chaînes » : c’est un autre format.",
	"transfer.refused.newer-version":
		"Ce texte vient d’une version plus récente du plugin (version de format {version}) : mettez d’abord le plugin à jour ici.",
	"transfer.refused.no-channels": "Le texte ne contient aucune chaîne.",
	"transfer.refused.not-a-channel":
		"L’entrée {position} du texte n’est pas une chaîne : elle n’a pas d’identifiant, ou son nom n’est pas du texte.",
	"transfer.refused.duplicate-id": "L’identifiant {id} figure deux fois dans le texte.",
	"transfer.refused.channel": "Chaîne « {name} » : {reason}",
	"transfer.refused.too-many": "Après l’import, il y aurait {count} chaînes ; le plugin en garde au plus {max}.",
};
