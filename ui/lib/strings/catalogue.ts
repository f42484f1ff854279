import type { en } from "./en";

/** The translation key of a text of the property inspectors, e.g. `field.viewer.label`. */
export type TranslationKey = keyof typeof en;

/** All texts of the property inspectors in one language: exactly the translation keys of the English catalogue. */
export type Catalogue = Readonly<Record<TranslationKey, string>>;
