import { itemText, type TreeItem } from '$lib/viz/tree-item';
import type { NodeRole } from '$lib/viz/node-roles';
import type { BoundingBox, TreeLink } from '$lib/viz/tree-layout';

/**
 * The search tree as a standalone SVG file, written from the layout rather than copied from the
 * page: the page draws only the boxes in view (and plain marks when zoomed out), while a file
 * holds every box of the tree with its board. Colours are the page's tokens at the moment of
 * export, written as attributes (a file has no stylesheet); nothing that only helps on screen
 * (hover, selection, the current-node ring, tooltips) is written.
 */

export interface TreeColours {
	readonly paper: string;
	readonly surface: string;
	readonly surface2: string;
	readonly ink: string;
	readonly ink2: string;
	readonly rule: string;
	readonly mono: string;
	readonly ui: string;
	readonly roles: Readonly<Record<NodeRole, string>>;
}

/** The tokens of the element's page (see src/app.css). */
export function treeColours(element: Element): TreeColours {
	const style = getComputedStyle(element);
	const token = (name: string, fallback: string): string =>
		style.getPropertyValue(name).trim() || fallback;
	return {
		paper: token('--paper', '#ffffff'),
		surface: token('--surface', '#ffffff'),
		surface2: token('--surface-2', '#eef0f3'),
		ink: token('--ink', '#111111'),
		ink2: token('--ink-2', '#444444'),
		rule: token('--rule', '#cccccc'),
		mono: token('--font-mono', 'monospace'),
		ui: token('--font-ui', 'sans-serif'),
		roles: {
			current: token('--c-current', '#d9480f'),
			frontier: token('--c-frontier', '#1971c2'),
			explored: token('--c-explored', '#666666'),
			duplicate: token('--c-duplicate', '#999999'),
			goal: token('--c-goal', '#2b8a3e'),
			path: token('--c-path', '#2b8a3e')
		}
	};
}

const escapeXml = (text: string): string =>
	text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const n = (value: number): string => String(Math.round(value * 100) / 100);

function dashes(item: TreeItem): string | null {
	if (item.kind === 'ghost') return '2 2';
	if (item.kind === 'summary' || item.kind === 'fold') return '1 3';
	return item.role === 'frontier' ? '5 3' : null;
}

function fillOf(item: TreeItem, colours: TreeColours): string {
	if (item.kind === 'ghost') return 'none';
	if (item.kind !== 'node' || item.role === 'explored') return colours.surface2;
	return colours.surface;
}

function boxSvg(item: TreeItem, colours: TreeColours): string {
	const colour = colours.roles[item.role];
	const heavy = item.role === 'current' || item.role === 'goal' || item.role === 'path';
	const dash = dashes(item);
	let out = `<g transform="translate(${n(item.x)},${n(item.y)})">`;
	out += `<rect x="${n(-item.width / 2)}" y="${n(-item.height / 2)}" width="${n(item.width)}" height="${n(item.height)}" rx="4" fill="${fillOf(item, colours)}" stroke="${colour}" stroke-width="${heavy ? 3.5 : 1.5}"${dash === null ? '' : ` stroke-dasharray="${dash}"`}/>`;
	if (item.glyph !== '') {
		const at = itemText.glyph(item);
		const ghost = item.kind === 'ghost';
		out += `<text x="${n(at.x)}" y="${n(at.y)}" font-size="${ghost ? 12 : 9}" text-anchor="${ghost ? 'middle' : 'start'}" fill="${colour}">${escapeXml(item.glyph)}</text>`;
	}
	item.lines.forEach((line, row) => {
		out += `<text x="0" y="${n(itemText.line(item, row))}" font-family="${escapeXml(colours.mono)}" font-size="10" text-anchor="middle" xml:space="preserve" fill="${colours.ink}">${escapeXml(line)}</text>`;
	});
	if (item.caption !== '') {
		const bold = item.kind === 'summary' || item.kind === 'fold';
		out += `<text x="0" y="${n(itemText.caption(item))}" font-size="${bold ? 11 : 9}"${bold ? ' font-weight="700"' : ''} text-anchor="middle" fill="${colours.ink2}">${escapeXml(item.caption)}</text>`;
	}
	return `${out}</g>`;
}

/** The whole tree as an SVG document, `margin` px of paper around its boxes. */
export function treeSvgDocument(
	items: readonly TreeItem[],
	links: readonly TreeLink[],
	bbox: BoundingBox,
	colours: TreeColours,
	margin = 16
): string {
	const x = bbox.minX - margin;
	const y = bbox.minY - margin;
	const width = Math.ceil(bbox.width + 2 * margin);
	const height = Math.ceil(bbox.height + 2 * margin);
	const parts = [
		`<svg xmlns="http://www.w3.org/2000/svg" viewBox="${n(x)} ${n(y)} ${width} ${height}" width="${width}" height="${height}" font-family="${escapeXml(colours.ui)}">`,
		`<rect x="${n(x)}" y="${n(y)}" width="${width}" height="${height}" fill="${colours.paper}"/>`,
		`<g class="links" fill="none" stroke="${colours.rule}" stroke-width="1.5">`,
		...links.map((link) => `<path d="${link.path}"/>`),
		'</g>',
		'<g class="boxes">',
		...items.map((item) => boxSvg(item, colours)),
		'</g>',
		'</svg>'
	];
	return parts.join('');
}
