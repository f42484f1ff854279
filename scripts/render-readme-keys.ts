/**
 * Draws the README's key pictures into `docs/keys/` from the built plugin (`readme-pictures.ts`): the build's last
 * part, once the plugin is built.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

import { readmePictures } from "./readme-pictures";

const keysDir = path.join(path.dirname(path.dirname(fileURLToPath(import.meta.url))), "docs", "keys");

mkdirSync(keysDir, { recursive: true });
for (const [name, svg] of await readmePictures()) writeFileSync(path.join(keysDir, `${name}.svg`), svg);
