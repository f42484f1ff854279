/**
 * Lets a refresh nobody waits for run on. Its failure is not lost: the poll has already handed it to every
 * subscriber's `onError`, and scheduled the next try.
 * @param refresh The refresh under way.
 */
export function inBackground(refresh: Promise<unknown>): void {
	refresh.catch(() => {
		// Already told to every subscriber (see `PollGroup.#failed`): nothing is left to do with it here.
	});
}
