/**
 * Ready-made plans for a class session: which lessons to read, which runs to open, what to ask.
 * Each step's `lesson` is a lesson slug, `play` a playground query and `challenge` a challenge
 * query; a test checks all three.
 */
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
				text: 'Read the breadth-first search lesson: the queue, its layers, and why the first goal found is the closest.',
				lesson: '04-breadth-first-search'
			},
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
	},
	{
		id: 'plan-heuristics',
		title: 'Heuristics and the price of optimality (two sessions)',
		summary:
			'From A* and admissibility to weighted A*, with a graded prediction exercise and a side-by-side comparison.',
		steps: [
			{
				text: 'Read the A* lesson and do its “predict the next expansion” exercise in class.',
				lesson: '08-a-star'
			},
			{
				text: 'Compare misplaced tiles, Manhattan distance and linear conflict on the same boards; discuss the heat map of h against the true distance.',
				lesson: '09-heuristics'
			},
			{
				text: 'Homework challenge: predict A*’s next three expansions (two of them break ties) and paste the result text into the submission.',
				challenge: 'v=1&board=41325_786&step=1&ask=next&k=3'
			},
			{
				text: 'Weighted A*: fewer expansions, longer paths; ask for the bound w·C* before showing the table.',
				lesson: '10-weighted-a-star'
			},
			{
				text: 'Wrap up with four searches in lockstep on /compare, and the comparison lesson’s table.',
				lesson: '13-comparing-algorithms'
			}
		]
	}
];
