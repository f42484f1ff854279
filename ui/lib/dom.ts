/** Attributes and properties {@link element} can set. */
export type ElementOptions = {
	/** Class names. */
	className?: string;
	/** Text content. */
	text?: string;
	/** Attributes to set; never use them for API keys (attributes end up in the markup). */
	attributes?: Record<string, string>;
};

/**
 * Creates an element.
 * @param tag Tag name.
 * @param options Class, text and attributes.
 * @param children Elements appended in order.
 * @returns The element.
 */
export function element<K extends keyof HTMLElementTagNameMap>(
	tag: K,
	options: ElementOptions = {},
	children: readonly Node[] = [],
): HTMLElementTagNameMap[K] {
	const node = document.createElement(tag);
	if (options.className) node.className = options.className;
	if (options.text !== undefined) node.textContent = options.text;
	for (const [name, value] of Object.entries(options.attributes ?? {})) node.setAttribute(name, value);
	node.append(...children);
	return node;
}

/**
 * Creates a button that does something when clicked (never submits the page's form).
 * @param id Its ID.
 * @param text Its text.
 * @param click What it does.
 * @returns The button.
 */
export function actionButton(id: string, text: string, click: () => void): HTMLButtonElement {
	const created = element("button", { className: "button", text, attributes: { id, type: "button" } });
	created.addEventListener("click", click);
	return created;
}

/**
 * A row of the form that holds a button in the value column, under the fields, with nothing in the label column.
 * @param button The button.
 * @returns The row.
 */
export function buttonRow(button: HTMLButtonElement): HTMLElement {
	return element("div", { className: "row row-button" }, [
		element("span", { className: "label" }),
		element("div", { className: "value" }, [button]),
	]);
}
