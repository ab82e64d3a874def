import {
	customTable,
	goalLinkText,
	type CustomHeuristic,
	type LinkNotice,
	type TilePlayConfig
} from '$lib/config/play-link';
import { unpackCode, unreadableCodeNotice } from '$lib/config/code-link';
import type { Board } from '$lib/puzzle/board';

/** What a page's run settings hold of the board and the lab's heuristic (/compare's alike). */
type CarriesLabH = Pick<TilePlayConfig, 'board' | 'goal' | 'customH'>;

/** Its table holds h of the 3×3 boards reaching one goal: it fits the 8-puzzle only. */
const fits = (board: Board): boolean => board.rows === 3 && board.cols === 3;

/**
 * The heuristic from the lab that a link brought to a page of searches (/play, /compare): its
 * code once unpacked, and its table once the reader has run it. The page's settings carry it as
 * `customH` while a run uses it; it is kept here when another heuristic is chosen, so the menus
 * can offer it again.
 */
export class LabHeuristic {
	/** The heuristic, once its code is read; `table` is filled once it has run. */
	held = $state.raw<CustomHeuristic | null>(null);
	/** Its code, as the lab's editor held it. */
	code = $state.raw<string | null>(null);

	/** Whether a heuristic menu beside `board` offers it. */
	offered = (board: Board): boolean => this.held !== null && fits(board);

	/**
	 * Reads the code a link's heuristic packs (none when it brought none). Null once it is read;
	 * else the notice saying why it cannot be, and the page runs Manhattan distance instead.
	 */
	async unpack(custom: CustomHeuristic | null): Promise<LinkNotice | null> {
		if (custom === null) return null;
		const read = await unpackCode(custom.packed);
		if ('message' in read) return unreadableCodeNotice(read.message);
		this.held = custom;
		this.code = read.code;
		return null;
	}

	/** `settings` once the sandbox has evaluated h on every board: the run can start. */
	ran<S extends CarriesLabH>(settings: S, values: Float64Array): S {
		if (this.held === null) return settings;
		this.held = { packed: this.held.packed, table: customTable(values) };
		return { ...settings, customH: this.held };
	}

	/**
	 * `next`, the settings changed from `settings`, with the heuristic following the board: a
	 * board of another size drops it, and another goal needs it run again (its table holds the
	 * boards that reach the old one).
	 */
	follow<S extends CarriesLabH>(settings: S, next: S): S {
		if (next.customH !== null && !fits(next.board)) next = { ...next, customH: null };
		if (this.held?.table && goalLinkText(next.goal) !== goalLinkText(settings.goal)) {
			this.held = { packed: this.held.packed, table: null };
			if (next.customH !== null) next = { ...next, customH: this.held };
		}
		return next;
	}
}
