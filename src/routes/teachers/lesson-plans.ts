/**
 * Ready-made plans for a class session: which lessons to read, which runs to open, what to ask.
 * Each step's `lesson` is a lesson slug, `play` a playground query and `challenge` a challenge
 * query; a test checks all three. The words are messages (messages/pages), read in the page's
 * language each time a plan is shown: hence getters.
 */

import { m } from '$lib/paraglide/messages.js';
export interface PlanStep {
	readonly text: string;
	readonly lesson?: string;
	readonly play?: string;
	/** A challenge link's query (the playground's parameters plus ask and k). */
	readonly challenge?: string;
}

export interface LessonPlan {
	/** The plan's anchor on the teachers page. */
	readonly id: string;
	readonly title: string;
	readonly summary: string;
	readonly steps: readonly PlanStep[];
}

/** A step whose words are the message `text`, with its links. */
function step(text: () => string, links: Omit<PlanStep, 'text'> = {}): PlanStep {
	return {
		get text() {
			return text();
		},
		...links
	};
}

/** A plan whose title and summary are the messages `title` and `summary`. */
function plan(
	id: string,
	title: () => string,
	summary: () => string,
	steps: readonly PlanStep[]
): LessonPlan {
	return {
		id,
		get title() {
			return title();
		},
		get summary() {
			return summary();
		},
		steps
	};
}

export const LESSON_PLANS: readonly LessonPlan[] = [
	plan('plan-state-spaces', m.pages_plan_states_title, m.pages_plan_states_summary, [
		step(m.pages_plan_states_1, { lesson: '01-the-puzzle' }),
		step(m.pages_plan_states_2, { lesson: '02-the-state-space' }),
		step(m.pages_plan_states_3, { lesson: '03-parity-and-inversions' }),
		step(m.pages_plan_states_4)
	]),
	plan('plan-uninformed', m.pages_plan_uninformed_title, m.pages_plan_uninformed_summary, [
		step(m.pages_plan_uninformed_1, { lesson: '04-breadth-first-search' }),
		step(m.pages_plan_uninformed_2, { play: 'v=1&board=41325_786&algo=bfs' }),
		step(m.pages_plan_uninformed_3, { play: 'v=1&board=41325_786&h=manhattan' }),
		step(m.pages_plan_uninformed_4, { play: 'v=1&board=41325_786&step=4' }),
		step(m.pages_plan_uninformed_5, {
			play: 'v=1&board=1,2,5,3,4,0,6,7,8&goal=blank-first&algo=bfs'
		})
	]),
	plan('plan-heuristics', m.pages_plan_heuristics_title, m.pages_plan_heuristics_summary, [
		step(m.pages_plan_heuristics_1, { lesson: '08-a-star' }),
		step(m.pages_plan_heuristics_2, { lesson: '09-heuristics' }),
		step(m.pages_plan_heuristics_3, { challenge: 'v=1&board=41325_786&step=1&ask=next&k=3' }),
		step(m.pages_plan_heuristics_4, { lesson: '10-weighted-a-star' }),
		step(m.pages_plan_heuristics_5, { lesson: '13-comparing-algorithms' })
	])
];
