/**
 * A message with markup inside it (a link, a <code>, a <strong>) is written whole, so that each
 * language places the marked words where its grammar wants them: the marked words are
 * parameters, given as markers, and the text is then cut at the markers (MessageSlots.svelte
 * renders each piece, the markers as the snippets of the same names).
 */

/** Private-use characters: no message and no parameter holds them. */
const OPEN = '\uE000';
const CLOSE = '\uE001';

/** The markers to give a message for its `names` parameters, each marker naming its slot. */
export function slots<Name extends string>(...names: Name[]): Record<Name, string> {
	return Object.fromEntries(names.map((name) => [name, `${OPEN}${name}${CLOSE}`])) as Record<
		Name,
		string
	>;
}

/** A piece of a message: words, or the slot a parameter stood in. */
export type MessagePiece =
	| { readonly kind: 'text'; readonly text: string }
	| { readonly kind: 'slot'; readonly name: string };

/** `text` (a message written with `slots` markers) cut into its words and its slots, in order. */
export function messagePieces(text: string): MessagePiece[] {
	const pieces: MessagePiece[] = [];
	const marker = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`, 'g');
	let from = 0;
	for (const match of text.matchAll(marker)) {
		if (match.index > from) pieces.push({ kind: 'text', text: text.slice(from, match.index) });
		pieces.push({ kind: 'slot', name: match[1] });
		from = match.index + match[0].length;
	}
	if (from < text.length) pieces.push({ kind: 'text', text: text.slice(from) });
	return pieces;
}
