import { describe, expect, it } from 'vitest';
import { fetchPackageFiles } from '../../src/lib/scorm/fetch-files';
// The failures are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const ROOT = 'https://frontier.example/course/';

/** A site holding `files` (address → body); every fetched address is recorded. */
function site(files: Record<string, string>) {
	const fetched: string[] = [];
	const fetcher = async (url: string): Promise<Response> => {
		fetched.push(url);
		return url in files ? new Response(files[url]) : new Response('', { status: 404 });
	};
	return { fetcher, fetched };
}

describe('fetchPackageFiles', () => {
	it('fetches the list, then every file it names, from the site’s root', async () => {
		const { fetcher, fetched } = site({
			[`${ROOT}embed/scorm-files.json`]: '{"files":["embed/scorm.html","_app/a.js"]}',
			[`${ROOT}embed/scorm.html`]: '<html>',
			[`${ROOT}_app/a.js`]: 'export {}'
		});
		const result = await fetchPackageFiles(ROOT, fetcher);
		expect(result.ok).toBe(true);
		if (!result.ok) return;
		expect([...result.files.keys()]).toEqual(['embed/scorm.html', '_app/a.js']);
		expect(new TextDecoder().decode(result.files.get('_app/a.js'))).toBe('export {}');
		expect(fetched).toEqual([
			`${ROOT}embed/scorm-files.json`,
			`${ROOT}embed/scorm.html`,
			`${ROOT}_app/a.js`
		]);
	});

	it('says so when the site has no list (a development server)', async () => {
		expect(await fetchPackageFiles(ROOT, site({}).fetcher)).toEqual({
			ok: false,
			message:
				'The site holds no list of the package’s files (embed/scorm-files.json answered 404): it is made by the site’s build, so a development server cannot make packages.'
		});
	});

	it('says which file could not be fetched', async () => {
		const { fetcher } = site({
			[`${ROOT}embed/scorm-files.json`]: '{"files":["embed/scorm.html","_app/gone.js"]}',
			[`${ROOT}embed/scorm.html`]: '<html>'
		});
		expect(await fetchPackageFiles(ROOT, fetcher)).toEqual({
			ok: false,
			message:
				'A file of the package could not be fetched (_app/gone.js answered 404); reload the page and try again.'
		});
	});
});
