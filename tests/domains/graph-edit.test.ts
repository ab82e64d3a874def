import { undoText } from '$lib/components/domains/undo-words';
import { message } from '$lib/messages';
import { english } from '../i18n/english-messages';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { GraphRun } from '$lib/domains/graph';
import {
	addEdge,
	addNode,
	clearH,
	deleteEdge,
	deleteNode,
	freePlace,
	moveNode,
	nextName,
	renameNode,
	setCost,
	setDirected,
	setH,
	setStart,
	toggleGoal,
	type Edit
} from '$lib/domains/graph/edit';
import {
	record,
	redo,
	startHistory,
	stepWords,
	TYPED_CHANGE,
	undo
} from '$lib/domains/graph/history';
import { GRAPH_LIMITS, graphText, LABEL_ABOVE, readGraphText } from '$lib/domains/graph/text';

function read(text: string): GraphRun {
	const result = readGraphText(text);
	if (!result.ok) throw new Error(result.faults.map((fault) => english(fault.message)).join(' '));
	return result.run;
}

function ok(edit: Edit): GraphRun {
	if (!edit.ok) throw new Error(english(edit.refusal));
	return edit.run;
}

const refusal = (edit: Edit): string =>
	edit.ok ? `done: ${english(edit.said)}` : english(edit.refusal);

/** S–A 1, A–G 2: S at (40, 40), A at (160, 40), G at (280, 40). */
const BASE = read('start S\ngoal G\nS A 1\nA G 2');
const node = (name: string, x: number, y: number) => ({
	name,
	label: name,
	x,
	y,
	labelAt: LABEL_ABOVE
});

