import { judge, type Choice, type Question, type Verdict } from '$lib/challenge/challenge';
import { countText, countWords } from '$lib/count-text';
import type { Position } from '$lib/player/forward';
import { listText } from '$lib/practice/choose-set';
import {
	QUIZ_CHOICES,
	type EntryOfState,
	type FateChoice,
	type FateQuestion,
	type NextEntryQuestion,
	type QuizQuestion,
	type Unasked,
	type WalkStepQuestion
} from '$lib/player/quiz';
import { DESCRIPTIONS, inSentence, type AlgorithmName } from '$lib/search/descriptions';
import type { ResolvedOptions } from '$lib/search/options';
import {
	actionText as actionMessage,
	narrate as narration,
	type NarrationInput
} from '$lib/trace/narration';
import { messageText } from '$lib/components/message-text';

/** The narration of a position, in the page's words. */
function narrate<S>(input: NarrationInput<S>): string {
	return messageText(narration(input));
}

/** An action in the page's words ("blank Up"). */
function actionText(action: string): string {
	return messageText(actionMessage(action));
}

/**
 * The quiz in words: what a question asks, what each fate is called, right or wrong and why.
 * The player's quiz module (player/quiz.ts) gives the facts; the reasons are the site's own
 * sentences: the challenge's judge for the entry a frontier hands out next (the same verdict
 * /challenge and practice give), and the narration of the line the student predicted for a
 * child's fate and the walk's choice.
 */

/** What the words need of the run besides the question. */
export interface QuizRun {
	readonly algorithm: AlgorithmName;
	/** The options as the run uses them (describedOptions). */
	readonly options: ResolvedOptions;
	/** The narration's input for a position just ahead of the cursor (narrationInputAhead). */
	readonly ahead: (at: Position) => NarrationInput<unknown>;
}

/** What a student picks: a node (the entry taken next), a child (the walk's), or a fate. */
export type QuizPick = number | FateChoice;

/** The question, as the quiz panel asks it. */
export function questionText(question: QuizQuestion, run: QuizRun): string {
	switch (question.kind) {
		case 'next-entry': {
			const description = DESCRIPTIONS[run.algorithm];
			const subject = inSentence(description.iterationSubject ?? description.subject);
			return `Which entry does ${subject} take off the frontier next?`;
		}
		case 'walk-step':
			return `The walk stands on node ${question.node}: which of its unvisited children does it step to?`;
		case 'fate':
			// The line that generates the child, said before it is shown: its numbers, not its fate.
			return `${narrate(run.ahead(question.at))} What becomes of it?`;
	}
}

/**
 * How to answer, for the question's hint: `listed` where the frontier panel lists the entries,
 * `picksOn` where the problem's picture offers them too ("on the map"; DomainView.picksOn).
 */
export function howToAnswer(
	question: QuizQuestion,
	listed: boolean,
	picksOn: string | null = null
): string {
	if (question.kind !== 'next-entry') return 'Pick one below (↑ ↓, Enter).';
	const list = listed ? 'it in the frontier list (↑ ↓, Enter)' : 'one below (↑ ↓, Enter)';
	const others = picksOn === null ? 'or in the tree' : `in the tree or ${picksOn}`;
	return `Pick ${list}${picksOn === null ? ' ' : ', '}${others}.`;
}

/** A fate as a choice names it: what happens to the child, in a few words. */
export function fateLabel(choice: FateChoice, run: QuizRun): string {
	const { bound } = DESCRIPTIONS[run.algorithm];
	switch (choice) {
		case 'add':
			if (bound !== null)
				return `Kept: within the ${bound === 'depth' ? 'depth limit' : 'f bound'}`;
			if (run.options.duplicates === 'tree') return 'Kept: joins the frontier';
			// Multiple-path pruning keeps a child whose state waits on the frontier already.
			return run.options.duplicates === 'prune'
				? 'Not explored: joins the frontier'
				: 'New: joins the frontier';
		case 'goal':
			return 'New, and the goal: the search stops';
		case 'explored':
			return 'Already explored: discarded';
		case 'in-frontier':
			return run.options.duplicates === 'graph-update'
				? 'On the frontier by a path no costlier: discarded'
				: 'Already on the frontier: discarded';
		case 'replace':
			return 'Replaces a costlier entry on the frontier';
		case 'depth-cut':
			return 'Cut: deeper than the depth limit';
		case 'bound-cut':
			return 'Cut: its f is above the bound';
		case 'parent-cut':
			return 'Skipped: it undoes the last move';
		case 'visited':
			return 'Skipped: already visited';
		case 'candidate':
			return 'A candidate: not visited yet';
	}
}

