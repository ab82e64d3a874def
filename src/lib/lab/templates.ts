/**
 * The lab's starting points: heuristics the course already teaches (lesson 9), written against
 * the board API (board-api.ts), and an empty one that returns 0. The code is the same in every
 * language (template-code.ts); its first comment, which says what the heuristic does, is a
 * message, written in the reader's language by `templateCode`.
 */

import { message, type MessageRef } from '../messages';
import { EMPTY_CODE, MANHATTAN_CODE, MISPLACED_CODE } from './template-code';

export interface LabTemplate {
	readonly id: 'misplaced' | 'manhattan' | 'empty';
	/** The button's name, in the reader's language. */
	readonly label: MessageRef;
	/** The code's first comment line (without its `// `), in the reader's language. */
	readonly comment: MessageRef;
	/** The code under that comment. */
	readonly code: string;
}

export const LAB_TEMPLATES: readonly LabTemplate[] = Object.freeze([
	{
		id: 'manhattan',
		label: message('lab_template_manhattan', {}),
		comment: message('lab_template_comment_manhattan', {}),
		code: MANHATTAN_CODE
	},
	{
		id: 'misplaced',
		label: message('lab_template_misplaced', {}),
		comment: message('lab_template_comment_misplaced', {}),
		code: MISPLACED_CODE
	},
	{
		id: 'empty',
		label: message('lab_template_empty', {}),
		comment: message('lab_template_comment_empty', {}),
		code: EMPTY_CODE
	}
]);

/** The template's code led by its comment, `comment` being that comment's words in a language. */
export function templateCode(template: LabTemplate, comment: string): string {
	return `// ${comment}\n${template.code}`;
}
