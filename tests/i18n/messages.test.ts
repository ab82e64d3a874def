import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { message } from '$lib/messages';
import { plainOutcomeMessage } from '$lib/player/run-source';
import type { SearchResult } from '$lib/search/events';
import { locales } from '$lib/paraglide/runtime.js';

const root = path.resolve(__dirname, '../..');

/** A message as messages/<locale>.json stores it: a text, or variants with declarations. */
type StoredMessage =
	string | { declarations?: string[]; selectors?: string[]; match: Record<string, string> }[];

/** The files of each family of messages (project.inlang's pathPattern), `{locale}` to fill. */
const FAMILY_PATTERNS: string[] = JSON.parse(
	readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8')
)['plugin.inlang.messageFormat'].pathPattern;

/** One family's messages in `locale`. */
function familyOf(pattern: string, locale: string): Record<string, StoredMessage> {
	return JSON.parse(readFileSync(path.join(root, pattern.replace('{locale}', locale)), 'utf8'));
}

/** Every message in `locale`, from every family. */
function messagesOf(locale: string): Record<string, StoredMessage> {
	return Object.assign({}, ...FAMILY_PATTERNS.map((pattern) => familyOf(pattern, locale)));
}

/** The parameters a message is written with: its `input` declarations and its `{names}`. */
function parametersOf(stored: StoredMessage): string[] {
	const texts =
		typeof stored === 'string' ? [stored] : stored.flatMap((v) => Object.values(v.match));
	const declared = typeof stored === 'string' ? [] : stored.flatMap((v) => v.declarations ?? []);
	const locals = declared.flatMap((d) => /^local (\w+)/.exec(d)?.[1] ?? []);
	const inputs = declared.flatMap((d) => /^input (\w+)/.exec(d)?.[1] ?? []);
	const used = texts.flatMap((text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
	return [...new Set([...inputs, ...used.filter((name) => !locals.includes(name))])].sort();
}

/** The words of every variant of a message. */
function textsOf(stored: StoredMessage): string[] {
	return typeof stored === 'string' ? [stored] : stored.flatMap((v) => Object.values(v.match));
}

describe('messages/<family>/*.json', () => {
	const english = messagesOf('en');

	it('are one folder a family, each with the three locales, and no id in two families', () => {
		expect(
			FAMILY_PATTERNS.every((pattern) => /^\.\/messages\/[a-z-]+\/\{locale\}\.json$/.test(pattern))
		).toBe(true);
		const folders = readdirSync(path.join(root, 'messages')).sort();
		expect(FAMILY_PATTERNS.map((pattern) => pattern.split('/')[2]).sort()).toEqual(folders);
		const owners = new Map<string, string[]>();
		for (const pattern of FAMILY_PATTERNS) {
			for (const id of Object.keys(familyOf(pattern, 'en'))) {
				owners.set(id, [...(owners.get(id) ?? []), pattern]);
			}
		}
		expect([...owners].filter(([, families]) => families.length > 1)).toEqual([]);
	});

	it('are the locales of project.inlang, English first', () => {
		expect(locales).toEqual(['en', 'es', 'zh']);
	});

	it.each(['es', 'zh'])(
		'%s has every message of en.json, family by family, with the same parameters, and no other',
		(locale) => {
			for (const pattern of FAMILY_PATTERNS) {
				expect([pattern, Object.keys(familyOf(pattern, locale)).sort()]).toEqual([
					pattern,
					Object.keys(familyOf(pattern, 'en')).sort()
				]);
			}
			const translated = messagesOf(locale);
			for (const [id, stored] of Object.entries(english)) {
				expect([id, parametersOf(translated[id])]).toEqual([id, parametersOf(stored)]);
			}
		}
	);

	it.each(['es', 'zh'])(
		'%s writes no sentence as English does (a copy left untranslated)',
		(locale) => {
			const translated = messagesOf(locale);
			const copied = Object.entries(english).flatMap(([id, stored]) => {
				const theirs = new Set(textsOf(translated[id]));
				return textsOf(stored)
					.filter((text) => theirs.has(text))
					.filter((text) => /[A-Za-z][a-z]+[\s,]+[a-z]+/.test(text.replace(/\{\w+\}/g, '')))
					.map((text) => `${id}: ${text}`);
			});
			expect(copied).toEqual([]);
		}
	);

	it.each(['en', 'es', 'zh'])('%s has no empty message or variant', (locale) => {
		const empty = Object.entries(messagesOf(locale)).filter(([, stored]) =>
			textsOf(stored).some((text) => text.trim() === '')
		);
		expect(empty).toEqual([]);
	});

	it('are each written somewhere: no message is left behind by the code that used it', () => {
		// A message is written by its id: `m.id(…)`, `message('id', …)` or a line of a lesson.
		const readers = ['src', 'content', 'scripts'].flatMap((folder) =>
			readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
				.filter((name) => /\.(ts|js|mjs|svelte|md)$/.test(name) && !/paraglide/.test(name))
				.map((name) => readFileSync(path.join(root, folder, name), 'utf8'))
		);
		const written = new Set(
			readers.flatMap((text) => text.match(/\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g) ?? [])
		);
		expect(Object.keys(english).filter((id) => !written.has(id))).toEqual([]);
	});

	it('project.inlang loads its plugin from node_modules, never from a URL', () => {
		const settings = readFileSync(path.join(root, 'project.inlang/settings.json'), 'utf8');
		expect(settings).not.toMatch(/https?:/);
		expect(JSON.parse(settings).modules).toEqual([
			'./node_modules/@inlang/plugin-message-format/dist/index.js'
		]);
	});
});

/** A run that reached its goal after `expanded` expansions by a path of `actions` actions. */
function goal(expanded: number, actions: number, cost: number): SearchResult<unknown> {
	return {
		outcome: 'goal',
		actions: Array.from({ length: actions }, () => 'Up'),
		cost,
		path: [],
		stats: { expanded }
	} as never;
}

describe('the outcome messages in each locale', () => {
	it.each([
		['en', 'Reached the goal after 1,234 expansions: a path of 1 action, cost 1.'],
		['es', 'Objetivo alcanzado tras 1234 expansiones: un camino de 1 acción, coste 1.'],
		['zh', '经过 1,234 次扩展后到达目标：路径含 1 个动作，代价 1。']
	] as const)('%s: 1,234 expansions and 1 action', (locale, sentence) => {
		expect(messageText(plainOutcomeMessage(goal(1234, 1, 1)), locale)).toBe(sentence);
	});

	it.each([
		['en', 'Reached the goal after 1,000,000 expansions: a path of 2 actions, cost 1.41.'],
		[
			'es',
			'Objetivo alcanzado tras 1.000.000 de expansiones: un camino de 2 acciones, coste 1,41.'
		],
		['zh', '经过 1,000,000 次扩展后到达目标：路径含 2 个动作，代价 1.41。']
	] as const)(
		'%s: a million expansions (Spanish "many"), 2 actions and a cost with a fraction',
		(locale, sentence) => {
			expect(messageText(plainOutcomeMessage(goal(1_000_000, 2, Math.SQRT2)), locale)).toBe(
				sentence
			);
		}
	);

	it('nested messages take the locale of the sentence they are in', () => {
		const stopped = message('outcome_plain_limit', {
			expansions: message('count_expansions', { count: 1 })
		});
		expect((['en', 'es', 'zh'] as const).map((locale) => messageText(stopped, locale))).toEqual([
			'Stopped at the cap of 1 expansion without reaching the goal.',
			'Detenida en el tope de 1 expansión sin alcanzar el objetivo.',
			'在 1 次扩展的上限处停止，未到达目标。'
		]);
	});

	it('without a locale, the page is in English (the base locale, for now)', () => {
		expect(messageText(plainOutcomeMessage(goal(3, 1, 1)))).toBe(
			'Reached the goal after 3 expansions: a path of 1 action, cost 1.'
		);
	});
});
