/**
 * The registry of problems (domain.ts): every page opens a run's problem through `openProblem`,
 * whatever the problem is, and practice draws its instances through `drawProblem`.
 *
 *   openProblem({ problem: 'tile', spec: { board: '41325_786' } });
 *   openProblem({ problem: 'graph', spec: { graph: ROMANIA, start: 'A', goals: ['B'] } });
 *   drawProblem({ problem: 'tile', seed: 'week 3', size: '3x3', distance: 8 });
 */
import { type Domain, type DomainId, type OpenedProblem, type StateWords } from './domain';
import type { LinkParams } from './link';
import { GRAPH_DOMAIN, type GraphRun, type RoadMapDraw } from './graph';
import { TILE_DOMAIN, type TileDraw, type TileSpec } from './tile';
import { GRID_DOMAIN, type GridRun, type GridRunDraw } from './grid';

export * from './domain';
export * from './link';
export type { TileSpec } from './tile';
export type { GridRun } from './grid';

/** A problem as a run, a link or a question names it: its domain and that domain's spec. */
export type ProblemSpec =
	| { readonly problem: 'tile'; readonly spec: TileSpec }
	| { readonly problem: 'graph'; readonly spec: GraphRun }
	| { readonly problem: 'grid'; readonly spec: GridRun };

/**
 * An instance to draw for practice: its domain, the seed (any text; the same text draws the same
 * instance on every machine) and the domain's draw options.
 */
export type InstanceRequest =
	| ({ readonly problem: 'tile'; readonly seed: string } & TileDraw)
	| ({ readonly problem: 'graph'; readonly seed: string } & RoadMapDraw)
	| ({ readonly problem: 'grid'; readonly seed: string } & GridRunDraw);

type SpecOf<Id extends DomainId> = Extract<ProblemSpec, { problem: Id }>['spec'];
type DrawOf<Id extends DomainId> = Omit<
	Extract<InstanceRequest, { problem: Id }>,
	'problem' | 'seed'
>;

export const DOMAINS: {
	readonly [Id in DomainId]: Domain<SpecOf<Id>, DrawOf<Id>>;
} = Object.freeze({ tile: TILE_DOMAIN, graph: GRAPH_DOMAIN, grid: GRID_DOMAIN });

export const DOMAIN_IDS: readonly DomainId[] = Object.freeze(Object.keys(DOMAINS) as DomainId[]);

export function isDomainId(text: string): text is DomainId {
	return (DOMAIN_IDS as readonly string[]).includes(text);
}

/**
 * The domain `problem` names, typed for its spec: each domain reads its own spec, and the
 * union's halves meet here only. A RangeError for a name no domain has (no page passes one).
 */
function domainOf(problem: DomainId): Domain<ProblemSpec['spec'], unknown> {
	if (!isDomainId(problem)) {
		throw new RangeError(`Unknown problem "${String(problem)}": use ${DOMAIN_IDS.join(' or ')}.`);
	}
	return DOMAINS[problem] as Domain<ProblemSpec['spec'], unknown>;
}

/** Builds the problem `spec` names (see Domain.open: it throws when it cannot). */
export function openProblem(named: ProblemSpec): OpenedProblem {
	return domainOf(named.problem).open(named.spec);
}

/** How the states of the problem `spec` names read (StateWords); throws as openProblem does. */
export function problemWords(named: ProblemSpec): StateWords {
	return domainOf(named.problem).words(named.spec);
}

/** The instance `request` names (see Domain.draw: a RangeError, in words, for options out of range). */
export function drawProblem(request: InstanceRequest): ProblemSpec {
	const { problem, seed, ...options } = request;
	return { problem, spec: domainOf(problem).draw(seed, options) } as ProblemSpec;
}

/**
 * The link parameters that reopen the problem `named` names (Domain.link.write), in the order
 * links write them; a RangeError when no link can name it.
 */
export function problemLink(named: ProblemSpec): LinkParams {
	return domainOf(named.problem).link.write(named.spec);
}

/** The domain whose links name their problem `word` (`problem=road-map`), or null. */
export function domainOfWord(word: string): DomainId | null {
	return DOMAIN_IDS.find((id) => DOMAINS[id].link.words.includes(word)) ?? null;
}

/** Every word a link's `problem=` takes, domain by domain: "tiles", "road-map". */
export const PROBLEM_WORDS: readonly string[] = Object.freeze(
	DOMAIN_IDS.flatMap((id) => DOMAINS[id].link.words)
);
