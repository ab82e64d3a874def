/**
 * The HTML a course page pastes to show an embed: markup, not words for a reader, kept apart
 * from embed-link.ts, whose sentences are messages (tests/i18n/english-allowed.txt).
 */

/** The HTML a course page pastes to show an embed: lazy, borderless, full width. */
export function embedSnippet(src: string, title: string, height: number): string {
	const attribute = (text: string): string =>
		text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
	return `<iframe src="${attribute(src)}" title="${attribute(title)}" width="100%" height="${height}" loading="lazy" style="border: 0"></iframe>`;
}
