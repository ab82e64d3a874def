/**
 * The example links the teachers page shows, each once: the page writes them as links and as
 * the text of the link, and a test opens every one and checks what its sentence promises.
 */

/** A moment of a run: step 17 of A* with Manhattan distance on 1234_5678. */
export const STEP_EXAMPLE = 'v=1&board=1234_5678&algo=astar&h=manhattan&step=17';

/** A moment inside an expansion: A*'s first expansion at its fourth line step. */
export const MOMENT_EXAMPLE = 'v=1&board=75126348_&step=1&moment=4&grain=line';

/** A challenge on A*'s second to fourth expansions, two of which break a tie. */
export const CHALLENGE_EXAMPLE = 'v=1&board=41325_786&step=1&ask=next&k=3';

/** Four runs in lockstep at the moment A* finishes (22 expansions; breadth-first search needs 350). */
export const COMPARE_EXAMPLE =
	'v=1&board=42_713856&runs=bfs,dfs,greedy:manhattan,astar:manhattan&step=22';

/** A section of a lesson, by its heading's anchor. */
export const SECTION_EXAMPLE = { slug: '03-parity-and-inversions', anchor: 'why-a-swap-breaks-it' };

/**
 * The heuristic lab with "Manhattan distance × 1.5" (lesson 9's exercise 6): inadmissible, the
 * first board it overestimates on being _12357864 (h 21, true distance 20).
 */
export const LAB_EXAMPLE =
	'v=1&code=NY69CsJAEIT7e4opE4VECxtDsLbwIfZyG7JwP3C7qcR3lwtazsw38I0jXpQ3MqOMIGqUF4ZJYsV1uN1B8CUGrmA1SWQ84KkQg5rECApJVMVHfrh1z4tJydg6X6iGHm8HRDbonjDjMjlgLRXdUrIaTCKjrDjgoSXtD_Q8_7r0V-va2rd_Zdtrbm44NXhyH_cF';
