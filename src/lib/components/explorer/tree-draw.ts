import {
	easeCubicInOut,
	now,
	select,
	timer,
	type EnterElement,
	type Selection,
	type Timer
} from 'd3';
import { ROLE_STYLES, type NodeRole } from '$lib/viz/node-roles';
import { linkPath, type TreeLink } from '$lib/viz/tree-layout';
import { itemText, type TreeItem } from '$lib/viz/tree-item';

/**
 * The search tree's drawing, with d3 joins into the layers SearchTree lays out: boards (one
 * group per box in view, keyed so boxes enter, glide and leave) when a board can be read, and
 * marks (one path per role for every box in view) when zoomed out. The layout and what is in
 * view are decided elsewhere (viz/tree-layout, viz/tree-view); this file only writes elements.
 */

/**
 * When more boxes (or links) than this move at one step, they jump instead of gliding: every
 * frame of a glide lays out and paints the tree again, and hundreds of boxes moving at once
 * cannot be followed by eye anyway.
 */
const MAX_ANIMATED = 150;

/**
 * Where each box and link was last drawn, as numbers (a box's centre, a link's two ends): a
 * step compares numbers, and a glide interpolates them, instead of parsing attribute strings.
 */
const drawnAt = new WeakMap<Element, readonly number[]>();

/** How an element is drawn at its numbers. */
type Writer<E extends Element> = (element: E, at: readonly number[]) => void;

function drawAt<E extends Element>(element: E, at: readonly number[], write: Writer<E>): void {
	drawnAt.set(element, at);
	write(element, at);
}

/**
 * One element on its way: from where it was drawn to its new place and, if it is new, from
 * the opacity `fadeFrom` to full.
 */
interface Glide {
	readonly from: readonly number[];
	readonly to: readonly number[];
	readonly write: Writer<Element>;
	readonly fadeFrom: number | null;
	readonly start: number;
	readonly ms: number;
}

/**
 * Every element gliding, moved by one timer: a step starts tens of glides at once, and one
 * timer with a list costs a fraction of a transition object per element (d3's transitions
 * were a tenth of a step's work at 2,000 nodes). Eased as d3's transitions are (cubic in-out).
 */
const glides = new Map<Element, Glide>();
let glideTimer: Timer | null = null;

function glide(element: Element, motion: Omit<Glide, 'start'>): void {
	glides.set(element, { ...motion, start: now() });
	glideTimer ??= timer(tickGlides);
}

function tickGlides(): void {
	const time = now();
	for (const [element, { from, to, write, fadeFrom, start, ms }] of glides) {
		const t = Math.min(1, (time - start) / ms);
		const eased = easeCubicInOut(t);
		if (to !== from) {
			drawAt(
				element,
				to.map((value, i) => from[i] + (value - from[i]) * eased),
				write
			);
		}
		if (fadeFrom !== null)
			element.setAttribute('opacity', String(fadeFrom + (1 - fadeFrom) * eased));
		if (t === 1) glides.delete(element);
	}
	if (glides.size === 0) {
		glideTimer?.stop();
		glideTimer = null;
	}
}

/**
 * Brings every glide in `layer` to its end at once: a drawing without motion (for paper, or
 * under reduced motion) shows no box half-faded or on its way.
 */
function settleGlides(layer: SVGGElement): void {
	for (const element of layer.children) {
		const motion = glides.get(element);
		if (motion === undefined) continue;
		drawAt(element, motion.to, motion.write);
		if (motion.fadeFrom !== null) element.setAttribute('opacity', '1');
		glides.delete(element);
	}
}

/** Ends the glides of `elements` where they stand; the caller draws them where they belong. */
function stopGliding(elements: Iterable<Element>): void {
	for (const element of elements) glides.delete(element);
}

/** Draws new elements at their place, fading in over `ms` (at once when `ms` is 0). */
function enterAt<E extends Element>(
	element: E,
	at: readonly number[],
	write: Writer<E>,
	ms: number
): void {
	drawAt(element, at, write);
	if (ms === 0) {
		element.setAttribute('opacity', '1');
		return;
	}
	element.setAttribute('opacity', '0');
	glide(element, { from: at, to: at, write: write as Writer<Element>, fadeFrom: 0, ms });
}

