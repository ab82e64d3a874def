import { describe, expect, it } from 'vitest';
import { LabHeuristic } from '../../../src/lib/components/lab/lab-heuristic.svelte';
import { CUSTOM_H_LABEL, type CustomHeuristic } from '../../../src/lib/config/play-link';
import { DAMAGED_CODE, packCode } from '../../../src/lib/config/code-link';
import { boardOf } from '../../../src/lib/puzzle/board';
import { goalBoard } from '../../../src/lib/puzzle/goal';
// Notices are messages: compared with their pinned English (english-messages.ts).
import { english } from '../../i18n/english-messages';

const CODE = 'function h(board) {\n  return 0;\n}';
const EIGHT = boardOf(3, 3, [4, 1, 3, 2, 5, 0, 7, 8, 6]);
const FIFTEEN = goalBoard(4, 4);
const LAST = goalBoard(3, 3, 'blank-last');
const FIRST = goalBoard(3, 3, 'blank-first');
const VALUES = Float64Array.from([0, 1, 2]);

/** A lab heuristic whose code has been read from a link, and the link's heuristic. */
async function unpacked(): Promise<{ lab: LabHeuristic; custom: CustomHeuristic }> {
	const lab = new LabHeuristic();
	const custom = { packed: await packCode(CODE), table: null };
	expect(await lab.unpack(custom)).toBeNull();
	return { lab, custom };
}

describe('the heuristic from the lab on a page of searches', () => {
	it('reads the code a link packs, and is offered beside 3×3 boards only', async () => {
		const lab = new LabHeuristic();
		expect(lab.offered(EIGHT)).toBe(false);
		expect(await lab.unpack(null)).toBeNull();
		expect([lab.held, lab.code]).toEqual([null, null]);

		const { lab: read, custom } = await unpacked();
		expect(read.held).toBe(custom);
		expect(read.code).toBe(CODE);
		expect(read.offered(EIGHT)).toBe(true);
		// Its table holds 3×3 boards only.
		expect(read.offered(FIFTEEN)).toBe(false);
		expect(read.offered(goalBoard(3, 4))).toBe(false);
		expect(read.offered(goalBoard(2, 3))).toBe(false);
	});

	it('says why damaged code cannot be read, and holds nothing', async () => {
		const lab = new LabHeuristic();
		expect(await lab.unpack({ packed: 'AAAA', table: null })).toEqual({
			param: 'hcode',
			message: `${english(DAMAGED_CODE)} Manhattan distance is used instead.`
		});
		expect([lab.held, lab.code]).toEqual([null, null]);
		expect(lab.offered(EIGHT)).toBe(false);
	});

	it('hands the settings its table once the sandbox has run it', async () => {
		const { lab, custom } = await unpacked();
		const settings = { board: EIGHT, goal: LAST, customH: custom, step: 7 };
		const ran = lab.ran(settings, VALUES);
		expect(ran).toEqual({
			board: EIGHT,
			goal: LAST,
			step: 7,
			customH: { packed: custom.packed, table: { label: CUSTOM_H_LABEL, values: VALUES } }
		});
		expect(lab.held).toBe(ran.customH);
		// Before its code is read there is nothing to fill.
		const none = { board: EIGHT, goal: LAST, customH: null };
		expect(new LabHeuristic().ran(none, VALUES)).toBe(none);
	});

	it('keeps its table on the same goal, and forgets it on another', async () => {
		const { lab, custom } = await unpacked();
		const settings = lab.ran({ board: EIGHT, goal: LAST, customH: custom }, VALUES);
		const moved = { ...settings, board: LAST };
		expect(lab.follow(settings, moved)).toBe(moved);
		expect(lab.held?.table?.values).toBe(VALUES);

		const other = lab.follow(settings, { ...settings, goal: FIRST });
		expect(other).toEqual({
			board: EIGHT,
			goal: FIRST,
			customH: { packed: custom.packed, table: null }
		});
		expect(lab.held).toBe(other.customH);
	});

	it('forgets its table on another goal while the run uses another heuristic', async () => {
		const { lab, custom } = await unpacked();
		const settings = {
			...lab.ran({ board: EIGHT, goal: LAST, customH: custom }, VALUES),
			customH: null
		};
		expect(lab.follow(settings, { ...settings, goal: FIRST }).customH).toBeNull();
		expect(lab.held).toEqual({ packed: custom.packed, table: null });
		expect(lab.offered(EIGHT)).toBe(true);
	});

	it('is dropped on a board of another size, and offered again back on a 3×3 one', async () => {
		const { lab, custom } = await unpacked();
		const settings = lab.ran({ board: EIGHT, goal: LAST, customH: custom }, VALUES);
		const fifteen = lab.follow(settings, { ...settings, board: FIFTEEN, goal: FIFTEEN });
		expect(fifteen).toEqual({ board: FIFTEEN, goal: FIFTEEN, customH: null });
		expect(lab.offered(FIFTEEN)).toBe(false);
		// Blank-last at both sizes: back on the 3×3 board the table still holds its boards.
		const back = lab.follow(fifteen, { ...fifteen, board: EIGHT, goal: LAST });
		expect(back.customH).toBeNull();
		expect(lab.offered(back.board)).toBe(true);
		expect(lab.held?.table?.values).toBe(VALUES);
		// A 3×4 board's goal, blank-first, is another goal: the table is forgotten.
		const wide = goalBoard(3, 4, 'blank-first');
		expect(lab.follow(back, { ...back, board: wide, goal: wide }).customH).toBeNull();
		expect(lab.held).toEqual({ packed: custom.packed, table: null });
	});
});
