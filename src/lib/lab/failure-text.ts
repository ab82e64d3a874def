/**
 * What the lab says when h cannot be evaluated: one sentence, and the line of the code it
 * belongs to when there is one (an exception's frame, a syntax error's line, else the line
 * that defines h).
 */

import { boardOf } from '../puzzle/board';
import { formatBoard } from '../puzzle/notation';
import type { LabFailure } from './protocol';
import { message, type MessageRef } from '../messages';

export interface FailureText {
	readonly line: number | null;
	readonly message: MessageRef;
}

/** The message, led by its line when it has one: "Line 3: …". */
export function lineMessage(text: FailureText): MessageRef {
	return text.line === null
		? text.message
		: message('notice_lab_line', { line: text.line, message: text.message });
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

/** Why h could not be evaluated, and on which line. The engine's own errors stay as it wrote them. */
export function failureText(failure: LabFailure, code: string): FailureText {
	switch (failure.kind) {
		case 'load': {
			const error = failure.message.replace(/^Uncaught /, '');
			return {
				line: failure.line,
				message: /SyntaxError/.test(failure.message)
					? message('notice_lab_load_syntax', { error })
					: message('notice_lab_load', { error })
			};
		}
		case 'missing':
			return { line: null, message: message('notice_lab_missing', {}) };
		case 'sandbox':
			return { line: null, message: message('lab_failure_sandbox_missing', {}) };
		case 'runtime':
			return { line: null, message: message('lab_failure_runtime', { status: failure.status }) };
		case 'exception':
			return {
				line: failure.line ?? definitionLine(code),
				message: message('notice_lab_exception', {
					error: failure.message,
					board: boardText(failure.cells)
				})
			};
		case 'result':
			return {
				line: definitionLine(code),
				message: message('notice_lab_result', {
					value: failure.value,
					board: boardText(failure.cells)
				})
			};
		case 'goal':
			return {
				line: definitionLine(code),
				message: message('notice_lab_goal', { value: String(failure.value) })
			};
		case 'timeout':
			return {
				line: null,
				message: message(
					failure.budget === 'call' ? 'notice_lab_timeout_call' : 'notice_lab_timeout_check',
					{ seconds: failure.ms / 1000 }
				)
			};
	}
}