const placeBox: Writer<SVGGElement> = (element, [x, y]) =>
	element.setAttribute('transform', `translate(${x},${y})`);
const boxCentre = (item: TreeItem): readonly number[] => [item.x, item.y];

const spanLink: Writer<SVGPathElement> = (element, [x1, y1, x2, y2]) =>
	element.setAttribute('d', linkPath(x1, y1, x2, y2));
const linkEnds = (link: TreeLink): readonly number[] => [link.x1, link.y1, link.x2, link.y2];

/**
 * Moves the updated elements whose numbers changed to `target`'s: a glide over `ms` from where
 * each is drawn now (mid-glide, if it was gliding), or a jump when there is no time or more
 * than MAX_ANIMATED of them move.
 */
function moveChanged<E extends Element, D>(
	updated: Selection<E, D, SVGGElement, unknown>,
	ms: number,
	target: (datum: D) => readonly number[],
	write: Writer<E>
): void {
	const moved: [E, readonly number[]][] = [];
	updated.each(function (datum) {
		const at = drawnAt.get(this);
		const to = target(datum);
		if (at === undefined || at.some((value, i) => value !== to[i])) moved.push([this, to]);
	});
	const jump = moved.length > MAX_ANIMATED || ms === 0;
	for (const [element, to] of moved) {
		const from = drawnAt.get(element) ?? to;
		// A box still fading in goes on fading from where it is while it moves.
		const fading = glides.get(element)?.fadeFrom ?? null;
		const fadeFrom = fading === null ? null : Number(element.getAttribute('opacity') ?? 1);
		if (jump) {
			glides.delete(element);
			drawAt(element, to, write);
			element.setAttribute('opacity', '1');
		} else glide(element, { from, to, write: write as Writer<Element>, fadeFrom, ms });
	}
}

type Boxes = Selection<SVGGElement, TreeItem, SVGGElement, unknown>;

/** The layers of the tree's SVG group, bottom to top. */
export interface TreeLayers {
	readonly links: SVGGElement;
	readonly marks: SVGGElement;
	readonly boxes: SVGGElement;
	readonly rings: SVGGElement;
}

export function drawLinks(layer: SVGGElement, links: readonly TreeLink[], ms: number): void {
	drawKeyed<SVGPathElement, TreeLink>(layer, 'path', links, ms, {
		append: (enter) =>
			enter.append('path').each(function (link) {
				enterAt(this, linkEnds(link), spanLink, ms);
			}),
		// Only links whose ends moved glide.
		place: linkEnds,
		write: spanLink,
		shapeOf: () => 'link',
		rewrite: () => {}
	});
}

/** How a layer's elements are made and placed (drawKeyed). */
interface KeyedDrawing<E extends Element, D> {
	/** Makes the elements of data entering the drawing, drawn where they belong. */
	readonly append: (
		enter: Selection<EnterElement, D, SVGGElement, unknown>
	) => Selection<E, D, SVGGElement, unknown>;
	/** A datum's numbers (its place) and how an element is drawn at them. */
	readonly place: (datum: D) => readonly number[];
	readonly write: Writer<E>;
	/** What elements a datum is made of, and what else a reused element must write for it. */
	readonly shapeOf: (datum: D) => string;
	readonly rewrite: (element: E, datum: D) => void;
}

/**
 * Joins `data` to the layer's elements by key: new data get elements, data that stay move (a
 * glide over `ms`), data that left lose theirs. Without motion, leaving elements are first
 * reused for entering data (reuseLeaving), and the elements keep their order in the document:
 * it is the data's (d3's order()) only where elements glide, and one passes over another in
 * the order drawn; at rest they never overlap, and reused elements would be moved for nothing.
 */
function drawKeyed<E extends Element, D extends { readonly key: string }>(
	layer: SVGGElement,
	selector: string,
	data: readonly D[],
	ms: number,
	drawing: KeyedDrawing<E, D>
): Selection<E, D, SVGGElement, unknown> {
	if (ms === 0) {
		settleGlides(layer);
		reuseLeaving<E, D>(layer, data, drawing.shapeOf, (element, datum) => {
			drawAt(element, drawing.place(datum), drawing.write);
			drawing.rewrite(element, datum);
		});
	}
	const joined = select(layer)
		.selectAll<E, D>(selector)
		.data(data, (datum) => datum.key);
	moveChanged(joined, ms, drawing.place, drawing.write);
	leave(joined.exit());
	const drawn = drawing.append(joined.enter()).merge(joined);
	return ms === 0 ? drawn : drawn.order();
}

