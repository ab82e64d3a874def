import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');

/**
 * The lower-layer modules whose words are messages (messages/<family>/*.json, docs/i18n.md):
 * none of them may write a sentence in English again. tests/i18n/converted/<family>.txt lists
 * a family's modules, one path a line (a folder stands for every module in it, tests aside;
 * `#` starts a comment); a session that converts a family adds its modules there.
 */
const CONVERTED_MODULES: readonly string[] = readdirSync(path.join(root, 'tests/i18n/converted'))
	.filter((name) => name.endsWith('.txt'))
	.sort()
	.flatMap((name) =>
		readFileSync(path.join(root, 'tests/i18n/converted', name), 'utf8')
			.split('\n')
			.map((line) => line.replace(/#.*/, '').trim())
			.filter((line) => line !== '')
	)
	.flatMap(modulesAt);

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

	it('finds nothing in ids, paths and numbers', () => {
		expect(englishLiterals("const a = ['advice_raise_cap', './x.js', '1,234', 'A*'];")).toEqual([]);
	});
});

describe('the converted lower layers (CONVERTED_MODULES)', () => {
	it.each(CONVERTED_MODULES)('%s writes no English: its words are messages', (module) => {
		const source = readFileSync(path.join(root, module), 'utf8');
		const found = englishLiterals(source, module).map(
			({ line, text }) => `${module}:${line} ${JSON.stringify(text)}`
		);
		expect(found).toEqual([]);
	});
});