describe('drawing edits', () => {
	it('adds a node by the next free letter where it is put (on the grid), and writes its place', () => {
		const edit = addNode(BASE, { x: 100.4, y: 200.6 });
		expect(edit).toMatchObject({ ok: true, said: 'Node B added' });
		const run = ok(edit);
		expect(run.graph.nodes).toEqual([
			node('A', 160, 40),
			node('B', 100, 200),
			node('G', 280, 40),
			node('S', 40, 40)
		]);
		expect(graphText(run)).toBe('start S\ngoal G\nS A 1\nA G 2\nnode B 100 200');
	});

	it('adds a node on the keyboard at the first free point of the grid', () => {
		expect(freePlace(BASE.graph)).toEqual({ x: 40, y: 120 });
		expect(ok(addNode(BASE)).graph.nodes[1]).toEqual(node('B', 40, 120));
		expect(nextName(ok(addNode(ok(addNode(BASE)))).graph)).toBe('D');
	});

	it('keeps a node placed where the layout would put it, with no edge, through the text', () => {
		const run = ok(addNode(read('start S\ngoal S'), { x: 160, y: 40 }));
		expect(graphText(run)).toBe('start S\ngoal S\nnode A 160 40');
		expect(read(graphText(run))).toEqual(run);
	});

	it('gives a new node h = 0 when the graph has h', () => {
		const run = ok(addNode(ok(setH(BASE, 'S', '3')), { x: 0, y: 0 }));
		expect(run.graph.h).toEqual({ A: 0, B: 0, G: 0, S: 3 });
		expect(run.graph.hGoals).toEqual(['G']);
	});

	it('refuses a node past the limit', () => {
		let run = BASE;
		while (run.graph.nodes.length < GRAPH_LIMITS.nodes) run = ok(addNode(run));
		expect(refusal(addNode(run))).toBe('A graph holds at most 40 nodes.');
	});

	it('moves a node, snapped to the grid', () => {
		const edit = moveNode(BASE, 'A', 174.6, 95.2);
		expect(edit).toMatchObject({ ok: true, said: 'Node A moved to 170, 100' });
		expect(graphText(ok(edit))).toBe('start S\ngoal G\nS A 1\nA G 2\nnode A 170 100');
	});

	it('renames a node everywhere, refusing as the text refuses', () => {
		const withH = ok(setH(BASE, 'A', '2'));
		const edit = renameNode(withH, 'G', 'Goal');
		expect(edit).toMatchObject({ ok: true, said: 'Node G renamed Goal' });
		const run = ok(edit);
		expect(run.goals).toEqual(['Goal']);
		expect(run.graph.hGoals).toEqual(['Goal']);
		expect(run.graph.edges).toEqual([
			{ from: 'S', to: 'A', cost: 1 },
			{ from: 'A', to: 'Goal', cost: 2 }
		]);
		expect(run.graph.h).toEqual({ A: 2, Goal: 0, S: 0 });
		expect(run.graph.nodes.map((n) => n.name)).toEqual(['A', 'Goal', 'S']);
		expect(ok(renameNode(BASE, 'S', 'Z')).start).toBe('Z');
		expect(refusal(renameNode(BASE, 'A', 'goal'))).toBe(
			'"goal" is a word of the format and cannot name a node.'
		);
		expect(refusal(renameNode(BASE, 'A', '1x'))).toBe(
			'"1x" is not a node name: use a letter, then letters or digits ("A", "S1", "Arad").'
		);
		expect(refusal(renameNode(BASE, 'A', 'Abcdefghijklm'))).toBe(
			'"Abcdefghijklm" is longer than 12 characters.'
		);
		expect(refusal(renameNode(BASE, 'A', 'S'))).toBe('There is already a node S.');
		expect(refusal(renameNode(BASE, 'Q', 'R'))).toBe('There is no node Q.');
	});

	it('deletes a node with its edges, but not the start or the only goal', () => {
		const edit = deleteNode(BASE, 'A');
		expect(edit).toMatchObject({ ok: true, said: 'Node A deleted with 2 edges' });
		expect(graphText(ok(edit))).toBe('start S\ngoal G\nnode G 280 40');
		expect(refusal(deleteNode(BASE, 'S'))).toBe(
			'S is the start: make another node the start before deleting S.'
		);
		expect(refusal(deleteNode(BASE, 'G'))).toBe(
			'G is the only goal: make another node a goal before deleting G.'
		);
		const twoGoals = ok(toggleGoal(BASE, 'A'));
		expect(ok(deleteNode(twoGoals, 'G')).goals).toEqual(['A']);
	});

	it('sets h, refusing what the text refuses, and clears it', () => {
		const run = ok(setH(BASE, 'S', '3.5'));
		expect(run.graph.h).toEqual({ A: 0, G: 0, S: 3.5 });
		expect(graphText(run)).toBe('start S\ngoal G\nS A 1\nA G 2\nh A 0\nh G 0\nh S 3.5');
		expect(refusal(setH(BASE, 'S', 'x'))).toBe('h(S) = "x" is not a number.');
		expect(refusal(setH(BASE, 'S', '-1'))).toBe('h(S) = -1: h is 0 or more.');
		expect(ok(clearH(run))).toEqual(BASE);
		expect(refusal(clearH(BASE))).toBe('The graph gives no h.');
	});

	it('adds, re-costs and deletes edges, either way round on an undirected graph', () => {
		const added = addEdge(BASE, 'S', 'G', 4);
		expect(added).toMatchObject({ ok: true, said: 'Edge S–G added, cost 4' });
		expect(ok(added).graph.edges.at(-1)).toEqual({ from: 'S', to: 'G', cost: 4 });
		expect(refusal(addEdge(BASE, 'A', 'S'))).toBe('There is already an edge A–S.');
		expect(refusal(addEdge(BASE, 'A', 'A'))).toBe('The edge A–A would lead from A to itself.');
		const costed = setCost(BASE, 'A', 'S', '7');
		expect(costed).toMatchObject({ ok: true, said: 'Cost of edge A–S set to 7' });
		expect(ok(costed).graph.edges[0]).toEqual({ from: 'S', to: 'A', cost: 7 });
		expect(refusal(setCost(BASE, 'S', 'A', 'y'))).toBe('The cost of S–A is "y", not a number.');
		expect(refusal(setCost(BASE, 'S', 'A', '-2'))).toBe(
			'The edge S–A costs -2: costs are 0 or more.'
		);
		expect(graphText(ok(deleteEdge(BASE, 'G', 'A')))).toBe('start S\ngoal G\nS A 1');
		expect(refusal(deleteEdge(BASE, 'S', 'G'))).toBe('There is no edge S–G.');
	});

	it('refuses an edge past the limit', () => {
		let run = read('start N0\ngoal N0');
		for (let i = 1; i < 17; i++) run = ok(addNode(run));
		const names = run.graph.nodes.map((n) => n.name);
		for (let i = 0; i < names.length && run.graph.edges.length < GRAPH_LIMITS.edges; i++)
			for (let j = i + 1; j < names.length && run.graph.edges.length < GRAPH_LIMITS.edges; j++)
				run = ok(addEdge(run, names[i], names[j]));
		expect(refusal(addEdge(run, names[15], names[16]))).toBe('A graph holds at most 120 edges.');
	});

	it('makes edges one way, and both ways only where no pair would merge', () => {
		const directed = ok(setDirected(BASE, true));
		expect(graphText(directed)).toBe('directed\nstart S\ngoal G\nS A 1\nA G 2');
		expect(ok(addEdge(directed, 'A', 'S', 3)).graph.edges).toHaveLength(3);
		expect(refusal(setDirected(ok(addEdge(directed, 'A', 'S', 3)), false))).toBe(
			'S→A and A→S would be one edge both ways: delete one first.'
		);
		expect(refusal(addEdge(directed, 'S', 'A'))).toBe('There is already an edge S→A.');
		expect(ok(setDirected(directed, false))).toEqual(BASE);
	});

	it('chooses the start and the goals, keeping one goal; h follows the goals', () => {
		expect(setStart(BASE, 'A')).toMatchObject({ ok: true, said: 'Start set to A' });
		expect(refusal(setStart(BASE, 'S'))).toBe('S is already the start.');
		const withH = ok(setH(BASE, 'A', '1'));
		const two = toggleGoal(withH, 'A');
		expect(two).toMatchObject({ ok: true, said: 'Node A made a goal' });
		expect(ok(two).goals).toEqual(['A', 'G']);
		expect(ok(two).graph.hGoals).toEqual(['A', 'G']);
		expect(ok(toggleGoal(ok(two), 'G')).goals).toEqual(['A']);
		expect(refusal(toggleGoal(BASE, 'G'))).toBe(
			'G is the only goal: make another node a goal first.'
		);
	});

	it('every edit reads back from its text as the same run', () => {
		const step = fc.oneof(
			fc.record({
				op: fc.constant('add'),
				x: fc.integer({ min: 0, max: 700 }),
				y: fc.integer({ min: 0, max: 500 })
			}),
			fc.record({
				op: fc.constant('move'),
				i: fc.nat(),
				x: fc.integer({ min: 0, max: 700 }),
				y: fc.integer({ min: 0, max: 500 })
			}),
			fc.record({
				op: fc.constant('edge'),
				i: fc.nat(),
				j: fc.nat(),
				cost: fc.integer({ min: 0, max: 99 })
			}),
			fc.record({ op: fc.constant('delete'), i: fc.nat() }),
			fc.record({ op: fc.constant('h'), i: fc.nat(), v: fc.integer({ min: 0, max: 20 }) }),
			fc.record({ op: fc.constant('goal'), i: fc.nat() }),
			fc.record({ op: fc.constant('start'), i: fc.nat() }),
			fc.record({ op: fc.constant('directed'), on: fc.boolean() }),
			fc.record({ op: fc.constant('unedge'), i: fc.nat() })
		);
		fc.assert(
			fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
				let run = BASE;
				for (const s of steps) {
					const names = run.graph.nodes.map((n) => n.name);
					const at = (i: number): string => names[i % names.length];
					const edit =
						s.op === 'add'
							? addNode(run, s)
							: s.op === 'move'
								? moveNode(run, at(s.i), s.x, s.y)
								: s.op === 'edge'
									? addEdge(run, at(s.i), at(s.j), s.cost)
									: s.op === 'delete'
										? deleteNode(run, at(s.i))
										: s.op === 'h'
											? setH(run, at(s.i), String(s.v))
											: s.op === 'goal'
												? toggleGoal(run, at(s.i))
												: s.op === 'start'
													? setStart(run, at(s.i))
													: s.op === 'directed'
														? setDirected(run, s.on)
														: run.graph.edges.length === 0
															? addNode(run)
															: deleteEdge(
																	run,
																	run.graph.edges[s.i % run.graph.edges.length].from,
																	run.graph.edges[s.i % run.graph.edges.length].to
																);
					if (edit.ok) run = edit.run;
					expect(read(graphText(run))).toEqual(run);
				}
			}),
			{ numRuns: 200 }
		);
	});
});

