import { xmlText } from './svg-image';
import type { GraphRun } from '../domains/graph';
import { graphMarks, NODE_RADIUS } from '../viz/graph-marks';

/**
 * A drawn graph as a standalone SVG document, for a worksheet or a slide: the map view's marks
 * (graph-marks.ts) in the site's light colours, written inline since a file carries no
 * stylesheet; the start in the current node's colour, the goals in the goal colour.
 */

const INK = '#1c1b19';
const MUTED = '#6b675f';
const RULE = '#a8a295';
const SURFACE = '#ffffff';
const START = '#b45309';
const GOAL = '#047857';

export function graphSvg({ graph, start, goals }: GraphRun): string {
	const marks = graphMarks(graph);
	const font = 'font-family="system-ui, sans-serif"';
	const halo = `stroke="${SURFACE}" stroke-width="4" stroke-linejoin="round" paint-order="stroke"`;
	const parts: string[] = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${marks.width}" height="${marks.height}" viewBox="0 0 ${marks.width} ${marks.height}">`,
		`<rect width="100%" height="100%" fill="${SURFACE}"/>`
	];
	if (marks.directed) {
		parts.push(
			`<defs><marker id="arrow" viewBox="0 0 10 10" refX="${10 + NODE_RADIUS}" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="${MUTED}"/></marker></defs>`
		);
	}
	for (const edge of marks.edges) {
		const arrow = marks.directed ? ' marker-end="url(#arrow)"' : '';
		parts.push(
			`<line x1="${edge.x1}" y1="${edge.y1}" x2="${edge.x2}" y2="${edge.y2}" stroke="${RULE}" stroke-width="3" stroke-linecap="round"${arrow}/>`,
			`<text x="${edge.labelX}" y="${edge.labelY + 4}" ${font} font-size="14" text-anchor="middle" fill="${INK}" ${halo}>${edge.cost}</text>`
		);
	}
	for (const mark of marks.nodes) {
		const fill = goals.includes(mark.name) ? GOAL : mark.name === start ? START : SURFACE;
		const letter = fill === SURFACE ? INK : SURFACE;
		parts.push(
			`<circle cx="${mark.x}" cy="${mark.y}" r="${NODE_RADIUS}" fill="${fill}" stroke="${fill === SURFACE ? MUTED : fill}" stroke-width="2"/>`,
			`<text x="${mark.x}" y="${mark.y + 5}" ${font} font-size="15" font-weight="700" text-anchor="middle" fill="${letter}">${xmlText(mark.name)}</text>`
		);
		if (mark.h !== null) {
			parts.push(
				`<text x="${mark.labelX}" y="${mark.hY}" font-family="monospace" font-size="13" text-anchor="${mark.anchor}" fill="${MUTED}" ${halo}>h ${mark.h}</text>`
			);
		}
	}
	parts.push('</svg>');
	return parts.join('\n');
}
