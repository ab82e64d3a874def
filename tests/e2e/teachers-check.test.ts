/**
 * /teachers/check with a class: a 150-row roster CSV (two students missing, one code handed in
 * twice, one copied attempt, one junk line) chosen as a file. Every flag in words, the summary's
 * exact figures, sorting, the class CSV's exact columns, the gradebook exports, and the work
 * kept across a reload.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { fixtureRoster } from '../practice/class-fixture';
import { parseCsv } from '../../src/lib/practice/csv';
import { readResultCode } from '../../src/lib/practice/result-code';
import { collectErrors, expectNoViolations, open } from './helpers';

const roster = fixtureRoster(150);
const scores = roster.students.map((student) => student.score);

test('a 150-row roster: every flag, the exact summary, sorting, the CSV columns, a reload', async ({
	page
}) => {
	test.setTimeout(120_000);
	const errors = collectErrors(page);
	await open(page, '/teachers/check');
	await page.locator('#check-file').setInputFiles({
		name: 'week3-roster.csv',
		mimeType: 'text/csv',
		buffer: Buffer.from(roster.csv, 'utf8')
	});
	const message = page.getByTestId('check-message');
	await expect(message).toHaveText(
		'148 codes: 148 match, 0 do not. 2 roster rows have no code. 1 line not read.',
		{ timeout: 60_000 }
	);
	await expect(
		page.getByRole('status').filter({ hasText: 'Read “week3-roster.csv”.' })
	).toHaveCount(1);

	// The summary: 147 attempts (the repeated code counted once); scores from the fixture.
	expect(scores.length).toBe(150);
	await expect(page.getByTestId('summary-assignment')).toHaveText(
		'Week 3: A* (key w3): 3 questions, pass mark 50%.'
	);
	await expect(page.getByTestId('summary-counted')).toHaveText('147');
	await expect(page.getByTestId('summary-mean')).toHaveText('3.9 of 5 parts · 77.7%');
	await expect(page.getByTestId('summary-median')).toHaveText('4 of 5 parts · 80%');
	await expect(page.getByTestId('summary-passed')).toHaveText('134 of 147');
	await expect(page.getByTestId('distribution')).toHaveAttribute(
		'aria-label',
		'Scores of 147 codes: 0 scored 0, 3 scored 1, 10 scored 2, 31 scored 3, 60 scored 4, 43 scored 5'
	);
	const perPart = await page
		.getByTestId('per-part')
		.locator('tbody tr')
		.evaluateAll((trs) =>
			trs.map((tr) =>
				[...(tr as HTMLTableRowElement).cells].map((cell) =>
					(cell.textContent ?? '').replace(/\s+/g, ' ').trim()
				)
			)
		);
	expect(perPart).toEqual([
		['Q1 Perform the search, picking each expansion', '1', '69% (101 of 147)', ''],
		['Q1', '2', '73% (108 of 147)', ''],
		['Q1', '3', '76% (112 of 147)', ''],
		['Q2 Length of the path returned', '—', '90% (133 of 147)', ''],
		['Q3 Value of a heuristic', '—', '80% (117 of 147)', '']
	]);

	// Every flag, in words, with its line.
	const flags = page.locator('[data-flag] li');
	await expect(flags).toHaveText([
		'Line 12: Ana Okafor has no code.',
		'Line 22: Ana Park has no code.',
		'Line 32: the same code as line 33.',
		'Line 33: the same code as line 32.',
		`Line 42: one attempt (seed ${seedOf(41)}) under two names: also handed in by Ben Reyes.`,
		`Line 43: one attempt (seed ${seedOf(41)}) under two names: also handed in by Ana Reyes.`,
		'Line 42: Ana Reyes’s code holds the questions drawn for Ben Reyes: a copied attempt.',
		'Line 53: not a code or a roster row: “hello world”.'
	]);
	await expect(page.locator('details[data-flag] > summary')).toHaveText([
		'2 roster rows have no code (missing)',
		'2 rows hold a code handed in more than once',
		'2 codes share their attempt with another name (same seed)',
		'1 code was made on another name’s questions (a copied attempt)',
		'1 line is neither a code nor a roster row'
	]);

	// One row per student, the missing ones too; sortable by name and score.
	const rows = page.locator('.students tbody tr');
	await expect(rows).toHaveCount(150);
	await expect(rows.nth(10)).toHaveAttribute('data-status', 'missing');
	await expect(rows.nth(10).locator('td').nth(1)).toHaveText(
		'Ana Okafor ana.okafor@school.example, Group A'
	);
	await expect(rows.nth(40).locator('.flag')).toHaveText([
		'same attempt as Ben Reyes',
		'copied from Ben Reyes'
	]);
	const scoreHeader = page.getByRole('columnheader', { name: 'Score' });
	await expect(scoreHeader).toHaveAttribute('aria-sort', 'none');
	await scoreHeader.getByRole('button').click();
	await expect(scoreHeader).toHaveAttribute('aria-sort', 'descending');
	await expect(rows.first().locator('td.score')).toHaveText('5 of 5 parts');
	await expect(rows.last().locator('td.score')).toHaveText('—');
	const nameHeader = page.getByRole('columnheader', { name: 'Student' });
	await nameHeader.getByRole('button').click();
	await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
	await expect(scoreHeader).toHaveAttribute('aria-sort', 'none');
	await expect(rows.first().locator('td').nth(1)).toHaveText(
		'Ana Abbot ana.abbot@school.example, Group A'
	);

	// The class CSV: every roster column its own column, the score columns after.
	await page.getByRole('button', { name: 'The class as CSV (roster columns kept)' }).click();
	const [download] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Download frontier-class.csv' }).click()
	]);
	const csv = parseCsv(readFileSync(await download.path(), 'utf8')).rows.map((row) => row.cells);
	expect(csv[0]).toEqual([
		'Name',
		'Email',
		'Section',
		'Code',
		'Frontier name',
		'Score',
		'Out of',
		'Percent',
		'Passed',
		'Check',
		'Flags'
	]);
	expect(csv).toHaveLength(151);
	const first = roster.students[0];
	expect(csv[1]).toEqual([
		first.name,
		first.email,
		'Group A',
		first.code,
		first.name,
		String(first.score),
		'5',
		String(first.score * 20),
		first.score >= 3 ? 'yes' : 'no',
		'Matches',
		''
	]);
	expect(csv[11]).toEqual([
		'Ana Okafor',
		'ana.okafor@school.example',
		'Group A',
		'',
		'',
		'',
		'',
		'',
		'',
		'Missing',
		'missing'
	]);

	// Canvas's shape: its five columns and the assignment's.
	await page.getByRole('button', { name: 'Canvas gradebook import' }).click();
	const [canvas] = await Promise.all([
		page.waitForEvent('download'),
		page.getByRole('link', { name: 'Download frontier-canvas-grades.csv' }).click()
	]);
	const canvasRows = parseCsv(readFileSync(await canvas.path(), 'utf8')).rows.map((r) => r.cells);
	expect(canvasRows.slice(0, 3)).toEqual([
		['Student', 'ID', 'SIS User ID', 'SIS Login ID', 'Section', 'Week 3: A*'],
		['Points Possible', '', '', '', '', '5'],
		[first.name, '', '', '', 'Group A', String(first.score)]
	]);
	await expectNoViolations(page);

	// A reload checks the same roster again.
	await page.reload();
	await page.waitForSelector('body[data-hydrated="true"]');
	await expect(message).toHaveText(
		'148 codes: 148 match, 0 do not. 2 roster rows have no code. 1 line not read.',
		{ timeout: 60_000 }
	);
	await expect(page.getByTestId('summary-counted')).toHaveText('147');
	expect(errors).toEqual([]);
});

test('pasted codes with a stray line: the line named, each code a row', async ({ page }) => {
	await open(page, '/teachers/check');
	const [a, b] = roster.students;
	await page.getByLabel('Result codes').fill(`${a.code}\nnot a code\n${b.code}\n${a.code}`);
	await page.getByRole('button', { name: 'Check the codes' }).click();
	await expect(page.getByTestId('check-message')).toHaveText(
		'3 codes: 3 match, 0 do not. 1 line not read.'
	);
	await expect(page.locator('[data-flag] li')).toHaveText([
		'Line 1: the same code as line 4.',
		'Line 4: the same code as line 1.',
		'Line 2: not a code or a roster row: “not a code”.'
	]);
	await expect(page.locator('.students tbody tr')).toHaveCount(3);
});

test('on a 390 px phone the form and the class fit the page width; the table scrolls in its box', async ({
	page
}) => {
	await page.setViewportSize({ width: 390, height: 844 });
	await open(page, '/teachers/check');
	const pageWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
	expect(await pageWidth()).toBe(390);
	await page.getByLabel('Result codes').fill(
		roster.students
			.slice(0, 5)
			.map((student) => `${student.code}`)
			.join('\n')
	);
	await page.getByRole('button', { name: 'Check the codes' }).click();
	await expect(page.getByTestId('check-message')).toHaveText('5 codes: 5 match, 0 do not.');
	await expect(page.locator('.students tbody tr')).toHaveCount(5);
	expect(await pageWidth()).toBe(390);
});

/** The seed in student n's code. */
function seedOf(n: number): string {
	const read = readResultCode(roster.students[n].code);
	if (!read.ok) throw new Error(read.message.id);
	return read.result.seed;
}

test('a file of codes dropped on the form is read and checked', async ({ page }) => {
	await open(page, '/teachers/check');
	const text = roster.students
		.slice(0, 3)
		.map((student) => student.code)
		.join('\n');
	const dataTransfer = await page.evaluateHandle((codes) => {
		const transfer = new DataTransfer();
		transfer.items.add(new File([codes], 'codes.txt', { type: 'text/plain' }));
		return transfer;
	}, text);
	await page.getByTestId('class-input').dispatchEvent('drop', { dataTransfer });
	await expect(page.getByRole('status').filter({ hasText: 'Read “codes.txt”.' })).toHaveCount(1);
	await expect(page.getByTestId('check-message')).toHaveText('3 codes: 3 match, 0 do not.');
	await expect(page.getByLabel('Result codes')).toHaveValue(text);
	await expect(page.getByTestId('no-flags')).toHaveText(
		'Nothing: every code is there once, with its own name and seed.'
	);
});
