/**
 * Ready-made plans for a class session: which lessons to read, which runs to open, what to ask.
 * Each step's `lesson` is a lesson slug and `play` a playground query; a test checks both.
 */
export interface PlanStep {
	readonly text: string;
	readonly lesson?: string;
	readonly play?: string;
}

export interface LessonPlan {
	/** The plan's anchor on the teachers page. */
	readonly id: string;
	readonly title: string;
	readonly summary: string;
	readonly steps: readonly PlanStep[];
}

export const LESSON_PLANS: readonly LessonPlan[] = [
	{
		id: 'plan-state-spaces',
		title: 'What a state space is (one session)',
		summary:
			'Students meet the puzzle, count its states and discover that half of them cannot be reached.',
		steps: [
			{
				text: 'Play the puzzle for five minutes and write boards in compact and list notation.',
				lesson: '01-the-puzzle'
			},
			{
				text: 'Count arrangements for 2×2 to 4×4 and draw the 2×2 graph’s two circles on paper first.',
				lesson: '02-the-state-space'
			},
			{
				text: 'Swap two tiles of a solved board and let the class try to undo the swap; then explain inversions.',
				lesson: '03-parity-and-inversions'
			},
			{
				text: 'Exit question: is 1 2 3 / 4 5 6 / 8 7 _ solvable? Why not?'
			}
		]
	},
	{
		id: 'plan-uninformed',
		title: 'Breadth-first against A* (one session)',
		summary:
			'The same board under a blind search and a guided one, stepped side by side, with a prediction before each step.',
		steps: [
			{
				text: 'Step breadth-first search on a seven-move board; ask which board leaves the queue next before each step.',
				play: 'v=1&board=41325_786&algo=bfs'
			},
			{
				text: 'Open A* with Manhattan distance on the same board and compare the Expanded counters at the goal.',
				play: 'v=1&board=41325_786&h=manhattan'
			},
			{
				text: 'Show a tie: at step 4 two frontier nodes share f = 7; the first added leaves first.',
				play: 'v=1&board=41325_786&step=4'
			},
			{
				text: 'Homework: the edX start board under the assignment’s rules (blank first), reporting nodes expanded.',
				play: 'v=1&board=1,2,5,3,4,0,6,7,8&goal=blank-first&algo=bfs'
			}
		]
	}
];
