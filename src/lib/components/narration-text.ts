import type { NarrationVariable } from '$lib/trace/narration';
import { messageText } from './message-text';

/** A pseudocode variable as the panel writes it: its value in words where it is a message. */
export interface VariableText {
	readonly name: string;
	readonly value: string;
}

/** The variables of the pseudocode at a position (variablesAt), in the page's words. */
export function variablesText(variables: readonly NarrationVariable[]): VariableText[] {
	return variables.map(({ name, value }) => ({
		name,
		value: typeof value === 'string' ? value : messageText(value)
	}));
}
