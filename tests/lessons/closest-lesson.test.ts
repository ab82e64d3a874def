import { describe, expect, it } from 'vitest';
import { closestLesson } from '../../src/lib/lessons/closest-lesson';
import '../i18n/english-messages';

const LESSONS = [
	{ slug: '01-the-puzzle', title: 'The puzzle' },
	{ slug: '04-breadth-first-search', title: 'Breadth-first search' },
	{ slug: '05-depth-first-search', title: 'Depth-first search and iterative deepening' },
	{ slug: '08-a-star', title: 'A* search' },
	{ slug: '11-ida-star-and-the-15-puzzle', title: 'IDA* and the 15-puzzle' }
];

describe('closestLesson', () => {
	it('takes the lesson with the same number first', () => {
		expect(closestLesson('04-bfs', LESSONS)?.slug).toBe('04-breadth-first-search');
		expect(closestLesson('4-anything', LESSONS)?.slug).toBe('04-breadth-first-search');
		expect(closestLesson('11', LESSONS)?.slug).toBe('11-ida-star-and-the-15-puzzle');
	});

	it('else the lesson sharing the most words', () => {
		expect(closestLesson('iterative-deepening', LESSONS)?.slug).toBe('05-depth-first-search');
		expect(closestLesson('99-depth-first', LESSONS)?.slug).toBe('05-depth-first-search');
		expect(closestLesson('ida-star', LESSONS)?.slug).toBe('11-ida-star-and-the-15-puzzle');
	});

	it('else none', () => {
		expect(closestLesson('zebra', LESSONS)).toBeUndefined();
		expect(closestLesson('the-and', LESSONS)).toBeUndefined();
	});
});
