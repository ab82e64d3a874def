import { describe, expect, it } from 'vitest';
import { NodeStore } from '$lib/search/node-store';

describe('NodeStore', () => {
	it('hands out ids in order and keeps every column through growth', () => {
		const nodes = new NodeStore<number>();
		const count = 5000;
		for (let id = 0; id < count; id++) {
			const state = 2 ** 40 + id;
			expect(
				nodes.add(id - 1, state, id === 0 ? null : `a${id % 4}`, id, id % 7, id + (id % 7))
			).toBe(id);
		}
		expect(nodes.count).toBe(count);
		expect(nodes.node(4321)).toEqual({
			id: 4321,
			parent: 4320,
			state: 2 ** 40 + 4321,
			action: 'a1',
			g: 4321,
			h: 4321 % 7,
			f: 4321 + (4321 % 7),
			depth: 4321
		});
		expect(nodes.pathTo(3).map((node) => node.id)).toEqual([0, 1, 2, 3]);
		expect(nodes.node(0)).toMatchObject({ parent: null, action: null, depth: 0 });
	});

	it('keeps numeric states, then all states, once one is not a number', () => {
		const nodes = new NodeStore<number | string>();
		nodes.add(-1, 0x87654321, null, 0, 0, 0);
		nodes.add(0, -0, 'Up', 1, 0, 1);
		nodes.add(1, 'a string', 'Down', 2, 0, 2);
		for (let id = 3; id < 3000; id++)
			nodes.add(id - 1, id % 2 === 0 ? id : `s${id}`, 'Up', id, 0, id);
		expect([
			nodes.state(0),
			nodes.state(1),
			nodes.state(2),
			nodes.state(2998),
			nodes.state(2999)
		]).toEqual([0x87654321, -0, 'a string', 2998, 's2999']);
		expect(Object.is(nodes.state(1), -0)).toBe(true);
	});

	it('keeps string states of one width as bytes across chunks, and every state once one does not fit', () => {
		// Boards of 64 cells, one character per cell (codes 0–63), past two chunk boundaries.
		const board = (id: number): string =>
			String.fromCharCode(...Array.from({ length: 64 }, (_, c) => (id + c * 7) % 64));
		const nodes = new NodeStore<string>();
		const count = 2 * 65_536 + 5;
		for (let id = 0; id < count; id++) nodes.add(id - 1, board(id), null, 0, 0, 0);
		for (const id of [0, 1023, 1024, 65_535, 65_536, count - 1]) {
			expect(nodes.state(id)).toBe(board(id));
		}
		// A state of another width, then one with a code past a byte: every state kept as itself.
		nodes.add(count - 1, 'short', null, 0, 0, 0);
		nodes.add(count, '\u0100'.repeat(64), null, 0, 0, 0);
		expect([
			nodes.state(0),
			nodes.state(65_536),
			nodes.state(count),
			nodes.state(count + 1)
		]).toEqual([board(0), board(65_536), 'short', '\u0100'.repeat(64)]);
	});

	it('keeps every column across chunks of 65,536 nodes, strings and numbers alike', () => {
		// Past three chunk boundaries, switching to string states in the middle of the second chunk.
		const nodes = new NodeStore<number | string>();
		const count = 3 * 65_536 + 7;
		const switchAt = 65_536 + 1_000;
		const stateOf = (id: number): number | string => (id < switchAt ? id * 3 : `b${id}`);
		for (let id = 0; id < count; id++) {
			nodes.add(
				id === 0 ? -1 : id >> 1,
				stateOf(id),
				id === 0 ? null : `m${id % 5}`,
				id / 2,
				id % 9,
				id % 11
			);
		}
		for (const id of [
			0,
			65_535,
			65_536,
			65_537,
			switchAt - 1,
			switchAt,
			131_071,
			131_072,
			count - 1
		]) {
			expect(nodes.node(id)).toEqual({
				id,
				parent: id === 0 ? null : id >> 1,
				state: stateOf(id),
				action: id === 0 ? null : `m${id % 5}`,
				g: id / 2,
				h: id % 9,
				f: id % 11,
				depth: id === 0 ? 0 : Math.floor(Math.log2(id)) + 1
			});
		}
		nodes.setStatus(131_072, 3);
		expect([nodes.status(131_071), nodes.status(131_072)]).toEqual([0, 3]);
		expect(nodes.pathTo(count - 1).map((node) => node.id)).toEqual([
			0,
			...Array.from({ length: 18 }, (_, i) => (count - 1) >> (17 - i))
		]);
	});
});
