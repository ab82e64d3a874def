/**
 * A lesson form of text fields whose one button runs them (greedy's Walk, weighted A*'s Run),
 * kept for the tab: the fields as typed, the fields last run (null: the lesson's own) and the
 * fields the button last refused while its message shows. On restore the fields last run run
 * again and the refused ones are refused again, so the figure and its message come back as they
 * were; then the fields get their text as typed.
 */
import {
	readAddedRows,
	readRecord,
	replayAddedRows,
	type SavedAddedRows
} from '$lib/persist/saved-checks';
import { savedInput } from '$lib/components/saved-input.svelte';

// A type, not an interface: it must fit the JSON type saved values have.
export type FormFields = { readonly [field: string]: string };

export interface FormHandlers<F extends FormFields> {
	/** Each field's check of what is read back (saved-checks.ts): its text, or null. */
	checks: { readonly [K in keyof F]: (value: unknown) => F[K] | null };
	/** The fields as they stand. */
	fields(): F;
	/** Puts saved texts into the fields. */
	type(fields: F): void;
	/** Runs the fields as they stand; false when they are refused (the widget says why). */
	apply(): boolean;
}

export interface SavedForm {
	/** Runs the fields as they stand, and remembers whether they ran or were refused. */
	run(): void;
	/** The form's submit handler: runs, then saves. */
	submit(event: SubmitEvent): void;
	/** Saves the fields as they stand (each field's input handler). */
	save(): void;
}

export function savedForm<F extends FormFields>(widget: string, form: FormHandlers<F>): SavedForm {
	let ran: F | null = null;
	let refused: F | null = null;
	/** null for fields never run or refused; undefined when the value fits neither. */
	function readFields(value: unknown): F | null | undefined {
		if (value === null) return null;
		const record = readRecord(value);
		const fields: Record<string, string> = {};
		for (const [name, check] of Object.entries(form.checks)) {
			const text = check(record?.[name]);
			if (text === null) return undefined;
			fields[name] = text;
		}
		return fields as F;
	}

	const saved = savedInput<{ typed: F; ran: F | null; refused: F | null }>(
		widget,
		'session',
		(value) => {
			const record = readRecord(value);
			const typed = readFields(record?.typed);
			const savedRan = readFields(record?.ran);
			const savedRefused = readFields(record?.refused);
			return typed == null || savedRan === undefined || savedRefused === undefined
				? null
				: { typed, ran: savedRan, refused: savedRefused };
		},
		(restored) => {
			for (const fields of [restored.ran, restored.refused]) {
				if (fields === null) continue;
				form.type(fields);
				run();
			}
			form.type(restored.typed);
		}
	);

	function run(): void {
		const fields = form.fields();
		if (form.apply()) {
			ran = fields;
			refused = null;
		} else {
			refused = fields;
		}
	}
	return submitting(run, () => saved.save({ typed: form.fields(), ran, refused }));
}

export interface AddedRowHandlers {
	/** The text in the field. */
	typed(): string;
	/** Puts a saved text into the field. */
	type(text: string): void;
	/** Adds the typed board to the table, or says why not: the text its row keeps, or null. */
	add(): string | null;
}

/**
 * A "type a board, press Add" table (SavedAddedRows, saved-checks.ts), kept for the tab: the
 * boards added, at most `maxRows`, the text in the field and the text Add last refused while its
 * message shows. On restore each board is added again, then the refused text is refused again.
 */
export function savedAddedRows(widget: string, maxRows: number, form: AddedRowHandlers): SavedForm {
	let added: string[] = [];
	let refused: string | null = null;
	function run(): void {
		const text = form.typed();
		const kept = form.add();
		refused = kept === null ? text : null;
		if (kept !== null && added.length < maxRows) added = [...added, kept];
	}
	const saved = savedInput<SavedAddedRows>(
		widget,
		'session',
		(value) => readAddedRows(value, maxRows),
		(restored) => replayAddedRows(restored, form.type, run)
	);
	return submitting(run, () => saved.save({ added, typed: form.typed(), refused }));
}

/** The form's handlers: its submit runs, then saves. */
function submitting(run: () => void, save: () => void): SavedForm {
	return {
		run,
		save,
		submit: (event) => {
			event.preventDefault();
			run();
			save();
		}
	};
}
