import { interpolate, select, zoom, zoomIdentity, type ZoomBehavior } from 'd3';
import {
	clampScale,
	DEFAULT_SCALE_EXTENT,
	IDENTITY_TRANSFORM,
	type ViewTransform
} from '$lib/viz/viewport';

/**
 * Pan and zoom of the search tree: d3-zoom on the SVG, reporting each transform as plain
 * numbers. Dragging pans and pinching zooms; the wheel zooms only when `wheelZooms` says so
 * (the tree has focus, or a modifier is held), and otherwise scrolls the page as a reader
 * expects.
 */
export class TreeZoom {
	readonly #svg: SVGSVGElement;
	readonly #behaviour: ZoomBehavior<SVGSVGElement, unknown>;
	#transform: ViewTransform = IDENTITY_TRANSFORM;

	constructor(
		svg: SVGSVGElement,
		wheelZooms: (event: WheelEvent) => boolean,
		onzoom: (transform: ViewTransform) => void
	) {
		this.#svg = svg;
		this.#behaviour = zoom<SVGSVGElement, unknown>()
			.scaleExtent([DEFAULT_SCALE_EXTENT[0], DEFAULT_SCALE_EXTENT[1]])
			// Glides interpolate the view directly. d3's default (van Wijk and Nuij's smooth zoom)
			// zooms out and back in on the way even when following the current node at one zoom,
			// and every change of scale lays out and shapes again every board's text.
			.interpolate(interpolate)
			// d3's own filter, except that a plain wheel is left to the page.
			.filter((event: Event) => {
				if (event.type === 'wheel') return wheelZooms(event as WheelEvent);
				const mouse = event as MouseEvent;
				return !mouse.ctrlKey && !mouse.button;
			})
			.on('zoom', (event) => {
				const { k, x, y } = event.transform;
				this.#transform = { k, x, y };
				onzoom(this.#transform);
			});
		select(svg).call(this.#behaviour).on('dblclick.zoom', null);
	}

	get transform(): ViewTransform {
		return this.#transform;
	}

	/**
	 * Moves the view to `view` (zoom clamped to the extent), gliding for `ms` milliseconds.
	 * d3-zoom's glide divides by the SVG's size, so a hidden (zero-sized) tree must be moved
	 * with `ms` 0: a glide there would write translate(NaN,NaN) scale(NaN). The caller knows
	 * the size it drew at; asking the SVG here would lay out the page again in the middle of a
	 * frame's changes, once more per frame while the run plays.
	 */
	moveTo(view: ViewTransform, ms: number): void {
		const target = zoomIdentity
			.translate(view.x, view.y)
			.scale(clampScale(view.k, DEFAULT_SCALE_EXTENT));
		if (ms === 0) select(this.#svg).interrupt().call(this.#behaviour.transform, target);
		else select(this.#svg).transition().duration(ms).call(this.#behaviour.transform, target);
	}

	destroy(): void {
		select(this.#svg).interrupt().on('.zoom', null);
	}
}
