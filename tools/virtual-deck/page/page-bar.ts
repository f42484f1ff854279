// The buttons under the deck that switch the profile's pages, as the app's page indicator does.
import { byId, makeButton, post } from "./dom.js";

/**
 * Shows which page of the profile is on the device, with a button per page.
 * @param page The page shown, from 0.
 * @param count How many pages there are.
 */
export function renderPages(page: number, count: number): void {
	const bar = byId("pages");
	bar.dataset.page = String(page);
	if (bar.childElementCount !== count) {
		bar.replaceChildren(
			...Array.from({ length: count }, (_, index) => {
				const button = makeButton("page-button", `Page ${index + 1}`);
				button.dataset.page = String(index);
				button.addEventListener("click", () => void post(`/api/page/${index}`));
				return button;
			}),
		);
	}
	for (const button of bar.querySelectorAll<HTMLButtonElement>(".page-button")) {
		button.setAttribute("aria-pressed", String(button.dataset.page === String(page)));
	}
}