/**
 * Gives the elements of data leaving the drawing to data entering it, of the same shape (what
 * elements they are made of), redrawn by `redraw` where they are: a step drawn without motion
 * after a jump of the view (a run played by frames) finds most of its boxes new, and writing a
 * box's numbers and rows again costs a fraction of making its elements and removing others.
 * The join that follows then finds every reused element already keyed to its datum.
 */
function reuseLeaving<E extends Element, D extends { readonly key: string }>(
	layer: SVGGElement,
	data: readonly D[],
	shapeOf: (datum: D) => string,
	redraw: (element: E, datum: D) => void
): void {
	const wanted = new Set(data.map((datum) => datum.key));
	const drawnKeys = new Set<string>();
	const spare = new Map<string, E[]>();
	for (const child of layer.children) {
		const element = child as E;
		const drawn = select<E, D | undefined>(element).datum();
		if (drawn === undefined) continue;
		if (wanted.has(drawn.key)) {
			drawnKeys.add(drawn.key);
			continue;
		}
		const shape = shapeOf(drawn);
		const same = spare.get(shape);
		if (same === undefined) spare.set(shape, [element]);
		else same.push(element);
	}
	for (const datum of data) {
		if (drawnKeys.has(datum.key)) continue;
		const element = spare.get(shapeOf(datum))?.pop();
		if (element === undefined) continue;
		select<E, D>(element).datum(datum);
		redraw(element, datum);
	}
}

/** Elements leaving the drawing stop gliding and go. */
function leave<E extends Element, D>(exit: Selection<E, D, SVGGElement, unknown>): void {
	stopGliding(exit.nodes());
	exit.remove();
}

/** A box's group as it first appears: outline, glyph, board rows and caption. */
function appendBoxes(
	enter: Selection<EnterElement, TreeItem, SVGGElement, unknown>,
	ms: number
): Boxes {
	const group = enter
		.append('g')
		.attr('class', (item) => `box ${item.kind}`)
		.each(function (item) {
			enterAt(this, boxCentre(item), placeBox, ms);
		});
	group.append('title');
	group.each(function (item) {
		const g = select(this);
		g.append('rect')
			.attr('x', -item.width / 2)
			.attr('y', -item.height / 2)
			.attr('width', item.width)
			.attr('height', item.height)
			.attr('rx', 4);
		const glyph = itemText.glyph(item);
		g.append('text').attr('class', 'glyph').attr('x', glyph.x).attr('y', glyph.y);
		// The board's rows are lines of one text: the browser lays out one text per box
		// rather than one per row, and a step moves tens of boxes.
		if (item.lines.length > 0) {
			const tiles = g.append('text').attr('class', 'tiles');
			item.lines.forEach((line, row) =>
				tiles.append('tspan').attr('x', 0).attr('y', itemText.line(item, row)).text(line)
			);
		}
		g.append('text').attr('class', 'caption').attr('x', 0).attr('y', itemText.caption(item));
	});
	return group;
}

/**
 * What a box's elements are: two boxes of one shape differ only in their texts, role and
 * place (appendBoxes makes the rest from the kind, the size and the number of rows).
 */
const boxShape = (item: TreeItem): string =>
	`${item.kind} ${item.lines.length} ${item.width} ${item.height}`;

/** The item each box element was last drawn from (items are remembered per box: treeItemMemo). */
const drawnItems = new WeakMap<Element, TreeItem>();
/** The marked nodes each layer was last drawn with. */
const markedBefore = new WeakMap<
	SVGGElement,
	{ current: number | null; hovered: number | null; selected: number | null }
>();

/**
 * Draws `items` as boards, keyed by item key; `current` gets the class `current`, and the
 * hovered and selected nodes theirs. Only what changed is written: rewriting every attribute
 * at each step costs a style pass over every box.
 */
