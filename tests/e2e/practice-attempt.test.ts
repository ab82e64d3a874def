import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { assignmentQuery, readAssignment } from '../../src/lib/practice/assignment';
import { checkCode, questionsFor } from '../../src/lib/practice/check';
import { personalSeed } from '../../src/lib/practice/identity';
import type { Part } from '../../src/lib/practice/question-spec';
import { expectedAnswer } from '../../src/lib/practice/questions';
import { readResultCode } from '../../src/lib/practice/result-code';
import { readResumeCode, resumeCode } from '../../src/lib/practice/resume';
import { blockStorage, collectErrors, expectNoViolations, open, startAs } from './helpers';
import { english } from './practice-words';

/**
 * One attempt per student, and work kept where storage is blocked: the name comes before the
 * first question and draws the questions (the same name, the same questions in another
 * browser); in a frame of another site with no storage, the attempt survives a reload through
 * the address's fragment, travels as a resume code and with "Open in Frontier"; an imported
 * finished attempt takes the place of an empty one.
 */

const LINK = 'v=1&types=heuristic,solvable&n=2&title=Week 4&key=w4';
const { assignment } = readAssignment(new URLSearchParams(LINK));
const QUERY = assignmentQuery(assignment);
const partsOf = (name: string, attempt = 1): Part[] =>
	questionsFor(assignment, personalSeed(QUERY, name, attempt)).flatMap((q) => [...q.parts]);

/** Answers the part on screen (a number or yes / no), right or wrong. */
async function answer(scope: Page | FrameLocator, part: Part, right = true): Promise<void> {
	if (part.kind === 'yes-no') {
		const yes = part.answer === right;
		await scope.getByRole('button', { name: yes ? 'Yes, solvable' : 'No, not solvable' }).click();
	} else {
		const value = expectedAnswer(part) + (right ? 0 : 1);
		await scope
			.getByRole('textbox', { name: english(part.prompt), exact: true })
			.fill(String(value));
		await scope.getByRole('button', { name: 'Check' }).click();
	}
	await expect(scope.locator('.verdict strong').first()).toHaveText(
		right ? 'Right.' : /^Not (this one|quite)/
	);
}

