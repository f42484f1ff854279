import { element } from "./dom";
import type { Choice, Field, SelectField } from "./field-types";
import type { FieldInput } from "./field-value";
import { t } from "./i18n";

/**
 * One labelled row of the form: the control of a field, and the note under it (a hint, or the message of a refused
 * value). Values reach the control only through its `value`/`checked` property, never through an attribute, so that
 * API keys never end up in the page's markup.
 */
export class FieldView {
	/** The whole row, to place in the page. */
	public readonly row: HTMLElement;

	/** The input or dropdown. */
	readonly #control: HTMLInputElement | HTMLSelectElement;
	/** The line under the control. */
	readonly #note: HTMLElement;
	/** What the row shows. */
	readonly #field: Field;

	/**
	 * Builds the row.
	 * @param field The field.
	 * @param id ID of the control, unique in the page.
	 */
	constructor(field: Field, id: string) {
		this.#field = field;
		this.#control = createControl(field, id);
		this.#note = element("p", { className: "note", attributes: { id: `${id}-note`, "aria-live": "polite" } });
		this.#control.setAttribute("aria-describedby", this.#note.id);

		const value = element("div", { className: "value" }, [this.#wrapControl(), this.#note]);
		const label = element("label", { className: "label", text: t(field.label), attributes: { for: id } });
		this.row = element("div", { className: `row row-${field.kind}`, attributes: { "data-setting": field.name } }, [
			label,
			value,
		]);
	}

	/**
	 * What the control holds.
	 * @returns Its text, or a checkbox's state.
	 */
	public get input(): FieldInput {
		if (this.#control instanceof HTMLInputElement && this.#control.type === "checkbox") return this.#control.checked;
		return this.#control.value;
	}

	/**
	 * Puts a value in the control.
	 * @param input Text, or a checkbox's state.
	 */
	public set input(input: FieldInput) {
		if (typeof input === "boolean") {
			if (this.#control instanceof HTMLInputElement) this.#control.checked = input;
			return;
		}
		if (this.#control instanceof HTMLSelectElement) selectValue(this.#control, this.#field as SelectField, input);
		else this.#control.value = input;
		if (this.#field.kind === "colour") this.#control.dispatchEvent(new Event("colour-sync"));
	}

	/**
	 * Calls back whenever the user changes the control.
	 * @param listener The callback.
	 */
	public onChange(listener: () => void): void {
		this.#control.addEventListener(this.#control instanceof HTMLInputElement ? "input" : "change", listener);
	}

	/**
	 * Replaces the entries of a dropdown whose choices change (channels), keeping what it shows.
	 * @param choices The new entries.
	 */
	public setChoices(choices: readonly Choice[]): void {
		if (!(this.#control instanceof HTMLSelectElement) || this.#field.kind !== "select") return;
		const input = this.#control.value;
		this.#field.choices = choices;
		this.#control.replaceChildren();
		appendChoices(this.#control, choices);
		selectValue(this.#control, this.#field, input);
	}

	/**
	 * Shows the note under the control: a refusal takes precedence over the hint.
	 * @param error Why the value is refused, if it is.
	 * @param hint Help to show otherwise.
	 */
	public showNote(error: string | undefined, hint: string | undefined): void {
		const text = error ?? hint ?? "";
		if (this.#note.textContent !== text) this.#note.textContent = text;
		this.#note.classList.toggle("error", error !== undefined);
		this.#note.hidden = text === "";
		this.row.classList.toggle("invalid", error !== undefined);
		this.#control.setAttribute("aria-invalid", String(error !== undefined));
	}

	/**
	 * Puts the control in the row: passwords get their show/hide toggle, checkboxes their caption.
	 * @returns The element holding the control.
	 */
	#wrapControl(): HTMLElement {
		const control = this.#control as HTMLInputElement;
		if (this.#field.kind === "checkbox") {
			return element("label", { className: "check" }, [
				control,
				element("span", { text: t(this.#field.caption) }),
			]);
		}
		if (this.#field.kind === "password") {
			return element("div", { className: "secret" }, [control, revealButton(control, t(this.#field.label))]);
		}
		if (this.#field.kind === "colour") {
			return element("div", { className: "colour" }, [colourPicker(control, t(this.#field.label)), control]);
		}
		return control;
	}
}

/**
 * Creates the control of a field.
 * @param field The field.
 * @param id Its ID.
 * @returns The input or select.
 */
function createControl(field: Field, id: string): HTMLInputElement | HTMLSelectElement {
	if (field.kind === "select") {
		const select = element("select", { attributes: { id, name: field.name } });
		if (field.default === undefined) {
			const prompt = element("option", {
				text: t(field.prompt ?? "select.prompt"),
				attributes: { value: "", disabled: "" },
			});
			select.append(prompt);
		}
		appendChoices(select, field.choices);
		return select;
	}
	const types = {
		text: "text",
		integer: "text",
		number: "text",
		colour: "text",
		checkbox: "checkbox",
		password: "password",
	} as const;
	const input = element("input", {
		attributes: { id, name: field.name, type: types[field.kind], autocomplete: "off", spellcheck: "false" },
	});
	if (field.kind === "integer") {
		input.inputMode = "numeric";
		if (field.default !== undefined) input.placeholder = String(field.default);
	}
	if (field.kind === "number") {
		input.inputMode = "decimal";
		input.placeholder = String(field.default);
	}
	if (field.kind === "colour") input.placeholder = field.default;
	if ((field.kind === "text" || field.kind === "password") && field.placeholder) {
		input.placeholder = t(field.placeholder);
	}
	return input;
}

/**
 * Adds the entries of a dropdown.
 * @param select The dropdown.
 * @param choices Its entries.
 */
function appendChoices(select: HTMLSelectElement, choices: readonly Choice[]): void {
	for (const choice of choices) {
		const text = "text" in choice ? choice.text : t(choice.label);
		select.append(element("option", { text, attributes: { value: choice.value } }));
	}
}

/**
 * Selects an entry of a dropdown; a stored value that is not one of the choices gets an entry of its own, so the user
 * sees what is stored (and its message).
 * @param select The dropdown.
 * @param field Its field.
 * @param value The value to select; empty selects the prompt.
 */
function selectValue(select: HTMLSelectElement, field: SelectField, value: string): void {
	for (const option of [...select.options]) {
		if (option.dataset.unknown !== undefined && option.value !== value) option.remove();
	}
	if (value !== "" && ![...select.options].some((option) => option.value === value)) {
		const unknown = element("option", {
			text: t("select.unknown", { value }),
			attributes: { value, "data-unknown": "" },
		});
		select.prepend(unknown);
	}
	select.value = value;
	if (value === "" && field.default !== undefined) select.value = field.default;
}

/** A colour `#RRGGBB`, the only form a colour picker takes. */
const HEX_COLOUR = /^#[0-9A-Fa-f]{6}$/;

/**
 * Creates the colour picker beside a colour's text: picking writes the colour into the text (as if typed), and a
 * valid colour typed or loaded shows in the picker.
 * @param input The colour's text input.
 * @param label The field's label in the user's language, for screen readers.
 * @returns The picker.
 */
function colourPicker(input: HTMLInputElement, label: string): HTMLInputElement {
	const picker = element("input", { className: "swatch", attributes: { type: "color", "aria-label": label } });
	const sync = (): void => {
		const text = input.value.trim();
		if (HEX_COLOUR.test(text)) picker.value = text.toLowerCase();
		else if (text === "" && HEX_COLOUR.test(input.placeholder)) picker.value = input.placeholder.toLowerCase();
	};
	input.addEventListener("input", sync);
	input.addEventListener("colour-sync", sync);
	picker.addEventListener("input", () => {
		input.value = picker.value.toUpperCase();
		input.dispatchEvent(new Event("input"));
	});
	return picker;
}

/**
 * Creates the button that shows or hides an API key.
 * @param input The password input.
 * @param label The field's label in the user's language, for screen readers.
 * @returns The button.
 */
function revealButton(input: HTMLInputElement, label: string): HTMLButtonElement {
	const button = element("button", {
		className: "reveal",
		text: t("reveal.show"),
		attributes: { type: "button", "aria-pressed": "false", "aria-label": t("reveal.showLabel", { label }) },
	});
	button.addEventListener("click", () => {
		const reveal = input.type === "password";
		input.type = reveal ? "text" : "password";
		button.textContent = t(reveal ? "reveal.hide" : "reveal.show");
		button.setAttribute("aria-pressed", String(reveal));
		button.setAttribute("aria-label", t(reveal ? "reveal.hideLabel" : "reveal.showLabel", { label }));
	});
	return button;
}
