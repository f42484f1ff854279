/**
 * Waits for a message to the app about a key (a title, an image, a state, feedback) and ignores its failure. Such a
 * message fails only when the key left the deck or the connection to the app closed (the app is quitting): in both
 * cases nobody is left to tell, so the failure needs no handling. Use it for nothing else.
 * @param sending The message on its way.
 * @returns A promise that always fulfils, once the message was sent or failed.
 */
export async function ignoreIfKeyGone(sending: Promise<unknown>): Promise<void> {
	try {
		await sending;
	} catch {
		// The key or the app is gone: see above.
	}
}
