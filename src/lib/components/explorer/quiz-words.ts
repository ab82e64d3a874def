import {
	judge,
	type Choice,
	type Question,
	type Verdict,
	type Words
} from '$lib/challenge/challenge';
import { m } from '$lib/paraglide/messages.js';
import type { Position } from '$lib/player/forward';
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

/** A judge's words (a message) in the page's language. */
function said(words: Words): string {
	return typeof words === 'string' ? words : messageText(words);
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
			const { names } = DESCRIPTIONS[run.algorithm];
			// The subject's form, inside the sentence: "A*", "breadth-first search", es "la búsqueda…".
			const subject = inSentence(messageText(names.iterationSubject ?? names.subject));
			return m.explorer_q_next_entry({ subject });
		}
		case 'walk-step':
			return m.explorer_q_walk_step({ node: question.node });
		case 'fate':
			// The line that generates the child, said before it is shown: its numbers, not its fate.
			return m.explorer_q_fate({ line: narrate(run.ahead(question.at)) });
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
	if (question.kind !== 'next-entry') return m.explorer_how_pick_below();
	if (picksOn === null) return listed ? m.explorer_how_list_tree() : m.explorer_how_below_tree();
	return (listed ? m.explorer_how_list_picture : m.explorer_how_below_picture)({ where: picksOn });
}

/** A fate as a choice names it: what happens to the child, in a few words. */
export function fateLabel(choice: FateChoice, run: QuizRun): string {
	const { bound } = DESCRIPTIONS[run.algorithm];
	switch (choice) {
		case 'add':
			if (bound !== null)
				return bound === 'depth' ? m.explorer_fate_kept_depth() : m.explorer_fate_kept_bound();
			if (run.options.duplicates === 'tree') return m.explorer_fate_kept_joins();
			// Multiple-path pruning keeps a child whose state waits on the frontier already.
			return run.options.duplicates === 'prune'
				? m.explorer_fate_not_explored()
				: m.explorer_fate_new();
		case 'goal':
			return m.explorer_fate_goal();
		case 'explored':
			return m.explorer_fate_explored();
		case 'in-frontier':
			return run.options.duplicates === 'graph-update'
				? m.explorer_fate_in_frontier_cheaper()
				: m.explorer_fate_in_frontier();
		case 'replace':
			return m.explorer_fate_replace();
		case 'depth-cut':
			return m.explorer_fate_depth_cut();
		case 'bound-cut':
			return m.explorer_fate_bound_cut();
		case 'parent-cut':
			return m.explorer_fate_parent_cut();
		case 'visited':
			return m.explorer_fate_visited();
		case 'candidate':
			return m.explorer_fate_candidate();
	}
}

/** A walk's candidate as a choice names it. */
export function candidateLabel(choice: { readonly action: string; readonly h: number }): string {
	return m.explorer_candidate_label({ action: capital(actionText(choice.action)), h: choice.h });
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
	return { correct: false, headline: m.explorer_verdict_shown(), reason: right.reason };
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
	// The judge's words are messages: the quiz keeps its verdicts in the page's words.
	return {
		correct: verdict.correct,
		headline: verdict.correct ? m.explorer_verdict_right() : said(verdict.headline),
		reason: said(verdict.reason)
	};
}

/** The walk's choice, said by the narration of the line that makes it. */
function judgeWalk(question: WalkStepQuestion, picked: number, run: QuizRun): Verdict {
	const why = narrate(run.ahead(question.chosenAt));
	if (picked === question.answer) {
		return { correct: true, headline: m.explorer_verdict_right(), reason: why };
	}
	const chosen = question.choices.find((choice) => choice.child === question.answer);
	const mine = question.choices.find((choice) => choice.child === picked);
	if (chosen === undefined || mine === undefined) {
		throw new RangeError(`No candidate ${picked} in this question.`);
	}
	return {
		correct: false,
		headline: m.explorer_verdict_walk_wrong({ action: actionText(chosen.action) }),
		reason: m.explorer_verdict_walk_reason({
			action: capital(actionText(mine.action)),
			h: mine.h,
			why
		})
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
	if (picked === question.answer) {
		return { correct: true, headline: m.explorer_verdict_right(), reason: why };
	}
	return {
		correct: false,
		headline: m.explorer_verdict_fate_wrong({ answer: fateLabel(question.answer, run) }),
		reason: why
	};
}

/** What the quiz says of a step it shows without a question; null where silence is clearer. */
export function unaskedText(unasked: Unasked): string | null {
	const step = unasked.at.step;
	switch (unasked.why) {
		case 'nothing':
			return null;
		case 'crowded':
			return m.explorer_unasked_crowded({
				entries: m.explorer_count_entries({ count: unasked.total }),
				max: QUIZ_CHOICES,
				step
			});
		case 'one-choice':
			if (unasked.about === 'next-entry') {
				return m.explorer_unasked_one_entry({ step });
			}
			if (unasked.about === 'walk-step') {
				return m.explorer_unasked_one_child({ step });
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
	if (holders.length < 2) return m.explorer_state_pick_one({ name, id });
	return m.explorer_state_pick_many({
		name,
		entries: m.explorer_count_entries({ count: holders.length }),
		list: listWords(holders.map(String)),
		id
	});
}

/** The running score. */
export function scoreText(right: number, asked: number): string {
	return m.explorer_score({ right, asked });
}

/** Two or more items as a list in words: "3, 5 and 8". */
function listWords(items: readonly string[]): string {
	const last = items[items.length - 1];
	const rest = items
		.slice(0, -1)
		.reduce((before, after) => m.explorer_list_comma({ before, after }));
	return m.explorer_list_and({ before: rest, after: last });
}

function capital(text: string): string {
	return text.charAt(0).toUpperCase() + text.slice(1);
}
