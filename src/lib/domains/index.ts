/**
 * The registry of problems (domain.ts): every page opens a run's problem through `openProblem`,
 * whatever the problem is.
 *
 *   openProblem({ problem: 'tile', spec: { board: '41325_786' } });
 *   openProblem({ problem: 'graph', spec: { graph: ROMANIA, start: 'A', goals: ['B'] } });
 */
import {
	ProblemSpecError,
	type Domain,
	type DomainId,
	type OpenedProblem,
	type StateWords
} from './domain';
import { GRAPH_DOMAIN, type GraphRun } from './graph';
import { TILE_DOMAIN, type TileSpec } from './tile';

export * from './domain';
export type { TileSpec } from './tile';

/** A problem as a run, a link or a question names it: its domain and that domain's spec. */
export type ProblemSpec =
	| { readonly problem: 'tile'; readonly spec: TileSpec }
	| { readonly problem: 'graph'; readonly spec: GraphRun };

export const DOMAINS: {
	readonly [Id in DomainId]: Domain<Extract<ProblemSpec, { problem: Id }>['spec']>;
} = Object.freeze({ tile: TILE_DOMAIN, graph: GRAPH_DOMAIN });

export const DOMAIN_IDS: readonly DomainId[] = Object.freeze(Object.keys(DOMAINS) as DomainId[]);

export function isDomainId(text: string): text is DomainId {
	return (DOMAIN_IDS as readonly string[]).includes(text);
}

/**
 * The domain `problem` names, typed for its spec: each domain reads its own spec, and the
 * union's halves meet here only. A ProblemSpecError for a name no domain has.
 */
function domainOf({ problem }: ProblemSpec): Domain<ProblemSpec['spec']> {
	if (!isDomainId(problem)) {
		throw new ProblemSpecError(
			`Unknown problem "${String(problem)}": use ${DOMAIN_IDS.join(' or ')}.`
		);
	}
	return DOMAINS[problem] as Domain<ProblemSpec['spec']>;
}

/** Builds the problem `spec` names (see Domain.open: a ProblemSpecError when it cannot). */
export function openProblem(named: ProblemSpec): OpenedProblem {
	return domainOf(named).open(named.spec);
}

/** How the states of the problem `spec` names read (StateWords); throws as openProblem does. */
export function problemWords(named: ProblemSpec): StateWords {
	return domainOf(named).words(named.spec);
}
