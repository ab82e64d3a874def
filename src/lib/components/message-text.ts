import type { MessageId, MessageParam, MessageParams, MessageRef } from '$lib/messages';
import { getLocale, locales, type Locale } from '$lib/paraglide/runtime.js';

/**
 * The lower layers' messages in one language, by id (src/lib/paraglide-locales/tables/, written
 * by scripts/paraglide.mjs). Typing a loaded table as this makes the type check fail when
 * messages/ lacks an id of `MessageParams`, or a message asks for a parameter `MessageParams`
 * does not give it.
 */
type MessageTable = {
	readonly [Id in MessageId]: (params: MessageParams[Id]) => string;
};

/**
 * One import per language, so the bundler makes each table a chunk of its own and a page
 * downloads its language's only: a lookup by id keeps every message it can reach, and the
 * per-message functions carry all three languages each.
 */
const TABLE_IMPORTS: Readonly<Record<Locale, () => Promise<MessageTable>>> = {
	en: () => import('$lib/paraglide-locales/tables/en.js'),
	es: () => import('$lib/paraglide-locales/tables/es.js'),
	zh: () => import('$lib/paraglide-locales/tables/zh.js')
};

const loaded = new Map<Locale, MessageTable>();

/**
 * Loads the tables `messageText` writes `wanted` in: the page's language in the browser, before
 * it hydrates (src/hooks.client.ts); every language where pages are rendered and in the unit
 * tests.
 */
export async function loadMessages(wanted: readonly Locale[] = locales): Promise<void> {
	await Promise.all(
		wanted.map(async (locale) => {
			if (!loaded.has(locale)) loaded.set(locale, await TABLE_IMPORTS[locale]());
		})
	);
}

/**
 * A message in words, in `locale` (default the page's, from the runtime's strategy): the
 * messages among its parameters are written first, in the same locale.
 */
export function messageText(ref: MessageRef, locale: Locale = getLocale()): string {
	const table = loaded.get(locale);
	if (table === undefined) {
		throw new Error(`messageText: the messages in "${locale}" are not loaded (loadMessages)`);
	}
	const params: Record<string, string | number> = {};
	for (const [name, value] of Object.entries(ref.params) as [string, MessageParam][]) {
		params[name] = typeof value === 'object' ? messageText(value, locale) : value;
	}
	const write = table[ref.id] as (params: Record<string, string | number>) => string;
	return write(params);
}

/** `messageText` of a message that may be absent (null: nothing to say). */
export function textOf(ref: MessageRef | null, locale?: Locale): string | null {
	return ref === null ? null : messageText(ref, locale);
}
