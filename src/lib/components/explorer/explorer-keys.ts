/**
 * The explorer's keyboard: which key steps, plays or opens the list of keys, decided from the
 * key and from what has focus. The rule: the arrows step from anywhere but a field whose own
 * arrows edit or move something the reader is using (text, numbers, sliders, menus, CodeMirror),
 * and a key that a focused control answers itself (Space on a button, a link, a radio) is left
 * to it. A radio group (the "Step by" choice) keeps ↑ and ↓ to choose; ← and → step there too,
 * so that choosing a grain never takes the arrows away from stepping.
 */
import type { PlayerEvent } from '$lib/player';
import { m } from '$lib/paraglide/messages.js';

/** What a key press is, as plain data (KeyboardEvent has these fields). */
export interface KeyPress {
	readonly key: string;
	readonly shiftKey: boolean;
	readonly altKey: boolean;
	readonly ctrlKey: boolean;
	readonly metaKey: boolean;
}

/** What has focus, as plain data: its tag, its input type, whether it is editable text. */
export interface KeyTarget {
	readonly tag: string;
	/** An input's type, lower case ('' for other elements). */
	readonly type: string;
	readonly editable: boolean;
}

/** Input types whose keys are not text editing nor a slider's: the explorer may take arrows there. */
const CHOICE_INPUTS: ReadonlySet<string> = new Set([
	'radio',
	'checkbox',
	'button',
	'submit',
	'reset',
	'image',
	'file',
	'color'
]);

/** Elements that a focused Space presses (the browser's own activation). */
const PRESSED_BY_SPACE: ReadonlySet<string> = new Set(['BUTTON', 'A', 'SUMMARY']);

/** Whether keys typed at `target` edit it or move inside it: the explorer leaves them alone. */
export function isTextField(target: KeyTarget | null): boolean {
	if (target === null) return false;
	if (target.editable) return true;
	if (target.tag === 'TEXTAREA' || target.tag === 'SELECT') return true;
	return target.tag === 'INPUT' && !CHOICE_INPUTS.has(target.type);
}

/** What the explorer does with a key press: a player event, the list of keys, or nothing. */
export type KeyAction = PlayerEvent | { readonly type: 'keys-help' } | null;

export function keyAction(press: KeyPress, target: KeyTarget | null): KeyAction {
	if (press.altKey || press.ctrlKey || press.metaKey) return null;
	if (isTextField(target)) return null;
	if (press.key === '?') return { type: 'keys-help' };
	if (press.shiftKey && press.key === 'ArrowRight') return { type: 'step', grain: 'line' };
	if (press.shiftKey && press.key === 'ArrowLeft') return { type: 'back', grain: 'line' };
	if (press.key === ' ' && target !== null) {
		// A focused button, link, summary, radio or checkbox is pressed by Space itself.
		if (PRESSED_BY_SPACE.has(target.tag) || target.tag === 'INPUT') return null;
	}
	switch (press.key) {
		case ' ':
			return { type: 'toggle' };
		case 'ArrowRight':
			return { type: 'step' };
		case 'ArrowLeft':
			return { type: 'back' };
		case 'Home':
			return { type: 'reset' };
		case 'End':
			return { type: 'toEnd' };
		default:
			return null;
	}
}

/** The focused element of a key event as `keyAction` reads it. */
export function keyTargetOf(target: EventTarget | null): KeyTarget | null {
	if (!(target instanceof HTMLElement)) return null;
	return {
		tag: target.tagName,
		type: target instanceof HTMLInputElement ? target.type.toLowerCase() : '',
		editable: target.isContentEditable
	};
}

/**
 * One line of the list of keys: the keys, and what they do (its message, written when the list
 * is shown, in the page's language).
 */
export interface KeyHelp {
	readonly keys: readonly string[];
	readonly does: () => string;
}

/** Every shortcut of an explorer, as its "Keys" list shows them. */
export const EXPLORER_KEYS: readonly KeyHelp[] = [
	{ keys: ['→'], does: m.explorer_key_forward },
	{ keys: ['←'], does: m.explorer_key_back },
	{ keys: ['Shift', '→'], does: m.explorer_key_line_forward },
	{ keys: ['Shift', '←'], does: m.explorer_key_line_back },
	{ keys: ['Space'], does: m.explorer_key_space },
	{ keys: ['Home'], does: m.explorer_key_home },
	{ keys: ['End'], does: m.explorer_key_end },
	{ keys: ['↑', '↓'], does: m.explorer_key_grain },
	{ keys: ['?'], does: m.explorer_key_list }
];

/** The search tree's own keys, while it has focus. */
export const TREE_KEYS: readonly KeyHelp[] = [
	{ keys: ['↑'], does: m.explorer_key_parent },
	{ keys: ['↓'], does: m.explorer_key_first_child },
	{ keys: ['←', '→'], does: m.explorer_key_siblings },
	{ keys: ['Home'], does: m.explorer_key_root },
	{ keys: ['End'], does: m.explorer_key_expanding },
	{ keys: ['+', '−'], does: m.explorer_key_zoom },
	{ keys: ['Enter'], does: m.explorer_key_pick_tree }
];

/** The keys of a quiz question's choices: the frontier's entries, or the quiz's own list. */
export const QUIZ_KEYS: readonly KeyHelp[] = [
	{ keys: ['↑', '↓'], does: m.explorer_key_choices },
	{ keys: ['Home', 'End'], does: m.explorer_key_choice_ends },
	{ keys: ['Enter'], does: m.explorer_key_pick }
];
