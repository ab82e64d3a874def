import { countText, countWords } from '../count-text';
import { formatNumber, TIE_RULES } from './descriptions';
import type { TieFact } from './tie-fact';
import { TIE_IDS_NAMED } from './tie-fact';

/**
 * `tieMessage` (tie-fact.ts) in English, for the layers that still build English sentences
 * around it (the challenge's verdicts, practice's step details). To be removed once they take
 * `tieMessage` (docs/i18n.md, "Still in English").
 */
export function tieSentence(fact: TieFact, others: 'named' | 'counted' = 'named'): string {
	const { ids, count, key, value, tieBreak, chosen } = fact;
	const picks = `the tie-break (${TIE_RULES[tieBreak]}) picks node ${chosen}`;
	const shared = `${countWords(count, 'entry', 'entries')} share ${key} ${formatNumber(value)}`;
	if (others === 'counted') return `${shared}; ${picks}${deciderText(fact)}.`;
	const named = [chosen, ...ids.filter((id) => id !== chosen).slice(0, TIE_IDS_NAMED - 1)].sort(
		(a, b) => a - b
	);
	const rest = count - named.length;
	const list =
		rest > 0
			? `${named.join(', ')} and ${countText(rest)} more`
			: `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
	return `${shared} (nodes ${list}); ${picks}${deciderText(fact)}.`;
}

function deciderText(fact: TieFact): string {
	const { decidedBy, decidingValue, tieBreak } = fact;
	const v = decidingValue === null ? '' : formatNumber(decidingValue);
	switch (decidedBy) {
		case 'h':
			return `, whose h ${v} is the lowest of them`;
		case 'g':
			return `, whose g ${v} is the lowest of them`;
		case 'text':
			return decidingValue === null
				? ', whose state reads first as text'
				: `: more than one has the lowest g, ${v}, and its state reads first as text`;
		case 'alphabet':
			return ', whose state comes first alphabetically';
		case 'arrival':
			if (tieBreak !== 'low-h') return '';
			return decidingValue === null
				? ', added first of them'
				: `: more than one has the lowest h, ${v}, and it was added first`;
	}
}
