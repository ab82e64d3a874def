/**
 * The errors the search layer throws for programmers, on input no page gives it: English, never
 * shown to a student (a page checks what it passes first). Kept here so the modules that say
 * something to a student hold no English (tests/i18n/converted/search.txt).
 */

/** tieFact: the chosen entry must be one of the tied. */
export function notAmongTied(chosen: number): string {
	return `The chosen entry ${chosen} is not among the tied.`;
}
