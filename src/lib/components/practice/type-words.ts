/**
 * The practice's question types and step details as the page and the teachers' form name them,
 * in the page's language. The lower layer keeps its English names (QUESTION_TYPE_LABELS,
 * STEP_DETAIL_LABELS) for programmers' errors and the checking page; a test keeps the English
 * messages equal to them.
 */
import { m } from '$lib/paraglide/messages.js';
import type { Locale } from '$lib/paraglide/runtime.js';
import type { QuestionType } from '$lib/practice/question-spec';
import type { StepDetail } from '$lib/practice/step-details';

type Words = (params?: Record<never, never>, options?: { locale?: Locale }) => string;

const TYPE_WORDS: Readonly<Record<QuestionType, Words>> = {
	simulate: m.practice_type_simulate,
	'path-cost': m.practice_type_path_cost,
	heuristic: m.practice_type_heuristic,
	solvable: m.practice_type_solvable,
	'frontier-after': m.practice_type_frontier_after,
	'never-expanded': m.practice_type_never_expanded,
	'route-cost': m.practice_type_route_cost,
	'expansion-order': m.practice_type_expansion_order,
	'graph-values': m.practice_type_graph_values,
	'graph-path': m.practice_type_graph_path,
	'which-algorithm': m.practice_type_which_algorithm,
	'which-heuristic': m.practice_type_which_heuristic,
	admissible: m.practice_type_admissible,
	'astar-trap': m.practice_type_astar_trap,
	'grid-next': m.practice_type_grid_next,
	'grid-cost': m.practice_type_grid_cost,
	'grid-admissible': m.practice_type_grid_admissible,
	'grid-trap': m.practice_type_grid_trap
};

/** A question type's name: "Perform the search, picking each expansion" (default: the page's locale). */
export function questionTypeText(type: QuestionType, locale?: Locale): string {
	return TYPE_WORDS[type]({}, locale === undefined ? {} : { locale });
}

const DETAIL_WORDS: Readonly<Record<StepDetail, Words>> = {
	pick: m.practice_detail_pick,
	values: m.practice_detail_values,
	order: m.practice_detail_order
};

/** What each step of a simulation asks, after "you give": "the node each expansion takes". */
export function stepDetailText(detail: StepDetail, locale?: Locale): string {
	return DETAIL_WORDS[detail]({}, locale === undefined ? {} : { locale });
}