describe('undo and redo', () => {
	const one = ok(addNode(BASE, { x: 0, y: 0 }));
	const two = ok(addNode(one, { x: 10, y: 0 }));

	it('takes back edits one at a time and replays them', () => {
		const history = record(
			record(startHistory(BASE), one, message('domains_gedit_node_added', { name: 'B' })),
			two,
			message('domains_gedit_node_added', { name: 'C' })
		);
		expect(undo(history).present).toBe(one);
		expect(undo(undo(history)).present).toBe(BASE);
		expect(undo(undo(undo(history)))).toEqual(undo(undo(history)));
		expect(redo(undo(undo(history))).present).toBe(one);
		expect(redo(redo(undo(undo(history))))).toEqual({ ...history, typing: false });
		expect(redo(history)).toBe(history);
	});

	it('forgets what was undone when something new is done', () => {
		const history = record(
			undo(record(startHistory(BASE), one, message('domains_gedit_node_added', { name: 'B' }))),
			two,
			message('domains_gedit_node_added', { name: 'C' })
		);
		expect(history).toEqual({
			past: [{ state: BASE, change: null }],
			present: two,
			change: message('domains_gedit_node_added', { name: 'C' }),
			future: [],
			typing: false
		});
	});

	it('makes one step of consecutive typed runs', () => {
		const typed = record(
			record(startHistory(BASE), one, TYPED_CHANGE, true),
			two,
			TYPED_CHANGE,
			true
		);
		const history = record(typed, BASE, message('domains_gedit_deleted', { name: 'C' }));
		expect(history.past).toEqual([
			{ state: BASE, change: null },
			{ state: two, change: 'Graph text edited' }
		]);
		expect(undo(undo(history)).present).toBe(BASE);
	});

	it('says what undo took back and redo made again, in the words the edit said', () => {
		const edge = addEdge(BASE, 'S', 'G', 4);
		const moved = moveNode(ok(edge), 'G', 300, 80);
		if (!edge.ok || !moved.ok) throw new Error('refused');
		const history = record(record(startHistory(BASE), edge.run, edge.said), moved.run, moved.said);
		const back = undo(history);
		expect(undoText(stepWords(back, true), 'en')).toBe('Undone: node G moved to 300, 80');
		expect(undoText(stepWords(undo(back), true), 'en')).toBe('Undone: edge S–G added, cost 4');
		expect(undoText(stepWords(redo(undo(back)), false), 'en')).toBe(
			'Redone: edge S–G added, cost 4'
		);
		expect(undoText(stepWords(redo(back), false), 'en')).toBe('Redone: node G moved to 300, 80');
		const typed = undo(record(history, BASE, TYPED_CHANGE, true));
		expect(undoText(stepWords(typed, true), 'en')).toBe('Undone: graph text edited');
	});

	it('words every change with a word of the drawing first, never a name, so it reads mid-sentence', () => {
		const withH = ok(setH(BASE, 'A', '2'));
		const saids = [
			addNode(BASE, { x: 0, y: 0 }),
			moveNode(BASE, 'A', 0, 0),
			renameNode(BASE, 'A', 'B'),
			deleteNode(BASE, 'A'),
			setH(BASE, 'A', '2'),
			clearH(withH),
			addEdge(BASE, 'S', 'G'),
			setCost(BASE, 'S', 'A', '3'),
			deleteEdge(BASE, 'S', 'A'),
			setDirected(BASE, true),
			setStart(BASE, 'A'),
			toggleGoal(BASE, 'A')
		].map((edit) => (edit.ok ? edit.said : edit.refusal));
		expect(saids).toEqual([
			'Node B added',
			'Node A moved to 0, 0',
			'Node A renamed B',
			'Node A deleted with 2 edges',
			'h(A) set to 2',
			'h removed from every node',
			'Edge S–G added, cost 1',
			'Cost of edge S–A set to 3',
			'Edge S–A deleted',
			'Edges made one-way',
			'Start set to A',
			'Node A made a goal'
		]);
	});
});
