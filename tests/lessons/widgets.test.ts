import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { WidgetSpec } from '../../src/lib/lessons/widget-spec';
import { checkLessonWidgets, specsByName, widgetTags } from '../../src/lib/lessons/widgets';
import '../i18n/english-messages';

const specs = specsByName(
	import.meta.glob<{ spec: WidgetSpec }>('/src/lib/components/lessons/*.props.ts', { eager: true })
);

/** Checks a one-file lesson and returns the error message, or null when the lesson passes. */
function problems(source: string): string | null {
	try {
		checkLessonWidgets('/content/lessons/99-test.md', source, specs);
		return null;
	} catch (error) {
		return (error as Error).message;
	}
}

describe('widgetTags', () => {
	it('reads component tags with their line, string props and expression props', () => {
		const source = [
			'# Title',
			'',
			'<LessonExplorer link="board=41325_786&algo=bfs" label=\'BFS\' />',
			'<div class="x">html is not a widget</div>',
			'<ParityExplorer side={4}',
			'  label="Parity" />'
		].join('\n');
		expect(widgetTags(source)).toEqual([
			{
				name: 'LessonExplorer',
				line: 3,
				strings: { link: 'board=41325_786&algo=bfs', label: 'BFS' },
				expressions: []
			},
			{ name: 'ParityExplorer', line: 5, strings: { label: 'Parity' }, expressions: ['side'] }
		]);
	});

	it('skips tags inside code fences and inline code', () => {
		const source = '```svelte\n<PlayableBoard start="nonsense" />\n```\nUse `<PlayableBoard />`.';
		expect(widgetTags(source)).toEqual([]);
	});
});

describe('checkLessonWidgets', () => {
	it('passes good tags', () => {
		expect(
			problems(
				'<PlayableBoard start="42_713856" />\n<LessonExplorer link="board=41325_786&algo=astar&h=manhattan" label="A*" />'
			)
		).toBe(null);
	});

	it('fails on an unknown algorithm, naming the file, line, widget and parameter', () => {
		expect(problems('\n<LessonExplorer link="board=41325_786&algo=astr" label="A*" />')).toBe(
			'/content/lessons/99-test.md:2: <LessonExplorer> prop "link": The parameter "algo" takes bfs, dfs, iddfs, ucs, greedy, astar, wastar, idastar or walk; got "astr". Using the default instead.'
		);
	});

	it('fails on a board that does not parse', () => {
		expect(problems('<PlayableBoard start="42_71385_" />')).toMatch(
			/^\/content\/lessons\/99-test\.md:1: <PlayableBoard> prop "start": .+/
		);
	});

	it('fails on an unknown prop and on a missing required prop', () => {
		expect(problems('<LessonExplorer link="algo=bfs" lable="BFS" />')).toBe(
			[
				'/content/lessons/99-test.md:1: <LessonExplorer> unknown prop "lable" (it takes: link, label).',
				'/content/lessons/99-test.md:1: <LessonExplorer> prop "label" is missing.'
			].join('\n')
		);
	});

	it('fails on a widget without a spec', () => {
		expect(problems('<Mystery />')).toBe(
			'/content/lessons/99-test.md:1: <Mystery> has no spec: add Mystery.props.ts next to the component.'
		);
	});

	it('passes every lesson in content/lessons', () => {
		const directory = 'content/lessons';
		const files = readdirSync(directory).filter((name) => name.endsWith('.md'));
		expect(files.length).toBeGreaterThanOrEqual(3);
		for (const name of files) {
			const source = readFileSync(`${directory}/${name}`, 'utf8');
			expect(() => checkLessonWidgets(name, source, specs)).not.toThrow();
		}
	});

	it('knows a spec for every lesson widget component', () => {
		const components = readdirSync('src/lib/components/lessons')
			.filter((name) => name.endsWith('.svelte'))
			.map((name) => name.replace('.svelte', ''));
		expect(Object.keys(specs).sort()).toEqual(components.sort());
	});
});
