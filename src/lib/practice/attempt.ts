/**
 * One student's attempt at an assignment: the seed their questions are drawn from, the name
 * they give, every answer in the order asked, and how far they have moved on. It is what the
 * page keeps in the browser (so a reload finds the student where they were) and what the
 * result code is made from; the verdicts are never kept, only judged again from the answers.
 */

import { readList, readRecord, readText, readWhole } from '../persist/saved-checks';
import type { PracticeQuestion } from './question-spec';
import { MAX_SEED } from './assignment';

export interface Attempt {
	readonly seed: string;
	readonly name: string;
	/** One answer per part answered, across questions, in order. */
	readonly answers: readonly number[];
	/** Parts moved past: equal to answers.length, or one less while a verdict is shown. */
	readonly advanced: number;
}

/** The most parts an attempt holds: 20 questions of at most 12 expansions each. */
const MAX_PARTS = 240;
export const MAX_NAME = 60;

const SEED_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';

/** A fresh seed: eight characters from `random` (crypto's, on the page), easy to read aloud. */
export function freshSeed(random: (n: number) => number): string {
	let seed = '';
	for (let i = 0; i < 8; i++) seed += SEED_ALPHABET[random(SEED_ALPHABET.length)];
	return seed;
}

/** A kept attempt, or null when its shape is not one this page writes. */
export function readAttempt(value: unknown): Attempt | null {
	const record = readRecord(value);
	const seed = readText(record?.seed);
	const name = readText(record?.name);
	const answers = readList(record?.answers, (n) => readWhole(n, 0, 2 ** 31 - 1), MAX_PARTS);
	const advanced = readWhole(record?.advanced, 0, MAX_PARTS);
	if (seed === null || name === null || answers === null || advanced === null) return null;
	if (seed === '' || seed.length > MAX_SEED || name.length > MAX_NAME) return null;
	if (advanced !== answers.length && advanced !== answers.length - 1) return null;
	return { seed, name, answers, advanced };
}

/** Where a part sits: its question and its place among that question's parts. */
export interface PartPlace {
	readonly question: number;
	readonly part: number;
}

/**
 * The question and part of the `index`th part over all questions, drawing questions only as
 * far as needed; null past the last.
 */
export function placeOf(
	index: number,
	count: number,
	questionAt: (i: number) => PracticeQuestion
): PartPlace | null {
	let rest = index;
	for (let question = 0; question < count; question++) {
		const parts = questionAt(question).parts.length;
		if (rest < parts) return { question, part: rest };
		rest -= parts;
	}
	return null;
}

/**
 * Where an attempt is kept between visits. On the site: the browser's storage under the
 * assignment's link. In an LMS package: the LMS's suspend data, so the attempt follows the
 * student to any browser. `load` returns null when nothing (readable) is kept.
 */
export interface AttemptKeeper {
	load(): Attempt | null;
	save(attempt: Attempt): void;
}

/**
 * Whether `incoming` is further on than `kept`, so that it should take its place (an imported
 * progress file, an attempt carried in a link or pasted as a resume code). "Further" counts the
 * answers given, never the time they were kept: opening a page makes an attempt with no answer,
 * which is newer than any attempt brought from elsewhere and must never block it. Equal answers:
 * the one moved further past its last verdict; a full tie keeps what is here (nothing to gain).
 */
export function isFurther(incoming: Attempt, kept: Attempt | null): boolean {
	if (kept === null || kept.answers.length === 0) return true;
	if (incoming.answers.length !== kept.answers.length) {
		return incoming.answers.length > kept.answers.length;
	}
	return incoming.advanced > kept.advanced;
}
