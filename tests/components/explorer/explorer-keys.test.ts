import { describe, expect, it } from 'vitest';
import {
	EXPLORER_KEYS,
	isTextField,
	keyAction,
	type KeyPress,
	type KeyTarget
} from '$lib/components/explorer/explorer-keys';

const press = (key: string, shiftKey = false): KeyPress => ({
	key,
	shiftKey,
	altKey: false,
	ctrlKey: false,
	metaKey: false
});
const input = (type: string): KeyTarget => ({ tag: 'INPUT', type, editable: false });
const element = (tag: string): KeyTarget => ({ tag, type: '', editable: false });

describe('keyAction', () => {
	it('steps with ← and → from the page, a button, and a radio of the grain choice', () => {
		for (const target of [null, element('DIV'), element('BUTTON'), input('radio')]) {
			expect(keyAction(press('ArrowRight'), target)).toEqual({ type: 'step' });
			expect(keyAction(press('ArrowLeft'), target)).toEqual({ type: 'back' });
		}
	});

	it('leaves ↑ and ↓ to a radio group, which chooses with them', () => {
		expect(keyAction(press('ArrowDown'), input('radio'))).toBeNull();
		expect(keyAction(press('ArrowUp'), input('radio'))).toBeNull();
	});

	it('leaves every key to text fields, number fields, sliders, menus and CodeMirror', () => {
		const fields = [
			input('text'),
			input('number'),
			input('range'),
			input('search'),
			element('TEXTAREA'),
			element('SELECT'),
			{ tag: 'DIV', type: '', editable: true }
		];
		for (const field of fields) {
			expect(isTextField(field)).toBe(true);
			for (const key of ['ArrowRight', 'ArrowLeft', ' ', 'Home', 'End', '?']) {
				expect(keyAction(press(key), field)).toBeNull();
			}
		}
	});

	it('lets Space press a focused button, link, summary or radio, and play anywhere else', () => {
		for (const target of [element('BUTTON'), element('A'), element('SUMMARY'), input('radio')]) {
			expect(keyAction(press(' '), target)).toBeNull();
		}
		expect(keyAction(press(' '), null)).toEqual({ type: 'toggle' });
		expect(keyAction(press(' '), element('DIV'))).toEqual({ type: 'toggle' });
	});

	it('steps one line with Shift, runs to either end, and opens the list of keys with ?', () => {
		expect(keyAction(press('ArrowRight', true), input('radio'))).toEqual({
			type: 'step',
			grain: 'line'
		});
		expect(keyAction(press('ArrowLeft', true), null)).toEqual({ type: 'back', grain: 'line' });
		expect(keyAction(press('Home'), input('radio'))).toEqual({ type: 'reset' });
		expect(keyAction(press('End'), element('BUTTON'))).toEqual({ type: 'toEnd' });
		expect(keyAction(press('?', true), element('BUTTON'))).toEqual({ type: 'keys-help' });
	});

	it('ignores keys with Ctrl, Alt or ⌘ (the browser’s own shortcuts)', () => {
		expect(keyAction({ ...press('ArrowRight'), ctrlKey: true }, null)).toBeNull();
		expect(keyAction({ ...press('ArrowLeft'), altKey: true }, null)).toBeNull();
		expect(keyAction({ ...press(' '), metaKey: true }, null)).toBeNull();
	});

	it('lists every key it answers in the Keys help', () => {
		const listed = EXPLORER_KEYS.flatMap((entry) => entry.keys).join(' ');
		for (const key of ['→', '←', 'Shift', 'Space', 'Home', 'End', '?', '↑', '↓']) {
			expect(listed).toContain(key);
		}
	});
});
