import { inflateSync } from 'node:zlib';

/**
 * How much text each page of a PDF printed by Chromium draws: the number of text-showing
 * operators (Tj, TJ) in its content streams, page by page in reading order. A page that draws
 * none is blank to a reader. Enough of PDF for Chromium's own output (uncompressed objects,
 * Flate-compressed content streams), so the tests need no PDF tool on the machine.
 */
export function textOperatorsPerPage(pdf: Buffer): number[] {
	const source = pdf.toString('latin1');
	const objects = new Map<number, { dictionary: string; stream: Buffer | null }>();
	// An object's dictionary (nested ones included) runs to its stream or to its end; a stream
	// is skipped by its /Length, so that no bytes inside it are read as objects.
	const objectPattern = /(\d+) 0 obj\s*([\s\S]*?)(stream\r?\n|endobj)/g;
	for (let match = objectPattern.exec(source); match !== null; match = objectPattern.exec(source)) {
		const dictionary = match[2];
		let stream: Buffer | null = null;
		if (match[3] !== 'endobj') {
			const length = /\/Length (\d+)/.exec(dictionary);
			if (length === null) throw new Error(`Object ${match[1]}: a stream without a /Length.`);
			const start = match.index + match[0].length;
			stream = pdf.subarray(start, start + Number(length[1]));
			objectPattern.lastIndex = start + Number(length[1]);
		}
		objects.set(Number(match[1]), { dictionary, stream });
	}

	const pages: number[] = [];
	const walk = (id: number): void => {
		const object = objects.get(id);
		if (object === undefined) throw new Error(`Object ${id} is referenced but not found.`);
		const kids = /\/Kids \[([^\]]*)\]/.exec(object.dictionary);
		if (/\/Type \/Pages\b/.test(object.dictionary) && kids !== null) {
			for (const kid of kids[1].matchAll(/(\d+) 0 R/g)) walk(Number(kid[1]));
		} else if (/\/Type \/Page\b/.test(object.dictionary)) {
			pages.push(id);
		}
	};
	const catalog = [...objects.values()].find((object) =>
		/\/Type \/Catalog\b/.test(object.dictionary)
	);
	const root = catalog && /\/Pages (\d+) 0 R/.exec(catalog.dictionary);
	if (!root) throw new Error('No page tree: not a PDF Chromium printed.');
	walk(Number(root[1]));

	return pages.map((id) => {
		const contents = /\/Contents (?:\[([^\]]*)\]|(\d+) 0 R)/.exec(objects.get(id)!.dictionary);
		if (contents === null) return 0;
		const ids = (contents[1] ?? contents[2]).match(/\d+(?= 0 R)|^\d+$/g) ?? [];
		let count = 0;
		for (const streamId of ids) {
			const object = objects.get(Number(streamId));
			if (!object?.stream) continue;
			const flate = /\/Filter \/FlateDecode/.test(object.dictionary);
			const text = (flate ? inflateSync(object.stream) : object.stream).toString('latin1');
			count += text.match(/\bT[jJ]\b/g)?.length ?? 0;
		}
		return count;
	});
}
