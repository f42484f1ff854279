import type { en } from "./en";

/** The key of a text of the property inspectors, e.g. `field.viewer.label`. */
export type TextKey = keyof typeof en;

/** All texts of the property inspectors in one language: exactly the keys of the English catalogue. */
export type Catalogue = Readonly<Record<TextKey, string>>;
