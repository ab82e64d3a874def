import { playLinkProblems } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { link: 'required', label: 'required' },
	check: ({ link }) => playLinkProblems('link', link)
};
