import type { ChildFate } from '../search/events';
import { message, type MessageRef } from '../messages';

/**
 * What a node is to the search at a given moment, named once so the tree, the frontier, the
 * board and every legend colour it the same way. Each role has a CSS colour token (app.css)
 * and a text label, so meaning never rests on colour alone.
 */
export type NodeRole = 'current' | 'frontier' | 'explored' | 'duplicate' | 'goal' | 'path';

export interface RoleStyle {
	/** The role's name in the reader's language: the one every legend and the tree say. */
	readonly label: MessageRef;
	/** The CSS custom property holding the role's colour. */
	readonly colour: string;
}

export const ROLE_STYLES: Readonly<Record<NodeRole, RoleStyle>> = Object.freeze({
	current: { label: message('viz_role_current', {}), colour: 'var(--c-current)' },
	frontier: { label: message('viz_role_frontier', {}), colour: 'var(--c-frontier)' },
	explored: { label: message('viz_role_explored', {}), colour: 'var(--c-explored)' },
	duplicate: { label: message('viz_role_duplicate', {}), colour: 'var(--c-duplicate)' },
	goal: { label: message('viz_role_goal', {}), colour: 'var(--c-goal)' },
	path: { label: message('viz_role_path', {}), colour: 'var(--c-path)' }
});

/** How a child's fate in an expansion reads, and the role it is drawn with. */
export const FATE_DISPLAY: Readonly<Record<ChildFate, { text: MessageRef; role: NodeRole }>> =
	Object.freeze({
		added: { text: message('viz_fate_added', {}), role: 'frontier' },
		goal: { text: message('viz_fate_goal', {}), role: 'goal' },
		explored: { text: message('viz_fate_explored', {}), role: 'duplicate' },
		'in-frontier': { text: message('viz_fate_in_frontier', {}), role: 'duplicate' },
		replaced: { text: message('viz_fate_replaced', {}), role: 'frontier' },
		'depth-cut': { text: message('viz_fate_depth_cut', {}), role: 'duplicate' },
		'bound-cut': { text: message('viz_fate_bound_cut', {}), role: 'duplicate' },
		parent: { text: message('viz_fate_parent', {}), role: 'duplicate' },
		visited: { text: message('viz_fate_visited', {}), role: 'duplicate' },
		'passed-over': { text: message('viz_fate_passed_over', {}), role: 'explored' }
	});
