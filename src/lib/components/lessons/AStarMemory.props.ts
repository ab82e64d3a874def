import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = {
	props: { cap: 'optional', label: 'optional' },
	check: ({ cap }) =>
		cap === undefined || (/^\d+$/.test(cap) && Number(cap) >= 1000 && Number(cap) <= 2_000_000)
			? []
			: [`prop "cap" must be a whole number from 1000 to 2000000, not "${cap}".`]
};
