import { describe, expect, it } from 'vitest';
import {
	explorerAnchor,
	lessonStepLink,
	positionFromAt,
	stepFromAt
} from '$lib/lessons/lesson-links';
import '../i18n/english-messages';

describe('lesson links to an explorer step', () => {
	it('makes a stable anchor from the explorer’s label', () => {
		expect(explorerAnchor('Breadth-first search from 41325_786')).toBe(
			'explorer-breadth-first-search-from-41325-786'
		);
		expect(explorerAnchor('A* search from 41325_786')).toBe('explorer-a-search-from-41325-786');
	});

	it('reads the step for its own explorer only', () => {
		expect(stepFromAt('explorer-x:12', 'explorer-x')).toBe(12);
		expect(stepFromAt('explorer-y:12', 'explorer-x')).toBe(null);
		expect(stepFromAt('explorer-x:-1', 'explorer-x')).toBe(null);
		expect(stepFromAt('explorer-x:twelve', 'explorer-x')).toBe(null);
		expect(stepFromAt(null, 'explorer-x')).toBe(null);
	});

	it('writes the address that reopens it', () => {
		expect(lessonStepLink('/lessons/01-the-puzzle', 'explorer-x', 5)).toBe(
			'/lessons/01-the-puzzle?at=explorer-x:5#explorer-x'
		);
		expect(lessonStepLink('/lessons/08-a-star', 'explorer-x', 5, 2)).toBe(
			'/lessons/08-a-star?at=explorer-x:5.3#explorer-x'
		);
	});

	it('reads a line within the step, counted from 1', () => {
		expect(positionFromAt('explorer-x:5.3', 'explorer-x')).toEqual({ step: 5, line: 2 });
		expect(positionFromAt('explorer-x:5', 'explorer-x')).toEqual({ step: 5, line: null });
		expect(positionFromAt('explorer-x:5.0', 'explorer-x')).toEqual({ step: 5, line: null });
		expect(positionFromAt('explorer-x:5.', 'explorer-x')).toBe(null);
		expect(stepFromAt('explorer-x:5.3', 'explorer-x')).toBe(5);
	});
});
