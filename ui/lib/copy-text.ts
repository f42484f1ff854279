/**
 * Copies the text of a read-only text box: the clipboard API first, then the selection with the browser's copy
 * command, for which the box is shown. Where the app's webview allows neither, the text is left shown and selected for
 * the user to copy by hand.
 * @param box The text box, shown or not.
 * @returns Whether the text reached the clipboard.
 */
export async function copyText(box: HTMLTextAreaElement): Promise<boolean> {
	try {
		if (!navigator.clipboard) throw new Error("no clipboard");
		await navigator.clipboard.writeText(box.value);
		return true;
	} catch {
		// The webview allows no clipboard here: fall back to the selection.
	}
	box.hidden = false;
	box.focus();
	box.select();
	let copied = false;
	try {
		// Deprecated, but the only copy some webviews allow; it reports whether it worked.
		copied = document.execCommand("copy");
	} catch {
		copied = false;
	}
	box.select();
	return copied;
}