/** A page of another site (127.0.0.1, not localhost) that frames the embedded practice. */
async function coursePage(origin: string): Promise<{ server: Server; url: string }> {
	const html = `<!doctype html><title>Week 4</title><body style="margin: 0">
		<iframe id="embed" title="Practice" src="${origin}/embed/practice?${LINK}" width="800" height="900" style="border: 0"></iframe>`;
	const server = createServer((_, response) => {
		response.setHeader('content-type', 'text/html');
		response.end(html);
	});
	await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
	return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

test('the name comes first and draws the questions; the same name gets them again elsewhere', async ({
	page,
	browser
}) => {
	test.setTimeout(90_000);
	const errors = collectErrors(page);
	await open(page, `/practice?${LINK}`);
	await expect(page.locator('#practice-start')).toHaveText('Before the first question');
	await expect(page.locator('#practice-question')).toHaveCount(0);
	await page.getByRole('button', { name: 'Start attempt 1' }).click();
	await expect(page.locator('#practice-name-error')).toHaveText(
		'Type your name first: your questions are drawn from it, and it goes in your code.'
	);
	await expectNoViolations(page);
	await startAs(page, '  Ana   Lima ');
	await expect(page.getByTestId('practice-who')).toHaveText('Answering as Ana Lima, attempt 1.');

	const ana = partsOf('Ana Lima');
	await answer(page, ana[0]);
	await page.getByRole('button', { name: 'Next question' }).click();
	await answer(page, ana[1], false);
	await page.getByRole('button', { name: 'See your result' }).click();
	await expect(page.locator('#practice-result')).toHaveText(
		'Your result: 1 of 2 parts right at the first try'
	);
	await expect(page.getByTestId('practice-who')).toHaveText('Answered as Ana Lima, attempt 1.');
	const code = await page.getByTestId('result-code').inputValue();
	const read = readResultCode(code);
	expect(read.ok && read.result.seed).toBe(personalSeed(QUERY, 'Ana Lima', 1));
	expect(read.ok && read.result.name).toBe('Ana Lima');
	expect(checkCode(code)).toMatchObject({ status: 'matches', earned: 1, parts: 2 });

	// A fresh start: attempt 2, said as such, with the name kept and the first code listed.
	await page.getByRole('button', { name: 'Start a fresh attempt' }).click();
	await expect(page.locator('#practice-start')).toHaveText('A fresh start');
	await expect(page.locator('#practice-start')).toBeFocused();
	await expect(page.getByLabel('Your name, as your teacher knows you')).toHaveValue('Ana Lima');
	await expect(page.locator('#practice-name-about')).toHaveText(
		'Your questions are drawn from this assignment and your name, so the same name gets the same questions on any computer, and your result code fits only your name. A fresh start draws new questions as attempt 2: your teacher sees the attempt number in your code, and your earlier codes stay listed below.'
	);
	await page.getByRole('button', { name: 'Start attempt 2' }).click();
	await expect(page.getByTestId('practice-who')).toHaveText('Answering as Ana Lima, attempt 2.');
	await expect(page.locator('.earlier li')).toHaveText([code]);
	const second = readResumeCode(QUERY, await page.getByTestId('resume-code').inputValue());
	expect(second.ok && second.attempt.seed).toBe(personalSeed(QUERY, 'Ana Lima', 2));

	// Another browser (a fresh context, nothing kept): the same name, however typed, gets
	// attempt 1's questions, which the same answers earn again; another name gets other ones.
	const other = await browser.newContext();
	const third = await browser.newContext();
	try {
		const elsewhere = await other.newPage();
		await open(elsewhere, `/practice?${LINK}`);
		await startAs(elsewhere, 'ana lima');
		const there = readResumeCode(QUERY, await elsewhere.getByTestId('resume-code').inputValue());
		expect(there.ok && there.attempt.seed).toBe(personalSeed(QUERY, 'Ana Lima', 1));
		await answer(elsewhere, ana[0]);
		await elsewhere.getByRole('button', { name: 'Next question' }).click();
		await answer(elsewhere, ana[1]);

		// Another student, in a browser of their own.
		const ben = await third.newPage();
		await open(ben, `/practice?${LINK}`);
		await startAs(ben, 'Ben Okafor');
		const bens = readResumeCode(QUERY, await ben.getByTestId('resume-code').inputValue());
		expect(bens.ok && bens.attempt.seed).toBe(personalSeed(QUERY, 'Ben Okafor', 1));
		expect(personalSeed(QUERY, 'Ben Okafor', 1)).not.toBe(personalSeed(QUERY, 'Ana Lima', 1));
	} finally {
		await other.close();
		await third.close();
	}
	expect(errors).toEqual([]);
});

test('in a frame of another site with storage blocked: a reload, a resume code and Open in Frontier keep the attempt', async ({
	page,
	baseURL
}) => {
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await blockStorage(page);
	const site = new URL(baseURL ?? '');
	const { server, url } = await coursePage(site.origin);
	try {
		await page.goto(url);
		const embed = page.frameLocator('#embed');
		await startAs(embed, 'Ana Lima');
		const ana = partsOf('Ana Lima');
		await answer(embed, ana[0]);
		await embed.getByRole('button', { name: 'Next question' }).click();
		await expect(embed.locator('#practice-question')).toHaveText('Question 2 of 2');
		await expect(embed.getByTestId('saved-notice')).toBeVisible();

		// The frame's address holds the attempt; a reload of the frame finds it there.
		const resume = await embed.getByTestId('resume-code').inputValue();
		const frame = page.frame({ url: /\/embed\/practice/ });
		if (frame === null) throw new Error('the frame');
		expect(new URL(frame.url()).hash).toBe(`#attempt=${resume}`);
		expect(readResumeCode(QUERY, resume)).toEqual({
			ok: true,
			attempt: {
				seed: personalSeed(QUERY, 'Ana Lima', 1),
				name: 'Ana Lima',
				answers: [expectedAnswer(ana[0])],
				advanced: 1
			}
		});
		await frame.evaluate(() => window.location.reload());
		await expect(embed.locator('#practice-question')).toHaveText('Question 2 of 2');
		await expect(embed.getByTestId('practice-who')).toHaveText('Answering as Ana Lima, attempt 1.');
		await expect(embed.locator('.score')).toHaveText(
			'Score so far: 1 of 1 part right at the first try.'
		);

		// The course page reloaded: the frame starts from its own link, and the resume code
		// brings the attempt back (a wrong one is refused in words first).
		await page.reload();
		await expect(embed.getByRole('button', { name: 'Start attempt 1' })).toBeVisible();
		const paste = embed.getByLabel('Paste a resume code');
		await paste.fill('hello world');
		await embed.getByRole('button', { name: 'Resume', exact: true }).click();
		await expect(embed.getByTestId('resume-message')).toHaveText(
			'This is not a resume code: a resume code starts with “FA1-”.'
		);
		await paste.fill(resume.slice(0, -2));
		await embed.getByRole('button', { name: 'Resume', exact: true }).click();
		await expect(embed.getByTestId('resume-message')).toHaveText(
			'This resume code does not match its check: it was cut short, mistyped or edited. Copy it again, whole.'
		);
		await paste.fill(` ${resume} `);
		await embed.getByRole('button', { name: 'Resume', exact: true }).click();
		await expect(embed.getByTestId('resume-message')).toHaveText(
			'Resumed the attempt of Ana Lima: 1 answer.'
		);
		await expect(embed.locator('#practice-question')).toHaveText('Question 2 of 2');
		await expect(embed.getByTestId('resume-code')).toHaveValue(resume);

		// "Open in Frontier" carries the attempt to the full site, which keeps it in its storage.
		const link = embed.getByRole('link', { name: 'Open in Frontier ↗' });
		await expect(link).toHaveAttribute('href', `/practice?${QUERY}#attempt=${resume}`);
		const [full] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
		await full.waitForSelector('body[data-hydrated="true"]');
		await expect(full.locator('#practice-question')).toHaveText('Question 2 of 2');
		await expect(full.getByTestId('practice-who')).toHaveText('Answering as Ana Lima, attempt 1.');
		// Kept by the site now, so the address drops the attempt (a link copied from it is clean).
		await expect.poll(() => new URL(full.url()).hash).toBe('');
		await answer(full, ana[1]);
		await full.getByRole('button', { name: 'See your result' }).click();
		await expect(full.locator('#practice-result')).toHaveText(
			'Your result: 2 of 2 parts right at the first try'
		);
		const code = await full.getByTestId('result-code').inputValue();
		expect(checkCode(code)).toMatchObject({ status: 'matches', earned: 2, parts: 2 });
		await full.reload();
		await expect(full.getByTestId('result-code')).toHaveValue(code);
		await full.close();
	} finally {
		server.close();
	}
	expect(errors).toEqual([]);
});

test('Import progress restores a finished attempt over the empty one just started, and says so', async ({
	page
}) => {
	const errors = collectErrors(page);
	const ana = partsOf('Ana Lima');
	// The attempt finished in another browser, kept long before this one was started.
	const finished = {
		seed: personalSeed(QUERY, 'Ana Lima', 1),
		name: 'Ana Lima',
		answers: ana.map(expectedAnswer),
		advanced: ana.length
	};
	const file = JSON.stringify({
		format: 'frontier-progress',
		version: 1,
		exported: '2026-11-01T09:00:00.000Z',
		entries: [{ key: `frontier:v1:practice?${QUERY}:attempt`, at: 1_000, value: finished }]
	});
	await open(page, `/practice?${LINK}`);
	await startAs(page, 'Ana Lima');
	await expect(page.locator('#practice-question')).toHaveText('Question 1 of 2');
	await page.getByLabel('Import progress…').setInputFiles({
		name: 'frontier-progress-2026-11-01.json',
		mimeType: 'application/json',
		buffer: Buffer.from(file)
	});
	await expect(page.getByTestId('progress-status')).toHaveText(
		'Imported 1 answer: 1 further on than yours. Restored your attempt at “Week 4”: 2 answers, in place of the one here with no answers. This page shows them now; other pages show theirs when you open them.'
	);
	await expect(page.locator('#practice-result')).toHaveText(
		'Your result: 2 of 2 parts right at the first try'
	);
	const code = await page.getByTestId('result-code').inputValue();
	expect(readResultCode(code)).toMatchObject({
		ok: true,
		result: { seed: finished.seed, name: 'Ana Lima', score: 2, answers: finished.answers }
	});
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.getByTestId('result-code')).toHaveValue(code);
	// And the resume code of that attempt is the one the page shows.
	await expect(page.getByTestId('resume-code')).toHaveValue(resumeCode(QUERY, finished));
	expect(errors).toEqual([]);
});

