import type { SearchEvent, SearchResult, SearchRun } from './events';

/** Drains a run, discarding its events, and returns its result. */
export function runToEnd<S>(run: SearchRun<S>): SearchResult<S> {
	for (;;) {
		const step = run.next();
		if (step.done) return step.value;
	}
}

/** Drains a run, keeping every event: for tests, traces and small runs. */
export function collectRun<S>(run: SearchRun<S>): {
	events: SearchEvent<S>[];
	result: SearchResult<S>;
} {
	const events: SearchEvent<S>[] = [];
	for (;;) {
		const step = run.next();
		if (step.done) return { events, result: step.value };
		events.push(step.value);
	}
}
