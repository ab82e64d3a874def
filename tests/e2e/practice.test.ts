import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { graphRunOf, playRunOptions, readPlayLink } from '../../src/lib/config/play-link';
import { CITY_NAMES, type City } from '../../src/lib/domains/graph';
import { collectSearch } from '../../src/lib/player/run-config';
import { readAssignment } from '../../src/lib/practice/assignment';
import { checkCode, questionsFor } from '../../src/lib/practice/check';
import { roadMapInstance } from '../../src/lib/practice/instances';
import type { Part } from '../../src/lib/practice/question-spec';
import { expectedAnswer } from '../../src/lib/practice/questions';
import { readResultCode, resultCode } from '../../src/lib/practice/result-code';
import type { TraceStats } from '../../src/lib/trace/types';
import {
	blockStorage,
	cityOn,
	cityRows,
	collectErrors,
	explorerIn,
	expectNoViolations,
	open,
	startAs
} from './helpers';
import { english } from './practice-words';

/**
 * A student works through an assignment (each answer judged at once, the score counting first
 * tries), keeps their place through a reload, and hands in a code; the teacher's checking page
 * gives the same score for it and flags an edited one.
 */

const LINK = 'v=1&types=simulate,path-cost,heuristic&n=3&title=Week 3: A*&key=w3&seed=class';
const { assignment } = readAssignment(new URLSearchParams(LINK));
const QUESTIONS = questionsFor(assignment, 'class');
const PARTS: Part[] = QUESTIONS.flatMap((question) => [...question.parts]);

/**
 * What the explorer shows at a road-map model answer's step (`query`, a playground link), as
 * the engine runs the link's search: the counters, the city being expanded, and the frontier
 * (an A* or IDA* one, ordered by f) in cityRows' form.
 */
function modelAnswerAt(query: string | null): {
	stats: TraceStats;
	current: string;
	rows: string[];
} {
	const { config } = readPlayLink(new URLSearchParams(query ?? ''));
	if (config.problem !== 'graph') throw new Error(`not a road-map run: ${query}`);
	const { trace } = collectSearch<City>({
		algorithm: config.algorithm,
		problem: 'graph',
		spec: graphRunOf(config),
		options: playRunOptions(config)
	});
	trace.seek(config.step);
	const event = trace.event(config.step);
	const node = event.type === 'start' || event.type === 'iteration' ? event.root : event.node;
	return {
		stats: trace.stats(),
		current: node.state,
		rows: trace
			.frontierRows()
			.rows.map(
				(row) =>
					`${CITY_NAMES[row.state]}, depth ${row.depth}, f ${row.f} = g ${row.g} + h ${row.h}`
			)
	};
}

/** Answers the part on screen: right, or (for a pick) the first node that is not the answer. */
async function answer(page: Page, part: Part, right: boolean): Promise<void> {
	if (part.kind === 'pick') {
		const wrong = part.question.choices.find((choice) => choice.id !== part.question.answer);
		const id = right || wrong === undefined ? part.question.answer : wrong.id;
		await page.locator(`button[data-node="${id}"]`).click();
	} else {
		const value = expectedAnswer(part) + (right ? 0 : 1);
		await page.getByRole('textbox', { name: english(part.prompt) }).fill(String(value));
		await page.getByRole('button', { name: 'Check' }).click();
	}
	await expect(page.locator('.verdict strong').first()).toHaveText(
		right ? 'Right.' : /^Not (this one|quite)/
	);
}