export function drawBoards(
	layer: SVGGElement,
	items: readonly TreeItem[],
	marked: { current: number | null; hovered: number | null; selected: number | null },
	ms: number
): void {
	const boxes: Boxes = drawKeyed<SVGGElement, TreeItem>(layer, 'g.box', items, ms, {
		append: (enter) => appendBoxes(enter, ms),
		place: boxCentre,
		write: placeBox,
		shapeOf: boxShape,
		rewrite: (element, item) => {
			const rows = element.querySelector('text.tiles')?.children ?? [];
			item.lines.forEach((line, row) => setText(rows[row], line));
		}
	});

	// A box drawn last time from this very item needs nothing unless it is, or was, marked.
	const before = markedBefore.get(layer);
	markedBefore.set(layer, marked);
	const touched = new Set([marked.current, marked.hovered, marked.selected]);
	if (before !== undefined) for (const id of Object.values(before)) touched.add(id);
	boxes.each(function (item) {
		if (drawnItems.get(this) === item && (item.id === null || !touched.has(item.id))) return;
		drawnItems.set(this, item);
		const role = item.role;
		if (this.getAttribute('data-role') !== role) {
			this.setAttribute('data-role', role);
			this.style.setProperty('--role', ROLE_STYLES[role].colour);
		}
		const node = item.id === null ? null : String(item.id);
		if (this.getAttribute('data-node') !== node) {
			if (node === null) this.removeAttribute('data-node');
			else this.setAttribute('data-node', node);
		}
		const flags = [
			['current', marked.current],
			['hovered', marked.hovered],
			['selected', marked.selected]
		] as const;
		for (const [name, id] of flags) {
			const on = item.id !== null && item.id === id;
			if (this.classList.contains(name) !== on) this.classList.toggle(name, on);
		}
		const texts = this.children;
		// Children in the order appendBoxes made them: title, rect, glyph, rows (if any), caption.
		setText(texts[0], item.title);
		setText(texts[2], item.glyph);
		setText(texts[texts.length - 1], item.caption);
	});
}

function setText(element: Element | undefined, text: string): void {
	if (element !== undefined && element.textContent !== text) element.textContent = text;
}

/** Marks the hovered and selected boards without a new join. */
export function markBoards(
	layer: SVGGElement,
	hovered: number | null,
	selected: number | null
): void {
	select(layer)
		.selectAll<SVGGElement, TreeItem>('g.box')
		.classed('hovered', (item) => item.id !== null && item.id === hovered)
		.classed('selected', (item) => item.id !== null && item.id === selected);
}

/** A role's marks: one path outlining all its boxes in view. */
export interface MarkGroup {
	readonly role: NodeRole | 'summary';
	readonly path: string;
}

/** Draws the zoomed-out view: one path per role, and the links as one path. */
export function drawMarks(layers: TreeLayers, groups: readonly MarkGroup[], links: string): void {
	select(layers.links)
		.selectAll<SVGPathElement, string>('path')
		.data(links === '' ? [] : [links])
		.join('path')
		.attr('d', (d) => d)
		.attr('opacity', 1);
	select(layers.marks)
		.selectAll<SVGPathElement, MarkGroup>('path')
		.data(groups, (group) => group.role)
		.join('path')
		.attr('data-role', (group) => group.role)
		.style('--role', (group) => (group.role === 'summary' ? null : ROLE_STYLES[group.role].colour))
		.attr('d', (group) => group.path);
}

/** Clears what the other detail level drew. */
export function clearLayer(layer: SVGGElement): void {
	stopGliding(layer.children);
	select(layer).selectAll('*').remove();
}

/** A ring drawn around a node in the zoomed-out view, a fixed size on screen. */
export interface Ring {
	readonly kind: 'current' | 'hovered' | 'selected';
	readonly x: number;
	readonly y: number;
}

/** Rings of `radius` layout units (the caller divides screen pixels by the zoom). */
export function drawRings(layer: SVGGElement, rings: readonly Ring[], radius: number): void {
	select(layer)
		.selectAll<SVGCircleElement, Ring>('circle')
		.data(rings, (ring) => ring.kind)
		.join('circle')
		.attr('class', (ring) => `ring ${ring.kind}`)
		.attr('cx', (ring) => ring.x)
		.attr('cy', (ring) => ring.y)
		.attr('r', (ring) => (ring.kind === 'current' ? radius : radius * 1.4));
}
