import { Localization as de } from "../../com.channel.companion.sdPlugin/de.json";
import { Localization as en } from "../../com.channel.companion.sdPlugin/en.json";
import { Localization as es } from "../../com.channel.companion.sdPlugin/es.json";
import { Localization as fr } from "../../com.channel.companion.sdPlugin/fr.json";
import { Localization as ja } from "../../com.channel.companion.sdPlugin/ja.json";
import { Localization as ko } from "../../com.channel.companion.sdPlugin/ko.json";
import { Localization as zhCN } from "../../com.channel.companion.sdPlugin/zh_CN.json";
import { Localization as zhTW } from "../../com.channel.companion.sdPlugin/zh_TW.json";

/**
 * The translation key of a text of the property inspectors, e.g. `field.viewer.label`: a key of the `Inspector`
 * object in the `Localization` block of `en.json`, so that a misspelt key in a page fails the type checker.
 */
export type TranslationKey = keyof typeof en.Inspector;

/** All texts of the property inspectors in one language: exactly the translation keys of English. */
export type Catalogue = Readonly<Record<TranslationKey, string>>;

/**
 * The property inspectors' texts in each language Stream Deck offers, by the app's language code: the `Inspector`
 * object of each `<lang>.json` beside the manifest, the one home of a language's words, put into the inspector script
 * when it is built (it loads nothing at run time). `{name}` marks a value filled in when shown.
 */
export const CATALOGUES = {
	de: de.Inspector,
	en: en.Inspector,
	es: es.Inspector,
	fr: fr.Inspector,
	ja: ja.Inspector,
	ko: ko.Inspector,
	zh_CN: zhCN.Inspector,
	zh_TW: zhTW.Inspector,
} as const satisfies Record<string, Catalogue>;
