import { playLinkProblems } from '$lib/lessons/widget-checks';
import type { WidgetSpec } from '$lib/lessons/widget-spec';
import { messageText } from '$lib/components/message-text';

export const spec: WidgetSpec = {
	props: { link: 'required', label: 'required' },
	// A lesson's author reads what is wrong with its link in English, at build time.
	check: ({ link }) => playLinkProblems('link', link, (said) => messageText(said, 'en'))
};
