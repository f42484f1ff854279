// Helpers every module of the deck page uses: finding and making elements, and sending a gesture to the server.

/** Header that every POST carries (see `ACTION_HEADER` on the server). */
const ACTION_HEADERS = { "x-virtual-deck": "1" };

/** SVG namespace. */
export const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * Looks up an element that the page must have.
 * @param id Its ID.
 * @returns The element.
 */
export function byId<T extends HTMLElement>(id: string): T {
	const element = document.getElementById(id);
	if (!element) throw new Error(`#${id} is missing`);
	return element as T;
}

/**
 * Creates an element.
 * @param tag Tag name.
 * @param className Class attribute.
 * @param text Text content.
 * @returns The element.
 */
export function make<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	className = "",
	text = "",
): HTMLElementTagNameMap[K] {
	const element = document.createElement(tag);
	if (className) element.className = className;
	if (text) element.textContent = text;
	return element;
}

/**
 * Creates a button that does not submit anything.
 * @param className Class attribute.
 * @param text Its label.
 * @returns The button.
 */
export function makeButton(className: string, text = ""): HTMLButtonElement {
	const button = make("button", className, text);
	button.type = "button";
	return button;
}

/**
 * Sends a gesture to the server.
 * @param path E.g. `/api/press/<context>`.
 */
export async function post(path: string): Promise<void> {
	const response = await fetch(path, { method: "POST", headers: ACTION_HEADERS });
	if (!response.ok) console.warn(`${path}: ${response.status} ${await response.text()}`);
}
