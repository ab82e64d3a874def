import { describe, expect, it } from 'vitest';
import {
	ALGORITHMS,
	ALGORITHM_NAMES,
	DESCRIPTIONS,
	collectRun,
	describedOptions,
	tileProblem,
	type AlgorithmName,
	type SearchOptions
} from '$lib/search';
import { KEPT_NAMES, countedSets, type TunableOption } from '$lib/search/descriptions';
import type { DuplicatePolicy, GoalTestTiming, PushOrder, TieBreak } from '$lib/search/options';
import { pseudocode, type PseudocodeLine } from '$lib/search/pseudocode';
import { board } from './helpers';
import { messageText } from '$lib/components/message-text';

/** Every value of every option an algorithm reads, so each variant its pseudocode has is met. */
const VALUES: { readonly [K in TunableOption]: readonly SearchOptions[K][] } = {
	tieBreak: ['fifo', 'lifo', 'low-h', 'low-g-text', 'alpha'] satisfies TieBreak[],
	pushOrder: ['reversed', 'generated'] satisfies PushOrder[],
	goalTest: ['on-generation', 'on-removal'] satisfies GoalTestTiming[],
	duplicates: [
		'graph',
		'graph-update',
		'tree',
		'graph-except-start',
		'prune'
	] satisfies DuplicatePolicy[],
	depthLimit: [Infinity, 3],
	weight: [2, 1.5]
};

/** The options of `name` in every combination of the values of the options it reads. */
function variants(name: AlgorithmName): SearchOptions[] {
	let all: SearchOptions[] = [{}];
	for (const option of DESCRIPTIONS[name].options) {
		all = all.flatMap((options) =>
			VALUES[option].map((value) => ({ ...options, [option]: value }))
		);
	}
	return all;
}

/**
 * The variables a student traces: the collections the run keeps (one vocabulary, KEPT_NAMES),
 * the node and child in hand, and the iterative searches' bound and cut.
 */
const VARIABLES: readonly string[] = [
	...Object.values(KEPT_NAMES),
	'node',
	'child',
	'cutoff',
	'nextBound',
	'limit',
	'bound'
];
/** Given, not declared: the start node. */
const INPUTS = new Set(['root']);

const word = (name: string): RegExp => new RegExp(`(?<![\\w.])${name}(?![\\w(])`, 'g');
/** `name ← …` at the start of the line, after a `;` or `:`, or after "otherwise" (a target). */
const target = (name: string): RegExp => new RegExp(`(^|[;:]\\s*|otherwise )${name} ←`, 'g');

interface Use {
	/** Lines (numbers) where the variable is declared: its first assignment, or a for-each. */
	readonly declared: number[];
	/** Lines that assign it again, or PUSH and POP it. */
	readonly written: number[];
	/** Lines that read it: every mention that is not an assignment's target. */
	readonly read: number[];
}

function usesOf(lines: readonly PseudocodeLine[]): Map<string, Use> {
	const uses = new Map<string, Use>();
	for (const name of VARIABLES) {
		const use: Use = { declared: [], written: [], read: [] };
		for (const line of lines) {
			const text = messageText(line.text).replace(/ {3}— .*$/, '');
			const assigned = text.match(target(name)) !== null;
			const loop = new RegExp(`^for each ${name} of`).test(text);
			if ((assigned || loop) && use.declared.length === 0) use.declared.push(line.number);
			else if (assigned || new RegExp(`(PUSH|POP)\\(${name}\\b|onto ${name}\\b`).test(text)) {
				use.written.push(line.number);
			}
			const rest = text.replace(target(name), '$1').replace(`for each ${name} of`, '');
			if (word(name).test(rest)) use.read.push(line.number);
		}
		uses.set(name, use);
	}
	return uses;
}

const listing = (lines: readonly PseudocodeLine[]): string =>
	lines
		.map((line) => `${line.number} ${'  '.repeat(line.indent)}${messageText(line.text)}`)
		.join('\n');

