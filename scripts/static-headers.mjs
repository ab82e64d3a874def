// The `_headers` file that static hosts (Netlify, Cloudflare Pages) read: rules of a path
// pattern on its own line followed by indented `Name: value` lines. static/_headers holds the
// site's rules; this module reads them so that `vite preview` (`npm start`) and `vite dev` send
// the same headers as such a host (vite.config.ts), and so that tests can check the rules.

/**
 * @typedef {object} HeaderRule
 * @property {string} pattern the path pattern as written: `/play`, `/lessons/*`
 * @property {[name: string, value: string][]} headers
 * @property {number} line the 1-based line of the pattern, for messages
 */

/**
 * The rules of a `_headers` text, in order. Blank lines and `#` comments are skipped. Cloudflare's
 * `! Name` (drop a header a broader rule set) is refused: Netlify does not read it, and the
 * site's rules never set one header twice for an address, so no host has to merge or drop one.
 * @param {string} text
 * @returns {HeaderRule[]}
 */
export function parseHeadersFile(text) {
	/** @type {HeaderRule[]} */
	const rules = [];
	text.split(/\r?\n/).forEach((raw, index) => {
		const line = index + 1;
		const content = raw.trim();
		if (content === '' || content.startsWith('#')) return;
		if (!/^\s/.test(raw)) {
			if (!content.startsWith('/')) {
				throw new Error(`_headers line ${line}: a path pattern starts with "/", got "${content}".`);
			}
			rules.push({ pattern: content, headers: [], line });
			return;
		}
		const rule = rules.at(-1);
		if (rule === undefined) {
			throw new Error(`_headers line ${line}: a header comes before any path pattern.`);
		}
		if (content.startsWith('!')) {
			throw new Error(
				`_headers line ${line}: "${content}" drops a header, which Netlify does not read; set each header in one rule only.`
			);
		}
		const colon = content.indexOf(':');
		const name = content.slice(0, Math.max(colon, 0)).trim();
		const value = content.slice(colon + 1).trim();
		if (colon < 1 || !/^[A-Za-z0-9-]+$/.test(name) || value === '') {
			throw new Error(`_headers line ${line}: expected "Name: value", got "${content}".`);
		}
		rule.headers.push([name, value]);
	});
	return rules;
}

/**
 * Whether `path` (an address's path, as requested) matches `pattern`. Both hosts read a `*` as
 * any characters (a splat: `/lessons/*` covers every lesson, `/*` every address) and `:name` as
 * one path segment (`/:page` covers `/play`, not `/embed/play`); anything else must be equal.
 * @param {string} pattern
 * @param {string} path
 * @returns {boolean}
 */
export function matchesPattern(pattern, path) {
	const source = pattern
		.split(/(\*|:[A-Za-z]\w*)/)
		.map((part) =>
			part === '*'
				? '.*'
				: part.startsWith(':')
					? '[^/]+'
					: part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
		)
		.join('');
	return new RegExp(`^${source}$`).test(path);
}

/**
 * The headers a static host sends for `path` (names in lower case): those of every matching
 * rule. A header that two matching rules set is an error here (hosts merge it differently:
 * Cloudflare joins the values, Netlify keeps one), so the site's rules must avoid it.
 * @param {readonly HeaderRule[]} rules
 * @param {string} path
 * @returns {Map<string, string>}
 */
export function headersFor(rules, path) {
	/** @type {Map<string, string>} */
	const headers = new Map();
	/** @type {Map<string, HeaderRule>} */
	const setBy = new Map();
	for (const rule of rules) {
		if (!matchesPattern(rule.pattern, path)) continue;
		for (const [name, value] of rule.headers) {
			const key = name.toLowerCase();
			const earlier = setBy.get(key);
			if (earlier !== undefined && earlier !== rule) {
				throw new Error(
					`_headers: ${name} for ${path} is set by ${earlier.pattern} (line ${earlier.line}) and by ${rule.pattern} (line ${rule.line}); set it in one rule only.`
				);
			}
			setBy.set(key, rule);
			// One rule may list a header twice: both hosts send the values joined by commas.
			const written = headers.get(key);
			headers.set(key, written === undefined ? value : `${written}, ${value}`);
		}
	}
	return headers;
}
