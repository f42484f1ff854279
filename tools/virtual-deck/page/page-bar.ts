// The buttons under the deck that switch the profile's pages, as the app's page indicator does, and its profiles, as
// the app's list of profiles does.
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

/**
 * Shows which profile is on the device, with a button per profile the deck opened: the one it started with, and each
 * bundled profile the plugin switched to.
 * @param names The profiles' names.
 * @param current The one on the device.
 */
export function renderProfiles(names: readonly string[], current: number): void {
	const bar = byId("profiles");
	bar.dataset.profile = names[current] ?? "";
	const buttons = [...bar.querySelectorAll<HTMLButtonElement>(".profile-button")];
	if (buttons.map((button) => button.textContent).join("\n") !== names.join("\n")) {
		bar.replaceChildren(
			...names.map((name, index) => {
				const button = makeButton("profile-button", name);
				button.dataset.index = String(index);
				button.addEventListener("click", () => void post(`/api/profile/${index}`));
				return button;
			}),
		);
	}
	for (const button of bar.querySelectorAll<HTMLButtonElement>(".profile-button")) {
		button.setAttribute("aria-pressed", String(button.dataset.index === String(current)));
	}
}
