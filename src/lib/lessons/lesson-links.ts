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

/** A position a lesson link names: a step, and a line step within it (0 = its first) or null. */
export interface LessonPosition {
	readonly step: number;
	readonly line: number | null;
}

/**
 * The position `at` names for the explorer `anchor` (`anchor:step`, or `anchor:step.line` with
 * the line counted from 1), or null when it names another explorer or none.
 */
export function positionFromAt(at: string | null, anchor: string): LessonPosition | null {
	if (at === null) return null;
	const match = /^(.+):(\d{1,9})(?:\.(\d{1,4}))?$/.exec(at.trim());
	if (match === null || match[1] !== anchor) return null;
	const line = match[3] === undefined ? null : Number(match[3]) - 1;
	return { step: Number(match[2]), line: line === null || line < 0 ? null : line };
}

/** The step `at` names for the explorer `anchor`, or null when it names another one or none. */
export function stepFromAt(at: string | null, anchor: string): number | null {
	return positionFromAt(at, anchor)?.step ?? null;
}

/** The lesson address that reopens the explorer `anchor` at `step` (and a line within it). */
export function lessonStepLink(
	pathname: string,
	anchor: string,
	step: number,
	line: number | null = null
): string {
	const at = line === null ? `${step}` : `${step}.${line + 1}`;
	return `${pathname}?at=${anchor}:${at}#${anchor}`;
}
