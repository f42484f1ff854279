import type { Catalogue } from "./catalogue";
import { frTransfer } from "./fr-transfer";

/**
 * Every text of the property inspectors in French. French puts a no-break space (U+00A0) before : ; ? and inside « ».
 */
export const fr: Catalogue = {
	// Page sections
	"section.connection": "Connexion",
	"section.connectionIntro": "Commune à toutes les actions Channel Companion.",
	"section.actionSettings": "Réglages de l'action",
	"page.unknownAction": "Ce plugin n'a pas de page de réglages pour {action} : mettez le plugin à jour.",
	"section.advanced": "Avancé",
	"status.missing": "Manque : {list}",
	"status.listSeparator": ", ",
	"status.demo": "Démo",
	"missing.baseUrl": "URL de base",
	"missing.readKey": "clé de lecture",
	"missing.writeKey": "clé d'écriture",

	// Connection (global settings)
	"global.baseUrl.label": "URL de base",
	"global.baseUrl.noun": "URL de base",
	"global.baseUrl.placeholder": "https://api.example.com",
	"global.readKey.label": "Clé de lecture (R)",
	"global.readKey.hint": "Utilisée par « Afficher le top 1 » et « Nombre d'avertissements ».",
	"global.writeKey.label": "Clé d'écriture (W)",
	"global.writeKey.hint": "Utilisée par toutes les autres actions.",
	"demo.button": "Essayer la démo",
	"demo.about":
		"La démo est une simulation dans le plugin : chaque action fonctionne avec des spectateurs, objectifs et minuteurs fictifs, sans clé, et rien ne quitte votre ordinateur. Le bouton met demo comme URL de base ; les clés saisies sont conservées.",

	// Where the connection settings come from
	"help.where":
		"Copiez l’URL de base et les deux clés depuis la page API (clés d’API) de votre tableau de bord Channel Companion.",
	"help.keys":
		"La clé de lecture (R) lit seulement les classements et les avertissements. La clé d’écriture (W) fait tout le reste : objectifs, minuteurs, événements, soldes et données personnalisées.",
	"help.secret":
		"Ne partagez jamais la clé d’écriture et ne la montrez pas en stream : qui la détient peut modifier votre chaîne. Les profils exportés ne la contiennent jamais.",
	// The folded Setup help
	"help.title": "Aide à la configuration",
	"help.baseUrl":
		"URL de base : l'adresse de l'API seule, p. ex. https://api.example.com, sans rien après (pas même /api). Le simple http:// n'est accepté que pour cet ordinateur.",
	"help.demo":
		"Pas encore de compte ? Appuyez sur « {demo} » : chaque action fonctionne sur des données fictives dans le plugin, et ses touches et molettes affichent DEMO. Pour en sortir, saisissez votre propre URL de base.",
	"help.testFails":
		"Si « {test} » échoue, suivez son message : recopiez une clé refusée, vérifiez que R et W ne sont pas inversées ou corrigez l'URL de base. Toujours en échec ? Appuyez sur « {diagnostics} » et collez le rapport dans votre message au support : il ne contient aucune clé.",

	// Controls
	"reveal.show": "Afficher",
	"reveal.hide": "Masquer",
	"reveal.showLabel": "Afficher : {label}",
	"reveal.hideLabel": "Masquer : {label}",
	"select.prompt": "Choisir…",
	"select.unknown": "{value} (inconnu)",

	// Channels: which connection an action uses, and the channel editor of the Connection section
	"channel.label": "Chaîne",
	"channels.edit.label": "Modifier la chaîne",
	"channel.noun": "Chaîne",
	"channel.hint": "La connexion qu'utilise cette action. Ajoutez des chaînes sous « Connexion ».",
	"channel.default": "Par défaut",
	"channel.untitled": "Chaîne {n}",
	"channels.name.label": "Nom",
	"channels.name.placeholder": "p. ex. Deuxième chaîne",
	"channels.add": "Ajouter une chaîne",
	"channels.remove": "Supprimer la chaîne",
	"channels.asking": "Recherche des touches qui utilisent cette chaîne…",
	"channels.inUse.one": "{count} touche vue par le plugin utilise cette chaîne.",
	"channels.inUse.other": "{count} touches vues par le plugin utilisent cette chaîne.",
	"channels.confirm": "Supprimer la chaîne « {name} » ? Choisissez où vont ses touches.",
	"channels.unseen":
		"Les touches des pages ou profils non affichés depuis le démarrage du plugin ne sont pas comptées : elles suivront le même choix dès qu'elles apparaîtront.",
	"channels.moveTo": "Déplacer ses touches vers",
	"channels.move": "Déplacer les touches et supprimer",
	"channels.orphan": "Supprimer ; ses touches affichent Setup",
	"channels.keep": "Garder la chaîne",
	"channels.noAnswer":
		"Le plugin n'a pas dit combien de touches utilisent cette chaîne ; votre choix s'applique quand même à toutes.",
	"channels.removed":
		"Chaîne supprimée. Ses touches utilisent désormais « {name} », et celles pas encore affichées suivront dès qu'elles apparaîtront.",
	"channels.removedSetup":
		"Chaîne supprimée. Ses touches affichent « Setup » jusqu'à ce que vous leur choisissiez une chaîne.",

	// Test connection
	"test.button": "Tester la connexion",
	"test.testing": "Test en cours…",
	"test.asking": "Interrogation du serveur…",
	"test.noAnswer": "Aucune réponse du plugin. Stream Deck l'exécute-t-il ?",
	"test.fixBaseUrl": "Corrigez d'abord l'URL de base.",
	"test.unreachable": "Le serveur est injoignable. Vérifiez l'URL de base et que le serveur fonctionne.",
	"test.keyWorks": "{key} : valide.",
	"test.keyRefused":
		"{key} est refusée par le serveur : copiez-la à nouveau depuis votre compte Channel Companion et vérifiez que les clés de lecture et d'écriture ne sont pas inversées.",
	"test.keyMissing": "{key} : non renseignée.",
	"test.keyUnreachable": "{key} : le serveur est injoignable.",
	"test.keyError": "{key} : {message}",
	"test.httpStatus": "Le serveur a répondu par une erreur (HTTP {status}).",
	"test.unexpected": "Échec inattendu.",
	"test.noSuchApi":
		"Cette adresse ne répond pas comme l'API Channel Companion : l'URL de base doit être la seule adresse de l'API, p. ex. https://api.example.com (sans /api ni autre chemin).",
	"test.redirected":
		"Le serveur redirige cette adresse ailleurs : saisissez comme URL de base l'adresse de destination, en https://.",
	"test.rateLimited": "Le serveur signale trop de requêtes : attendez quelques secondes, puis testez à nouveau.",
	"test.readKeyInvalid": "La clé de lecture (R) n'est pas une clé valide.",
	"test.writeKeyInvalid": "La clé d'écriture (W) n'est pas une clé valide.",
	"test.demo": "Chaîne de démo : le plugin répond lui-même. Aucune clé requise, rien n’est envoyé.",

	// Diagnostics
	"diagnostics.button": "Copier le diagnostic",
	"diagnostics.copied": "Diagnostic copié. Collez-le dans votre message au support ; il ne contient aucune clé.",
	"starter.button": "Ouvrir la page de départ",
	"starter.asked":
		"Stream Deck a été prié d'afficher la page de départ sur {device} ; il l'installe d'abord si elle manque. OpenDeck n'a pas de pages de départ.",
	"starter.none": "{device} n'a pas de page de départ : glissez les actions voulues sur ses touches.",
	"copy.select":
		"La copie n'est pas autorisée ici : le texte ci-dessous est sélectionné, appuyez sur Ctrl+C (⌘C sur Mac).",

	...frTransfer,

	// Fields several actions share
	"field.widgetId.label": "ID du widget",
	"field.widgetId.placeholder": "ID, ou all",
	"field.widgetId.hint": "L'ID du widget, ou all pour tous les widgets.",
	"field.viewer.label": "Spectateur",
	"field.viewer.placeholder": "Nom ou ID de plateforme",
	"field.mode.label": "Mode",
	"field.value.label": "Valeur",
	"field.amount.label": "Montant",
	"field.action.label": "Action",
	"field.action.prompt": "Choisir une action…",
	"field.refreshSeconds.label": "Actualisation (s)",
	"field.refreshSeconds.noun": "Intervalle d'actualisation",
	"field.refreshSeconds.hint":
		"Secondes entre deux actualisations ; toute valeur inférieure à 5 compte pour 5. Un appui actualise immédiatement.",
	"field.titleTemplate.placeholder": "{name}: {value}",
	"field.titleTemplate.label": "Titre",
	"field.titleTemplate.hint":
		"Variables : {fields}. \\n commence une nouvelle ligne. Vide : seule l’image affiche la valeur ; un titre saisi dans l’app Stream Deck l’emporte toujours.",
	"lockMode.toggle": "Alterner bloquer / débloquer",
	"lockMode.lock": "Toujours bloquer",
	"lockMode.unlock": "Toujours débloquer",

	// Goals
	"goalAdd.value.hint": "Ajoutée à chaque appui, ou à chaque cran de molette (tourner à gauche la retire).",
	"goalAction.add": "Ajouter",
	"goalAction.remove": "Retirer",
	"goalAction.set": "Définir",
	"goalAction.reset": "Réinitialiser",
	"goalAction.lock": "Bloquer",
	"goalAction.unlock": "Débloquer",
	"goalAction.add_goal": "Ajouter à la cible",
	"goalAction.set_goal": "Définir la cible",
	"goalAction.value.hint": "Le nombre que l'action ajoute, retire ou définit.",
	"goalAction.value.hint.lock": "Inutilisée pour bloquer et débloquer.",

	// Streamathon
	"streamathonAddSeconds.seconds.label": "Secondes",
	"streamathonAddSeconds.seconds.hint":
		"Ajoutées à chaque appui, ou à chaque cran de molette (tourner à gauche les retire).",
	"streamathonAction.add_seconds": "Ajouter des secondes",
	"streamathonAction.remove_seconds": "Retirer des secondes",
	"streamathonAction.reset": "Réinitialiser",
	"streamathonAction.lock": "Bloquer",
	"streamathonAction.unlock": "Débloquer",
	"streamathonAction.value.hint": "Secondes à ajouter ou à retirer ; minutes pour la réinitialisation.",
	"streamathonAction.value.hint.add_seconds": "Secondes à ajouter.",
	"streamathonAction.value.hint.remove_seconds": "Secondes à retirer.",
	"streamathonAction.value.hint.reset": "Minutes auxquelles le minuteur est réinitialisé.",
	"streamathonAction.value.hint.lock": "Inutilisée pour bloquer.",
	"streamathonAction.value.hint.unlock": "Inutilisée pour débloquer.",

	// Custom event
	"customEvent.mode.path": "Chemin",
	"customEvent.mode.data": "Données (DATA_VAL)",
	"customEvent.mode.json": "JSON (JSON_VAL)",
	"customEvent.value.placeholder": "Valeur de l'événement",
	"customEvent.value.hint.path": "Envoyée dans le chemin de l'URL.",
	"customEvent.value.hint.data": "Envoyée dans le chemin et en DATA_VAL.",
	"customEvent.value.hint.json": 'Un tableau JSON de chaînes, par ex. ["a","b"] ; envoyé en JSON_VAL.',

	// Show Top
	"showTop.topType.label": "Classement",
	"showTop.topType.message": "Messages",
	"showTop.topType.uptime": "Temps de visionnage",
	"showTop.topType.currency": "Monnaie",
	"showTop.topType.ranks": "Rangs",
	"showTop.topType.level": "Niveau",
	"showTop.topSubType.label": "Période",
	"showTop.topSubType.global": "Global (depuis le début)",
	"showTop.topSubType.month": "Mois",
	"showTop.topSubType.week": "Semaine",
	"showTop.topSubType.hint": "Seuls les classements du temps de visionnage et des messages utilisent la période.",
	"showTop.rank.label": "Position",
	"showTop.rank.hint": "Position affichée, de 1 à {max} ; une molette les fait défiler.",

	// Currency
	"currencySet.amount.hint": "Le nouveau solde du spectateur.",
	"currencyRemove.amount.hint": "Retiré du solde du spectateur.",
	"currencyRemove.force.label": "Forcer",
	"currencyRemove.force.caption": "Retirer même si le solde est insuffisant",

	// Custom data
	"customData.dataKey.label": "Clé de données",
	"customData.dataKey.placeholder": "ex. : deaths_count",
	"customData.dataKey.hint": "Lettres, chiffres, - et _ uniquement.",

	// Hold, long press, colour by value, undo
	"field.activation.label": "Déclenchement",
	"activation.press": "À l'appui",
	"activation.hold": "En maintenant",
	"activation.hint":
		"Si un appui bref suffit : à l'appui, la touche envoie aussitôt ; au maintien, seulement après la durée de maintien, si bien qu'un appui par erreur n'envoie rien.",
	"activation.recommended":
		"Difficile à annuler : « En maintenant » est recommandé, pour qu'un appui involontaire n'envoie rien.",
	"field.holdMs.label": "Maintien (ms)",
	"field.holdMs.noun": "Durée de maintien",
	"field.holdMs.hint": "Millisecondes de maintien, de {min} à {max}.",
	"field.face.label": "Aspect de la touche",
	"face.named": "Indique sur quoi elle agit",
	"face.icon": "Icône et titre seulement",
	"face.hint":
		"Nommée : la touche montre son icône avec ce sur quoi elle agit et de combien, pour que deux touches ne se ressemblent jamais. Icône seulement : votre icône et votre titre, tels que définis dans l’app Stream Deck.",
	"field.holdAction.label": "Appui long",
	"holdAction.none": "Comme un appui",
	"holdAction.remove": "Retire le montant",
	"holdAction.hint.none":
		"Ce que fait le maintien de la touche, comme seconde fonction : pour l'instant la même chose qu'un appui bref.",
	"holdAction.hint.remove": "Un appui bref ajoute au relâchement ; maintenir retire le même montant.",
	"field.highlight.label": "Couleur selon la valeur",
	"highlight.none": "Désactivé",
	"highlight.above": "À partir d'une valeur",
	"highlight.below": "Sous une valeur",
	"highlight.rule.none": "La touche garde ses couleurs habituelles.",
	"highlight.rule.above": "Quand la valeur vaut au moins {value}, la touche est dessinée sur la couleur.",
	"highlight.rule.below": "Quand la valeur est inférieure à {value}, la touche est dessinée sur la couleur.",
	"highlight.rule.invalid": "Pas encore de règle de couleur : le seuil n’est pas un nombre.",
	"field.highlightValue.label": "Seuil",
	"field.highlightValue.noun": "Seuil",
	"field.highlightColor.label": "Couleur",
	"field.highlightColor.noun": "Couleur",
	"undo.windowSeconds.label": "Fenêtre (s)",
	"undo.windowSeconds.noun": "Fenêtre d'annulation",
	"undo.windowSeconds.hint":
		"Les modifications des dernières secondes indiquées ({min} à {max}) peuvent être annulées ; un redémarrage du plugin les oublie.",

	// Why a value is refused (the plugin's rules); {noun} names the field
	"validation.empty": "« {noun} » ne peut pas être vide.",
	"validation.dot-segment": "« {noun} » ne peut pas valoir « {value} » : les URL l'éliminent.",
	"validation.too-long": "La valeur de « {noun} » est trop longue.",
	"validation.unsendable": "« {noun} » contient des caractères impossibles à envoyer.",
	"validation.integer": "« {noun} » doit être un nombre entier.",
	"validation.integer.between": "« {noun} » doit être un nombre entier de {min} à {max}.",
	"validation.integer.atLeast": "« {noun} » doit être un nombre entier supérieur ou égal à {min}.",
	"validation.integer.atMost": "« {noun} » doit être un nombre entier inférieur ou égal à {max}.",
	"validation.boolean": "« {noun} » doit valoir vrai ou faux.",
	"validation.channel": "« {noun} » n'est aucune des chaînes de « Connexion ».",
	"validation.choice": "« {noun} » doit valoir l'une de ces valeurs : {choices}.",
	"validation.data-key": "« {noun} » ne peut contenir que des lettres, des chiffres, « - » et « _ ».",
	"validation.json-array": '« {noun} » doit être un tableau JSON de chaînes, par ex. ["a","b"].',
	"validation.number": "« {noun} » doit être un nombre, par ex. 1000 ou 12.5.",
	"validation.colour": "« {noun} » doit être une couleur au format #RRGGBB.",
	"validation.base-url-missing": "Aucune URL de base de l'API n'est définie.",
	"validation.base-url-invalid": "L'URL de base n'est pas une URL valide.",
	"validation.base-url-insecure":
		"Utilisez https:// — les clés ne doivent jamais circuler en clair (http:// est réservé à cet ordinateur).",
	"validation.base-url-parts": "L'URL de base ne doit contenir ni utilisateur, ni requête, ni #fragment.",
	"validation.invalid": "« {noun} » n'est pas valide.",
};
