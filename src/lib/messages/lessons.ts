import type { NoParams } from './index';

/** The messages of the lessons' figures and widgets (messages/lesson-widgets/*.json), by id. */
export interface LessonMessages {
	/** A problem with a typed board, in the puzzle layer's words, alone or with a hint. */
	readonly lesson_solver_input_problem: { readonly problem: string };
	readonly lesson_solver_input_try_blank_last: { readonly problem: string };
	readonly lesson_solver_input_try_blank_first: { readonly problem: string };
	/** A board larger than the 15-puzzle, which will reach the solver's cap of `cap` nodes. */
	readonly lesson_solver_warning_large: {
		readonly rows: number;
		readonly cols: number;
		readonly cap: number;
	};
	/** A rate of at least a million nodes a second, in millions and in ten thousands (zh). */
	readonly lesson_rate_millions: { readonly millions: number; readonly tenThousands: number };
	readonly lesson_rate_nodes: { readonly count: number };
	/** A rate too short to measure. */
	readonly lesson_rate_unmeasured: NoParams;
	readonly lesson_duration_ms: { readonly ms: number };
	readonly lesson_duration_s: { readonly s: number };
	/** A share in percent, written with one decimal. */
	readonly lesson_percent: { readonly percent: number };
	/** A size in bytes below 1000, and in a unit (kB, MB…) with 0, 1 or 2 decimals. */
	readonly lesson_bytes: { readonly value: number };
	readonly lesson_bytes_unit_0: { readonly value: number; readonly unit: string };
	readonly lesson_bytes_unit_1: { readonly value: number; readonly unit: string };
	readonly lesson_bytes_unit_2: { readonly value: number; readonly unit: string };
	/** A large count in words, given in the units each language counts in (zh: 万, 亿). */
	readonly lesson_large_trillion: { readonly trillions: number };
	readonly lesson_large_billion: { readonly billions: number; readonly hundredMillions: number };
	readonly lesson_large_million: { readonly millions: number; readonly tenThousands: number };
	/** A number alone, grouped as the locale groups it. */
	readonly lesson_number: { readonly value: number };
}
