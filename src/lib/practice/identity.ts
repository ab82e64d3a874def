/**
 * One attempt per student: an assignment's questions are drawn from a seed made of the
 * assignment and the student's identity (the name in their result code), so two students get
 * different questions, the same student gets the same questions on any machine, and an attempt
 * handed in under another name no longer fits its seed. The checking page recomputes the seed
 * from the code's assignment and name to tell a copy from an attempt of one's own.
 *
 * A personal seed is written `<attempt>-<8 characters>`: the attempt's number (a fresh start
 * draws the next one) and eight characters hashed from the assignment, the identity and that
 * number. Seeds without the number (8 characters) were drawn at random by earlier versions, or
 * are the seed an assignment shares: nothing ties them to a name.
 */

import { createRng } from '../puzzle/rng';
import { freshSeed } from './attempt';

/** The most fresh starts one student can make at one assignment. */
export const MAX_ATTEMPT = 999;

const PERSONAL_SEED = /^([1-9]\d{0,2})-([a-z2-9]{8})$/;

/**
 * The form of a name that decides the seed: Unicode-normalised (NFKC), spaces collapsed and
 * trimmed, lower case. "Ada  Lovelace" and "ada lovelace" are one student.
 */
export function identityKey(name: string): string {
	return name.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

/** The seed of attempt `attempt` (from 1) at the assignment `assignment` (its canonical query). */
export function personalSeed(assignment: string, name: string, attempt: number): string {
	if (!Number.isInteger(attempt) || attempt < 1 || attempt > MAX_ATTEMPT) {
		throw new RangeError(`An attempt is numbered from 1 to ${MAX_ATTEMPT}, not ${attempt}.`);
	}
	const rng = createRng(`frontier-attempt\n${assignment}\n${identityKey(name)}\n${attempt}`);
	return `${attempt}-${freshSeed((n) => rng.int(n))}`;
}

/** The attempt number a personal seed carries, or null for a seed that is not personal. */
export function attemptOfSeed(seed: string): number | null {
	const match = PERSONAL_SEED.exec(seed);
	return match === null ? null : Number(match[1]);
}

/**
 * How a code's seed stands to its name:
 * - `fits`: it is the seed this name draws at this assignment (attempt `attempt`);
 * - `other-name`: a personal seed, but another identity's: the attempt was made under another
 *   name and handed in under this one (or the name was edited);
 * - `not-personal`: nothing ties the seed to a name (a shared seed, or an earlier version's).
 */
export type SeedFit =
	| { readonly kind: 'fits'; readonly attempt: number }
	| { readonly kind: 'other-name'; readonly attempt: number }
	| { readonly kind: 'not-personal' };

export function seedFit(assignment: string, name: string, seed: string): SeedFit {
	const attempt = attemptOfSeed(seed);
	if (attempt === null) return { kind: 'not-personal' };
	return personalSeed(assignment, name, attempt) === seed
		? { kind: 'fits', attempt }
		: { kind: 'other-name', attempt };
}
