import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type FrameLocator, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readAssignment } from '../../src/lib/practice/assignment';
import { checkCode, questionsFor } from '../../src/lib/practice/check';
import { personalSeed } from '../../src/lib/practice/identity';
import type { PracticeQuestion } from '../../src/lib/practice/question-spec';
import { expectedAnswer, judgePart } from '../../src/lib/practice/questions';
import { readSuspendData } from '../../src/lib/scorm/suspend';
import { english } from './practice-words';

/**
 * An assignment's SCORM 1.2 package in a real SCORM 1.2 run-time: scorm-again's Scorm12API in
 * its LMS role, on a host page that frames the unzipped package served from the host's own
 * origin, as an LMS serves it. The package is downloaded from the builder on /teachers; the
 * student works it (some parts right, some wrong), leaves, comes back in another browser (a new
 * context: nothing of the first is kept but what the LMS kept) and finishes.
 */

const STUDENT_ID = 's-042';
const STUDENT_NAME = 'Lovelace, Ada';
const IDENTITY = 'Lovelace, Ada (s-042)';

const TYPES: Record<string, string> = {
	'.html': 'text/html; charset=utf-8',
	'.js': 'text/javascript; charset=utf-8',
	'.css': 'text/css; charset=utf-8',
	'.json': 'application/json',
	'.svg': 'image/svg+xml',
	'.woff2': 'font/woff2',
	'.xml': 'application/xml'
};

/** scorm-again's browser build (its package exports only the modules). */
const SCORM_AGAIN = readFileSync(
	fileURLToPath(new URL('../../node_modules/scorm-again/dist/scorm12.js', import.meta.url)),
	'utf8'
);

/**
 * The LMS: the API object on the host page, loaded with the student and with whatever an
 * earlier session committed (window.keptCmi, set by the test as an LMS reads its database), and
 * a record of every value the SCO writes and every call it makes.
 */
