import { describe, expect, it } from 'vitest';
import { readAlgorithm } from '$lib/config/run-options';
import { algorithmNamesText } from '$lib/cli/solve-command';
import { PLAY_PARAM_DOCS } from '$lib/config/link-params';
import { PLAY_DEFAULTS } from '$lib/config/play-link';
import { DEFAULT_HEURISTIC } from '$lib/puzzle/heuristics';
import '../i18n/english-messages';

describe('the algorithms a link or a flag names', () => {
	it('lists every algorithm once, in the registry’s order, with its aliases', () => {
		expect(algorithmNamesText()).toBe(
			'bfs, dfs, iddfs, ucs, greedy, astar (or ast), wastar, idastar, walk'
		);
		expect(readAlgorithm('ast')).toEqual({ ok: true, value: 'astar' });
	});

	it('documents the playground’s algorithm and heuristic as the link’s defaults', () => {
		const doc = (name: string) => PLAY_PARAM_DOCS.find((param) => param.name === name);
		expect(doc('algo')?.byDefault).toBe('astar');
		expect(doc('h')?.byDefault).toBe('manhattan');
		expect([PLAY_DEFAULTS.algorithm, PLAY_DEFAULTS.heuristic]).toEqual([
			'astar',
			DEFAULT_HEURISTIC
		]);
	});
});
