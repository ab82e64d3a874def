/**
 * The Web Worker of lesson 11's figures: it only wires `handleRequest` to the worker's messages.
 * Pages start it with `new Worker(new URL('./search-worker.ts', import.meta.url), { type: 'module' })`.
 */

import { handleRequest, type WorkerReply, type WorkerRequest } from './search-worker-protocol';

self.onmessage = (event: MessageEvent<WorkerRequest>): void => {
	handleRequest(event.data, (reply: WorkerReply) => self.postMessage(reply));
};
