/**
 * A challenge's answers judged again, for the checking page (practice/check.ts): its label and
 * its refusals as messages, the verdicts as the challenge page gives them (challenge.ts).
 */
import { readPlayLink } from '../config/play-link';
import { algorithmNameMessage } from '../search/descriptions';
import { message, type MessageRef } from '../messages';
import {
	CHALLENGE_ALGORITHMS,
	CHALLENGE_PARAMS,
	challengeExpansions,
	challengeQuery,
	challengeRun,
	challengeStart,
	judge,
	judgeLength,
	pathMeasure,
	problemMessage,
	questionFrom,
	readChallenge,
	returnedLength,
	unreachableGoal,
	type PathMeasure,
	type Verdict
} from './challenge';

/** What a length question asks, as a message. */
const LENGTH_MESSAGES: Readonly<Record<PathMeasure, MessageRef>> = {
	moves: message('challenge_path_length', {}),
	cost: message('challenge_path_cost', {})
};

/** A challenge longer than this many expansions is not replayed by the checking page. */
export const MAX_CHECK_EXPANSIONS = 20_000;

/** A challenge's answers judged again, or why they cannot be. */
export type ChallengeReplay =
	| {
			readonly ok: true;
			/** "Challenge: A* search on 41325_786, from step 1", for the checking page. */
			readonly label: MessageRef;
			/** How many questions the page asks: as many answers are expected. */
			readonly asked: number;
			/** A verdict per answer (null: the answer names no entry the question lists). */
			readonly verdicts: readonly (Verdict | null)[];
	  }
	| {
			readonly ok: false;
			/** 'edited': no page writes such a code; 'unchecked': too long to replay here. */
			readonly status: 'edited' | 'unchecked';
			/** Why the answers are not judged again. */
			readonly reason: MessageRef;
			readonly label: MessageRef;
	  };

/**
 * Replays the challenge `query` names (as `challengeQuery` writes it) and judges `answers` as
 * the page does: for `next`, the entry picked at each question, the run advancing one expansion
 * per question along its own path whatever was picked; for `length`, the length typed.
 */
export function replayChallenge(query: string, answers: readonly number[]): ChallengeReplay {
	const prefix = 'challenge?';
	const params = new URLSearchParams(query.slice(prefix.length));
	const config = readPlayLink(params, CHALLENGE_PARAMS).config;
	const { spec } = readChallenge(params);
	const label = message('challenge_replay_label', {
		algorithm: algorithmNameMessage(config.algorithm),
		problem: problemMessage(config),
		what:
			spec.kind === 'next'
				? message('challenge_replay_from_step', { step: config.step })
				: LENGTH_MESSAGES[pathMeasure(config)]
	});
	const refuse = (status: 'edited' | 'unchecked', reason: MessageRef): ChallengeReplay => ({
		ok: false,
		status,
		reason,
		label
	});
	if (!query.startsWith(prefix) || challengeQuery(config, spec) !== query) {
		return refuse('edited', message('challenge_replay_edited', {}));
	}
	if (unreachableGoal(config) !== null) {
		return refuse('edited', message('challenge_replay_unreachable', {}));
	}
	const tooLong = refuse(
		'unchecked',
		message('challenge_replay_too_long', { count: MAX_CHECK_EXPANSIONS })
	);
	if (spec.kind === 'length') {
		const cap = Math.min(config.maxExpansions, MAX_CHECK_EXPANSIONS);
		const returned = returnedLength({ ...config, maxExpansions: cap });
		if (returned.outcome === 'limit' && cap < config.maxExpansions) return tooLong;
		const verdicts = answers.slice(0, 1).map((given) => judgeLength(config, given, returned));
		return { ok: true, label, asked: 1, verdicts };
	}
	if (!CHALLENGE_ALGORITHMS.includes(config.algorithm)) {
		return refuse(
			'edited',
			message('challenge_replay_no_expansions', { algorithm: config.algorithm })
		);
	}
	if (Math.min(config.maxExpansions, config.step + spec.count) > MAX_CHECK_EXPANSIONS)
		return tooLong;
	const run = challengeRun(config, challengeExpansions(spec.count));
	let { step } = challengeStart(run, config.step);
	const verdicts: (Verdict | null)[] = [];
	let asked = 0;
	for (; asked < spec.count; asked++) {
		const question = questionFrom(run, step);
		if ('reason' in question) break;
		step = question.step + 1;
		if (asked >= answers.length) continue;
		const given = answers[asked];
		verdicts.push(
			question.choices.some((choice) => choice.id === given)
				? judge(question, given, config.algorithm, config.weight, config.tieBreak)
				: null
		);
	}
	return { ok: true, label, asked, verdicts };
}
