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
});
