import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root, sourceFiles } from './source-files';

/**
 * Every count the site writes with a noun ("1 move", "2 moves", "1 child", "3 children") takes
 * its form from one place, `countWords` / `pluralWord` in src/lib/count-text.ts, which asks
 * `Intl.PluralRules('en-US')`. This scan fails on the hand-written ways a plural slips in: a
 * ternary on `=== 1` between two words, an "s" glued on, and a count written straight before a
 * plural noun ("${n} moves" says "1 moves").
 */

/** The plural nouns the site counts; a count written straight before one of them is suspect. */
const NOUNS = [
	'actions',
	'answers',
	'attempts',
	'blanks',
	'boards',
	'boxes',
	'bytes',
	'candidates',
	'cells',
	'characters',
	'children',
	'codes',
	'columns',
	'databases',
	'depths',
	'entries',
	'events',
	'expansions',
	'files',
	'frames',
	'inversions',
	'iterations',
	'layers',
	'levels',
	'lines',
	'moves',
	'nodes',
	'overestimates',
	'parts',
	'questions',
	'roads',
	'rows',
	'runs',
	'searches',
	'seconds',
	'states',
	'steps',
	'tiles',
	'times',
	'values',
	'weights'
];

const PATTERNS: { name: string; pattern: RegExp }[] = [
	{
		// `n === 1 ? 'node' : 'nodes'`, `n !== 1 ? …`, `n > 1 ? …`: a form picked by hand.
		name: 'a ternary on one between words',
		pattern: /(?:[!=]==?\s*1|>\s*1|<\s*2|>=\s*2)\s*\?\s*['"`]/g
	},
	{
		// `const one = count === 1;` then `one ? 'code was' : 'codes were'`: the same by another name.
		name: 'a flag for one picking between words',
		pattern: /\b(?:one|isOne|single|plural|many)\s*\?\s*['"`]/g
	},
	{
		// `word + 's'`, `${word}s`, `n === 1 ? '' : 's'`: an "s" glued on.
		name: 'an "s" added to a word',
		pattern: /\+\s*['"`]s['"`]|\}s\b|['"`]s['"`]\s*:|:\s*['"`]s['"`]/g
	},
	{
		// `${n} moves` in a template or `{n} moves` in Svelte markup, with at most one word
		// between ("${n} empty entries"): right for every count but 1.
		name: 'a count written before a plural noun',
		pattern: new RegExp(
			`\\{(?![\\s#:/@])[^{};]*\\}\\s+(?:[a-z]+\\s+)?(?:${NOUNS.join('|')})\\b(?!\\s*=)`,
			'g'
		)
	}
];

/** Counts that need no `Intl.PluralRules`, found by the text of the match. */
function needsNoRule(match: string, before: string): boolean {
	// Parity (`cols % 2 === 1 ? …`) is arithmetic, not a count with a noun.
	if (/%\s*2\s*$/.test(before)) return true;
	// A figure with decimals takes the plural in English, 1.0 as much as 2.5 ("1.0 seconds").
	if (/\.toFixed\([^)]*\)\s*\}/.test(match)) return true;
	// "3×3 boards": the figure before the noun is a board's size, not a count of boards.
	if (/×\$?$/.test(before)) return true;
	// A named constant above one (`MAX_RUNS`, `countText(SAMPLE_COUNT)`): its plural is settled
	// where the constant is written, not by what a run or a user gives.
	if (/^\{(?:\w+\(\s*)?[A-Z][A-Z0-9_]*(?:\.\w+)*\s*\)?\}/.test(match)) return true;
	return false;
}

/**
 * Matches that are not plurals, each with its reason. A line is named by its file and a piece
 * of its text, so an edit elsewhere in the file does not move it.
 */
const EXCEPTIONS: { file: string; text: string; reason: string }[] = [
	...['src/lib/trace/narration.ts', 'src/lib/trace/line-steps.ts'].map((file) => ({
		file,
		text: 'event.iteration === 1',
		reason:
			'the first iteration of IDDFS / IDA* against a later one ("starts with" / "starts again with"), not a count of things'
	})),
	{
		file: 'src/lib/components/lessons/FifteenSolver.svelte',
		text: "preset.id === 1 ? ' (slow)'",
		reason: 'Korf’s board number 1 is the slow one; an id, not a count'
	},
	{
		file: 'src/lib/scorm/cmi.ts',
		text: "answer === 1 ? 't' : 'f'",
		reason: 'a yes-no answer coded as 1 or 0 for SCORM’s true-false, not a count'
	},
	{
		file: 'src/lib/practice/questions.ts',
		text: "answer === 1 ? 'yes' : 'no'",
		reason: 'a yes-no answer coded as 1 or 0, not a count'
	},
	{
		file: 'src/lib/practice/class-input.ts',
		text: "row.cells.length === 1 ? 'no-code'",
		reason: 'a reason id for a line with one cell (no code in it), not a word shown'
	},
	{
		file: 'src/lib/components/explorer/TreeOverview.svelte',
		text: 'depthsPerRow === 1',
		reason:
			'one depth a row against a range of depths: two sentences ("the widest depth is", "the widest rows, depths a–b"), each with its count through countWords'
	},
	{
		file: 'src/lib/components/explorer/find-board.ts',
		text: 'ids.length === 1',
		reason: 'one node found is selected, several are listed: two sentences, not two forms of a word'
	},
	{
		file: 'src/lib/config/compare-link.ts',
		text: 'written.length === 1',
		reason: 'one repeat is named, several are counted: two sentences, not two forms of a word'
	},
	{
		file: 'src/lib/config/compare-link.ts',
		text: "empty === 1 ? 'an empty entry'",
		reason:
			'the article "an" stands for the figure 1; the noun and the verb take their forms from pluralWord'
	},
	{
		file: 'src/lib/puzzle/board-entry.ts',
		text: 'missing.length === 1',
		reason: 'one missing tile is named, two or three are listed with "and": two sentences'
	},
	{
		file: 'src/lib/puzzle/board-entry.ts',
		text: '${sizeLabel(size.rows, size.cols)} boards',
		reason: '"3×3 boards": the figure is a board’s size, not a count of boards'
	},
	{
		file: 'src/lib/components/practice/Practice.svelte',
		text: 'question.parts.length > 1',
		reason: 'a question of one part says no part number at all; not a form of a word'
	},
	...[
		'src/lib/components/lessons/human-method.ts',
		'src/lib/components/lessons/HumanMethodTable.svelte'
	].map((file) => ({
		file,
		text: 'times as many',
		reason: 'the ratio is written with two decimals ("1.00 times as many"), which takes the plural'
	})),
	...['src/lib/config/unsolvable-board.ts', 'src/lib/player/outcome-message.ts'].map((file) => ({
		file,
		text: 'reachableText(',
		reason: 'half of a board’s arrangements, 12 or more on the smallest (2×2) board'
	})),
	{
		file: 'src/lib/cli/solve-command.ts',
		text: 'databases',
		reason: 'the figure is a partition’s name ("6-6-3 pattern databases"), not a count'
	},
	{
		file: 'src/lib/config/play-link.ts',
		text: '${preset} runs the tutorial',
		reason: '"runs" is the verb: the preset runs two programs'
	},
	{
		file: 'src/lib/cli/solve-command.ts',
		text: '${TILES_TUTORIAL} runs',
		reason: '"runs" is the verb: the tutorial runs a program'
	}
];

interface Finding {
	file: string;
	line: number;
	kind: string;
	text: string;
}

function findings(): Finding[] {
	const found: Finding[] = [];
	const files = [
		...sourceFiles(path.join(root, 'src'), /\.(ts|js|svelte|md)$/),
		...sourceFiles(path.join(root, 'content'), /\.(ts|js|svelte|md)$/)
	];
	for (const file of files) {
		const relative = path.relative(root, file).split(path.sep).join('/');
		const text = readFileSync(file, 'utf8');
		const lines = text.split('\n');
		for (const { name, pattern } of PATTERNS) {
			for (const match of text.matchAll(pattern)) {
				const start = match.index;
				const lineStart = text.lastIndexOf('\n', start - 1) + 1;
				const before = text.slice(lineStart, start);
				if (needsNoRule(match[0], before)) continue;
				const line = text.slice(0, start).split('\n').length;
				const lineText = lines[line - 1].trim();
				const excepted = EXCEPTIONS.some(
					(exception) =>
						exception.file === relative &&
						(lineText.includes(exception.text) || match[0].includes(exception.text))
				);
				if (!excepted) found.push({ file: relative, line, kind: name, text: lineText });
			}
		}
	}
	return found;
}

describe('plurals', () => {
	it('come from countWords / pluralWord (Intl.PluralRules), never written by hand', () => {
		const list = findings().map(({ file, line, kind, text }) => `${file}:${line} ${kind}: ${text}`);
		expect(list).toEqual([]);
	});

	it('finds each hand-written form it is meant to find', () => {
		const check = (source: string): string[] =>
			PATTERNS.filter(({ pattern }) =>
				[...source.matchAll(pattern)].some(
					(match) => !needsNoRule(match[0], source.slice(0, match.index))
				)
			).map(({ name }) => name);
		expect(check("`${n} ${n === 1 ? 'move' : 'moves'}`")).toEqual([
			'a ternary on one between words'
		]);
		expect(check("`${count} ${one ? 'code was' : 'codes were'}`")).toEqual([
			'a flag for one picking between words'
		]);
		expect(check("noun + 's'")).toEqual(['an "s" added to a word']);
		expect(check('`${noun}s`')).toEqual(['an "s" added to a word']);
		expect(check('`a path of ${length} moves`')).toEqual(['a count written before a plural noun']);
		expect(check('<p>{count} empty entries</p>')).toEqual(['a count written before a plural noun']);
		expect(check('<p>{count}\n\t\tchildren</p>')).toEqual(['a count written before a plural noun']);
		expect(check("`${countWords(n, 'move', 'moves')}`")).toEqual([]);
		expect(check('(cols % 2 === 1 ? inversions : 0)')).toEqual([]);
		expect(check('`${(rate / 1e6).toFixed(1)} million nodes`')).toEqual([]);
		expect(check('`${rows}×${cols} boards`')).toEqual([]);
	});
});