function hostPage(launch: string): string {
	return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>LMS</title>
<script src="/lms/scorm12.js"></script>
<script>
	window.writes = [];
	window.calls = [];
	window.API = new Scorm12API({ autocommit: false, logLevel: 5 });
	window.API.loadFromJSON(window.keptCmi ?? {
		core: { student_id: ${JSON.stringify(STUDENT_ID)}, student_name: ${JSON.stringify(STUDENT_NAME)} }
	});
	window.API.on('LMSSetValue.cmi.*', (element, value) => window.writes.push([element, value]));
	for (const call of ['LMSInitialize', 'LMSCommit', 'LMSFinish']) {
		window.API.on(call, () => window.calls.push(call));
	}
	window.kept = () => window.API.renderCMIToJSONObject();
</script></head>
<body><main><h1>Course</h1>
<iframe id="sco" title="Assignment" src="/content/${launch}" width="900" height="900"></iframe>
<button id="leave" type="button" onclick="document.getElementById('sco').remove()">Leave</button>
</main></body></html>`;
}

function serve(root: string, launch: string, requests: string[]): Promise<Server> {
	const server = createServer((request, response) => {
		const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
		requests.push(path);
		let body: string | Buffer | null = null;
		if (path === '/lms/host.html') body = hostPage(launch);
		else if (path === '/lms/scorm12.js') body = SCORM_AGAIN;
		else if (path.startsWith('/content/')) {
			const file = normalize(join(root, path.slice('/content/'.length)));
			try {
				if (file.startsWith(root)) body = readFileSync(file);
			} catch {
				body = null;
			}
		}
		if (body === null) {
			response.writeHead(404).end();
			return;
		}
		response.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' });
		response.end(body);
	});
	return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

type Writes = [string, string][];

async function writes(page: Page): Promise<Writes> {
	return page.evaluate(() => (window as unknown as { writes: Writes }).writes);
}

/** The values last written to each element. */
function latest(all: Writes): Map<string, string> {
	return new Map(all);
}

/** Answers the part shown: the expected answer when `right`, another one when not. */
async function answer(sco: FrameLocator, question: PracticeQuestion, part: number, right: boolean) {
	const asked = question.parts[part];
	const expected = expectedAnswer(asked);
	let given = expected;
	if (asked.kind === 'pick') {
		const other = asked.question.choices.find((choice) => choice.id !== expected);
		if (other === undefined) throw new Error('a pick with one choice');
		given = right ? expected : other.id;
		await sco.locator(`button[data-node="${given}"]`).click();
	} else if (asked.kind === 'number') {
		given = right ? expected : expected + 1;
		await sco.locator('#practice-number').fill(String(given));
		await sco.locator('#practice-number').press('Enter');
	} else if (asked.kind === 'yes-no') {
		given = right ? expected : 1 - expected;
		await sco
			.getByRole('button', { name: given === 1 ? 'Yes, solvable' : 'No, not solvable' })
			.click();
	} else throw new Error(`a part of kind ${asked.kind} is not asked here`);
	const verdict = judgePart(question, part, given);
	expect(verdict?.correct).toBe(right);
	await expect(sco.locator('.verdict')).toContainText(
		verdict === null ? '' : english(verdict.headline)
	);
}

async function next(sco: FrameLocator): Promise<void> {
	await sco.getByRole('button', { name: /^(Next part|Next question|See your result)$/ }).click();
}

test('the SCORM 1.2 package runs in scorm-again, resumes from suspend_data and scores as the check does', async ({
	page,
	browser
}) => {
	test.setTimeout(180_000);
	// The builder: three questions (a search, a heuristic, solvability), pass mark 60.
	await page.goto('/teachers');
	await page.waitForSelector('body[data-hydrated="true"]');
	await page.getByLabel('Value of a heuristic').check();
	await page.getByLabel('Solvable or not (parity)').check();
	await page.getByLabel('Pass mark (percent of parts right at the first try)').fill('60');
	const downloading = page.waitForEvent('download');
	await page.getByRole('button', { name: 'Download for your LMS (SCORM 1.2, .zip)' }).click();
	const download = await downloading;
	expect(download.suggestedFilename()).toBe('week3-astar-scorm12.zip');
	await expect(page.getByTestId('package-status')).toContainText(
		'Downloaded week3-astar-scorm12.zip'
	);

	const root = mkdtempSync(join(tmpdir(), 'frontier-scorm-'));
	const zip = join(root, 'package.zip');
	await download.saveAs(zip);
	const content = join(root, 'content');
	const entries = unzipSync(new Uint8Array(readFileSync(zip)));
	for (const [path, bytes] of Object.entries(entries)) {
		const file = join(content, path);
		mkdirSync(dirname(file), { recursive: true });
		writeFileSync(file, bytes);
	}
	const manifest = new TextDecoder().decode(entries['imsmanifest.xml']);
	const launch = /adlcp:scormtype="sco" href="([^"]+)"/.exec(manifest)?.[1].replace(/&amp;/g, '&');
	const query =
		'v=1&types=simulate%2Cheuristic%2Csolvable&title=Week+3%3A+A*+search&key=week3-astar&pass=60';
	// The site the package was made on, for model answers (links only: nothing is loaded from it).
	const site = new URL('/', page.url()).href;
	expect(launch).toBe(`embed/scorm.html?${query}&site=${encodeURIComponent(site)}`);
	expect(manifest).toContain('<adlcp:masteryscore>60</adlcp:masteryscore>');
	const listed = [...manifest.matchAll(/<file href="([^"]+)"\/>/g)].map((m) => m[1]);
	expect(listed.sort()).toEqual(
		Object.keys(entries)
			.filter((p) => p !== 'imsmanifest.xml')
			.sort()
	);

	// The student's questions, as the package draws them: the LMS's identity decides the seed.
	const assignment = readAssignment(new URLSearchParams(query)).assignment;
	const seed = personalSeed(query, IDENTITY, 1);
	const questions = questionsFor(assignment, seed);
	const parts = questions.flatMap((question, q) => question.parts.map((_, p) => ({ q, p })));
	// Wrong: the first part of the search and the heuristic's value; every other part right.
	const heuristicPart = parts.findIndex(({ q }) => q === 1);
	const wrong = new Set([0, heuristicPart]);
	const half = Math.ceil(parts.length / 2);

	const requests: string[] = [];
	const server = await serve(content, launch ?? '', requests);
	const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
	const frontier: string[] = [];
	try {
		// First session: answer half the parts, then leave.
		const first = await browser.newContext();
		const lms = await first.newPage();
		lms.on('request', (request) => {
			if (!request.url().startsWith(origin)) frontier.push(request.url());
		});
		await lms.goto(`${origin}/lms/host.html`);
		const sco = lms.frameLocator('#sco');
		await expect(sco.getByTestId('lms-status')).toHaveText(
			`Working as ${IDENTITY}: your score and every answer go to the LMS as you answer.`
		);
		// Routed as the embed it is, though opened by its file's name: no site header or links.
		await expect(sco.locator('.site-header')).toHaveCount(0);
		for (let i = 0; i < half; i++) {
			await answer(sco, questions[parts[i].q], parts[i].p, !wrong.has(i));
			if (i < half - 1) await next(sco);
		}
		const firstWrites = await writes(lms);
		await lms.locator('#leave').click();
		await expect
			.poll(() => lms.evaluate(() => (window as unknown as { calls: string[] }).calls.at(-1)))
			.toBe('LMSFinish');
		const kept = await lms.evaluate(() => (window as unknown as { kept: () => unknown }).kept());
		await first.close();

		// What the first session wrote: status incomplete, the score so far, one interaction a part.
		const values = latest(firstWrites);
		const rightSoFar = half - [...wrong].filter((i) => i < half).length;
		expect(values.get('cmi.core.lesson_status')).toBe('incomplete');
		expect(values.get('cmi.core.score.min')).toBe('0');
		expect(values.get('cmi.core.score.max')).toBe('100');
		expect(values.get('cmi.core.score.raw')).toBe(
			String(Math.floor((rightSoFar * 10_000) / parts.length) / 100)
		);
		expect(values.get('cmi.core.exit')).toBe('suspend');
		expect(values.get('cmi.core.session_time')).toMatch(/^\d{2,4}:\d{2}:\d{2}\.\d{2}$/);
		const suspended = readSuspendData(values.get('cmi.suspend_data') ?? '');
		expect(suspended).toEqual({
			seed,
			name: IDENTITY,
			answers: suspended?.answers,
			advanced: half - 1
		});
		expect(suspended?.answers.length).toBe(half);
		for (let n = 0; n < half; n++) {
			const { q, p } = parts[n];
			expect(values.get(`cmi.interactions.${n}.id`)).toBe(`q${q + 1}-p${p + 1}`);
			expect(values.get(`cmi.interactions.${n}.type`)).toBe(
				q === 0 ? 'fill-in' : q === 1 ? 'numeric' : 'true-false'
			);
			expect(values.get(`cmi.interactions.${n}.result`)).toBe(wrong.has(n) ? 'wrong' : 'correct');
			expect(values.get(`cmi.interactions.${n}.student_response`)).toBe(
				q === 0 ? `node ${suspended?.answers[n]}` : String(suspended?.answers[n])
			);
			expect(values.get(`cmi.interactions.${n}.latency`)).toMatch(/^\d{2,4}:\d{2}:\d{2}\.\d{2}$/);
			expect(values.get(`cmi.interactions.${n}.time`)).toMatch(/^\d{2}:\d{2}:\d{2}$/);
		}

		// Second session, in another browser: the LMS gives back what it kept.
		const second = await browser.newContext();
		await second.addInitScript((cmi) => {
			const data = cmi as { cmi?: { core?: Record<string, unknown> } };
			if (data.cmi?.core !== undefined) data.cmi.core.entry = 'resume';
			(window as unknown as { keptCmi: unknown }).keptCmi = data.cmi ?? data;
		}, kept);
		const back = await second.newPage();
		back.on('request', (request) => {
			if (!request.url().startsWith(origin)) frontier.push(request.url());
		});
		await back.goto(`${origin}/lms/host.html`);
		const resumed = back.frameLocator('#sco');
		await expect(resumed.getByTestId('lms-status')).toHaveText(
			`Working as ${IDENTITY}: your score and every answer go to the LMS as you answer, and your answers so far are back.`
		);
		// The last part answered is on screen with its verdict, as it was left.
		const last = parts[half - 1];
		const lastParts = questions[last.q].parts.length;
		await expect(resumed.locator('#practice-question')).toHaveText(
			`Question ${last.q + 1} of 3${lastParts > 1 ? `, part ${last.p + 1} of ${lastParts}` : ''}`
		);
		await expect(resumed.locator('.task')).toHaveText(english(questions[last.q].task));
		await expect(resumed.locator('.verdict')).toContainText(
			english(
				judgePart(questions[last.q], last.p, suspended?.answers[half - 1] ?? -1)?.headline ?? '?'
			)
		);
		await next(resumed);
		for (let i = half; i < parts.length; i++) {
			await answer(resumed, questions[parts[i].q], parts[i].p, !wrong.has(i));
			await next(resumed);
		}
		const code = await resumed.getByTestId('result-code').inputValue();
		// The attempt in the gradebook is final: no fresh start that would overwrite its score, and
		// the model answers link to the explorer on the site the package came from.
		await expect(resumed.locator('.result .actions button')).toHaveText(['Copy the code']);
		const modelHref = await resumed.locator('.result .summary a').first().getAttribute('href');
		expect(modelHref).toBe(`${site}play?${questions[0].modelAnswer}`);
		const secondWrites = await writes(back);
		const end = latest(secondWrites);

		// The check computes the score the LMS was given, from the result code alone.
		const checked = checkCode(code);
		expect(checked.status).toBe('matches');
		expect(checked.result?.name).toBe(IDENTITY);
		expect(checked.result?.seed).toBe(seed);
		expect(checked.parts).toBe(parts.length);
		expect(checked.earned).toBe(parts.length - wrong.size);
		const raw = String(Math.floor((checked.earned * 10_000) / checked.parts) / 100);
		expect(end.get('cmi.core.score.raw')).toBe(raw);
		expect(end.get('cmi.core.lesson_status')).toBe(
			checked.earned * 100 >= 60 * checked.parts ? 'passed' : 'failed'
		);
		expect(end.get('cmi.core.exit')).toBe('');
		await expect(resumed.getByTestId('lms-status')).toHaveText(
			`Finished: your score of ${raw}% and every answer are in your LMS. This attempt is the one your teacher sees, so it cannot be started again here.`
		);
		// Interactions go on after the first session's, numbered on.
		for (let n = half; n < parts.length; n++) {
			const { q, p } = parts[n];
			expect(end.get(`cmi.interactions.${n}.id`)).toBe(`q${q + 1}-p${p + 1}`);
			expect(end.get(`cmi.interactions.${n}.result`)).toBe(wrong.has(n) ? 'wrong' : 'correct');
		}
		expect(secondWrites.some(([element]) => element === 'cmi.interactions.0.id')).toBe(false);
		const elements = new Set([...firstWrites, ...secondWrites].map(([element]) => element));
		expect([...elements].filter((e) => !e.startsWith('cmi.interactions.')).sort()).toEqual([
			'cmi.core.exit',
			'cmi.core.lesson_status',
			'cmi.core.score.max',
			'cmi.core.score.min',
			'cmi.core.score.raw',
			'cmi.core.session_time',
			'cmi.suspend_data'
		]);
		await second.close();

		// The package reached nothing but its own files on the LMS's origin.
		expect(frontier).toEqual([]);
		const served = new Set(Object.keys(entries).map((path) => `/content/${path}`));
		const missing = requests.filter((path) => path.startsWith('/content/') && !served.has(path));
		expect(missing).toEqual([]);
	} finally {
		server.close();
		rmSync(root, { recursive: true, force: true });
	}
});
