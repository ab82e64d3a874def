import type { NoParams } from './index';

/**
 * The messages of the heuristic lab (src/lib/lab: its templates, checks and sandbox;
 * messages/lab/*.json), by id. The lab page's own labels are the page's.
 */
export interface LabMessages {
	readonly lab_template_manhattan: NoParams;
	readonly lab_template_misplaced: NoParams;
	readonly lab_template_empty: NoParams;
	readonly lab_template_comment_manhattan: NoParams;
	readonly lab_template_comment_misplaced: NoParams;
	readonly lab_template_comment_empty: NoParams;
	readonly lab_failure_sandbox_missing: NoParams;
	readonly lab_failure_runtime: { readonly status: number };
	readonly lab_sample_korf: { readonly id: number };
	readonly lab_sample_random: { readonly index: number };
}
