import { message, type MessageRef } from '../messages';

/**
 * `items` as a sentence offers them: "a or b", "a, b or c" (es "a, b o c", zh "a、b 或 c").
 * Precondition: at least two.
 */
export function orList(items: readonly string[]): MessageRef {
	const first = items.slice(0, -1);
	const head = first
		.slice(1)
		.reduce<string | MessageRef>(
			(list, item) => message('domains_list', { first: list, rest: item }),
			first[0]
		);
	return message('domains_or', { first: head, last: items[items.length - 1] });
}

/** Sentences said one after another ("A. B. C."), as one message. Precondition: at least one. */
export function joined(sentences: readonly MessageRef[]): MessageRef {
	return sentences.reduceRight((rest, first) => message('domains_faults_join', { first, rest }));
}
