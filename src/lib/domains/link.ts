import type { MessageRef } from '../messages';

/**
 * How a link names a problem: the parameters each domain reads from a link's query and writes
 * back, whatever page reads the link. A domain reads its own parameters only (a board, its size
 * and goal; a graph's start and goal); the choices every run shares (algorithm, weight, ties, …)
 * are the links' readers' (src/lib/config). Reading never throws: a value that cannot be used is
 * said, by parameter, to `note`, and replaced by its default.
 */

/** Says, of one parameter, what was done with a value that could not be used as written. */
export type NoteParam = (param: string, said: MessageRef) => void;

/** A link's parameters and their values, in the order links write them. */
export type LinkParams = readonly (readonly [param: string, value: string])[];

export interface DomainLink<Spec, Read extends Spec = Spec> {
	/**
	 * The words a link's `problem=` names this domain's problems by ("tiles"; "road-map"), each a
	 * problem the link can open; a link without `problem=` is a tile-puzzle link.
	 */
	readonly words: readonly string[];
	/** The parameters only this domain's links hold; another problem's link ignores them. */
	readonly params: readonly string[];
	/**
	 * What those parameters do, as a notice says it of one given to a link of another problem:
	 * "describes a tile-puzzle run".
	 */
	readonly paramsDo: MessageRef;
	/** The problem `word` names, as a notice says what a link shows: "the graph road-map". */
	shown(word: string): MessageRef;
	/** Reads the problem `word` names from `query`; never throws (see the module's comment). */
	read(query: URLSearchParams, word: string, note: NoteParam): Read;
	/**
	 * The parameters that reopen `spec` (with `problem=` where the problem is not the tile
	 * puzzle), leaving out values a link need not give. Throws (a RangeError, for programmers) when
	 * no link can name `spec` (a graph no word names).
	 */
	write(spec: Spec): LinkParams;
}

/** A value as a notice quotes it: at most 40 characters, so a long value cannot flood the page. */
export function quoted(text: string): string {
	return `"${text.length > 40 ? `${text.slice(0, 40)}…` : text}"`;
}
