import { message, type MessageRef } from '../messages';
import { TIE_RULE_MESSAGES } from './rule-messages';
import type { TieBreak } from './options';
import type { ValueName } from './priority-terms';

/**
 * A tie on a priority queue, as a fact, and the one sentence that says it. When several
 * frontier entries share the lowest priority, the tie-break rule decides which leaves first;
 * the narration (why this node left the frontier) and practice feedback (why this is the
 * answer) both explain it with `tieFact` and `tieMessage`, so they name the same entries in
 * the same words.
 */

/** A tied entry as a tie needs it: its id and the numbers a compound tie-break reads. */
export interface TiedEntry {
	readonly id: number;
	readonly g: number;
	readonly h: number;
}

/** What told the chosen entry from the others it tied with. */
export type TieDecider =
	/** Arrival: first added first (fifo), last added first (lifo), or the rest of a compound rule. */
	| 'arrival'
	/** 'low-h': the chosen entry alone has the lowest h. */
	| 'h'
	/** 'low-g-text': the chosen entry alone has the lowest g. */
	| 'g'
	/** 'low-g-text': entries share the lowest g; the chosen state reads first as text. */
	| 'text'
	/** 'alpha': the chosen state comes first alphabetically. */
	| 'alphabet';

export interface TieFact {
	/** Every tied entry's id as given (the trace gives them in leave order), the chosen among them. */
	readonly ids: readonly number[];
	/** How many entries tie: `ids.length`, or more when only the first were listed. */
	readonly count: number;
	/** The priority's name ("g", "h", "f") and the value the entries share. */
	readonly key: ValueName;
	readonly value: number;
	readonly tieBreak: TieBreak;
	/** The entry the tie-break chose: the one that leaves the frontier. */
	readonly chosen: number;
	readonly decidedBy: TieDecider;
	/**
	 * The chosen entry's h ('low-h') or g ('low-g-text'), which the rule compared first; null
	 * under fifo and lifo, and where that number is the priority itself.
	 */
	readonly decidingValue: number | null;
}

/**
 * The tie among `entries` (every frontier entry sharing the chosen one's priority `value`, the
 * chosen one included; `count` when the caller listed only the first of more), or null when no
 * other entry shares it. Under a compound rule, what decided is read from the entries given:
 * the chosen entry alone with the lowest h (or g), or the rule's next part.
 */
export function tieFact(
	entries: readonly TiedEntry[],
	chosen: number,
	key: ValueName,
	value: number,
	tieBreak: TieBreak,
	count: number = entries.length
): TieFact | null {
	const mine = entries.find((entry) => entry.id === chosen);
	if (mine === undefined) throw new RangeError(`The chosen entry ${chosen} is not among the tied.`);
	const total = Math.max(count, entries.length);
	if (total < 2) return null;
	const others = entries.filter((entry) => entry.id !== chosen);
	let decidedBy: TieDecider = 'arrival';
	let decidingValue: number | null = null;
	// A compound rule's first part cannot tell apart entries tied on that very number (greedy
	// search under 'low-h', uniform cost under 'low-g-text'): its next part decides.
	if (tieBreak === 'low-h' && key !== 'h') {
		decidedBy = others.some((entry) => entry.h === mine.h) ? 'arrival' : 'h';
		decidingValue = mine.h;
	} else if (tieBreak === 'low-g-text') {
		decidedBy = key !== 'g' && !others.some((entry) => entry.g === mine.g) ? 'g' : 'text';
		decidingValue = key === 'g' ? null : mine.g;
	} else if (tieBreak === 'alpha') {
		decidedBy = 'alphabet';
	}
	return {
		ids: entries.map((entry) => entry.id),
		count: total,
		key,
		value,
		tieBreak,
		chosen,
		decidedBy,
		decidingValue
	};
}

/** Tied entries a sentence names one by one; the rest are counted. */
export const TIE_IDS_NAMED = 10;

/**
 * The tie in one sentence: "3 entries share f 7 (nodes 1, 3 and 4); the tie-break (first added
 * first) picks node 1." A compound rule says which of its parts decided: "…picks node 3, whose
 * h 2 is the lowest of them", or "…picks node 4: nodes 4 and 6 have the lowest h, 2, and it was
 * added first". With `others` 'counted' the entries not chosen are counted, not named ("3
 * entries share f 7; …"): named, the first of them after the tie-break is often the entry the
 * frontier hands out next, which a quiz is about to ask.
 */
export function tieMessage(fact: TieFact, others: 'named' | 'counted' = 'named'): MessageRef {
	const { ids, count, key, value, tieBreak, chosen } = fact;
	const picks = message('search_tie_picks', { rule: TIE_RULE_MESSAGES[tieBreak], chosen });
	const shared = message('search_tie_shared', { count, key, value });
	const decider = deciderMessage(fact);
	if (others === 'counted') {
		return decider === null
			? message('search_tie_sentence', { shared, picks })
			: message('search_tie_sentence_decided', { shared, picks, decider });
	}
	// The chosen entry and the first others given, named in increasing order.
	const named = [chosen, ...ids.filter((id) => id !== chosen).slice(0, TIE_IDS_NAMED - 1)].sort(
		(a, b) => a - b
	);
	const rest = count - named.length;
	const list =
		rest > 0
			? message('search_ids_and_more', { ids: idList(named), count: rest })
			: message('search_ids_and', { ids: idList(named.slice(0, -1)), id: named[named.length - 1] });
	const sharedIds = message('search_tie_shared_ids', { shared, ids: list });
	return decider === null
		? message('search_tie_sentence', { shared: sharedIds, picks })
		: message('search_tie_sentence_decided', { shared: sharedIds, picks, decider });
}

/** Node ids in a list: "1, 3" (zh "1、3"). */
function idList(ids: readonly number[]): MessageRef {
	const [first, ...more] = ids;
	return more.reduce<MessageRef>(
		(head, id) => message('search_list_more', { head, item: message('search_id', { id }) }),
		message('search_id', { id: first })
	);
}

/** What a compound rule's deciding part says after "picks node 4", or null when it says nothing. */
function deciderMessage(fact: TieFact): MessageRef | null {
	const { decidedBy, decidingValue: value, tieBreak } = fact;
	switch (decidedBy) {
		case 'h':
			return message('search_tie_by_h', { value: value ?? 0 });
		case 'g':
			return message('search_tie_by_g', { value: value ?? 0 });
		case 'text':
			return value === null
				? message('search_tie_by_text', {})
				: message('search_tie_by_text_g', { value });
		case 'alphabet':
			return message('search_tie_by_alphabet', {});
		case 'arrival':
			if (tieBreak !== 'low-h') return null;
			return value === null
				? message('search_tie_by_arrival', {})
				: message('search_tie_by_arrival_h', { value });
	}
}
