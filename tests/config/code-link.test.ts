import { describe, expect, it } from 'vitest';
import { labLinkQuery, readLabLink } from '$lib/config/code-link';
// Notices are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';

const read = async (query: string) => {
	const link = await readLabLink(new URLSearchParams(query));
	return { code: link.code, notices: link.notices.map((n) => [n.param, n.message]) };
};

describe('a lab link without code', () => {
	it('is a plain /lab: nothing said', async () => {
		expect(await read('')).toEqual({ code: null, notices: [] });
	});

	it('with this version says there is no code', async () => {
		expect(await read('v=1')).toEqual({
			code: null,
			notices: [['code', 'The link has no "code" parameter: there is no code in it.']]
		});
	});

	it('with a version this page cannot read names the version too', async () => {
		expect(await read('v=x')).toEqual({
			code: null,
			notices: [
				[
					'v',
					'The link\'s version "x" is not one this page reads (it reads v=1), and it has no "code" parameter: there is no code in it.'
				]
			]
		});
	});
});

describe('a lab link with code', () => {
	it('reads back what it packed', async () => {
		const code = 'function h(board) {\n\treturn 0;\n}\n';
		expect(await read(await labLinkQuery(code))).toEqual({ code, notices: [] });
	});
});
