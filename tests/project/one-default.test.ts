import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files';
import { DEFAULT_HEURISTIC } from '$lib/puzzle/heuristics';
import { DEFAULT_TIE_BREAK, DEFAULT_WEIGHT, DESCRIPTIONS } from '$lib/search/descriptions';
import { DEFAULT_FRONTIER_ROWS } from '$lib/trace';

/**
 * Every default a run or a page falls back on is written once: weighted A*'s w and the tie-break
 * as values of the algorithms' descriptions (src/lib/search/descriptions.ts), the frontier rows
 * shown beside the trace's `frontierRows` (src/lib/trace/trace.ts), the heuristic beside the
 * heuristics (src/lib/puzzle/heuristics.ts). Everywhere else reads the
 * named constant. This scan takes each default's value from the registry and fails where that
 * value is written in a default's place (`?? 2` after a weight, `= 'fifo'`, `ROWS = 50`, ...)
 * outside its home. Comments are left out: an example in a comment is not a default.
 */

/** The code without its comments (block, line and HTML), lines kept where they were. */
function withoutComments(text: string): string {
	const blank = (comment: string): string => comment.replace(/[^\n]/g, ' ');
	return text
		.replace(/\/\*[\s\S]*?\*\//g, blank)
		.replace(/<!--[\s\S]*?-->/g, blank)
		.replace(/(^|[^:'"`\\])(\/\/[^\n]*)/gm, (_, before: string, comment: string) => {
			return before + blank(comment);
		});
}

/** A regular expression's source with the value written literally (escaped). */
const literal = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface DefaultRule {
	readonly name: string;
	/** The file (from the repository's root) where the default is written. */
	readonly home: string;
	/** The default's value written in a default's place; each is searched in the whole file. */
	readonly places: readonly RegExp[];
	/** Files that write the value on purpose, not as a default, and why. */
	readonly elsewhere: Readonly<Record<string, string>>;
}

/** A number not continued: `2` (also in `2,` and `2.`) but not `2.5`, `2_000`, `2,000` or `25`. */
const whole = (value: number): string => `${literal(String(value))}(?![\\d_]|[.,]\\d)`;

const weight = whole(DEFAULT_WEIGHT);
const tie = `'${literal(DEFAULT_TIE_BREAK)}'`;
const rows = whole(DEFAULT_FRONTIER_ROWS);
const heuristic = `'${literal(DEFAULT_HEURISTIC)}'`;

const RULES: readonly DefaultRule[] = [
	{
		name: `weighted A*'s w (${DEFAULT_WEIGHT})`,
		home: 'src/lib/search/descriptions.ts',
		places: [
			// weight: 2, weight = 2, DEFAULT_WEIGHT = 2, weight: number = 2, weight ?? 2
			new RegExp(`weight\\w*\\s*(:\\s*number\\s*)?(=|:|\\?\\?)\\s*${weight}`, 'gi'),
			// run.weight ?? 2, (options.weight ?? 2)
			new RegExp(`weight[^\\n;]*\\?\\?\\s*${weight}`, 'gi'),
			// 'Weighted A* (w = 2)', const w = 2
			new RegExp(`\\bw\\s*=\\s*${weight}`, 'g'),
			// a link parameter's documented default: { name: 'w', ..., byDefault: '2' }
			new RegExp(`name:\\s*'w'[^}]*byDefault:\\s*'${weight}'`, 'g')
		],
		elsewhere: {}
	},
	{
		name: `the tie-break (${DEFAULT_TIE_BREAK})`,
		home: 'src/lib/search/descriptions.ts',
		places: [
			// tieBreak ?? 'fifo'
			new RegExp(`\\?\\?\\s*${tie}`, 'g'),
			// tieBreak: TieBreak = 'fifo' (a parameter's default), x = 'fifo'; not ===, !== or a type
			new RegExp(`(?<![=!<>])=\\s*${tie}(?!\\s*\\|)`, 'g'),
			// tieBreak: 'fifo', byDefault: 'fifo' (not a queue's own arrival: 'fifo')
			new RegExp(`(tie|default)\\w*\\s*:\\s*${tie}`, 'gi'),
			// judge(question, picked, 'astar', 1, 'fifo')
			new RegExp(`,\\s*${tie}\\s*\\)`, 'g')
		],
		elsewhere: {
			'src/lib/search/edx.ts':
				'EDX_OPTIONS states the edX assignment’s rules in full (seed 003), whatever the defaults',
			'src/lib/search/priority-queue.ts':
				'a heap’s own order for items its comparator calls equal, not a search’s tie-break'
		}
	},
	{
		name: `frontier rows shown (${DEFAULT_FRONTIER_ROWS})`,
		home: 'src/lib/trace/trace.ts',
		places: [
			// FRONTIER_ROWS = 50, rows: 50, limit: number = 50, limit ?? 50
			new RegExp(`(rows|limit)\\w*\\s*(:\\s*number\\s*)?(=|:|\\?\\?)\\s*${rows}`, 'gi'),
			// trace.frontierRows(50), frontierView(rows, total, kind, 50)
			new RegExp(`frontier\\w*\\([^)]*\\b${rows}\\s*\\)`, 'g')
		],
		elsewhere: {}
	},
	{
		name: `the heuristic (${DEFAULT_HEURISTIC})`,
		home: 'src/lib/puzzle/heuristics.ts',
		places: [
			// heuristic ?? 'manhattan'
			new RegExp(`\\?\\?\\s*${heuristic}`, 'g'),
			// heuristic = 'manhattan' (a prop's or a parameter's default); not ===, !== or a type
			new RegExp(`(?<![=!<>])=\\s*${heuristic}(?!\\s*\\|)`, 'g'),
			// heuristic: 'manhattan', byDefault: 'manhattan'
			new RegExp(`(heuristic|default)\\w*\\s*:\\s*${heuristic}`, 'gi'),
			// read.ok ? read.value : 'manhattan'
			new RegExp(`\\?[^;\\n?]*:\\s*${heuristic}`, 'g')
		],
		elsewhere: {
			'src/lib/search/edx.ts':
				'the edX assignment’s A* scores boards by Manhattan distance (seed 003)',
			'src/lib/search/tiles-tutorial.ts':
				'TILES_TUTORIAL_HEURISTIC: tiles.py scores boards by Manhattan distance, whatever the default',
			'src/lib/components/lessons/human-method.ts':
				'the optimum is “A* with Manhattan distance”, as the figure says',
			'src/lib/lessons/greedy-figures.ts':
				'the greedy lesson’s numbers are Manhattan distance’s, as its text says',
			'src/lib/lessons/weighted-figures.ts':
				'the weighted A* table is “weighted A* with Manhattan distance”, as its text says',
			'src/lib/solve/astar-memory.ts':
				'lesson 11’s memory figure measures A* with Manhattan distance, as its text says',
			'src/routes/+page.ts': 'the home page’s count is A* with Manhattan distance, as it says',
			'src/lib/practice/never-expanded.ts':
				'a level asks about Manhattan distance by name (hard asks about misplaced tiles)',
			'src/lib/practice/questions.ts':
				'the heuristic question’s medium level asks for Manhattan distance by name'
		}
	}
];

/** Where `rule`'s value sits in a default's place in `text`: "line: code" for each. */
function defaultPlaces(rule: DefaultRule, text: string): string[] {
	const code = withoutComments(text);
	const lines = text.split('\n');
	const found = new Set<number>();
	for (const place of rule.places) {
		for (const match of code.matchAll(place)) {
			found.add(code.slice(0, match.index).split('\n').length);
		}
	}
	return [...found].sort((a, b) => a - b).map((line) => `${line}: ${lines[line - 1].trim()}`);
}

const files = sourceFiles(path.join(root, 'src'), /\.(ts|js|svelte)$/).map((file) => ({
	name: path.relative(root, file).split(path.sep).join('/'),
	text: readFileSync(file, 'utf8')
}));

describe('each default is written once', () => {
	it('takes its values from the registry', () => {
		expect(DESCRIPTIONS.wastar.defaults.weight).toBe(DEFAULT_WEIGHT);
		for (const description of Object.values(DESCRIPTIONS)) {
			expect(description.defaults.tieBreak).toBe(DEFAULT_TIE_BREAK);
		}
		expect(DEFAULT_HEURISTIC).toBe('manhattan');
	});

	it.each(RULES)('$name: in its home once, nowhere else', (rule) => {
		const home = files.find((file) => file.name === rule.home);
		expect(home && defaultPlaces(rule, home.text)).toHaveLength(1);
		const strays = files
			.filter((file) => file.name !== rule.home && !Object.hasOwn(rule.elsewhere, file.name))
			.flatMap((file) => defaultPlaces(rule, file.text).map((place) => `${file.name}:${place}`));
		expect(strays).toEqual([]);
	});

	// A priority order naming no formula falls back on A*'s, read from its description by
	// priorityOf (src/lib/trace/frontier-order.ts): no file writes a formula as a fallback.
	it('the priority a frontier order falls back on: read from the description, never written', () => {
		const fallback = /\?\?\s*'(g|h|g\+h|g\+wh)'|:\s*PriorityFormula\s*=\s*'/g;
		const strays = files.flatMap((file) =>
			[...withoutComments(file.text).matchAll(fallback)].map((m) => `${file.name}: ${m[0]}`)
		);
		expect(strays).toEqual([]);
		expect([..."order.priority ?? 'g+h'".matchAll(fallback)]).toHaveLength(1);
		expect([..."priority: PriorityFormula = 'g+h'".matchAll(fallback)]).toHaveLength(1);
		expect([..."export type PriorityFormula = 'g' | 'h';".matchAll(fallback)]).toHaveLength(0);
	});

	const exceptions = RULES.flatMap((rule) =>
		Object.keys(rule.elsewhere).map((name) => [name, rule.name, rule] as const)
	);
	it.each(exceptions)('%s still writes %s (else its exception goes)', (name, _, rule) => {
		const file = files.find((candidate) => candidate.name === name);
		expect(file && defaultPlaces(rule, file.text).length).toBeGreaterThan(0);
	});

	// The scan's patterns, on the forms this project has had and on look-alikes that are not defaults.
	const caught: readonly [number, string][] = [
		[0, 'value={run.weight ?? 2}'],
		[0, "weight: algorithm === 'wastar' ? (options.weight ?? 2) : null,"],
		[0, '\tweight: 2,'],
		[0, 'export const DEFAULT_WEIGHT = 2;'],
		[0, "\twastar: 'Weighted A* (w = 2)',"],
		[
			0,
			"{\n\t\tname: 'w',\n\t\tmeaning: 'weight',\n\t\tvalues: 'a number',\n\t\tbyDefault: '2'\n\t}"
		],
		[1, "\ttieBreak: 'fifo',"],
		[1, "\ttieBreak: TieBreak = 'fifo'"],
		[1, "TIE_RULES[order.tieBreak ?? 'fifo']"],
		[1, "return judge(question, picked, 'astar', 1, 'fifo');"],
		[1, "\t\tbyDefault: 'fifo'"],
		[2, '\tconst FRONTIER_ROWS = 50;'],
		[2, 'export const FRONTIER_ROWS_SHOWN = 50;'],
		[2, '\tlimit: number = 50'],
		[2, 'live?.trace.frontierRows(50)'],
		[3, "const heuristic = config.heuristic ?? 'manhattan';"],
		[3, "\tlet { board, heuristic = 'manhattan', step = 1, label }: Props = $props();"],
		[3, "\treturn read.ok ? read.value : 'manhattan';"],
		[3, "\theuristic: 'manhattan',"],
		[3, "\t{ algorithm: 'bfs', heuristic: 'manhattan', weight: null },"],
		[3, "\t\tbyDefault: 'manhattan'"]
	];
	const passed: readonly [number, string][] = [
		[0, 'const subtreeGap = options.subtreeGap ?? 2 * siblingGap;'],
		[0, 'weight: 2.5,'],
		[0, 'weight: 25,'],
		[0, '// the weight ?? 2 in a comment'],
		[0, '/** f = g + w·h (w = 2) */'],
		[1, "if (tieBreak === 'fifo') return;"],
		[1, "\tcase 'fifo':"],
		[1, "export type TieBreak = 'fifo' | 'lifo' | 'low-h' | 'low-g-text';"],
		[1, "export const TIE_BREAKS = ['fifo', 'lifo', 'low-h', 'low-g-text'];"],
		[1, "\tfifo: 'first added first',"],
		[1, "return { structure, arrival: 'fifo', compare };"],
		[2, 'export const TIED_LISTED = 50;'],
		[2, 'const rows = 50_000;'],
		[2, "limit: '50,000'"],
		[3, "if (mode === 'manhattan') return entry.manhattan;"],
		[3, "\tcase 'manhattan':"],
		[3, "type Mode = 'misplaced' | 'manhattan' | 'linear-conflict';"],
		[3, "\tmanhattan: 'the Manhattan distance',"],
		[3, "const manhattan = heuristicBreakdown('manhattan', board, goal);"]
	];
	it.each(caught)('rule %i catches %j', (rule, code) => {
		expect(defaultPlaces(RULES[rule], code)).toHaveLength(1);
	});
	it.each(passed)('rule %i passes %j', (rule, code) => {
		expect(defaultPlaces(RULES[rule], code)).toEqual([]);
	});
});