test('an attempt kept by an earlier version, with a random seed and no name, still finishes and takes its name at the end', async ({
	page
}) => {
	const errors = collectErrors(page);
	const parts = questionsFor(assignment, 'k3m9x2ab').flatMap((q) => [...q.parts]);
	const answers = parts.map(expectedAnswer);
	await open(page, `/practice?${LINK}`);
	await page.evaluate(
		([key, value]) =>
			window.localStorage.setItem(key, JSON.stringify({ v: 1, at: Date.now(), value })),
		[
			`frontier:v1:practice?${QUERY}:attempt`,
			{ seed: 'k3m9x2ab', name: '', answers, advanced: answers.length - 1 }
		] as const
	);
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(page.locator('#practice-question')).toHaveText('Question 2 of 2');
	await expect(page.getByTestId('practice-who')).toHaveCount(0);
	await page.getByRole('button', { name: 'See your result' }).click();
	await page.getByLabel('Your name, as your teacher knows you (it goes in the code)').fill('Ana');
	const read = readResultCode(await page.getByTestId('result-code').inputValue());
	expect(read.ok && read.result).toEqual({
		assignment: QUERY,
		seed: 'k3m9x2ab',
		name: 'Ana',
		score: 2,
		answers
	});
	expect(errors).toEqual([]);
});
