import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/**
 * A list of modules, one path a line (a folder stands for every module in it, tests aside;
 * `#` starts a comment, which says why the module is there).
 */
function listedModules(list: string): string[] {
	return readFileSync(path.join(root, 'tests/i18n', list), 'utf8')
		.split('\n')
		.map((line) => line.replace(/#.*/, '').trim())
		.filter((line) => line !== '')
		.flatMap(modulesAt);
}

/** The module at `listed`, or every module under it when it is a folder. */
function modulesAt(listed: string): string[] {
	const full = path.join(root, listed);
	if (!statSync(full).isDirectory()) return [listed];
	return readdirSync(full, { recursive: true, encoding: 'utf8' })
		.filter((name) => /\.ts$/.test(name) && !/\.test\.ts$/.test(name))
		.map((name) => path.posix.join(listed, name.split(path.sep).join('/')))
		.sort();
}

/** Two words of letters with a space between ("the goal", "raise the cap", "A* reached"). */
const PROSE = /[A-Za-z][A-Za-z'’*]*[,;:.!?]?\s+[A-Za-z][A-Za-z'’]*/;

/** A string or template literal of `source` that reads as English prose: its line and text. */
interface EnglishLiteral {
	readonly line: number;
	readonly text: string;
}

/** The English-only ways of counting (count-text.ts), whose words are English single words. */
const ENGLISH_COUNTS = ['countWords', 'pluralWord'];

/** What `node` says in English, when it does: a literal's prose, or an English count. */
function englishOf(node: ts.Node): string | null {
	if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
		return PROSE.test(node.text) ? node.text : null;
	}
	if (ts.isTemplateExpression(node)) {
		const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
		return parts.find((part) => PROSE.test(part)) ?? null;
	}
	if (
		ts.isCallExpression(node) &&
		ts.isIdentifier(node.expression) &&
		ENGLISH_COUNTS.includes(node.expression.text)
	) {
		return `${node.expression.text}(…)`;
	}
	return null;
}

/** The errors JavaScript itself defines, which code throws at its callers' mistakes. */
const PROGRAMMERS_ERRORS = ['Error', 'RangeError', 'TypeError', 'SyntaxError'];

/**
 * Whether `node` speaks to a programmer, not a reader: `throw new RangeError('…')` (a caller
 * broke a function's contract; what a reader can get wrong is returned as a message instead) or
 * `console.warn('…')`.
 */
function forProgrammers(node: ts.Node): boolean {
	if (ts.isThrowStatement(node)) {
		const thrown = node.expression;
		return (
			ts.isNewExpression(thrown) &&
			ts.isIdentifier(thrown.expression) &&
			PROGRAMMERS_ERRORS.includes(thrown.expression.text)
		);
	}
	return (
		ts.isCallExpression(node) &&
		ts.isPropertyAccessExpression(node.expression) &&
		ts.isIdentifier(node.expression.expression) &&
		node.expression.expression.text === 'console'
	);
}

/**
 * The literals of a module's code that read as English prose, and its English counts
 * (`countWords(n, 'move', 'moves')`). Comments are not code; an import's or export's module
 * path, a type's string literal (`'now' | 'schedule'`) and a literal with no two words (ids,
 * CSS values) are not prose.
 */
function englishLiterals(source: string, fileName = 'module.ts'): EnglishLiteral[] {
	const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
	const found: EnglishLiteral[] = [];
	const visit = (node: ts.Node): void => {
		if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node) || ts.isTypeNode(node)) {
			return;
		}
		if (forProgrammers(node)) return;
		const text = englishOf(node);
		if (text !== null) {
			const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
			found.push({ line: line + 1, text });
		}
		ts.forEachChild(node, visit);
	};
	visit(file);
	return found;
}

describe('englishLiterals', () => {
	it('finds the sentences of strings and templates, with their lines', () => {
		const sample = [
			"import { x } from '../some module';",
			'// Reached the goal: a comment is no code.',
			"const id = 'outcome_plain_goal';",
			"const css = 'grid-area';",
			"type Key = 'one word' | 'other';",
			"const said = 'Reached the goal.';",
			'const told = `Stopped after ${n} expansions`;',
			'const end = `${n}: raise the cap`;',
			"const moves = countWords(n, 'move', 'moves');"
		].join('\n');
		expect(englishLiterals(sample)).toEqual([
			{ line: 6, text: 'Reached the goal.' },
			{ line: 7, text: 'Stopped after ' },
			{ line: 8, text: ': raise the cap' },
			{ line: 9, text: 'countWords(…)' }
		]);
	});

	it('leaves what speaks to programmers: thrown errors of JavaScript’s own kinds, the console', () => {
		const sample = [
			"throw new RangeError('board sides must be whole numbers');",
			"console.warn('the worker did not answer');",
			"throw new PuzzleError('Two tiles are the same');"
		].join('\n');
		expect(englishLiterals(sample)).toEqual([{ line: 3, text: 'Two tiles are the same' }]);
	});

	it('finds nothing in ids, paths and numbers', () => {
		expect(englishLiterals("const a = ['advice_raise_cap', './x.js', '1,234', 'A*'];")).toEqual([]);
	});
});

/** Every module of the lower layers: src/lib but the components and the compiled messages. */
const LOWER_LAYER_MODULES: readonly string[] = readdirSync(path.join(root, 'src/lib'), {
	recursive: true,
	encoding: 'utf8'
})
	.map((name) => path.posix.join('src/lib', name.split(path.sep).join('/')))
	.filter((module) => /\.ts$/.test(module) && !/\.(d|test)\.ts$/.test(module))
	.filter((module) => !/^src\/lib\/(components|paraglide|paraglide-locales)\//.test(module))
	.sort();

/**
 * The lower layers' modules whose English is for developers and lesson authors, never a
 * reader of the site: the command line, the lessons' build-time checks, markup and code
 * written for a host page (english-allowed.txt, each with its reason).
 */
const ALLOWED_MODULES: readonly string[] = listedModules('english-allowed.txt');

describe('the list of English modules', () => {
	it('names modules that exist, each once', () => {
		expect(ALLOWED_MODULES.filter((module) => !LOWER_LAYER_MODULES.includes(module))).toEqual([]);
		expect(ALLOWED_MODULES.filter((module, at) => ALLOWED_MODULES.indexOf(module) !== at)).toEqual(
			[]
		);
	});
});

/** The modules that must write no English: every lower layer but the allowed list's. */
const MESSAGE_MODULES: readonly string[] = LOWER_LAYER_MODULES.filter(
	(module) => !ALLOWED_MODULES.includes(module)
);

describe('the lower layers (src/lib outside components)', () => {
	it.each(MESSAGE_MODULES)('%s writes no English: its words are messages', (module) => {
		const source = readFileSync(path.join(root, module), 'utf8');
		const found = englishLiterals(source, module).map(
			({ line, text }) => `${module}:${line} ${JSON.stringify(text)}`
		);
		expect(found).toEqual([]);
	});
});
