/*
 * Questions a property inspector asks the plugin (test a connection, count a channel's keys, report diagnostics) and
 * the plugin's answers, matched by an id the inspector gives each question. The app sends an answer to the inspector it
 * last reported visible, which may not be the one that asked (a host that keeps hidden inspectors loaded, such as
 * OpenDeck, delivers it to another page): an inspector takes only the answers to its own questions. Types and
 * functions only, so that the property inspectors can import it without Node or the Stream Deck SDK.
 */

/** What a question and its answer carry: the id the inspector gave the question. */
export type Asked = {
	/** The question's id: random, so that no other inspector's question has it. */
	askId?: string;
};

/**
 * Gives an answer the id of the question it answers.
 * @param question The inspector's message.
 * @param answer The plugin's answer.
 * @returns The answer, with the question's id when it had one.
 */
export function answering<T extends object>(question: unknown, answer: T): Asked & T {
	const askId = askIdOf(question);
	return askId === undefined ? answer : { ...answer, askId };
}

/**
 * The id a question carries, or the id of the question an answer answers.
 * @param payload The question or the answer.
 * @returns The id; `undefined` when it names none.
 */
export function askIdOf(payload: unknown): string | undefined {
	const askId = payload !== null && typeof payload === "object" ? (payload as Asked).askId : undefined;
	return typeof askId === "string" ? askId : undefined;
}
