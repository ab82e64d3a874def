import { describe, expect, it } from 'vitest';
import { otherStepsNote } from '$lib/components/explorer/step-words';
import { describedOptions } from '$lib/search/descriptions';

/** The counter's note on the steps that are not expansions, from the description and options. */
describe('otherStepsNote', () => {
	const note = (...args: Parameters<typeof describedOptions>) =>
		otherStepsNote(args[0], describedOptions(...args));

	it('names each kind of step that is not an expansion', () => {
		expect(note('bfs')).toBeNull();
		expect(note('astar')).toBe('the other step takes the goal off the frontier');
		expect(note('iddfs')).toBe(
			'the other steps start an iteration or take the goal off the frontier'
		);
		expect(note('dfs', { duplicates: 'prune' })).toBe(
			'the other steps discard a path to a state already expanded or take the goal off the frontier'
		);
		expect(note('bfs', { duplicates: 'prune' })).toBe(
			'the other steps discard a path to a state already expanded'
		);
		// The walk keeps no frontier to discard from; iterative deepening reads no rule.
		expect(note('walk', { duplicates: 'prune' })).toBe(
			'the other step takes the goal off the frontier'
		);
		expect(note('iddfs', { duplicates: 'prune' })).toBe(
			'the other steps start an iteration or take the goal off the frontier'
		);
	});
});
