/**
 * A lesson exercise drawn by the practice engine (src/lib/practice/questions.ts): the lesson names
 * the kind of question (a type, a level, an algorithm for the searches) and a seed; the student
 * answers it part by part, and "another one like this" draws the same kind from the next seed.
 * This module reads the lesson's props, names each round's seed, and reads back what was kept.
 */
import { readAlgorithm } from '../config/run-options';
import { readChoice, readRecord, readWhole } from '../persist/saved-checks';
import {
	LEVELS,
	QUESTION_TYPES,
	TYPE_ALGORITHMS,
	type Level,
	type PracticeQuestion,
	type QuestionSpec,
	type QuestionType
} from '../practice/question-spec';
import { drawQuestion, judgePart } from '../practice/questions';

/** The props a lesson writes, as strings; the widget's own defaults fill what it leaves out. */
export interface ExerciseProps {
	readonly type?: string;
	readonly level?: string;
	readonly algorithm?: string;
	readonly seed?: string;
}

/** Asked of a type that asks about a board, not a search: drawQuestion reads no algorithm then. */
const UNUSED_ALGORITHM = 'astar';

/** The question spec of a lesson's props for round 1, or the problems with them as sentences. */
export function readExercise(
	props: ExerciseProps
): { ok: true; spec: QuestionSpec } | { ok: false; problems: string[] } {
	const problems: string[] = [];
	const type = readChoice<QuestionType>(props.type, QUESTION_TYPES);
	if (type === null) {
		problems.push(`prop "type" takes ${QUESTION_TYPES.join(', ')}; got "${props.type ?? ''}".`);
	}
	const level = props.level === undefined ? 'easy' : readChoice<Level>(props.level, LEVELS);
	if (level === null)
		problems.push(`prop "level" takes ${LEVELS.join(', ')}; got "${props.level}".`);
	const seed = props.seed ?? '';
	if (seed.trim() === '')
		problems.push('prop "seed" needs some text: the same text draws the same question.');
	if (type === null || level === null || problems.length > 0) return { ok: false, problems };

	const fits = TYPE_ALGORITHMS[type];
	if (fits === null) {
		if (props.algorithm !== undefined) {
			return {
				ok: false,
				problems: [`prop "algorithm" is not read by type "${type}": leave it out.`]
			};
		}
		return { ok: true, spec: { type, level, seed, algorithm: UNUSED_ALGORITHM } };
	}
	if (props.algorithm === undefined) {
		return {
			ok: false,
			problems: [`prop "algorithm" is needed by type "${type}" (one of ${fits.join(', ')}).`]
		};
	}
	const read = readAlgorithm(props.algorithm);
	if (!read.ok || !fits.includes(read.value)) {
		return {
			ok: false,
			problems: [
				`prop "algorithm" of type "${type}" takes ${fits.join(', ')}; got "${props.algorithm}".`
			]
		};
	}
	return { ok: true, spec: { type, level, seed, algorithm: read.value } };
}

/** The problems a lesson's props would show, including a first question that cannot be drawn. */
export function exerciseProblems(props: ExerciseProps): string[] {
	const read = readExercise(props);
	if (!read.ok) return read.problems;
	try {
		drawQuestion(read.spec);
		return [];
	} catch (error) {
		return [
			`the question cannot be drawn: ${error instanceof Error ? error.message : String(error)}`
		];
	}
}

/** At most this many rounds: "another one like this" stops offering more after it. */
export const MAX_ROUNDS = 999;

/** The seed of round `round` (from 1): the lesson's own seed first, then `seed-2`, `seed-3`, … */
export function roundSeed(seed: string, round: number): string {
	return round <= 1 ? seed : `${seed}-${round}`;
}

/** The question of round `round`. */
export function roundQuestion(spec: QuestionSpec, round: number): PracticeQuestion {
	return drawQuestion({ ...spec, seed: roundSeed(spec.seed, round) });
}

/**
 * What the student did, as kept in local storage: the round, the part reached (from 0) and the
 * answers given so far in this round, one per part up to the part reached (and its own, once
 * given). Verdicts are never kept: they are judged again from the answers.
 */
export interface ExerciseState {
	readonly round: number;
	readonly at: number;
	readonly answers: readonly number[];
}

/** A kept value in the shape of an ExerciseState, or null. */
export function readExerciseState(value: unknown): ExerciseState | null {
	const record = readRecord(value);
	const round = readWhole(record?.round, 1, MAX_ROUNDS);
	const at = readWhole(record?.at, 0, 100);
	const list = record?.answers;
	if (round === null || at === null || !Array.isArray(list) || list.length > 100) return null;
	const answers: number[] = [];
	for (const item of list) {
		const answer = readWhole(item, 0, Number.MAX_SAFE_INTEGER);
		if (answer === null) return null;
		answers.push(answer);
	}
	return { round, at, answers };
}

/**
 * Whether `state` fits `question` (its round's question): the part reached exists, the answers
 * reach it (one more when it is answered), and every answer names something its part offers.
 * A state that does not fit (the lesson changed its seed) is not replayed.
 */
export function stateFits(question: PracticeQuestion, state: ExerciseState): boolean {
	if (state.at >= question.parts.length) return false;
	if (state.answers.length !== state.at && state.answers.length !== state.at + 1) return false;
	return state.answers.every((answer, index) => judgePart(question, index, answer) !== null);
}
