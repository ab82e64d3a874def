/**
 * A challenge's answers judged again, for the checking page (practice/check.ts). Its label and
 * its refusals are still English, as the checking page's own words are (issue 31): they are
 * kept here, apart from challenge.ts, whose words are messages, until the check's are too.
 */
import {
	graphOf,
	graphRunOf,
	boardLinkText,
	readPlayLink,
	type GraphPlayConfig,
	type PlayConfig
} from '../config/play-link';
import { cellText } from '../domains/grid';
import { countText } from '../count-text';
import { ALGORITHMS } from '../search/algorithms';
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

/** What the checking page's English label calls each graph (the pages' words: graphTitlesOf). */
const GRAPH_TITLES_IN_ENGLISH: Readonly<Record<GraphPlayConfig['graph'], string>> = {
	'road-map': 'the road map of Romania',
	graph: 'your graph'
};

/** The problem in English words, as the checking page's label names it. */
function problemText(config: PlayConfig): string {
	if (config.problem === 'tile') return boardLinkText(config.board);
	if (config.problem === 'grid') {
		const { grid } = config;
		return `the ${grid.rows}×${grid.cols} grid from ${cellText(grid, grid.start)} to ${cellText(grid, grid.goal)}`;
	}
	const { nodes } = graphOf(config);
	const label = (name: string): string => nodes.find((node) => node.name === name)?.label ?? name;
	const goals = graphRunOf(config).goals.map(label).join(' or ');
	return `${GRAPH_TITLES_IN_ENGLISH[config.graph]} from ${label(config.start)} to ${goals}`;
}

/** What a length question asks, in the checking page's English. */
const LENGTH_NAMES: Readonly<Record<PathMeasure, string>> = {
	moves: 'path length',
	cost: 'path cost'
};

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
			readonly label: string;
			/** `label` as a message, for the checking page once its own words are messages. */
			readonly labelMessage: MessageRef;
			/** How many questions the page asks: as many answers are expected. */
			readonly asked: number;
			/** A verdict per answer (null: the answer names no entry the question lists). */
			readonly verdicts: readonly (Verdict | null)[];
	  }
	| {
			readonly ok: false;
			/** 'edited': no page writes such a code; 'unchecked': too long to replay here. */
			readonly status: 'edited' | 'unchecked';
			readonly message: string;
			/** `message` as a message. */
			readonly reason: MessageRef;
			readonly label: string;
			readonly labelMessage: MessageRef;
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
	const what =
		spec.kind === 'next'
			? `from step ${countText(config.step)}`
			: LENGTH_NAMES[pathMeasure(config)];
	const label = `Challenge: ${ALGORITHMS[config.algorithm].label} on ${problemText(config)}, ${what}`;
	const labelMessage = message('challenge_replay_label', {
		algorithm: algorithmNameMessage(config.algorithm),
		problem: problemMessage(config),
		what:
			spec.kind === 'next'
				? message('challenge_replay_from_step', { step: config.step })
				: LENGTH_MESSAGES[pathMeasure(config)]
	});
	const refuse = (
		status: 'edited' | 'unchecked',
		text: string,
		reason: MessageRef
	): ChallengeReplay => ({
		ok: false,
		status,
		message: text,
		reason,
		label,
		labelMessage
	});
	if (!query.startsWith(prefix) || challengeQuery(config, spec) !== query) {
		return refuse(
			'edited',
			'The challenge in this code is not one this site writes: the code was edited.',
			message('challenge_replay_edited', {})
		);
	}
	if (unreachableGoal(config) !== null) {
		return refuse(
			'edited',
			'This challenge’s board cannot reach the goal: the page asks nothing on it.',
			message('challenge_replay_unreachable', {})
		);
	}
	const tooLong = refuse(
		'unchecked',
		`This challenge runs past ${countText(MAX_CHECK_EXPANSIONS)} expansions: too long to check here; open the challenge link.`,
		message('challenge_replay_too_long', { count: MAX_CHECK_EXPANSIONS })
	);
	if (spec.kind === 'length') {
		const cap = Math.min(config.maxExpansions, MAX_CHECK_EXPANSIONS);
		const returned = returnedLength({ ...config, maxExpansions: cap });
		if (returned.outcome === 'limit' && cap < config.maxExpansions) return tooLong;
		const verdicts = answers.slice(0, 1).map((given) => judgeLength(config, given, returned));
		return { ok: true, label, labelMessage, asked: 1, verdicts };
	}
	if (!CHALLENGE_ALGORITHMS.includes(config.algorithm)) {
		return refuse(
			'edited',
			`The page asks no expansions of ${config.algorithm}: the code was edited.`,
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
	return { ok: true, label, labelMessage, asked, verdicts };
}
