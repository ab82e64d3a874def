/**
 * What a comparison's column says of its run, on whichever problem: its title and, once the run
 * stops, how it stopped. On the tile puzzle these are the lesson figures' words (lessons/compare);
 * on a graph the heuristic is the graph's own, and a path's cost is not its number of edges.
 */
import type { DomainId } from '$lib/domains';
import { hHolds } from '$lib/domains/graph';
import { graphRunOf, graphTitlesOf } from '$lib/config/play-link';
import type {
	CompareConfig,
	ComparedProblem,
	GraphCompared,
	GridCompared
} from '$lib/config/compare-config';
import { GRID_HEURISTIC_LABEL_MESSAGES } from '$lib/domains/grid';
import { configLabel, outcomeText, type RunView } from '$lib/lessons/compare';
import { ALGORITHMS, type Algorithm } from '$lib/search/algorithms';
import { readsOption } from '$lib/search/descriptions';
import { m } from '$lib/paraglide/messages.js';
import { messageText } from '$lib/components/message-text';

interface ColumnWords<P extends ComparedProblem> {
	/** The column's title: the algorithm's name, with its h (and weight) when it uses one. */
	label(problem: P, run: CompareConfig): string;
	/** The run's status line at the step shown: searching, or how it stopped. */
	status(problem: P, view: RunView<unknown>): string;
}

const TILE_COLUMN: ColumnWords<ComparedProblem> = {
	label: (_, run) => messageText(configLabel(run)),
	status: (_, view) => messageText(outcomeText(view))
};

const GRAPH_COLUMN: ColumnWords<GraphCompared> = {
	label(problem, run) {
		const algorithm = ALGORITHMS[run.algorithm];
		if (!algorithm.informed) return messageText(algorithm.names.label);
		// The graph's h is written for its own goals (Bucharest): to any other it is h = 0.
		const searched = graphRunOf(problem);
		const h = hHolds(searched.graph, searched.goals)
			? messageText(graphTitlesOf(problem).h)
			: 'h = 0';
		return m.explorer_column_label({
			name: messageText(algorithm.names.label),
			h,
			weight: weightText(algorithm, run)
		});
	},
	status(_, view) {
		// A road's cost is its length: the path is said in roads and in its cost, as /play says it.
		if (view.outcome !== 'goal' || view.pathLength === null || view.pathLength === view.depth) {
			return messageText(outcomeText(view));
		}
		return m.explorer_column_done({
			step: view.doneAt ?? 0,
			path: m.explorer_count_roads({ count: view.depth }),
			cost: view.pathLength
		});
	}
};

const GRID_COLUMN: ColumnWords<GridCompared> = {
	label(problem, run) {
		const algorithm = ALGORITHMS[run.algorithm];
		if (!algorithm.informed) return messageText(algorithm.names.label);
		return m.explorer_column_label({
			name: messageText(algorithm.names.label),
			h: messageText(GRID_HEURISTIC_LABEL_MESSAGES[problem.heuristic]),
			weight: weightText(algorithm, run)
		});
	},
	status(_, view) {
		// A weighted or diagonal step costs more than 1: the path is said in steps and in its cost.
		if (view.outcome !== 'goal' || view.pathLength === null || view.pathLength === view.depth) {
			return messageText(outcomeText(view));
		}
		return m.explorer_column_done({
			step: view.doneAt ?? 0,
			path: m.explorer_count_steps({ count: view.depth }),
			cost: view.pathLength
		});
	}
};

/** A weighted run's weight after its h (", w = 2"), where the algorithm reads one. */
function weightText(algorithm: Algorithm, run: CompareConfig): string {
	return readsOption(algorithm, 'weight') && run.weight !== null
		? m.explorer_weight_suffix({ weight: run.weight })
		: '';
}

const COLUMNS: {
	readonly [Id in DomainId]: ColumnWords<Extract<ComparedProblem, { problem: Id }>>;
} = { tile: TILE_COLUMN, graph: GRAPH_COLUMN, grid: GRID_COLUMN };

/** The words of `problem`'s columns, typed for any problem: each reads only its own kind. */
function wordsOf(problem: ComparedProblem): ColumnWords<ComparedProblem> {
	return COLUMNS[problem.problem] as ColumnWords<ComparedProblem>;
}

/** A column's title on `problem`: "A* search (Manhattan)"; on the road map its h in words. */
export function columnLabel(problem: ComparedProblem, run: CompareConfig): string {
	return wordsOf(problem).label(problem, run);
}

/** A column's status line on `problem` at the step `view` shows. */
export function columnStatus(problem: ComparedProblem, view: RunView<unknown>): string {
	return wordsOf(problem).status(problem, view);
}
