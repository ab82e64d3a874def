/**
 * What a lesson widget accepts from the markdown that embeds it. Each widget
 * `src/lib/components/lessons/Name.svelte` has a sibling `Name.props.ts` exporting `spec`, and the
 * build checks every `<Name ... />` tag in `content/lessons/*.md` against it (widgets.ts): an
 * unknown prop, a missing required one, or a value `check` rejects (an unknown algorithm, a
 * board that does not parse) fails the build with the lesson's file and the widget named.
 */
export interface WidgetSpec {
	/** Every prop a lesson may give the widget, and whether it must. */
	readonly props: Readonly<Record<string, 'required' | 'optional'>>;
	/**
	 * Problems with the props written as quoted strings (`start="42_713856"`), one sentence each;
	 * empty when all is well. Props written as expressions (`moves={3}`) are not passed.
	 */
	readonly check?: (props: Readonly<Record<string, string>>) => string[];
}
