import { describe, expect, it } from 'vitest';
import { messageText } from '$lib/components/message-text';
import { readGraphText } from '$lib/domains/graph/text';
import { GRAPH_LINK } from '$lib/domains/graph/link';
import { GRID_LINK } from '$lib/domains/grid/run';
import { GRID_PRESETS } from '$lib/domains/grid/presets';
import { moveEnd } from '$lib/domains/grid/edit';
import { U_TRAP } from '$lib/domains/grid/generators';
import type { MessageRef } from '$lib/messages';
import type { Locale } from '$lib/paraglide/runtime.js';
import { m } from '$lib/paraglide/messages.js';
import { ROMANIA, runFaults } from '$lib/domains/graph';
import { heuristicVerdict, violationMessages } from '$lib/domains/graph/heuristic-checks';
import { GRAPH_PRESETS, presetRun, presetText } from '$lib/domains/graph/presets';
import { tileWords } from '$lib/domains/tile/words';
import { gridWords } from '$lib/domains/grid/words';
import { admissibility } from '$lib/domains/grid/heuristics';
import { graphTitlesOf } from '$lib/config/play-titles';

/** The domains' messages (messages/domains/*.json) in Spanish and Chinese. */

function faultsOf(text: string, locale: Locale): string[] {
	const read = readGraphText(text);
	if (read.ok) throw new Error('the text reads');
	return read.faults.map((fault) => messageText(fault.message, locale));
}

function notesOf(read: (note: (param: string, said: MessageRef) => void) => void, locale: Locale) {
	const notes: string[] = [];
	read((_param, said) => notes.push(messageText(said, locale)));
	return notes;
}

describe('the domains in Spanish and Chinese', () => {
	it('a graph text parse error', () => {
		const text = 'start S\ngoal G\nS G -2';
		expect(faultsOf(text, 'es')).toEqual(['La arista S–G cuesta -2: los costes son 0 o más.']);
		expect(faultsOf(text, 'zh')).toEqual(['边 S–G 的代价是 -2：代价必须大于或等于 0。']);
		expect(faultsOf('goal G\nS G 1', 'es')).toEqual([
			'El grafo no tiene inicio: añade una línea "start A".'
		]);
	});

	it('a link notice: a graph node that is not on the road map, a grid that cannot be read', () => {
		const road = new URLSearchParams('problem=road-map&start=Paris');
		const graph = (note: (param: string, said: MessageRef) => void) =>
			GRAPH_LINK.read(road, 'road-map', note);
		expect(notesOf(graph, 'es')[0]).toMatch(
			/^El parámetro "start" vale "Paris", que no es una ciudad del grafo road-map \(.*\); se usa A\.$/
		);
		expect(notesOf(graph, 'zh')[0]).toMatch(
			/^参数 "start" 的值是 "Paris"，它不是图 road-map 中的城市（.*）；改用 A。$/
		);
		const query = new URLSearchParams('problem=grid&grid=v2.3x4');
		const grid = (note: (param: string, said: MessageRef) => void) =>
			GRID_LINK.read(query, 'grid', note);
		expect(notesOf(grid, 'es')).toEqual([
			'El parámetro "grid" no contiene ninguna cuadrícula en la que se pueda buscar: "v2" no es una versión del texto de enlace de una cuadrícula; este empieza por "v1.". En su lugar se muestra la trampa en U.'
		]);
		expect(notesOf(grid, 'zh')).toEqual([
			'参数 "grid" 中没有可以搜索的网格：“v2”不是网格链接文本的版本；它应以 "v1." 开头。 改为显示 U 形陷阱。'
		]);
	});

	it('a preset name, an edit and an undo', () => {
		expect(messageText(GRID_PRESETS[0].label, 'es')).toBe('La trampa en U');
		expect(messageText(GRID_PRESETS[1].label, 'zh')).toBe('沼泽（带权格子）');
		const moved = moveEnd(U_TRAP, 'goal', U_TRAP.start);
		if (moved.ok) throw new Error('moved');
		expect(messageText(moved.refusal, 'es')).toMatch(
			/^El objetivo no puede ir sobre el inicio \(\d+, \d+\): son dos casillas distintas\.$/
		);
		expect(m.domains_undone({ change: 'nodo A añadido' }, { locale: 'es' })).toBe(
			'Deshecho: nodo A añadido'
		);
	});

	it('a run’s faults on a graph, and h’s violations', () => {
		const faults = runFaults({ graph: ROMANIA, start: 'X', goals: [] });
		expect(faults.map((fault) => messageText(fault, 'es'))).toEqual([
			'Ciudad de inicio desconocida "X": usa una de A, B, C, D, F, L, M, P, Q, R, S, T, Z.',
			'La ejecución no tiene objetivo: nombra al menos un nodo.'
		]);
		expect(messageText(faults[0], 'zh')).toBe(
			'未知的起点城市“X”：请使用 A, B, C, D, F, L, M, P, Q, R, S, T, Z 之一。'
		);
		const inconsistent = GRAPH_PRESETS.find((preset) => preset.id === 'inconsistent')!;
		const verdict = heuristicVerdict(presetRun(inconsistent))!;
		expect(violationMessages(verdict).map((ref) => messageText(ref, 'es'))).toEqual([
			'h(S) − h(A) = 5 > coste(S, A) = 1',
			'h(B) − h(C) = 3 > coste(B, C) = 1'
		]);
	});

	it('a teaching graph’s text opens with its comment in the page’s language, the graph the same', () => {
		const [exam] = GRAPH_PRESETS;
		const text = presetText(exam, messageText(exam.commentMessage, 'es'));
		expect(text.split('\n')[0]).toBe(
			'# Un grafo pequeño de examen: h es consistente (y, por tanto, también admisible).'
		);
		expect(messageText(exam.commentMessage, 'zh')).toBe(
			'一个小型考试图：h 是一致的（因此也是可采纳的）。'
		);
		const read = readGraphText(text);
		expect(read.ok && read.run).toEqual(presetRun(exam));
	});

	it('the states’ words: a tile action, a grid’s moves and cell, a start state', () => {
		const tile = tileWords(3, 3);
		expect(messageText(tile.action('Up'), 'es')).toBe('hueco Arriba');
		expect(messageText(tile.action('Left'), 'zh')).toBe('空格向左');
		const grid = gridWords(U_TRAP);
		expect(messageText(grid.action('NE'), 'es')).toBe('NE (arriba y a la derecha)');
		expect(messageText(grid.action('SW'), 'zh')).toBe('SW（左下）');
		const name = grid.sentenceName(0);
		expect(typeof name === 'object' && name !== null && messageText(name, 'es')).toBe(
			'casilla (0, 0)'
		);
		expect(m.domains_start_state({ kind: 'city' }, { locale: 'es' })).toBe('Ciudad inicial');
		expect(m.domains_frontier_replaced({ kind: 'cell', by: 7 }, { locale: 'es' })).toBe(
			' — sustituido por el nodo 7, un camino más barato a la misma casilla'
		);
	});

	it('what the pages call a graph and its h', () => {
		const road = graphTitlesOf({ graph: 'road-map' });
		expect(messageText(road.title, 'es')).toBe('el mapa de carreteras de Rumanía');
		expect(messageText(road.h, 'zh')).toBe('到布加勒斯特的直线距离');
		expect(messageText(graphTitlesOf({ graph: 'graph' }).h, 'es')).toBe('la h que da tu grafo');
		expect(messageText(admissibility('manhattan', 8).noteMessage)).toBe(
			'overestimates: one diagonal step (√2) covers a Manhattan 2'
		);
	});
});
