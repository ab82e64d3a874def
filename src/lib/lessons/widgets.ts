/**
 * The build-time check of the widgets a lesson embeds. mdsvex passes a widget's props straight
 * to the component, so a typo in a lesson (`algo=astr`, a board with two blanks) would otherwise
 * reach the reader as a broken figure. This reads each `<Widget ... />` tag in a lesson's source
 * and checks it against the widget's spec (widget-spec.ts), throwing an Error that names the
 * file, the line, the widget and the problem.
 */
import type { WidgetSpec } from './widget-spec';

/** A widget tag as written in a lesson: its name, where it starts, and its props. */
export interface WidgetTag {
	readonly name: string;
	readonly line: number;
	/** Props written as quoted strings, by name. */
	readonly strings: Readonly<Record<string, string>>;
	/** Names of props written as `{expression}`. */
	readonly expressions: readonly string[];
}

/** A capitalised tag: a Svelte component, not an HTML element. */
const TAG =
	/<([A-Z][A-Za-z0-9]*)((?:\s+[A-Za-z_][\w-]*(?:=(?:"[^"]*"|'[^']*'|\{[^}]*\}))?)*)\s*\/?>/g;
const ATTRIBUTE = /([A-Za-z_][\w-]*)(?:=(?:"([^"]*)"|'([^']*)'|(\{[^}]*\})))?/g;

/** Every component tag in a lesson's markdown, outside code fences and inline code. */
export function widgetTags(source: string): WidgetTag[] {
	const tags: WidgetTag[] = [];
	const prose = withoutCode(source);
	for (const match of prose.matchAll(TAG)) {
		const strings: Record<string, string> = {};
		const expressions: string[] = [];
		for (const attribute of match[2].matchAll(ATTRIBUTE)) {
			const [, name, double, single, expression] = attribute;
			if (expression !== undefined) expressions.push(name);
			else strings[name] = double ?? single ?? 'true';
		}
		const line = prose.slice(0, match.index).split('\n').length;
		tags.push({ name: match[1], line, strings, expressions });
	}
	return tags;
}

/** Blanks out fenced code blocks and inline code, keeping line breaks so line numbers hold. */
function withoutCode(source: string): string {
	const blank = (text: string): string => text.replace(/[^\n]/g, ' ');
	return source.replace(/^```[\s\S]*?^```/gm, blank).replace(/`[^`\n]*`/g, blank);
}

/** The problems with one tag, each a sentence; empty when the tag is fine. */
export function tagProblems(tag: WidgetTag, spec: WidgetSpec): string[] {
	const problems: string[] = [];
	const given = [...Object.keys(tag.strings), ...tag.expressions];
	for (const name of given) {
		if (!Object.hasOwn(spec.props, name)) {
			const known = Object.keys(spec.props).join(', ') || 'none';
			problems.push(`unknown prop "${name}" (it takes: ${known}).`);
		}
	}
	for (const [name, need] of Object.entries(spec.props)) {
		if (need === 'required' && !given.includes(name)) problems.push(`prop "${name}" is missing.`);
	}
	if (problems.length === 0 && spec.check !== undefined) problems.push(...spec.check(tag.strings));
	return problems;
}

/**
 * Checks every widget tag in `source` (the lesson file `file`) against `specs`, by component
 * name. Throws one Error listing every problem found; a tag naming a component with no spec is
 * a problem too, so each widget states what it accepts.
 */
export function checkLessonWidgets(
	file: string,
	source: string,
	specs: Readonly<Record<string, WidgetSpec>>
): void {
	const problems: string[] = [];
	for (const tag of widgetTags(source)) {
		const spec = specs[tag.name];
		const where = `${file}:${tag.line}: <${tag.name}>`;
		if (spec === undefined) {
			problems.push(`${where} has no spec: add ${tag.name}.props.ts next to the component.`);
			continue;
		}
		for (const problem of tagProblems(tag, spec)) problems.push(`${where} ${problem}`);
	}
	if (problems.length > 0) throw new Error(problems.join('\n'));
}

/** `{ Name: spec }` from modules found at `.../Name.props.ts`, as import.meta.glob returns them. */
export function specsByName(
	modules: Readonly<Record<string, { spec: WidgetSpec }>>
): Record<string, WidgetSpec> {
	const specs: Record<string, WidgetSpec> = {};
	for (const [path, module] of Object.entries(modules)) {
		const name = /([A-Za-z0-9]+)\.props\.ts$/.exec(path)?.[1];
		if (name !== undefined) specs[name] = module.spec;
	}
	return specs;
}