test('a student completes an A* assignment with one wrong first try; the checking page agrees', async ({
	page
}) => {
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	expect(PARTS.map((part) => part.kind)).toEqual(['pick', 'pick', 'pick', 'number', 'number']);
	await open(page, `/practice?${LINK}`);
	await expect(page.getByRole('heading', { level: 1 })).toHaveText('Week 3: A*');
	// The name comes first; the link's shared seed keeps the questions everyone's.
	await startAs(page, 'Ana Lima');
	const heading = page.locator('#practice-question');
	await expect(heading).toHaveText('Question 1 of 3, part 1 of 3');

	// The first pick is wrong: explained, corrected, and the run goes on.
	await answer(page, PARTS[0], false);
	const first = PARTS[0];
	if (first.kind !== 'pick') throw new Error('a pick');
	await expect(page.locator('.verdict strong')).toHaveText(
		`Not this one: the search takes node ${first.question.answer}.`
	);
	await expect(page.locator(`button[data-node="${first.question.answer}"]`)).toHaveClass(/right/);
	await expect(page.getByRole('button', { name: 'Next part' })).toBeFocused();

	// A reload finds the student on the verdict they were reading.
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(heading).toHaveText('Question 1 of 3, part 1 of 3');
	await expect(page.locator('.verdict strong')).toHaveText(
		`Not this one: the search takes node ${first.question.answer}.`
	);
	await page.getByRole('button', { name: 'Next part' }).click();
	await expect(heading).toHaveText('Question 1 of 3, part 2 of 3');
	await expect(page.locator('.expanded')).toHaveText(
		`Expanded so far: node 0, node ${first.question.answer}.`
	);

	for (const [i, part] of PARTS.entries()) {
		if (i === 0) continue;
		await answer(page, part, true);
		const last = i === PARTS.length - 1;
		await page
			.getByRole('button', { name: last ? 'See your result' : /^Next (part|question)$/ })
			.click();
	}
	await expect(page.getByRole('heading', { level: 2, name: /^Your result/ })).toHaveText(
		'Your result: 4 of 5 parts right at the first try'
	);
	const code = await page.getByTestId('result-code').inputValue();
	const read = readResultCode(code);
	expect(read).toEqual({
		ok: true,
		result: {
			assignment: 'v=1&types=simulate%2Cpath-cost%2Cheuristic&title=Week+3%3A+A*&key=w3&seed=class',
			seed: 'class',
			name: 'Ana Lima',
			score: 4,
			answers: [
				(first.question.choices.find((c) => c.id !== first.question.answer) ?? { id: -1 }).id,
				...PARTS.slice(1).map(expectedAnswer)
			]
		}
	});
	await expectNoViolations(page);

	// The result survives a reload too.
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByTestId('result-code')).toHaveValue(code);

	// The checking page: the student's code matches; one with its score raised does not; a
	// code with a character changed does not read.
	if (!read.ok) throw new Error(read.message.id);
	const raised = resultCode({ ...read.result, score: 5 });
	const damaged = code.slice(0, 10) + (code[10] === 'A' ? 'B' : 'A') + code.slice(11);
	await open(page, '/teachers/check');
	await page
		.getByLabel('Result codes')
		.fill(
			`name,email,code\nAna Lima,ana@example.org,${code}\nBen,ben@example.org,${raised}\nCy,,${damaged}`
		);
	await page.getByRole('button', { name: 'Check the codes' }).click();
	await expect(page.locator('.message')).toHaveText('3 codes: 1 matches, 2 do not.');
	const rows = page.locator('.students tbody tr');
	await expect(rows.nth(0)).toHaveAttribute('data-status', 'matches');
	await expect(rows.nth(0).locator('td.score')).toHaveText('4 of 5 parts');
	await expect(rows.nth(0).locator('td').nth(1)).toHaveText('Ana Lima ana@example.org');
	await expect(rows.nth(1)).toHaveAttribute('data-status', 'edited');
	await expect(rows.nth(1).locator('td.check')).toHaveText(
		'Does not match Does not match: it claims 5 right, but its answers earn 4. The code was edited.'
	);
	await expect(rows.nth(2)).toHaveAttribute('data-status', 'unreadable');
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('IDA* on the road map: the next bounds typed, a city picked, the model answer with its bound', async ({
	page
}) => {
	const errors = collectErrors(page);
	const query = 'v=1&algos=idastar&problem=road-map&n=1&key=map&seed=b';
	const [question] = questionsFor(readAssignment(new URLSearchParams(query)).assignment, 'b');
	const parts = [...question.parts];
	expect(parts.map((part) => [part.kind, expectedAnswer(part)])).toEqual([
		['number', 314],
		['number', 317],
		['pick', 4]
	]);
	await open(page, `/practice?${query}`);
	await startAs(page, 'Ana');
	await expect(page.locator('.task')).toHaveText(
		'Perform IDA* from Mehadia (M) to Bucharest (B) on the road map: for each expansion, pick the node it takes off the stack; when the stack is empty, give the next f bound.'
	);
	await expect(page.locator('[data-city="M"]')).toHaveClass(/start/);
	// The first bound typed wrong: corrected, with the engine's reason.
	await answer(page, parts[0], false);
	await expect(page.locator('.verdict')).toHaveText(
		'Not quite: it is 314. The stack is empty: no node with f at most 241 is the goal, so the search starts again from the start with the bound 314, the smallest f of a child that was not pushed for being above 241.'
	);
	await page.getByRole('button', { name: 'Next part' }).click();
	await answer(page, parts[1], true);
	await page.getByRole('button', { name: 'Next part' }).click();
	await expect(page.locator('.expanded')).toHaveText(
		'The f bound is 317; expanded so far in this iteration: node 3 (M).'
	);
	await expect(page.locator('button[data-node]')).toHaveText([/D, Drobeta/, /L, Lugoj/]);
	await answer(page, parts[2], true);
	// The model answer: the same run in the explorer at the last step asked, under its bound.
	const link = new URLSearchParams(question.modelAnswer ?? '');
	expect(link.get('step')).toBe('7');
	const at = modelAnswerAt(question.modelAnswer);
	expect(at.stats).toMatchObject({
		iteration: 3,
		boundKind: 'f',
		bound: expectedAnswer(parts[1]),
		expanded: 4
	});
	const model = page.getByRole('region', { name: 'The model answer', exact: true });
	await expect(model.getByRole('heading', { level: 3 }).first()).toHaveText(
		'The model answer: IDA* from M to B, at the last step asked'
	);
	await expect(model).toHaveAttribute('data-step', '7');
	const explorer = await explorerIn(page, 'The model answer’s run');
	await expect(explorer).toHaveAttribute('data-step', '7');
	await expect(explorer.getByRole('heading', { name: 'IDA*, line by line' })).toBeVisible();
	await expect(explorer.locator('.position')).toHaveText(
		'Step 7 of 26, 4 expansions (the other steps start an iteration or take the goal off the frontier)'
	);
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText(String(at.stats.expanded));
	// The bound the student typed last, 317: the third iteration's.
	await expect(
		explorer.locator('.stats div').filter({ hasText: 'Iteration' }).locator('dd')
	).toHaveText(`${at.stats.iteration} (f ≤ ${at.stats.bound})`);
	await expect(explorer.locator('.frontier .rule')).toHaveText(
		'Stack — last in, first out, within the bound. Next to leave first.'
	);
	await expect(explorer.locator('.narration')).toHaveText(
		'Took node 3 (Mehadia: f 241 = g 0 + h 241), the newest entry of the stack (the f bound ' +
			'is 317); the stack holds nothing else. 2 children: 2 added (Drobeta, node 4; Lugoj, node 5).'
	);
	expect(at.rows).toEqual([
		'Drobeta, depth 1, f 317 = g 75 + h 242',
		'Lugoj, depth 1, f 314 = g 70 + h 244'
	]);
	await expect.poll(() => cityRows(explorer)).toEqual(at.rows);
	await expect(cityOn(explorer, 'M')).toHaveAttribute('data-role', 'current');
	// Stepping on plays the pick just made: D comes off the stack.
	await explorer.getByRole('button', { name: 'Step forward' }).click();
	await expect(explorer).toHaveAttribute('data-step', '8');
	await expect(cityOn(explorer, 'D')).toHaveAttribute('data-role', 'current');
	await expect(page.getByText('There is no model answer')).toHaveCount(0);
	await expect(
		page.getByRole('link', { name: 'See the model answer in the playground' })
	).toHaveAttribute('href', `/play?${question.modelAnswer}`);
	expect(question.modelAnswer).toBe('v=1&problem=road-map&start=M&algo=idastar&step=7');
	await expectNoViolations(page);
	await page.getByRole('button', { name: 'See your result' }).click();
	await expect(page.getByRole('heading', { level: 2, name: /^Your result/ })).toHaveText(
		'Your result: 2 of 3 parts right at the first try'
	);
	const code = await page.getByTestId('result-code').inputValue();
	expect(readResultCode(code)).toMatchObject({ ok: true, result: { answers: [315, 317, 4] } });
	expect(checkCode(code)).toMatchObject({ status: 'matches', earned: 2, parts: 3 });
	expect(errors).toEqual([]);
});

test('sets: the frontier after expansion k and the nodes A* never expands, one wrong first try', async ({
	page
}) => {
	const errors = collectErrors(page);
	const query = 'v=1&types=frontier-after,never-expanded&algos=bfs&n=2&seed=sets';
	const questions = questionsFor(readAssignment(new URLSearchParams(query)).assignment, 'sets');
	const [frontier, never] = questions.map((question) => question.parts[0]);
	if (frontier.kind !== 'choose-set' || never.kind !== 'choose-set') throw new Error('two sets');
	await open(page, `/practice?${query}`);
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 2');

	/** Ticks the candidates the bitmask names, then checks. */
	const choose = async (prompt: string, mask: number, count: number): Promise<void> => {
		const set = page.getByRole('group', { name: prompt });
		for (let i = 0; i < count; i++) {
			if (Math.floor(mask / 2 ** i) % 2 === 1) {
				await set
					.getByRole('checkbox', { name: new RegExp(`^${String.fromCharCode(65 + i)} board,`) })
					.check();
			}
		}
		await page.getByRole('button', { name: 'Check' }).click();
	};

	// The frontier, with its first board's membership flipped: wrong, and said why.
	const wrong = frontier.answer ^ 1;
	await choose(
		'Which boards are on the frontier after expansion 2?',
		wrong,
		frontier.candidates.length
	);
	const verdict = page.locator('.verdict p');
	await expect(verdict.locator('strong')).toHaveText(/^Not quite: it is [A-Z, and]+\.$/);
	await expect(verdict).toContainText(
		frontier.candidates[0].member ? 'Left out — A (node' : 'Chosen but not in it — A ('
	);
	await expect(page.getByRole('checkbox', { name: /^A board,/ })).toBeDisabled();
	await expectNoViolations(page);
	await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
	await page.getByRole('button', { name: 'Next question' }).click();

	// A*'s never-expanded nodes, right at once.
	await expect(page.locator('.task')).toContainText('finds a cheapest path from this board');
	await choose('Which of these nodes does A* never expand?', never.answer, never.candidates.length);
	await expect(verdict.locator('strong')).toHaveText(/^Right: [A-Z, and]+\.$/);
	await expect(verdict).toContainText('A* expands every node with f < C*');
	await page.getByRole('button', { name: 'See your result' }).click();
	await expect(page.getByRole('heading', { level: 2, name: /^Your result/ })).toHaveText(
		'Your result: 1 of 2 parts right at the first try'
	);
	const read = readResultCode(await page.getByTestId('result-code').inputValue());
	expect(read.ok && read.result.answers).toEqual([wrong, never.answer]);
	expect(errors).toEqual([]);
});

test('with storage blocked, practice still asks, judges and gives a code', async ({ page }) => {
	await blockStorage(page);
	const errors = collectErrors(page);
	await open(page, '/practice?v=1&types=heuristic&n=1&seed=s');
	const part = questionsFor(
		readAssignment(new URLSearchParams('types=heuristic&n=1&seed=s')).assignment,
		's'
	)[0].parts[0];
	await answer(page, part, true);
	await expect(page.getByTestId('saved-notice')).toBeVisible();
	await page.getByRole('button', { name: 'See your result' }).click();
	await expect(page.getByRole('heading', { level: 2, name: /^Your result/ })).toHaveText(
		'Your result: 1 of 1 part right at the first try'
	);
	await expect(page.getByTestId('result-code')).toHaveValue(/^FR1-/);
	expect(errors).toEqual([]);
});

test('practice on one’s own: the settings draw new questions, and a wrong number is said', async ({
	page
}) => {
	await open(page, '/practice');
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 3, part 1 of 3');
	await page.getByText('Change the questions').click();
	await page
		.getByRole('checkbox', { name: 'Perform the search, picking each expansion' })
		.uncheck();
	await page.getByRole('checkbox', { name: 'Solvable or not (parity)' }).check();
	await page.getByLabel('Questions').fill('0');
	await expect(page.locator('.errors')).toHaveText(
		'The number of questions is a whole number from 1 to 20.'
	);
	await page.getByLabel('Questions').fill('2');
	await page.getByRole('button', { name: 'Draw the questions' }).click();
	await expect(page).toHaveURL(/\/practice\?v=1&types=solvable&n=2$/);
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 2');
	await expect(page.getByRole('button', { name: 'Yes, solvable' })).toBeVisible();
});

test('an embedded practice tells its course page each answer, the completion and its height', async ({
	page,
	baseURL
}) => {
	const errors = collectErrors(page);
	const site = new URL(baseURL ?? '');
	const query = 'v=1&types=heuristic,solvable&n=2&seed=s&title=Quiz';
	const questions = questionsFor(readAssignment(new URLSearchParams(query)).assignment, 's');
	const coursePage = `<!doctype html><title>Week 2</title><body style="margin: 0">
		<iframe id="embed" title="Practice" src="${site.origin}/embed/practice?${query}" width="700" height="200" style="border: 0"></iframe>
		<script>
			window.__received = [];
			window.addEventListener('message', (event) => {
				if (event.origin === ${JSON.stringify(site.origin)}) window.__received.push(event.data);
			});
		</script>`;
	const server = createServer((_, response) => {
		response.setHeader('content-type', 'text/html');
		response.end(coursePage);
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	const { port } = server.address() as AddressInfo;
	try {
		await page.goto(`http://127.0.0.1:${port}/`);
		const embed = page.frameLocator('#embed');
		await startAs(embed, 'Ana');
		await expect(embed.locator('#practice-question')).toHaveText('Question 1 of 2');
		const h = questions[0].parts[0];
		if (h.kind !== 'number') throw new Error('a number');
		await embed.getByRole('textbox', { name: 'h' }).fill(String(h.answer));
		await embed.getByRole('button', { name: 'Check' }).click();
		await embed.getByRole('button', { name: 'Next question' }).click();
		const solvable = questions[1].parts[0];
		if (solvable.kind !== 'yes-no') throw new Error('a yes-no');
		// The wrong answer to the second question.
		await embed
			.getByRole('button', { name: solvable.answer ? 'No, not solvable' : 'Yes, solvable' })
			.click();
		await embed.getByRole('button', { name: 'See your result' }).click();
		await expect(embed.getByRole('heading', { level: 2, name: /^Your result/ })).toHaveText(
			'Your result: 1 of 2 parts right at the first try'
		);

		interface Statement {
			verb: { display: { 'en-US': string } };
			object: { id: string };
			result: { success: boolean; response?: string; score?: Record<string, number> };
		}
		type Heard = { type: string; height?: number; statement?: Statement };
		const heard = (): Promise<Heard[]> =>
			page.evaluate(() => (window as unknown as { __received: Heard[] }).__received);
		await expect
			.poll(async () => (await heard()).filter((m) => m.type === 'statement').length)
			.toBe(3);
		const statements = (await heard())
			.filter((m) => m.type === 'statement')
			.flatMap((m) => (m.statement === undefined ? [] : [m.statement]));
		expect(statements.map((s) => [s.verb.display['en-US'], s.result.success])).toEqual([
			['answered', true],
			['answered', false],
			['completed', true]
		]);
		expect(statements[1].result.response).toBe(solvable.answer ? 'no' : 'yes');
		expect(statements[2].result.score).toEqual({ raw: 1, max: 2, scaled: 0.5 });
		expect(statements[2].object.id).toBe(`${site.origin}/embed/practice?${query}`);
		// And its height, so the course page can fit the iframe: the last one is the document's.
		const heights = (await heard()).filter((m) => m.type === 'height').map((m) => m.height);
		const documentHeight = await page
			.frames()[1]
			.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
		expect(heights.at(-1)).toBe(documentHeight);
	} finally {
		server.close();
	}
	expect(errors).toEqual([]);
});

test('A* on the road map: the model answer plays in the explorer at the last step asked', async ({
	page
}) => {
	const errors = collectErrors(page);
	const query = 'v=1&problem=road-map&n=1&key=map&seed=x';
	const [question] = questionsFor(readAssignment(new URLSearchParams(query)).assignment, 'x');
	expect(question.instance).toEqual(roadMapInstance('Z'));
	await open(page, `/practice?${query}`);
	await startAs(page, 'Ana');
	for (const [i, part] of question.parts.entries()) {
		await answer(page, part, true);
		if (i + 1 < question.parts.length)
			await page.getByRole('button', { name: 'Next part' }).click();
	}
	const model = page.getByRole('region', { name: 'The model answer', exact: true });
	await expect(model.getByRole('heading', { level: 3 }).first()).toHaveText(
		'The model answer: A* search from Z to B, at the last step asked'
	);
	// The last step asked (the link's), and what the explorer shows there as the engine runs
	// the link's search.
	expect(new URLSearchParams(question.modelAnswer ?? '').get('step')).toBe('3');
	const at = modelAnswerAt(question.modelAnswer);
	await expect(model).toHaveAttribute('data-step', '3');
	const explorer = await explorerIn(page, 'The model answer’s run');
	await expect(explorer).toHaveAttribute('data-step', '3');
	await expect(explorer.locator('[data-stat="expanded"]')).toHaveText(String(at.stats.expanded));
	await expect(cityOn(explorer, at.current)).toHaveAttribute('data-role', 'current');
	await expect.poll(() => cityRows(explorer)).toEqual(at.rows);
	await expect(
		page.getByRole('link', { name: 'See the model answer in the playground' })
	).toHaveAttribute('href', `/play?${question.modelAnswer}`);
	await expectNoViolations(page);
	expect(errors).toEqual([]);
});

test('a teacher chooses the road map’s start city: the link carries it, the questions start there, a wrong one is said', async ({
	page
}) => {
	const errors = collectErrors(page);
	await open(page, '/teachers');
	const start = page.getByLabel('Road map: start city');
	// Only road-map questions have a start: off until one is asked.
	await expect(start).toBeDisabled();
	await page.getByRole('checkbox', { name: 'Route returned on the road map and its cost' }).check();
	await start.selectOption('T');
	await expect(page.getByLabel("The assignment's link")).toHaveValue(
		/\/practice\?v=1&types=simulate%2Croute-cost&start=T&title=Week\+3%3A\+A\*\+search&key=week3-astar$/
	);

	await open(page, '/practice?v=1&types=route-cost&algos=bfs&start=timisoara&n=1&title=Roads');
	await startAs(page, 'Ana');
	await expect(
		page.getByText(
			'Which route does breadth-first search return from Timisoara (T) to Bucharest (B) on the road map, and what does it cost?'
		)
	).toBeVisible();
	await open(page, '/practice?v=1&types=route-cost&algos=bfs&start=Fagaras&n=1&title=Roads');
	await expect(page.getByRole('region', { name: 'About this link' })).toContainText(
		'The parameter "start" takes a city two roads or more from Bucharest, by letter or name'
	);
	expect(errors).toEqual([]);
});
