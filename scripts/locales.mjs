// The site's languages, as project.inlang/settings.json names them: the one list the build's
// configuration, its scripts and the tests read (src/lib/messages/locale-path.ts's SITE_LOCALES
// is tied to it by a test: the site's code cannot read a file at run time).
import { readFileSync } from 'node:fs';

/**
 * @type {{ baseLocale: string, locales: string[],
 *   'plugin.inlang.messageFormat': { pathPattern: string[] } }}
 */
const SETTINGS = JSON.parse(
	readFileSync(new URL('../project.inlang/settings.json', import.meta.url), 'utf8')
);

/** The language of the unprefixed addresses: English. */
export const BASE_LOCALE = SETTINGS.baseLocale;

/** Every language of the site, the base first. */
export const LOCALES = SETTINGS.locales;

/** The languages whose pages sit under their code (`/es/…`, `/zh/…`): all but the base. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== BASE_LOCALE);

/** The message files, one per family, with `{locale}` where each language's file differs. */
export const MESSAGE_FILES = SETTINGS['plugin.inlang.messageFormat'].pathPattern;
