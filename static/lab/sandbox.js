// The heuristic lab's sandbox frame (static/lab/sandbox.html; messages in src/lib/lab/protocol.ts).
// It starts the student's code in a Web Worker made from a blob: URL, relays the worker's
// replies to the page, and keeps the clock: a call of h that runs over its budget, or a check
// that runs over its own, ends the worker from this thread, which the student's code never
// runs on. A plain script file: it must run in an opaque origin, where module scripts from
// the site would need CORS headers a static host does not send.
'use strict';

/** @type {Worker | null} */
let worker = null;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let callTimer;
/** @type {ReturnType<typeof setTimeout> | undefined} */
let checkTimer;

/** @param {unknown} reply @param {Transferable[]} [transfer] */
function reply(reply, transfer = []) {
	// The page's origin cannot be named from an opaque origin; what is sent is h's values.
	window.parent.postMessage(reply, '*', transfer);
}

function stop() {
	if (worker !== null) worker.terminate();
	worker = null;
	clearTimeout(callTimer);
	clearTimeout(checkTimer);
}

/** Line and words of an error event: a syntax error, or an exception outside h. */
function loadFailure(/** @type {ErrorEvent} */ event, /** @type {number} */ lines) {
	// A code that leaves a comment or string open fails past its end: blame its last line.
	const line = event.lineno >= 1 ? Math.min(event.lineno, lines) : null;
	return { kind: 'load', message: String(event.message || 'The code could not be run.'), line };
}

/** @param {{ id: number, script: string, callBudgetMs: number, checkBudgetMs: number, job: { lines: number } }} request */
function start(request) {
	stop();
	const { id, job } = request;
	const url = URL.createObjectURL(new Blob([request.script], { type: 'text/javascript' }));
	const running = new Worker(url);
	worker = running;
	const timeout = (/** @type {'call' | 'check'} */ budget, /** @type {number} */ ms) => () => {
		stop();
		reply({ kind: 'failure', id, failure: { kind: 'timeout', budget, ms } });
	};
	const arm = () => {
		clearTimeout(callTimer);
		callTimer = setTimeout(timeout('call', request.callBudgetMs), request.callBudgetMs);
	};
	arm();
	checkTimer = setTimeout(timeout('check', request.checkBudgetMs), request.checkBudgetMs);
	running.onmessage = (event) => {
		if (worker !== running) return;
		URL.revokeObjectURL(url);
		arm();
		const data = event.data;
		const finished = data.kind !== 'progress';
		if (finished) stop();
		reply({ ...data, id }, data.kind === 'table' ? [data.values.buffer] : []);
	};
	running.onerror = (event) => {
		event.preventDefault();
		if (worker !== running) return;
		stop();
		reply({ kind: 'failure', id, failure: loadFailure(event, job.lines) });
	};
	running.postMessage({ id, job });
}

window.addEventListener('message', (event) => {
	if (event.source !== window.parent) return;
	const request = event.data;
	if (request.kind === 'start') start(request);
	else if (request.kind === 'stop') stop();
});

reply({ kind: 'ready' });
