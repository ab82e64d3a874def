import type { MessageRef, NoParams } from './index';

/**
 * The messages of the problems other than the tile puzzle, and every problem's link reader
 * (src/lib/domains: graphs, grids and their editors, presets and link readers;
 * messages/domains/*.json), by id. A parameter named `value`, `cost`, `x` or `y` is a value
 * as the teacher typed it; a node's name and a cell's "(row, col)" are data.
 */
export interface DomainMessages {
	readonly domains_or: { readonly first: string | MessageRef; readonly last: string };
	readonly domains_list: {
		readonly first: string | MessageRef;
		readonly rest: string | MessageRef;
	};
	readonly domains_name_format_word: { readonly word: string };
	readonly domains_name_invalid: { readonly word: string };
	readonly domains_name_too_long: { readonly max: number; readonly word: string };
	readonly domains_text_directed_alone: NoParams;
	readonly domains_text_directed_first: NoParams;
	readonly domains_text_start_form: NoParams;
	readonly domains_text_start_twice: { readonly line: number };
	readonly domains_text_goal_form: NoParams;
	readonly domains_text_goals_twice: { readonly line: number };
	readonly domains_text_goal_listed_twice: NoParams;
	readonly domains_text_h_form: NoParams;
	readonly domains_text_h_not_number: { readonly name: string; readonly value: string };
	readonly domains_text_h_negative: { readonly name: string; readonly value: string };
	readonly domains_text_h_twice: { readonly line: number; readonly name: string };
	readonly domains_text_node_form: NoParams;
	readonly domains_text_place_not_numbers: {
		readonly name: string;
		readonly x: string;
		readonly y: string;
	};
	readonly domains_text_place_twice: { readonly name: string };
	readonly domains_text_bad_line: { readonly text: string };
	readonly domains_text_cost_not_number: {
		readonly cost: string;
		readonly from: string;
		readonly to: string;
	};
	readonly domains_text_cost_negative: {
		readonly cost: string;
		readonly from: string;
		readonly to: string;
	};
	readonly domains_text_loop: { readonly from: string; readonly to: string };
	readonly domains_text_edge_twice: {
		readonly from: string;
		readonly line: number;
		readonly to: string;
	};
	readonly domains_text_no_start: NoParams;
	readonly domains_text_no_goal: NoParams;
	readonly domains_text_too_many_nodes: { readonly count: number; readonly max: number };
	readonly domains_text_too_many_edges: { readonly count: number; readonly max: number };
	readonly domains_text_h_missing: { readonly names: string };
	readonly domains_text_fault_line: { readonly fault: MessageRef; readonly line: number };
	readonly domains_word_city: NoParams;
	readonly domains_word_node: NoParams;
	readonly domains_a_city: NoParams;
	readonly domains_a_node: NoParams;
	readonly domains_another_city: NoParams;
	readonly domains_another_node: NoParams;
	readonly domains_graph_params_do: { readonly words: MessageRef };
	readonly domains_graph_shown_own: NoParams;
	readonly domains_graph_shown_named: { readonly word: string };
	readonly domains_graph_link_not_node: {
		readonly aNode: MessageRef;
		readonly fallback: string;
		readonly name: string;
		readonly names: string;
		readonly param: string;
		readonly value: string;
	};
	readonly domains_graph_link_goal_is_start: {
		readonly another: MessageRef;
		readonly start: string;
	};
	readonly domains_graph_link_own_ends: { readonly param: string };
	readonly domains_graph_link_missing: {
		readonly own: string;
		readonly param: string;
		readonly preset: MessageRef;
	};
	readonly domains_graph_link_too_long: {
		readonly count: number;
		readonly max: number;
		readonly preset: MessageRef;
	};
	readonly domains_graph_link_faults: {
		readonly faults: MessageRef;
		readonly preset: MessageRef;
		readonly text: string;
	};
	readonly domains_faults_join: { readonly first: MessageRef; readonly rest: MessageRef };
	readonly domains_tile_params_do: NoParams;
	readonly domains_tile_shown: NoParams;
	readonly domains_tile_link_size_bad: { readonly detail: MessageRef };
	readonly domains_tile_link_size_alone: { readonly cols: number; readonly rows: number };
	readonly domains_tile_link_size_mismatch: {
		readonly board: string;
		readonly boardCols: number;
		readonly boardRows: number;
		readonly cols: number;
		readonly rows: number;
	};
	readonly domains_tile_link_board_bad: { readonly detail: MessageRef };
	readonly domains_tile_link_goal_bad: { readonly detail: MessageRef };
	readonly domains_grid_params_do: { readonly word: string };
	readonly domains_grid_shown: NoParams;
	readonly domains_grid_link_faults: { readonly faults: MessageRef; readonly param: string };
	readonly domains_count_characters: { readonly count: number };
	readonly domains_count_cells: { readonly count: number };
	readonly domains_count_open_cells: { readonly count: number };
	readonly domains_gridlink_too_long: { readonly length: number; readonly max: MessageRef };
	readonly domains_gridlink_version: { readonly current: string; readonly version: string };
	readonly domains_gridlink_parts: { readonly count: number };
	readonly domains_gridlink_size: { readonly size: string };
	readonly domains_gridlink_size_range: {
		readonly cols: number;
		readonly max: number;
		readonly min: number;
		readonly rows: number;
	};
	readonly domains_gridlink_moves: { readonly moves: string };
	readonly domains_gridlink_cell: {
		readonly end: 'start' | 'goal';
		readonly letter: string;
		readonly part: string;
	};
	readonly domains_gridlink_cell_off: {
		readonly col: number;
		readonly cols: number;
		readonly end: 'start' | 'goal';
		readonly row: number;
		readonly rows: number;
	};
	readonly domains_gridlink_walls_length: {
		readonly chars: MessageRef;
		readonly cols: number;
		readonly length: number;
		readonly rows: number;
	};
	readonly domains_gridlink_walls_char: { readonly char: string };
	readonly domains_gridlink_walls_past: NoParams;
	readonly domains_gridlink_weights: { readonly weights: string };
	readonly domains_gridlink_weights_count: {
		readonly given: number | MessageRef;
		readonly open: MessageRef;
	};
	readonly domains_gridlink_weights_more: NoParams;
	readonly domains_grid_side_range: {
		readonly max: number;
		readonly min: number;
		readonly side: 'rows' | 'columns';
		readonly value: number;
	};
	readonly domains_grid_cell_count: {
		readonly cols: number;
		readonly given: number;
		readonly rows: number;
		readonly size: MessageRef;
	};
	readonly domains_grid_cell_weight: {
		readonly cell: string;
		readonly max: number;
		readonly min: number;
		readonly weight: string;
	};
	readonly domains_grid_end_off: {
		readonly cols: number;
		readonly end: 'start' | 'goal';
		readonly rows: number;
	};
	readonly domains_grid_end_wall: { readonly cell: string; readonly end: 'start' | 'goal' };
	readonly domains_grid_same_cell: NoParams;
	readonly domains_grid_connectivity: { readonly value: string };
	readonly domains_grid_diagonal: { readonly rules: string; readonly value: string };
	readonly domains_gedit_max_nodes: { readonly max: number };
	readonly domains_gedit_node_added: { readonly name: string };
	readonly domains_gedit_no_node: { readonly name: string };
	readonly domains_gedit_node_moved: {
		readonly name: string;
		readonly x: string;
		readonly y: string;
	};
	readonly domains_gedit_same_name: { readonly name: string };
	readonly domains_gedit_name_taken: { readonly name: string };
	readonly domains_gedit_renamed: { readonly name: string; readonly to: string };
	readonly domains_gedit_delete_start: { readonly name: string };
	readonly domains_gedit_delete_goal: { readonly name: string };
	readonly domains_gedit_deleted: { readonly name: string };
	readonly domains_gedit_deleted_edges: { readonly count: number; readonly name: string };
	readonly domains_gedit_h_set: { readonly name: string; readonly value: string };
	readonly domains_gedit_no_h: NoParams;
	readonly domains_gedit_h_cleared: NoParams;
	readonly domains_gedit_loop: { readonly edge: string; readonly from: string };
	readonly domains_gedit_edge_taken: { readonly edge: string };
	readonly domains_gedit_max_edges: { readonly max: number };
	readonly domains_gedit_edge_added: { readonly cost: string; readonly edge: string };
	readonly domains_gedit_no_edge: { readonly edge: string };
	readonly domains_gedit_cost_not_number: { readonly cost: string; readonly edge: string };
	readonly domains_gedit_cost_negative: { readonly cost: string; readonly edge: string };
	readonly domains_gedit_cost_set: { readonly cost: string; readonly edge: string };
	readonly domains_gedit_edge_deleted: { readonly edge: string };
	readonly domains_gedit_already_one_way: NoParams;
	readonly domains_gedit_already_two_way: NoParams;
	readonly domains_gedit_pair: { readonly first: string; readonly second: string };
	readonly domains_gedit_made_one_way: NoParams;
	readonly domains_gedit_made_two_way: NoParams;
	readonly domains_gedit_already_start: { readonly name: string };
	readonly domains_gedit_start_set: { readonly name: string };
	readonly domains_gedit_only_goal: { readonly name: string };
	readonly domains_gedit_not_goal: { readonly name: string };
	readonly domains_gedit_made_goal: { readonly name: string };
	readonly domains_undone: { readonly change: string };
	readonly domains_redone: { readonly change: string };
	readonly domains_graph_text_edited: NoParams;
	readonly domains_grid_replaced: NoParams;
	readonly domains_paint_wall: NoParams;
	readonly domains_paint_open: NoParams;
	readonly domains_paint_weight: { readonly weight: number };
	readonly domains_stroke_no_wall: NoParams;
	readonly domains_stroke_nothing: { readonly paint: MessageRef };
	readonly domains_stroke_wall: { readonly cells: MessageRef };
	readonly domains_stroke_erased: { readonly count: number };
	readonly domains_stroke_weight: { readonly cells: MessageRef; readonly weight: number };
	readonly domains_stroke_kept: { readonly said: MessageRef };
	readonly domains_end_off_grid: {
		readonly cols: number;
		readonly end: 'start' | 'goal';
		readonly rows: number;
	};
	readonly domains_end_already: { readonly cell: string; readonly end: 'start' | 'goal' };
	readonly domains_end_on_other: { readonly cell: string; readonly end: 'start' | 'goal' };
	readonly domains_end_on_wall: { readonly cell: string; readonly end: 'start' | 'goal' };
	readonly domains_end_moved: { readonly cell: string; readonly end: 'start' | 'goal' };
	readonly domains_side_no_number: {
		readonly max: number;
		readonly min: number;
		readonly side: 'rows' | 'columns';
	};
	readonly domains_side_not_whole: {
		readonly max: number;
		readonly min: number;
		readonly side: 'rows' | 'columns';
		readonly value: string;
	};
	readonly domains_grid_already_size: { readonly cols: number; readonly rows: number };
	readonly domains_grid_resized: { readonly cols: number; readonly rows: number };
	readonly domains_grid_clear_already: NoParams;
	readonly domains_grid_cleared: NoParams;
	readonly domains_moves_4: NoParams;
	readonly domains_moves_8n: NoParams;
	readonly domains_moves_8o: NoParams;
	readonly domains_moves_8a: NoParams;
	readonly domains_moves_note_4: NoParams;
	readonly domains_moves_note_8n: NoParams;
	readonly domains_moves_note_8o: NoParams;
	readonly domains_moves_note_8a: NoParams;
	readonly domains_moves_already: { readonly moves: MessageRef };
	readonly domains_moves_set: { readonly moves: MessageRef };
	readonly domains_generator_backtracker: NoParams;
	readonly domains_generator_prim: NoParams;
	readonly domains_generator_walls: NoParams;
	readonly domains_density_range: { readonly max: number; readonly value: string };
	readonly domains_drawn_walls: { readonly density: string; readonly seed: string };
	readonly domains_drawn_backtracker: { readonly seed: string };
	readonly domains_drawn_prim: { readonly seed: string };
	readonly domains_preset_opened: { readonly preset: MessageRef };
	readonly domains_grid_link_too_long_note: { readonly count: number; readonly max: number };
	readonly domains_grid_preset_u_trap: NoParams;
	readonly domains_grid_preset_swamp: NoParams;
	readonly domains_grid_preset_open_field: NoParams;
	readonly domains_grid_preset_maze: NoParams;
	readonly domains_your_graph_line: { readonly fault: MessageRef; readonly line: number };
	readonly domains_your_graph: { readonly fault: MessageRef };
	readonly domains_assignment_graph_unread: { readonly faults: MessageRef; readonly text: string };
	readonly domains_graph_fault_unnamed: NoParams;
	readonly domains_graph_fault_named_twice: { readonly name: string };
	readonly domains_graph_fault_edge_end: {
		readonly from: string;
		readonly to: string;
		readonly end: string;
	};
	readonly domains_graph_fault_edge_cost: {
		readonly from: string;
		readonly to: string;
		readonly cost: string;
	};
	readonly domains_graph_fault_h_unknown: { readonly name: string };
	readonly domains_graph_fault_h_negative: { readonly name: string; readonly value: string };
	readonly domains_graph_fault_h_missing: { readonly name: string };
	readonly domains_graph_fault_h_goal: { readonly goal: string };
	readonly domains_graph_fault_start: {
		readonly kind: NodeKind;
		readonly start: string;
		readonly names: string;
	};
	readonly domains_graph_fault_no_goal: NoParams;
	readonly domains_graph_fault_goal: {
		readonly kind: NodeKind;
		readonly goal: string;
		readonly names: string;
	};
	readonly domains_preset_comment_exam: NoParams;
	readonly domains_preset_comment_misleading: NoParams;
	readonly domains_preset_comment_inconsistent: NoParams;
	readonly domains_preset_comment_loop: NoParams;
	readonly domains_preset_comment_zero_cost: NoParams;
	readonly domains_preset_comment_fewest_edges: NoParams;
	readonly domains_preset_comment_two_goals: NoParams;
	readonly domains_preset_comment_one_way: NoParams;
	readonly domains_preset_comment_ties: NoParams;
	readonly domains_preset_comment_unreachable: NoParams;
	readonly domains_preset_comment_deepening: NoParams;
	readonly domains_action_blank: { readonly move: string | MessageRef };
	readonly domains_action_plain: { readonly action: string };
	readonly domains_move_ne: NoParams;
	readonly domains_move_se: NoParams;
	readonly domains_move_sw: NoParams;
	readonly domains_move_nw: NoParams;
	readonly domains_cell_name: { readonly cell: string };
	readonly domains_start_state: { readonly kind: StateKind | 'state' };
	readonly domains_frontier_replaced: { readonly kind: StateKind | 'state'; readonly by: number };
	readonly domains_graph_title_road_map: NoParams;
	readonly domains_graph_h_road_map: NoParams;
	readonly domains_graph_title_own: NoParams;
	readonly domains_graph_h_own: NoParams;
	readonly domains_h_overestimates: {
		readonly name: string;
		readonly h: string;
		readonly hStar: string;
	};
	readonly domains_h_goal_not_zero: { readonly goal: string; readonly h: string };
	readonly domains_h_drops: {
		readonly from: string;
		readonly to: string;
		readonly drop: string;
		readonly cost: string;
	};
}

/** What a graph calls its nodes (GraphSpec.nodeWord), for the messages that say it. */
export type NodeKind = 'city' | 'node';

/** What a problem calls its states (StateWords.stateWord): a board, a city, a node, a cell. */
export type StateKind = 'board' | NodeKind | 'cell';
