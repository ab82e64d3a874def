import type { WidgetSpec } from '$lib/lessons/widget-spec';

export const spec: WidgetSpec = { props: { caption: 'optional' } };
