import { readFile } from "node:fs/promises";

/** A JSON object read from a file. */
export type JsonFileObject = {
	/** The object. */
	readonly object: Record<string, unknown>;
};

/** Why a file could not be read as a JSON object. */
export type JsonFileProblem = {
	/** Why, in words. */
	readonly problem: string;
};

/** A JSON object read from a file, or why it could not be. */
export type JsonFileResult = JsonFileObject | JsonFileProblem;

/** Longest manifest read, in bytes: the app's own are a few kilobytes; anything far larger is not one of them. */
const MAX_BYTES = 4 * 1024 * 1024;

/**
 * Reads a file the app wrote as a JSON object, and says in words what stops it: a file that is missing, unreadable,
 * too large, not JSON, or JSON but no object. A byte order mark is skipped (files written on Windows may begin with
 * one).
 * @param file The file.
 * @returns The object, or the problem.
 */
export async function readJsonObject(file: string): Promise<JsonFileResult> {
	let bytes: Buffer;
	try {
		bytes = await readFile(file);
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code;
		return { problem: code === "ENOENT" ? "no manifest.json" : `manifest.json unreadable (${code ?? String(error)})` };
	}
	if (bytes.length > MAX_BYTES) return { problem: `manifest.json is ${bytes.length} bytes, too large for a manifest` };
	let parsed: unknown;
	try {
		parsed = JSON.parse(bytes.toString("utf8").replace(/^\uFEFF/, ""));
	} catch (error) {
		return { problem: `manifest.json is not JSON (${(error as Error).message})` };
	}
	if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
		return { problem: "manifest.json is not a JSON object" };
	}
	return { object: parsed as Record<string, unknown> };
}

/**
 * A text field of an object, or nothing when it is absent or not text.
 * @param object The object.
 * @param name The field.
 * @returns Its text.
 */
export function textField(object: Readonly<Record<string, unknown>>, name: string): string | undefined {
	const value = object[name];
	return typeof value === "string" ? value : undefined;
}
