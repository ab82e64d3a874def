import { unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
// The failures are messages: compared with their pinned English (english-messages.ts).
import '../i18n/english-messages';
import { assignmentQuery, readAssignment } from '../../src/lib/practice/assignment';
import {
	launchHref,
	manifestIdentifier,
	manifestXml,
	packageTitle,
	readLaunch,
	xmlEscape
} from '../../src/lib/scorm/manifest';
import {
	buildPackage,
	isPackagePath,
	packageFileName,
	packagePaths,
	readFileList
} from '../../src/lib/scorm/package';
import { m } from '../../src/lib/paraglide/messages.js';

/** The builder's title for a package without title or key, in English (AssignmentBuilder). */
const UNTITLED = m.course_package_untitled({}, { locale: 'en' });

const assignment = {
	...readAssignment(new URLSearchParams('v=1&types=simulate,heuristic&key=week3-astar&pass=70'))
		.assignment,
	title: 'Week 3: A* & "h" <search>'
};
const FILES = [
	'embed/scorm.html',
	'favicon.svg',
	'_app/immutable/entry/start.abc.js',
	'_app/immutable/assets/0.def.css'
];

/** Every element of one name in the XML, with its attributes. */
function elements(xml: string, name: string): Record<string, string>[] {
	return [...xml.matchAll(new RegExp(`<${name}(\\s[^>]*?)?/?>`, 'g'))].map((match) =>
		Object.fromEntries(
			[...(match[1] ?? '').matchAll(/([\w:]+)="([^"]*)"/g)].map((a) => [a[1], a[2]])
		)
	);
}

const unescape = (text: string): string =>
	text
		.replace(/&lt;/g, '<')
		.replace(/&gt;/g, '>')
		.replace(/&quot;/g, '"')
		.replace(/&apos;/g, "'")
		.replace(/&amp;/g, '&');

describe('imsmanifest.xml (SCORM 1.2 content packaging)', () => {
	const xml = manifestXml(assignment, FILES, UNTITLED);

	it('declares the IMS CP 1.1.2 and ADL 1.2 namespaces and schema version 1.2', () => {
		expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<manifest ')).toBe(true);
		const [manifest] = elements(xml, 'manifest');
		expect(manifest).toEqual({
			identifier: 'frontier-week3-astar',
			version: '1',
			xmlns: 'http://www.imsproject.org/xsd/imscp_rootv1p1p2',
			'xmlns:adlcp': 'http://www.adlnet.org/xsd/adlcp_rootv1p2'
		});
		expect(xml).toContain('<schema>ADL SCORM</schema>');
		expect(xml).toContain('<schemaversion>1.2</schemaversion>');
	});

	it('has one organization, the default, with one item pointing at the one resource', () => {
		const organizations = elements(xml, 'organization');
		expect(organizations).toEqual([{ identifier: 'frontier-organization' }]);
		expect(elements(xml, 'organizations')).toEqual([{ default: 'frontier-organization' }]);
		const items = elements(xml, 'item');
		expect(items).toEqual([
			{ identifier: 'frontier-item', identifierref: 'frontier-sco', isvisible: 'true' }
		]);
		expect(xml).toContain('<adlcp:masteryscore>70</adlcp:masteryscore>');
	});

	it('has one SCO resource launching the practice page with the assignment’s query', () => {
		const resources = elements(xml, 'resource');
		expect(resources.length).toBe(1);
		expect(resources[0].identifier).toBe('frontier-sco');
		expect(resources[0].type).toBe('webcontent');
		expect(resources[0]['adlcp:scormtype']).toBe('sco');
		expect(unescape(resources[0].href)).toBe(launchHref(assignment));
		expect(launchHref(assignment)).toBe(
			'embed/scorm.html?v=1&types=simulate%2Cheuristic&title=Week+3%3A+A*+%26+%22h%22+%3Csearch%3E&key=week3-astar&pass=70'
		);
	});

	it('lists every file once, the manifest itself left out', () => {
		const listed = elements(xml, 'file').map((file) => file.href);
		expect(listed).toEqual(FILES);
		expect(manifestXml(assignment, ['imsmanifest.xml', ...FILES], UNTITLED)).toBe(xml);
	});

	it('escapes the title as XML text', () => {
		expect(packageTitle(assignment, UNTITLED)).toBe('Week 3: A* & "h" <search>');
		expect(xml).toContain('<title>Week 3: A* &amp; &quot;h&quot; &lt;search&gt;</title>');
		expect(xmlEscape(`a<b>&"c'`)).toBe('a&lt;b&gt;&amp;&quot;c&apos;');
	});

	it('names a package with no key or title after Frontier', () => {
		const plain = readAssignment(new URLSearchParams('v=1')).assignment;
		expect(manifestIdentifier(plain)).toBe('frontier-practice');
		expect(packageTitle(plain, UNTITLED)).toBe('Frontier practice');
		expect(packageTitle(plain, m.course_package_untitled({}, { locale: 'es' }))).toBe(
			'Práctica de Frontier'
		);
		expect(packageFileName(plain)).toBe('frontier-practice-scorm12.zip');
		expect(packageFileName(assignment)).toBe('week3-astar-scorm12.zip');
	});
});

describe('the zip', () => {
	it('holds the manifest and every file, byte for byte, the same each time', () => {
		const files = new Map(FILES.map((path, i) => [path, new TextEncoder().encode(`file ${i}`)]));
		files.set('_app/immutable/assets/font.woff2', new Uint8Array([0, 1, 2, 255]));
		const zip = buildPackage(assignment, files, UNTITLED);
		const unzipped = unzipSync(zip);
		expect(Object.keys(unzipped)).toEqual(['imsmanifest.xml', ...files.keys()]);
		for (const [path, bytes] of files) expect(unzipped[path]).toEqual(bytes);
		expect(new TextDecoder().decode(unzipped['imsmanifest.xml'])).toBe(
			manifestXml(assignment, [...files.keys()], UNTITLED)
		);
		expect(buildPackage(assignment, files, UNTITLED)).toEqual(zip);
	});
});

describe('the build’s list of files', () => {
	it('takes relative paths inside the package only', () => {
		expect(readFileList({ files: ['embed/scorm.html', '_app/a.js'] })).toEqual({
			files: ['embed/scorm.html', '_app/a.js']
		});
		expect(readFileList({ files: [] })).toEqual({
			error: 'The list of the package’s files is empty or unreadable.'
		});
		expect(readFileList(null)).toEqual({
			error: 'The list of the package’s files is empty or unreadable.'
		});
		expect(readFileList({ files: ['../secret'] })).toEqual({
			error: 'The list of the package’s files names "../secret".'
		});
		for (const bad of ['/abs', 'a//b', 'a\\b', './a', '']) expect(isPackagePath(bad)).toBe(false);
	});
});

describe('the launch address', () => {
	it('carries the site the package was made on, and reads it back apart from the assignment', () => {
		const href = launchHref(assignment, 'https://frontier.example/course/');
		expect(href).toBe(
			'embed/scorm.html?v=1&types=simulate%2Cheuristic&title=Week+3%3A+A*+%26+%22h%22+%3Csearch%3E&key=week3-astar&pass=70&site=https%3A%2F%2Ffrontier.example%2Fcourse%2F'
		);
		const read = readLaunch(new URLSearchParams(href.split('?')[1]));
		expect(read.playPage).toBe('https://frontier.example/course/play');
		expect(read.problem).toBe(null);
		expect(read.assignmentQuery.toString()).toBe(assignmentQuery(assignment));
	});

	it('links no model answers when the site is missing or not a web address', () => {
		expect(readLaunch(new URLSearchParams('v=1&key=a'))).toEqual({
			assignmentQuery: new URLSearchParams('v=1&key=a'),
			playPage: null,
			problem: null
		});
		for (const site of ['javascript:alert(1)', 'not a site', '']) {
			const read = readLaunch(new URLSearchParams({ v: '1', site }));
			expect(read.playPage).toBe(null);
			expect(read.problem).toEqual(
				`The package names its Frontier site as "${site}", which is not a web address: model answers are not linked.`
			);
			expect(read.assignmentQuery.toString()).toBe('v=1');
		}
	});
});

describe('a package in another language', () => {
	it('comes from that language’s launch page and list, and opens model answers in it', () => {
		expect(packagePaths('en')).toEqual({
			fileList: 'embed/scorm-files.json',
			launchPage: 'embed/scorm.html',
			sitePrefix: ''
		});
		const zh = packagePaths('zh');
		expect(zh).toEqual({
			fileList: 'zh/embed/scorm-files.json',
			launchPage: 'zh/embed/scorm.html',
			sitePrefix: 'zh/'
		});
		const site = `https://frontier.example/${zh.sitePrefix}`;
		const files = new Map([
			['zh/embed/scorm.html', new TextEncoder().encode('<html lang="zh">')],
			['favicon.svg', new TextEncoder().encode('<svg/>')]
		]);
		const xml = new TextDecoder().decode(
			unzipSync(buildPackage(assignment, files, UNTITLED, site, zh.launchPage))['imsmanifest.xml']
		);
		const [resource] = elements(xml, 'resource');
		expect(unescape(resource.href)).toBe(
			`zh/embed/scorm.html?${assignmentQuery(assignment)}&site=${encodeURIComponent(site)}`
		);
		expect(
			readLaunch(new URL(unescape(resource.href), 'https://lms.example/x/').searchParams).playPage
		).toBe('https://frontier.example/zh/play');
	});
});
