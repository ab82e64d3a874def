/**
 * Links into a lesson that name a widget's state: `/lessons/01-the-puzzle?at=<anchor>:<step>#<anchor>`
 * opens the lesson scrolled to that explorer, paused at that step. The anchor comes from the
 * explorer's label, which each lesson gives every explorer and keeps distinct on the page.
 */

/** A stable anchor for an explorer: "Breadth-first search from 41325_786" → "explorer-breadth-first-search-from-41325-786". */
export function explorerAnchor(label: string): string {
	const slug = label
		.toLowerCase()
		.normalize('NFKD')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '');
	return `explorer-${slug}`;
}

/** The step `at` names for the explorer `anchor`, or null when it names another one or none. */
export function stepFromAt(at: string | null, anchor: string): number | null {
	if (at === null) return null;
	const match = /^(.+):(\d{1,9})$/.exec(at.trim());
	if (match === null || match[1] !== anchor) return null;
	return Number(match[2]);
}

/** The lesson address that reopens the explorer `anchor` at `step`. */
export function lessonStepLink(pathname: string, anchor: string, step: number): string {
	return `${pathname}?at=${anchor}:${step}#${anchor}`;
}
