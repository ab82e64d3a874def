import { loadMessages } from '$lib/components/message-text';

// Vitest's setupFiles: every language's table of the lower layers' messages, loaded before a
// test writes one (a page loads its own language in src/hooks.client.ts). Once per worker:
// the test files share their modules (isolate: false).
await loadMessages();
