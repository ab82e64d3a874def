import { describe, expect, it } from 'vitest';
import { reroute } from '../../src/hooks';

const route = (address: string): string | URL | void | Promise<string | URL | void> =>
	reroute({ url: new URL(address), fetch });

describe('reroute', () => {
	it('routes a page opened by its file name as the page (an LMS opening the launch page)', () => {
		expect(route('https://lms.example/pluginfile.php/12/content/embed/scorm.html?v=1&n=2')).toBe(
			'/pluginfile.php/12/content/embed/scorm'
		);
		expect(route('http://localhost:4173/embed/practice.html')).toBe('/embed/practice');
	});

	it('leaves every other address as it is', () => {
		expect(route('http://localhost:4173/embed/scorm?v=1')).toBe(undefined);
		expect(route('http://localhost:4173/play')).toBe(undefined);
		expect(route('http://localhost:4173/')).toBe(undefined);
	});
});