/** A walk's candidate as a choice names it. */
export function candidateLabel(choice: { readonly action: string; readonly h: number }): string {
	return `${capital(actionText(choice.action))}, h ${choice.h}`;
}

/** Right or wrong, and why, for `picked`. */
export function judgeQuiz(question: QuizQuestion, picked: QuizPick, run: QuizRun): Verdict {
	switch (question.kind) {
		case 'next-entry':
			return judgeEntry(question, picked as number, run);
		case 'walk-step':
			return judgeWalk(question, picked as number, run);
		case 'fate':
			return judgeFate(question, picked as FateChoice, run);
	}
}

/** The answer shown without one given (the student asked to see the step). */
export function revealed(question: QuizQuestion, run: QuizRun): Verdict {
	const right = judgeQuiz(question, question.answer, run);
	return { correct: false, headline: 'Shown:', reason: right.reason };
}

/**
 * The challenge's verdict on the entry taken next: the algorithm's rule, the two entries'
 * values where they decide, the tie-break where entries share the lowest.
 */
function judgeEntry(question: NextEntryQuestion, picked: number, run: QuizRun): Verdict {
	const choices: Choice<null>[] = question.choices.map((row) => ({
		id: row.id,
		parent: row.parent,
		board: null,
		notation: '',
		g: row.g,
		h: row.h,
		f: row.f,
		depth: row.depth
	}));
	const asked: Question<null> = {
		step: question.at.step - 1,
		choices,
		answer: question.answer,
		answerIsGoal: question.answerIsGoal
	};
	// The tied entries are counted, not named: the next step's question would be among them.
	const verdict = judge(
		asked,
		picked,
		run.algorithm,
		run.options.weight,
		run.options.tieBreak,
		'counted'
	);
	return verdict.correct ? { ...verdict, headline: 'Right:' } : verdict;
}

/** The walk's choice, said by the narration of the line that makes it. */
function judgeWalk(question: WalkStepQuestion, picked: number, run: QuizRun): Verdict {
	const why = narrate(run.ahead(question.chosenAt));
	if (picked === question.answer) return { correct: true, headline: 'Right:', reason: why };
	const chosen = question.choices.find((choice) => choice.child === question.answer);
	const mine = question.choices.find((choice) => choice.child === picked);
	if (chosen === undefined || mine === undefined) {
		throw new RangeError(`No candidate ${picked} in this question.`);
	}
	return {
		correct: false,
		headline: `Not this one: the walk steps to ${actionText(chosen.action)}.`,
		reason: `${capital(actionText(mine.action))} has h ${mine.h}. ${why}`
	};
}

/**
 * A child's fate, said by the narration of the line that decides it, and of the goal test
 * that follows it where children are tested as they are generated.
 */
function judgeFate(question: FateQuestion, picked: FateChoice, run: QuizRun): Verdict {
	const lines = [question.decidedAt, question.goalTestAt].filter(
		(at): at is Position => at !== null
	);
	const why = lines.map((at) => narrate(run.ahead(at))).join(' ');
	if (picked === question.answer) return { correct: true, headline: 'Right:', reason: why };
	return {
		correct: false,
		headline: `Not this one: the answer is “${fateLabel(question.answer, run)}”.`,
		reason: why
	};
}

/** What the quiz says of a step it shows without a question; null where silence is clearer. */
export function unaskedText(unasked: Unasked): string | null {
	const step = `step ${countText(unasked.at.step)}`;
	switch (unasked.why) {
		case 'nothing':
			return null;
		case 'crowded':
			return `The frontier holds ${countWords(unasked.total, 'entry', 'entries')}, more than the ${QUIZ_CHOICES} a question lists: ${step} is shown without one.`;
		case 'one-choice':
			if (unasked.about === 'next-entry') {
				return `The frontier holds a single entry: nothing to choose at ${step}.`;
			}
			if (unasked.about === 'walk-step') {
				return `The walk has a single unvisited child: nothing to choose at ${step}.`;
			}
			return null;
	}
}

/**
 * What a state picked on the picture (a city on the map) was taken to mean: its entry, and where
 * several entries hold it, which of them and why (entryOfState). `name` is the state as a
 * sentence names it ("Sibiu").
 */
export function statePickText(name: string, entry: EntryOfState): string {
	const { id, holders } = entry;
	if (holders.length < 2) return `${name} is node ${id} on the frontier.`;
	return `${name} has ${countWords(holders.length, 'entry', 'entries')} on the frontier (nodes ${listText(holders.map(String))}): the pick means node ${id}, the first of them to leave.`;
}

/** The running score. */
export function scoreText(right: number, asked: number): string {
	return `Right first time: ${countText(right)} of ${countText(asked)}`;
}

function capital(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
