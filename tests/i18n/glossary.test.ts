import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The translations keep to the glossary (docs/i18n.md): a term of the field is said one way on
 * every page, so a student who learns "pieza" in lesson 1 does not meet "ficha" in a practice
 * question. Each locale's messages and lessons are read for the other words a translator reaches
 * for first, the ones the glossary chose against.
 */

const root = path.resolve(__dirname, '../..');

/** A word the glossary chose against, and the glossary's word for what it names. */
interface Avoided {
	readonly pattern: RegExp;
	readonly glossary: string;
}

const AVOIDED: Record<'es' | 'zh', readonly Avoided[]> = {
	es: [
		{ pattern: /\bfichas?\b/i, glossary: 'pieza (tile)' },
		{ pattern: /\bbaldosas?\b/i, glossary: 'pieza (tile)' },
		{ pattern: /\bcostos?\b/i, glossary: 'coste (cost)' },
		{ pattern: /\bamplitud\b/i, glossary: 'búsqueda en anchura' },
		{ pattern: /primero en (anchura|profundidad)/i, glossary: 'búsqueda en anchura / profundidad' },
		{ pattern: /profundidad iterativa/i, glossary: 'profundización iterativa' },
		{ pattern: /\b(rejillas?|retículas?)\b/i, glossary: 'cuadrícula (grid)' },
		{ pattern: /\b(codicios|avarici|glot[oó]n)/i, glossary: 'voraz (greedy)' },
		{ pattern: /\bmetas?\b/i, glossary: 'objetivo (goal)' },
		{ pattern: /\b(aceptable|admitible)s?\b/i, glossary: 'admisible' }
	],
	zh: [
		{ pattern: /宽度优先/, glossary: '广度优先搜索' },
		{ pattern: /统一代价|代价一致/, glossary: '一致代价搜索' },
		{ pattern: /迭代深化/, glossary: '迭代加深' },
		{ pattern: /贪心/, glossary: '贪婪' },
		{ pattern: /堆栈/, glossary: '栈 (stack)' },
		{ pattern: /可接受的/, glossary: '可采纳的 (admissible)' },
		{ pattern: /瓦片/, glossary: '方块 (tile)' },
		{ pattern: /启发函数/, glossary: '启发式 (heuristic)' }
	]
};

/** Every text a reader of `locale` reads: each family's messages and each lesson, by line. */
function textsOf(locale: 'es' | 'zh'): { where: string; line: string }[] {
	const files = [
		...readdirSync(path.join(root, 'messages')).map((family) =>
			path.join('messages', family, `${locale}.json`)
		),
		...readdirSync(path.join(root, 'content/lessons', locale)).map((lesson) =>
			path.join('content/lessons', locale, lesson)
		)
	];
	return files.flatMap((file) =>
		readFileSync(path.join(root, file), 'utf8')
			.split('\n')
			.map((line, at) => ({ where: `${file}:${at + 1}`, line }))
	);
}

describe('the glossary', () => {
	it.each(['es', 'zh'] as const)('%s says each term of the field the glossary’s way', (locale) => {
		const found = textsOf(locale).flatMap(({ where, line }) =>
			AVOIDED[locale]
				.filter(({ pattern }) => pattern.test(line))
				.map(({ pattern, glossary }) => `${where}: ${pattern.exec(line)?.[0]} → ${glossary}`)
		);
		expect(found).toEqual([]);
	});
});
