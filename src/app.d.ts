// See https://svelte.dev/docs/kit/types#app.d.ts
declare global {
	namespace App {
		interface Error {
			message: string;
			/** For a lesson link that leads nowhere: the lesson it most likely meant. */
			suggestion?: { slug: string; title: string };
		}
	}
}

export {};
