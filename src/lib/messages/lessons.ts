import type { MessageRef, NoParams } from './index';

/** The messages of the lessons' figures and widgets (messages/lesson-widgets/*.json), by id. */
export interface LessonMessages {
	/** A problem with a typed board, in the puzzle layer's words, alone or with a hint. */
	readonly lesson_solver_input_problem: { readonly problem: string | MessageRef };
	readonly lesson_solver_input_try_blank_last: { readonly problem: string | MessageRef };
	readonly lesson_solver_input_try_blank_first: { readonly problem: string | MessageRef };
	/** A board larger than the 15-puzzle, which will reach the solver's cap of `cap` nodes. */
	readonly lesson_solver_warning_large: {
		readonly rows: number;
		readonly cols: number;
		readonly cap: number;
	};
	/** The comparison table's boards prop (lessons/compare-table.ts): the end of "The boards: …". */
	readonly lesson_table_boards_count: { readonly max: number; readonly value: string };
	/** `code`: the puzzle's error code ("bad-cell"). */
	readonly lesson_table_no_board: { readonly board: string; readonly code: string };
	readonly lesson_table_unsolvable: { readonly board: string };
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
	/** What the comparison tables are computing: a search (its name) from a board. */
	readonly lesson_progress_starting: NoParams;
	readonly lesson_progress_bfs_on: { readonly board: string };
	readonly lesson_progress_on: { readonly search: MessageRef; readonly board: string };
	/** Iterative deepening stopped at the page's cap, `expansions` (lesson_count_expansions). */
	readonly lesson_deepening_too_far: { readonly expansions: MessageRef; readonly limit: number };
	readonly lesson_count_expansions: { readonly count: number };
	/** The comparison table's "optimal?" column. */
	readonly lesson_optimal_unknown_dash: NoParams;
	readonly lesson_optimal_yes: NoParams;
	readonly lesson_optimal_no: { readonly extra: number };
	/** The comparison table's short names of the algorithms. */
	readonly lesson_short_bfs: NoParams;
	readonly lesson_short_dfs: NoParams;
	readonly lesson_short_iddfs: NoParams;
	readonly lesson_short_ucs: NoParams;
	readonly lesson_short_greedy: NoParams;
	readonly lesson_short_astar: NoParams;
	readonly lesson_short_wastar: { readonly weight: number };
	readonly lesson_short_idastar: NoParams;
	readonly lesson_short_walk: NoParams;
	/** What is wrong with the weights a reader typed (weighted A*'s table). */
	readonly lesson_weights_empty: NoParams;
	readonly lesson_weights_bad: { readonly problem: MessageRef };
	readonly lesson_weights_too_many: { readonly max: number; readonly got: number };
	readonly lesson_count_moves: { readonly count: number };
	/** A comparison column's title: the algorithm (the search layer's name), its h and weight. */
	readonly lesson_cfg_plain: { readonly algorithm: MessageRef };
	readonly lesson_cfg_informed: { readonly algorithm: MessageRef; readonly heuristic: MessageRef };
	readonly lesson_cfg_weighted: {
		readonly algorithm: MessageRef;
		readonly heuristic: MessageRef;
		readonly weight: number;
	};
	readonly lesson_cfg_h_zero: NoParams;
	readonly lesson_cfg_h_misplaced: NoParams;
	readonly lesson_cfg_h_manhattan: NoParams;
	readonly lesson_cfg_h_linear: NoParams;
	readonly lesson_cfg_h_custom: NoParams;
	/** A comparison column's status line: searching, or how its run stopped at step `at`. */
	readonly lesson_outcome_searching: NoParams;
	readonly lesson_outcome_goal: { readonly at: number; readonly moves: MessageRef };
	readonly lesson_outcome_limit: { readonly at: number; readonly expansions: MessageRef };
	readonly lesson_outcome_exhausted: { readonly at: number };
	readonly lesson_outcome_stuck: { readonly at: number };
	/** A share in percent (one decimal), or a dash before anything is counted. */
	readonly lesson_dash: NoParams;
}
