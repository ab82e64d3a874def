/**
 * Time a figure spends on its own work, for the benchmark (scripts/bench.ts), which reads it as
 * `performance.measure` entries. The browser keeps every such entry until the page clears them,
 * so a figure records them only on a page the benchmark opened with `frontierTiming` set on the
 * window: a run played for an hour on a student's page would otherwise leave hundreds of
 * thousands of entries behind.
 */
export function recordTiming(name: string, began: number): void {
	if ((globalThis as { frontierTiming?: unknown }).frontierTiming !== true) return;
	performance.measure(name, { start: began, end: performance.now() });
}
