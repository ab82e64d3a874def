/**
 * What the lab says when h cannot be evaluated: one sentence, and the line of the code it
 * belongs to when there is one (an exception's frame, a syntax error's line, else the line
 * that defines h).
 */

import { boardOf } from '../puzzle/board';
import { formatBoard } from '../puzzle/notation';
import type { LabFailure } from './protocol';

export interface FailureText {
	readonly line: number | null;
	readonly message: string;
}

/** The message, led by its line when it has one: "Line 3: …". */
export function lineMessage(text: FailureText): string {
	return text.line === null ? text.message : `Line ${text.line}: ${text.message}`;
}

/** The line that defines h (`function h(`, `const h =`, …), or null. */
export function definitionLine(code: string): number | null {
	const index = code
		.split('\n')
		.findIndex((line) => /\bfunction\s+h\s*\(|\b(?:const|let|var)\s+h\s*=/.test(line));
	return index < 0 ? null : index + 1;
}

function boardText(cells: readonly number[]): string {
	return formatBoard(boardOf(3, 3, cells), 'compact');
}

export function failureText(failure: LabFailure, code: string): FailureText {
	switch (failure.kind) {
		case 'load':
			return {
				line: failure.line,
				message: `${failure.message.replace(/^Uncaught /, '')}${
					/SyntaxError/.test(failure.message) ? ' (the code could not be read)' : ''
				}.`
			};
		case 'missing':
			return {
				line: null,
				message:
					'The code defines no function named h. Write one: function h(board) { … return a number; }.'
			};
		case 'exception':
			return {
				line: failure.line ?? definitionLine(code),
				message: `h threw ${failure.message} on the board ${boardText(failure.cells)}.`
			};
		case 'result':
			return {
				line: definitionLine(code),
				message: `h returned ${failure.value} on the board ${boardText(failure.cells)}; it must return a number ≥ 0.`
			};
		case 'goal':
			return {
				line: definitionLine(code),
				message: `h of the goal is ${failure.value}, not 0: at the goal no move is left, so a heuristic that is not 0 there overestimates.`
			};
		case 'timeout':
			return {
				line: null,
				message:
					failure.budget === 'call'
						? `One call of h took longer than ${failure.ms / 1000} s (an endless loop?), so it was stopped.`
						: `The check took longer than ${failure.ms / 1000} s in all, so it was stopped.`
			};
	}
}
