import type { ChildFate } from '../search/events';

/**
 * What a node is to the search at a given moment, named once so the tree, the frontier, the
 * board and every legend colour it the same way. Each role has a CSS colour token (app.css)
 * and a text label, so meaning never rests on colour alone.
 */
export type NodeRole = 'current' | 'frontier' | 'explored' | 'duplicate' | 'goal' | 'path';

export interface RoleStyle {
	readonly label: string;
	/** The CSS custom property holding the role's colour. */
	readonly colour: string;
}

export const ROLE_STYLES: Readonly<Record<NodeRole, RoleStyle>> = Object.freeze({
	current: { label: 'being expanded', colour: 'var(--c-current)' },
	frontier: { label: 'on the frontier', colour: 'var(--c-frontier)' },
	explored: { label: 'explored', colour: 'var(--c-explored)' },
	duplicate: { label: 'duplicate, not added', colour: 'var(--c-duplicate)' },
	goal: { label: 'goal', colour: 'var(--c-goal)' },
	path: { label: 'on the solution path', colour: 'var(--c-path)' }
});

/** How a child's fate in an expansion reads, and the role it is drawn with. */
export const FATE_DISPLAY: Readonly<Record<ChildFate, { text: string; role: NodeRole }>> =
	Object.freeze({
		added: { text: 'added to the frontier', role: 'frontier' },
		goal: { text: 'goal found', role: 'goal' },
		explored: { text: 'already explored', role: 'duplicate' },
		'in-frontier': { text: 'already on the frontier', role: 'duplicate' },
		replaced: { text: 'replaced a costlier entry', role: 'frontier' },
		'depth-cut': { text: 'cut by the depth limit', role: 'duplicate' },
		'bound-cut': { text: 'cut by the f bound', role: 'duplicate' },
		parent: { text: 'undoes the last move', role: 'duplicate' },
		visited: { text: 'already visited', role: 'duplicate' },
		'passed-over': { text: 'passed over', role: 'explored' }
	});