describe('every variant of every algorithm declares, reads and writes its variables', () => {
	for (const name of ALGORITHM_NAMES) {
		const all = variants(name);
		it(`${name}: ${all.length} variants`, () => {
			for (const options of all) {
				const resolved = describedOptions(name, options);
				const lines = pseudocode(name, resolved);
				const where = `${name} ${JSON.stringify(options)}\n${listing(lines)}`;
				const uses = usesOf(lines);
				for (const [variable, use] of uses) {
					const mentioned = use.declared.length + use.written.length + use.read.length > 0;
					if (!mentioned) continue;
					expect(use.declared, `${variable} is declared once: ${where}`).toHaveLength(1);
					expect(use.read.length, `${variable} is read: ${where}`).toBeGreaterThan(0);
					// Read only after it is declared (a for-each declares and reads on one line).
					expect(
						Math.min(...use.read),
						`${variable} read before declared: ${where}`
					).toBeGreaterThanOrEqual(use.declared[0]);
				}
				// A collection is filled as well as declared: pushed onto, or added to.
				for (const collection of Object.values(KEPT_NAMES)) {
					const use = uses.get(collection) as Use;
					if (use.declared.length === 0) continue;
					expect(use.written.length, `${collection} is written: ${where}`).toBeGreaterThan(0);
				}
				// Nothing else is read as a set: every "is in X" and "X is empty" names a variable.
				for (const line of lines) {
					for (const match of messageText(line.text).matchAll(
						/is (?:in|empty)(?: ([a-z]+))?|in ([a-z]+)\b/g
					)) {
						const name = match[1] ?? match[2];
						if (name === undefined || ['the', 'order', 'a'].includes(name)) continue;
						if (INPUTS.has(name)) continue;
						expect(VARIABLES, `${line.number} reads ${name}: ${where}`).toContain(name);
						expect((uses.get(name) as Use).declared, `${name}: ${where}`).toHaveLength(1);
					}
				}
				// Each counter the explorer shows is named after a variable the pseudocode declares.
				const sets = countedSets(name, options);
				for (const counted of [sets.frontier, sets.explored]) {
					if (counted === null) continue;
					expect((uses.get(counted) as Use).declared, `counter ${counted}: ${where}`).toHaveLength(
						1
					);
				}
				// And a set the pseudocode keeps against repeats is the one the explorer counts.
				const kept = [KEPT_NAMES.explored, KEPT_NAMES.visited].filter(
					(set) => (uses.get(set) as Use).declared.length > 0
				);
				expect(kept, where).toEqual(sets.explored === null ? [] : [sets.explored]);
			}
		});
	}
});

describe('the counters count what the pseudocode keeps', () => {
	const boards = ['41325_786', '4123_5786', '75126348_'];
	for (const name of ALGORITHM_NAMES) {
		it(`${name}: the explored (or visited) count is the size of the set its pseudocode fills`, () => {
			for (const options of variants(name)) {
				const sets = countedSets(name, options);
				for (const text of boards) {
					const { events, result } = collectRun(
						ALGORITHMS[name].run(tileProblem(board(text), { heuristic: 'manhattan' }), {
							...options,
							maxExpansions: 150
						})
					);
					// The explored set as the pseudocode fills it, replayed from the events.
					const states = new Set<unknown>();
					for (const event of events) {
						if (event.type === 'expand') {
							const leftOut =
								sets.explored === KEPT_NAMES.explored &&
								describedOptions(name, options).duplicates === 'graph-except-start' &&
								event.node.id === 0;
							if (!leftOut) states.add(event.node.state);
						}
						if (event.type === 'goal' && sets.explored === KEPT_NAMES.visited) {
							// The walk marks the node it stands on visited before its goal test.
							states.add(event.node.state);
						}
						const expected = sets.explored === null ? 0 : states.size;
						expect(event.exploredSize, `${name} ${JSON.stringify(options)} ${text}`).toBe(expected);
					}
					// The walk marks the node it stands on before it meets the cap; the searches test
					// the cap before they add the node taken off to explored.
					const capped = result.outcome === 'limit' && sets.explored === KEPT_NAMES.visited;
					expect(result.stats.exploredSize).toBe(
						sets.explored === null ? 0 : states.size + (capped ? 1 : 0)
					);
				}
			}
		});
	}
});
