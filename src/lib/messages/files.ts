/**
 * The messages of what the site writes to files and hands to other pages (src/lib/export,
 * scorm, embed, persist: the progress file, SVG and GIF exports, SCORM packages and an LMS's
 * answers, saved work; messages/files/*.json), by id.
 */
import type { MessageRef, NoParams } from './index';

export interface FileMessages {
	// The progress file's refusals (export/progress-file.ts).
	readonly files_progress_too_large: NoParams;
	readonly files_progress_not_json: NoParams;
	readonly files_progress_other_format: NoParams;
	readonly files_progress_no_version: NoParams;
	readonly files_progress_newer: { readonly version: number; readonly current: number };
	readonly files_progress_no_entries: NoParams;
	readonly files_progress_too_many: { readonly count: number; readonly max: number };
	readonly files_progress_none_readable: { readonly count: number };
	// What an import did, and an export.
	readonly files_import_none: NoParams;
	readonly files_import_done: { readonly count: number; readonly parts: MessageRef };
	readonly files_import_new: { readonly count: number };
	readonly files_import_newer: { readonly count: number };
	readonly files_import_further: { readonly count: number };
	readonly files_import_same: { readonly count: number };
	readonly files_import_older: { readonly count: number };
	readonly files_import_not_further: { readonly count: number };
	/** A list's first item, then the rest: "a, b, c". */
	readonly files_list_more: { readonly first: MessageRef; readonly rest: MessageRef };
	/** A sentence, then the next ones. */
	readonly files_sentences: { readonly first: MessageRef; readonly rest: MessageRef };
	readonly files_import_skipped: { readonly count: number };
	readonly files_import_dropped: { readonly dropped: number; readonly max: number };
	readonly files_import_shown_now: NoParams;
	readonly files_import_reload_here: NoParams;
	readonly files_import_each_page: NoParams;
	readonly files_import_memory_only: NoParams;
	readonly files_attempt_practice: NoParams;
	readonly files_attempt_titled: { readonly title: string };
	readonly files_attempt_stays: {
		readonly at: MessageRef;
		readonly kept: MessageRef;
		readonly file: MessageRef;
	};
	readonly files_attempt_restored: { readonly at: MessageRef; readonly answers: MessageRef };
	readonly files_attempt_restored_replacing: {
		readonly at: MessageRef;
		readonly answers: MessageRef;
		readonly kept: MessageRef;
	};
	readonly files_count_answers: { readonly count: number };
	readonly files_no_answers: NoParams;
	readonly files_export_nothing_memory: NoParams;
	readonly files_export_nothing: NoParams;
	readonly files_export_saved_memory: { readonly count: number; readonly fileName: string };
	readonly files_export_saved: { readonly count: number; readonly fileName: string };
	// The solution GIF's captions (export/gif-layout.ts), the grid's SVG (export/grid-svg.ts).
	readonly files_gif_start: { readonly moves: number };
	readonly files_gif_move: { readonly move: number; readonly moves: number };
	readonly files_gif_goal: { readonly moves: number };
	readonly files_grid_default_title: NoParams;
	readonly files_grid_wall: NoParams;
	readonly files_grid_replaced: NoParams;
	readonly files_grid_title: {
		readonly algorithm: MessageRef;
		readonly rows: number;
		readonly cols: number;
		readonly start: string;
		readonly goal: string;
		readonly step: number;
	};
	/** A legend's entry and its count: "frontier (12)". */
	readonly files_legend_count: { readonly label: MessageRef; readonly count: number };
	readonly files_no_canvas: NoParams;
	readonly files_png_failed: NoParams;
	// The SCORM package builder's failures (scorm/fetch-files.ts, package.ts), the launch link's
	// notice (manifest.ts), the attempt too long for an LMS (suspend.ts).
	readonly files_scorm_no_list: { readonly fileList: string; readonly status: number };
	readonly files_scorm_list_unreadable: { readonly why: MessageRef | string };
	readonly files_scorm_list_empty: NoParams;
	readonly files_scorm_list_bad_entry: { readonly entry: string };
	readonly files_scorm_file_status: { readonly path: string; readonly status: number };
	readonly files_scorm_fetch_failed: { readonly why: MessageRef | string };
	readonly files_scorm_bad_site: { readonly site: string };
	readonly files_scorm_suspend_too_long: { readonly count: number; readonly limit: number };
	// The search worker's failures (worker/search-worker-protocol.ts, search-worker-client.ts).
	readonly files_pdb_missing: { readonly status: number };
	readonly files_pdb_no_partition: { readonly partition: string };
	readonly files_pdb_download_failed: { readonly file: string; readonly status: number };
	readonly files_pdb_corner_goals: NoParams;
	readonly files_worker_failed: NoParams;
}
