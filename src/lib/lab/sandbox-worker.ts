/**
 * The lab's worker runtime: appended to the student's code in one classic script that the
 * sandbox frame starts from a blob: URL (sandbox-client.ts writes the script, whose glue line
 * leaves the student's h in `self.labH`). Wires evaluate.ts's runJob to the worker's messages.
 */

import { runJob } from './evaluate';
import type { WorkerJob } from './protocol';

interface LabScope {
	labH?: unknown;
	onmessage: ((event: MessageEvent<{ id: number; job: WorkerJob }>) => void) | null;
	postMessage(message: unknown, transfer: Transferable[]): void;
}

const scope = self as unknown as LabScope;
// Taken before any request arrives: a student's h that replaces self.postMessage later on
// cannot redirect the lab's own replies.
const post = scope.postMessage.bind(scope);

scope.onmessage = (event) => {
	runJob(
		event.data.job,
		scope.labH,
		(reply, transfer = []) => post(reply, transfer),
		event.data.id
	);
};
