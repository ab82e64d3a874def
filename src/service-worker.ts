/// <reference no-default-lib="true"/>
/// <reference lib="esnext" />
/// <reference lib="webworker" />
/// <reference types="@sveltejs/kit" />

/**
 * Frontier without a network (docs/offline.md). SvelteKit registers this worker on every page of
 * a production build. On install it stores one version of the site whole: the app's scripts and
 * styles, the files of static/ and every prerendered page in the student's language (the lessons,
 * /play, /compare, ...), in a cache named after the build. The pattern databases (static/pdb/*.pdb, 5.6 MB) are left out
 * of it: they are stored the first time the 15-puzzle solver downloads them, in a cache of their
 * own named after their hash in the manifest, so that a new version of the site keeps them
 * unless they changed.
 *
 * A student's work lives in the address (the board, the step) and in local and session storage;
 * none of it is in a cache, so a new version taking over (skipWaiting, then clients.claim) loses
 * nothing: the open page keeps running, and its next load is the new version.
 */

import { base, build, files, prerendered, version } from '$service-worker';
import { localeOfPath } from '$lib/messages/locale-path';

const sw = globalThis.self as unknown as ServiceWorkerGlobalScope;

/** The cache of this version of the site: pages, scripts, styles, static files. */
const SITE_CACHE = `frontier-site-${version}`;
/** Caches of pattern databases are named `frontier-pdb-<the manifest's hashes>`. */
const DATABASE_PREFIX = 'frontier-pdb-';
const DATABASE_FOLDER = `${base}/pdb/`;
const MANIFEST = `${DATABASE_FOLDER}manifest.json`;

/** True for a pattern database file: fetched on first use of the solver, not on install. */
function isDatabase(path: string): boolean {
	return path.startsWith(DATABASE_FOLDER) && path.endsWith('.pdb');
}

// _headers is read by the host (Netlify, Cloudflare Pages), never served to a browser.
const STATIC_FILES = files.filter((path) => !isDatabase(path) && !path.endsWith('/_headers'));
/** Served from the cache first: their contents belong to this version of the site. */
const VERSIONED = new Set([...build, ...STATIC_FILES]);
/** Asked of the network first (a new version shows at once), from the cache without one. */
const PAGES = new Set(prerendered);

/**
 * The language of the page that registered the worker (`service-worker.js?locale=es`, from the
 * root layout). A student stores the site in their own language: its pages are a third of the
 * prerendered ones, the scripts serve all three. A page of another language is kept when it is
 * first opened online, and a switch of language registers the worker again, for that language.
 */
const LOCALE = new URL(sw.location.href).searchParams.get('locale') ?? 'en';
/** The language of a page of the site, from its address (messages/locale-path.ts). */
function pageLocale(path: string): string {
	return localeOfPath(path.slice(base.length));
}

/** The pages stored on install: those in the student's language. */
const OWN_PAGES = [...PAGES].filter((path) => pageLocale(path) === LOCALE);
/**
 * The page a static host serves for an address with no page (adapter-static's fallback): it
 * shows the site's own error page. Stored so that an unknown address says so offline too.
 */
const FALLBACK = `${base}/404.html`;

sw.addEventListener('install', (event) => {
	event.waitUntil(
		(async () => {
			const cache = await caches.open(SITE_CACHE);
			await cache.addAll([...VERSIONED, ...OWN_PAGES]);
			// Only the host's file (a static host serves it as it is, status 200): `vite preview`
			// renders its own, with addresses relative to /404.html that break at any other depth.
			await cache.add(FALLBACK).catch(() => undefined);
			// Take over from an older version at once: see the comment at the top.
			await sw.skipWaiting();
		})()
	);
});

/**
 * The manifest from the network, kept in the site's cache, where the build's list of static files
 * lacks it: a build whose databases were made beside it (`npm test` makes them while vite builds)
 * lists none. Undefined offline, or when the host has none.
 */
async function fetchManifest(): Promise<Response | undefined> {
	try {
		const response = await fetch(MANIFEST);
		if (!response.ok) return undefined;
		await (await caches.open(SITE_CACHE)).put(MANIFEST, response.clone());
		return response;
	} catch {
		return undefined;
	}
}

/** The name of the cache for the databases that the manifest lists (its hashes). */
async function databaseCacheName(): Promise<string | null> {
	const response =
		(await caches.match(MANIFEST, { cacheName: SITE_CACHE })) ?? (await fetchManifest());
	if (response === undefined) return null;
	try {
		const manifest = (await response.json()) as Record<string, { hash?: string } | undefined>;
		const hashes = Object.values(manifest).map((entry) => entry?.hash ?? '');
		return `${DATABASE_PREFIX}${hashes.join('-')}`;
	} catch {
		return null;
	}
}

sw.addEventListener('activate', (event) => {
	event.waitUntil(
		(async () => {
			const keep = new Set([SITE_CACHE, await databaseCacheName()]);
			for (const name of await caches.keys()) {
				// Only Frontier's own caches, and only older versions: storage is never touched.
				if (name.startsWith('frontier-') && !keep.has(name)) await caches.delete(name);
			}
			// The page that installed this worker uses it at once (its solver's downloads too).
			await sw.clients.claim();
		})()
	);
});

/** A database file from its cache, else from the network, then kept for next time. */
async function databaseFile(request: Request): Promise<Response> {
	const name = await databaseCacheName();
	const cache = name === null ? null : await caches.open(name);
	const cached = await cache?.match(request);
	if (cached !== undefined) return cached;
	const response = await fetch(request);
	if (response.ok && cache !== null) await cache.put(request, response.clone());
	return response;
}

/** A file of this version from the site's cache; one it lacks is fetched and kept. */
async function versionedFile(request: Request): Promise<Response> {
	const cache = await caches.open(SITE_CACHE);
	const cached = await cache.match(request);
	if (cached !== undefined) return cached;
	const response = await fetch(request);
	if (response.ok) await cache.put(request, response.clone());
	return response;
}

/**
 * A page from the network; without one, the stored page. Pages are opened with long queries
 * (/play?problem=…&step=…) that the page reads in the browser: the stored page answers any query.
 */
async function page(request: Request, path: string): Promise<Response> {
	try {
		const response = await fetch(request);
		if (response.ok && PAGES.has(path) && pageLocale(path) !== LOCALE) {
			// A page in another language, opened online: kept, so it opens offline too.
			await (await caches.open(SITE_CACHE)).put(path, response.clone());
		}
		return response;
	} catch (error) {
		const cache = await caches.open(SITE_CACHE);
		const stored =
			(await cache.match(path, { ignoreSearch: true })) ??
			(request.mode === 'navigate' ? await cache.match(FALLBACK) : undefined);
		if (stored === undefined) throw error;
		if (!PAGES.has(path) && request.mode === 'navigate') {
			// An address with no page: the error page, with the status a host would send.
			return new Response(stored.body, { status: 404, headers: stored.headers });
		}
		return stored;
	}
}

sw.addEventListener('fetch', (event) => {
	const { request } = event;
	if (request.method !== 'GET' || request.headers.has('range')) return;
	const url = new URL(request.url);
	if (url.origin !== sw.location.origin) return;
	const path = url.pathname;
	if (isDatabase(path)) event.respondWith(databaseFile(request));
	else if (VERSIONED.has(path) || path === MANIFEST || path.startsWith(`${base}/_app/immutable/`))
		event.respondWith(versionedFile(request));
	else if (PAGES.has(path) || request.mode === 'navigate') event.respondWith(page(request, path));
});
