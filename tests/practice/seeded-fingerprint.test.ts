import { gridLinkText } from '../../src/lib/domains/grid';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { boardLinkText } from '$lib/config/play-link';
import { assignmentQuery, readAssignment } from '$lib/practice/assignment';
import { checkCode, questionsFor } from '$lib/practice/check';
import type { PracticeQuestion } from '$lib/practice/question-spec';
import { expectedAnswer } from '$lib/practice/questions';
import { resultCode } from '$lib/practice/result-code';
import { practiceText } from '$lib/components/practice/practice-text';
import type { MessageRef } from '$lib/messages';

/**
 * The questions a fixed set of links and seeds draws, pinned as they were before practice spoke
 * the domain registry's language (issue 28): a result code handed in earlier must draw the same
 * questions and be judged the same. Each question is pinned by where it starts (a board and its
 * goal, or the road map's start and goal), its answers, and a digest of everything it shows (its
 * task, conventions, parts, model answer); each link and seed by the code of its right answers.
 */
const LINKS: readonly string[] = [
	'types=simulate&algos=bfs,dfs,ucs,greedy,astar,wastar,iddfs,idastar&n=8',
	'types=simulate&algos=bfs,ucs,astar,idastar&n=4&level=medium&detail=values',
	'types=simulate&algos=dfs,greedy,wastar,iddfs&n=4&level=hard&detail=order',
	'types=simulate&algos=bfs,dfs,ucs,greedy,astar,wastar,iddfs,idastar&problem=road-map&n=8&detail=values',
	'types=simulate&algos=ucs,astar,idastar&problem=road-map&start=T&n=3&level=hard&detail=order',
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=bfs,ucs,astar&n=6',
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=greedy,astar&n=6&level=medium',
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=ucs,astar&n=6&level=hard',
	'types=route-cost,simulate&algos=greedy,bfs&problem=road-map&start=Z&n=4&level=medium'
];

const SEEDS: readonly string[] = ['ana', 'fp-7'];

/** Where a question starts: its board and goal, or its route on the road map. */
function whereOf({ instance }: PracticeQuestion): string {
	return instance.problem === 'tile'
		? `${boardLinkText(instance.spec.board)}>${boardLinkText(instance.spec.goal)}`
		: instance.problem === 'grid'
			? gridLinkText(instance.spec.grid)
			: `${instance.spec.start}>${instance.spec.goals.join(',')}`;
}

/** The step a /play link opens at (`step=`, 0 when it names none). */
function linkedStep(query: string | null): number {
	return Number(new URLSearchParams(query ?? '').get('step') ?? 0);
}

/**
 * `value` with every message in it written in English: the fingerprints were taken of the
 * English the questions held before their words became messages.
 */
function inEnglish(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(inEnglish);
	if (value === null || typeof value !== 'object') return value;
	const entries = Object.entries(value);
	if (
		entries.length === 2 &&
		typeof (value as { id?: unknown }).id === 'string' &&
		'params' in value
	) {
		return practiceText(value as MessageRef);
	}
	return Object.fromEntries(entries.map(([key, item]) => [key, inEnglish(item)]));
}

function fingerprint(question: PracticeQuestion): string {
	const shown = JSON.stringify(
		inEnglish({
			// What the question searches is pinned by whereOf; the spec's spelling of it may change.
			spec: { ...question.spec, problem: undefined },
			task: question.task,
			conventions: question.conventions,
			parts: question.parts,
			// A road-map question's model answer was the road-map figure at a step; it is now the
			// playground's link to the same run at that step: pinned as the step it opens at.
			...(question.instance.problem === 'graph'
				? { modelAnswer: null, modelStep: linkedStep(question.modelAnswer) }
				: { modelAnswer: question.modelAnswer })
		})
	);
	const digest = createHash('sha256').update(shown).digest('hex').slice(0, 16);
	return `${whereOf(question)} | ${question.parts.map(expectedAnswer).join(',')} | ${digest}`;
}

function drawn(): Record<string, { code: string; questions: string[] }> {
	const all: Record<string, { code: string; questions: string[] }> = {};
	for (const link of LINKS) {
		const { assignment, notices } = readAssignment(new URLSearchParams(link));
		expect(notices).toEqual([]);
		for (const seed of SEEDS) {
			const questions = questionsFor(assignment, seed);
			const answers = questions.flatMap((question) => question.parts.map(expectedAnswer));
			const code = resultCode({
				assignment: assignmentQuery(assignment),
				seed,
				name: '',
				score: answers.length,
				answers
			});
			expect([checkCode(code).status, checkCode(code).earned]).toEqual(['matches', answers.length]);
			all[`${link} @ ${seed}`] = { code, questions: questions.map(fingerprint) };
		}
	}
	return all;
}

describe('seeded practice questions', () => {
	it('are the ones drawn before the registry, link by link and seed by seed', () => {
		const got = drawn();
		if (process.env.PRINT_FINGERPRINTS === '1') console.log(JSON.stringify(got, null, '\t'));
		expect(got).toEqual(EXPECTED);
	});
});

const EXPECTED: Record<string, { code: string; questions: string[] }> = {
	'types=simulate&algos=bfs,dfs,ucs,greedy,astar,wastar,iddfs,idastar&n=8 @ ana': {
		code: 'FR1-AUl2PTEmYWxnb3M9YmZzJTJDZGZzJTJDdWNzJTJDZ3JlZWR5JTJDYXN0YXIlMkN3YXN0YXIlMkNpZGRmcyUyQ2lkYXN0YXImbj04A2FuYQAYGAECAwEDBAECAwIDBwEGBwEEBwECAgEDBRSTrzU',
		questions: [
			'413_25>12345_ | 1,2,3 | 81cba41b09436bb5',
			'152_43>12345_ | 1,3,4 | 7259c13b8ec39f1d',
			'13542_>12345_ | 1,2,3 | abee92faaf1701bc',
			'123485_76>12345678_ | 2,3,7 | 044e3b828ae367e5',
			'1524_3786>12345678_ | 1,6,7 | f8b1494842498a7f',
			'123745_86>12345678_ | 1,4,7 | 9948aee3b1a963c2',
			'13542_>12345_ | 1,2,2 | 5405357b697e31eb',
			'5721_3846>12345678_ | 1,3,5 | a65903211f708e13'
		]
	},
	'types=simulate&algos=bfs,dfs,ucs,greedy,astar,wastar,iddfs,idastar&n=8 @ fp-7': {
		code: 'FR1-AUl2PTEmYWxnb3M9YmZzJTJDZGZzJTJDdWNzJTJDZ3JlZWR5JTJDYXN0YXIlMkN3YXN0YXIlMkNpZGRmcyUyQ2lkYXN0YXImbj04BGZwLTcAGBgBAgMBBAYBAgMDBgcCAwUBBgcBAgIBBAIU6WMU',
		questions: [
			'152_43>12345_ | 1,2,3 | 829a32b80d58c50a',
			'2_3145>12345_ | 1,4,6 | 4af6bd820e649c7f',
			'413_25>12345_ | 1,2,3 | 0e0ef3122d49ced7',
			'1235_6478>12345678_ | 3,6,7 | 145ed16d66b5058d',
			'_13426758>12345678_ | 2,3,5 | 762e633a5921bb7f',
			'1524_3786>12345678_ | 1,6,7 | 2a1add6d0047f522',
			'15243_>12345_ | 1,2,2 | 7823e4afcc5e30f4',
			'2834_5716>12345678_ | 1,4,2 | 2c06ff6e5e8040e9'
		]
	},
	'types=simulate&algos=bfs,ucs,astar,idastar&n=4&level=medium&detail=values @ ana': {
		code: 'FR1-AUR2PTEmYWxnb3M9YmZzJTJDdWNzJTJDYXN0YXIlMkNpZGFzdGFyJm49NCZsZXZlbD1tZWRpdW0mZGV0YWlsPXZhbHVlcwNhbmEALi4BAgMEBQEBAQECAgICAwIEAwUKCAIICgMICggFCggHCggJCAgBCAgDCAUIBggHcTI3nQ',
		questions: [
			'42351_>12345_ | 1,2,3,4,5 | bf3389f43de4b26b',
			'4_1532>12345_ | 1,1,1,1,2,2,2,2,3,2,4,3,5 | eac89fe19f113eb8',
			'13_428765>12345678_ | 10,8,2,8,10,3,8,10,8,5,10,8,7,10,8,9 | 3936e55ad67eefd0',
			'1365_2784>12345678_ | 8,8,1,8,8,3,8,5,8,6,8,7 | a2650036a275fcfa'
		]
	},
	'types=simulate&algos=bfs,ucs,astar,idastar&n=4&level=medium&detail=values @ fp-7': {
		code: 'FR1-AUR2PTEmYWxnb3M9YmZzJTJDdWNzJTJDYXN0YXIlMkNpZGFzdGFyJm49NCZsZXZlbD1tZWRpdW0mZGV0YWlsPXZhbHVlcwRmcC03AC8vAQIDBAUBAQEBAgICAgMCBAMFCggCCAgDCggKBAgGCAoIDAwODgwEDgwGDg4OCAlIWrsi',
		questions: [
			'2_4153>12345_ | 1,2,3,4,5 | 276f67e087949987',
			'3_5142>12345_ | 1,1,1,1,2,2,2,2,3,2,4,3,5 | 203688d96ee802db',
			'_42513786>12345678_ | 10,8,2,8,8,3,10,8,10,4,8,6,8,10,8 | 4a18517779a93f01',
			'47321586_>12345678_ | 12,12,14,14,12,4,14,12,6,14,14,14,8,9 | 28e4c26707aa217a'
		]
	},
	'types=simulate&algos=dfs,greedy,wastar,iddfs&n=4&level=hard&detail=order @ ana': {
		code: 'FR1-AUN2PTEmYWxnb3M9ZGZzJTJDZ3JlZWR5JTJDd2FzdGFyJTJDaWRkZnMmbj00JmxldmVsPWhhcmQmZGV0YWlsPW9yZGVyA2FuYQA-PgABAxEXF1_XBAkHAQgGBQUFBAQRBREFBQWxAgQEqSEFBQW8RRMXABYWAxUFGBQUExQSElwVXBURFdQfAQACAAEAAwAfvzAV',
		questions: [
			'534_12>12345_ | 0,1,3,17,23,23,95,599 | c8b6e5686dcb9a38',
			'23_176485>12345678_ | 9,7,1,8,6,5,5,5,4,4,17,5,17,5,5,5,305,4,4,4265,5,5,5,8892 | 960f0d3639acd2d7',
			'26317845_>12345678_ | 19,23,0,22,22,3,21,5,24,20,20,19,20,18,18,92,21,92,21,17,21,4052 | 92940ff07d29f118',
			'53412_>12345_ | 1,0,2,0,1,0,3,0 | a50d8fe0f7dcb878'
		]
	},
	'types=simulate&algos=dfs,greedy,wastar,iddfs&n=4&level=hard&detail=order @ fp-7': {
		code: 'FR1-AUN2PTEmYWxnb3M9ZGZzJTJDZ3JlZWR5JTJDd2FzdGFyJTJDaWRkZnMmbj00JmxldmVsPWhhcmQmZGV0YWlsPW9yZGVyBGZwLTcAPz8AEBYWXtYEzgXOBQkJCwkBCAhbB3MICMMDCbMDCfECCQcHoY4CCAahdBMTABISAxEFFBQGFRUR2AQUEOQhE9wEEha8iAIBAAIAAQADAGu94yE',
		questions: [
			'2_3451>12345_ | 0,16,22,22,94,598,718,718 | ef23556b3a7f7052',
			'3621_4758>12345678_ | 9,9,11,9,1,8,8,91,7,115,8,8,451,9,435,9,369,9,7,7,34593,8,6,14881 | 8d9e3156168717bb',
			'413572_86>12345678_ | 19,19,0,18,18,3,17,5,20,20,6,21,21,17,600,20,16,4324,19,604,18,22,33852 | 9727e40a6bf18336',
			'543_21>12345_ | 1,0,2,0,1,0,3,0 | 7318c16348314507'
		]
	},
	'types=simulate&algos=bfs,dfs,ucs,greedy,astar,wastar,iddfs,idastar&problem=road-map&n=8&detail=values @ ana':
		{
			code: 'FR1-AWh2PTEmYWxnb3M9YmZzJTJDZGZzJTJDdWNzJTJDZ3JlZWR5JTJDYXN0YXIlMkN3YXN0YXIlMkNpZGRmcyUyQ2lkYXN0YXImcHJvYmxlbT1yb2FkLW1hcCZuPTgmZGV0YWlsPXZhbHVlcwNhbmEAKysBAgMBAwRGbwGRAQLlAQPxAckCAfIBA6ABBPoDkwKTBJECBIIDlQICtgIGpwa_BgHRBdMGA5oFqQUFAQIC0wGwHRAi',
			questions: [
				'M>B | 1,2,3 | 5ff12229585065fd',
				'M>B | 1,3,4 | 0d960d6b897e0679',
				'L>B | 70,111,1,145,2,229,3 | ed2c9b7b6bc05eba',
				'L>B | 241,329,1,242,3,160,4 | c3ec679fedaa8a30',
				'S>B | 506,275,531,273,4,386,277,2,310,6 | 26d66ff327b12fd0',
				'Z>B | 807,831,1,721,851,3,666,681,5 | 0e142a8d49ceef75',
				'T>B | 1,2,2 | bdbfee5288ff3363',
				'F>B | 211 | 7410642d39431317'
			]
		},
	'types=simulate&algos=bfs,dfs,ucs,greedy,astar,wastar,iddfs,idastar&problem=road-map&n=8&detail=values @ fp-7':
		{
			code: 'FR1-AWh2PTEmYWxnb3M9YmZzJTJDZGZzJTJDdWNzJTJDZ3JlZWR5JTJDYXN0YXIlMkN3YXN0YXIlMkNpZGRmcyUyQ2lkYXN0YXImcHJvYmxlbT1yb2FkLW1hcCZuPTgmZGV0YWlsPXZhbHVlcwRmcC03ACcnAQIDAQMFS0YCtQEBwwEDAKABwQEBuQPDAwHUA4oEAgOvBK4EAscGAYMEBAEC4wLjAqYD4wKmA-QDG89SQA',
			questions: [
				'T>B | 1,2,3 | 734e277cafba951c',
				'D>B | 1,3,5 | 185f78c4215178dd',
				'M>B | 75,70,2,181,1,195,3 | 7bbc95a466113e3e',
				'P>B | 0,160,193,1 | de1951052ab5834b',
				'Z>B | 441,451,1,468,522,2,3 | f7959f9c63c212e3',
				'M>B | 559,558,2,839,1,515,4 | 3361ac6b5c7f7e31',
				'P>B | 1,2 | 7466023a8d441c45',
				'T>B | 355,355,422,355,422,484 | 226eb631b14e03c9'
			]
		},
	'types=simulate&algos=ucs,astar,idastar&problem=road-map&start=T&n=3&level=hard&detail=order @ ana':
		{
			code: 'FR1-AVB2PTEmYWxnb3M9dWNzJTJDYXN0YXIlMkNpZGFzdGFyJnByb2JsZW09cm9hZC1tYXAmc3RhcnQ9VCZsZXZlbD1oYXJkJmRldGFpbD1vcmRlcgNhbmEAOjp2bwG1AQCCAsEBAYACA4gCAvgCAOUC0gIFBeQD4wIBpgMB8gMA_wO3BACYBAGVBJUGkwRulwREuARP4wLjAqYD4wKmA-QD5APjAgCmA_ID5APjAgCmA_ID_wPkA-MCAMkglu4',
			questions: [
				'T>B | 118,111,1,181,0,258,193,1,256,3,264,2,376,0,357,338,5,5 | 6b19860cdee8ad18',
				'T>B | 484,355,1,422,1,498,0,511,567,0,536,1,533,789,531,110,535,68,568,79 | 5c06b9af43f586c6',
				'T>B | 355,355,422,355,422,484,484,355,0,422,498,484,355,0,422,498,511,484,355,0 | eb9a628937d5a804'
			]
		},
	'types=simulate&algos=ucs,astar,idastar&problem=road-map&start=T&n=3&level=hard&detail=order @ fp-7':
		{
			code: 'FR1-AVB2PTEmYWxnb3M9dWNzJTJDYXN0YXIlMkNpZGFzdGFyJnByb2JsZW09cm9hZC1tYXAmc3RhcnQ9VCZsZXZlbD1oYXJkJmRldGFpbD1vcmRlcgRmcC03ADo6dm8BtQEAggLBAQGAAgOIAgL4AgDlAtICBQXkA-MCAaYDAfIDAP8DtwQAmAQBlQSVBpMEbpcERLgET-MC4wKmA-MCpgPkA-QD4wIApgPyA-QD4wIApgPyA_8D5APjAgBJlVEC',
			questions: [
				'T>B | 118,111,1,181,0,258,193,1,256,3,264,2,376,0,357,338,5,5 | d2a868d15d040bcf',
				'T>B | 484,355,1,422,1,498,0,511,567,0,536,1,533,789,531,110,535,68,568,79 | 66e14a1695f58cd8',
				'T>B | 355,355,422,355,422,484,484,355,0,422,498,484,355,0,422,498,511,484,355,0 | 3c6441b75590e387'
			]
		},
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=bfs,ucs,astar&n=6 @ ana':
		{
			code: 'FR1-AXV2PTEmdHlwZXM9cGF0aC1jb3N0JTJDaGV1cmlzdGljJTJDc29sdmFibGUlMkNmcm9udGllci1hZnRlciUyQ25ldmVyLWV4cGFuZGVkJTJDcm91dGUtY29zdCZhbGdvcz1iZnMlMkN1Y3MlMkNhc3RhciZuPTYDYW5hAAcHBAUABg8CtgKtITLc',
			questions: [
				'_23156478>12345678_ | 4 | 1d94a91d5c034dff',
				'12374586_>12345678_ | 5 | e4cef332a39e3491',
				'3415_2>12345_ | 0 | cdcbe72235c1d5e8',
				'135_42>12345_ | 6 | 5e841023260e5bd1',
				'1235_7486>12345678_ | 15 | 53611926fe769e4e',
				'S>B | 2,310 | 4b9027a473c755ca'
			]
		},
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=bfs,ucs,astar&n=6 @ fp-7':
		{
			code: 'FR1-AXV2PTEmdHlwZXM9cGF0aC1jb3N0JTJDaGV1cmlzdGljJTJDc29sdmFibGUlMkNmcm9udGllci1hZnRlciUyQ25ldmVyLWV4cGFuZGVkJTJDcm91dGUtY29zdCZhbGdvcz1iZnMlMkN1Y3MlMkNhc3RhciZuPTYEZnAtNwAHBwQGAHE1ArYCfegamg',
			questions: [
				'13_426758>12345678_ | 4 | 1afff1d3c04a1b0b',
				'_23185476>12345678_ | 6 | e399136a9c480bb3',
				'23415_>12345_ | 0 | 33b94f575d521b6c',
				'4_2513>12345_ | 113 | c4832980fce3ef51',
				'1237_4586>12345678_ | 53 | e959a2bcad18d5f5',
				'S>B | 2,310 | b76384bc5968aeae'
			]
		},
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=greedy,astar&n=6&level=medium @ ana':
		{
			code: 'FR1-AX92PTEmdHlwZXM9cGF0aC1jb3N0JTJDaGV1cmlzdGljJTJDc29sdmFibGUlMkNmcm9udGllci1hZnRlciUyQ25ldmVyLWV4cGFuZGVkJTJDcm91dGUtY29zdCZhbGdvcz1ncmVlZHklMkNhc3RhciZuPTYmbGV2ZWw9bWVkaXVtA2FuYQAICAgIAVIF2wEErQPa9oc2',
			questions: [
				'12_743865>12345678_ | 8 | cf27465807f34255',
				'13_527486>12345678_ | 8 | 5e4404979cc56473',
				'736_54821>12345678_ | 1 | e7b3cd643ad1da42',
				'_23168475>12345678_ | 82,5 | 7c0d378bceb663f8',
				'13_527486>12345678_ | 219 | 07247e31d99932ca',
				'Q>B | 4,429 | 77f7e4ddfb2d0188'
			]
		},
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=greedy,astar&n=6&level=medium @ fp-7':
		{
			code: 'FR1-AX92PTEmdHlwZXM9cGF0aC1jb3N0JTJDaGV1cmlzdGljJTJDc29sdmFibGUlMkNmcm9udGllci1hZnRlciUyQ25ldmVyLWV4cGFuZGVkJTJDcm91dGUtY29zdCZhbGdvcz1ncmVlZHklMkNhc3RhciZuPTYmbGV2ZWw9bWVkaXVtBGZwLTcACAgICACRAQTtAQSiA5PXBgM',
			questions: [
				'253416_78>12345678_ | 8 | 88ff6c6bf9625eff',
				'152468_73>12345678_ | 8 | e0a8e3de60357e01',
				'1_2574863>12345678_ | 0 | a967e16ffb14bcb5',
				'_23176548>12345678_ | 145,4 | 586bbb39645791dd',
				'_13527486>12345678_ | 237 | 9fcea9fb8d4f09f7',
				'A>B | 4,418 | 3935d534476cc1f5'
			]
		},
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=ucs,astar&n=6&level=hard @ ana':
		{
			code: 'FR1-AXp2PTEmdHlwZXM9cGF0aC1jb3N0JTJDaGV1cmlzdGljJTJDc29sdmFibGUlMkNmcm9udGllci1hZnRlciUyQ25ldmVyLWV4cGFuZGVkJTJDcm91dGUtY29zdCZhbGdvcz11Y3MlMkNhc3RhciZuPTYmbGV2ZWw9aGFyZANhbmEACQkOCgChXAkIPgSyA6Sx8Aw',
			questions: [
				'_35168472>12345678_ | 14 | 2dd271b2b446d1eb',
				'_53476218>12345678_ | 10 | 35c5c262281ff037',
				'15,9,6,1,0,7,5,3,12,4,13,11,8,2,10,14>1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0 | 0 | ea41980f5a89aa2d',
				'25418376_>12345678_ | 11809,9 | 5c2e4ae74211761c',
				'1625_3478>12345678_ | 8,62 | 6e839be3e1c7b0a4',
				'M>B | 4,434 | 2afba3b74e0733a8'
			]
		},
	'types=path-cost,heuristic,solvable,frontier-after,never-expanded,route-cost&algos=ucs,astar&n=6&level=hard @ fp-7':
		{
			code: 'FR1-AXp2PTEmdHlwZXM9cGF0aC1jb3N0JTJDaGV1cmlzdGljJTJDc29sdmFibGUlMkNmcm9udGllci1hZnRlciUyQ25ldmVyLWV4cGFuZGVkJTJDcm91dGUtY29zdCZhbGdvcz11Y3MlMkNhc3RhciZuPTYmbGV2ZWw9aGFyZARmcC03AAkJDgoAvYYBBgjtAQWYBHsCZj4',
			questions: [
				'_13824756>12345678_ | 14 | 2f35f1f26c357d62',
				'5361_2748>12345678_ | 10 | aee535772ada995b',
				'14,0,12,3,9,5,15,7,6,1,8,2,11,13,4,10>1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,0 | 0 | bbdcb92f0900e80d',
				'123578_64>12345678_ | 17213,6 | 85793b80dcc21821',
				'1235_8467>12345678_ | 8,237 | ada2d169049c9271',
				'T>B | 5,536 | bebfce4924ca94c5'
			]
		},
	'types=route-cost,simulate&algos=greedy,bfs&problem=road-map&start=Z&n=4&level=medium @ ana': {
		code: 'FR1-AVx2PTEmdHlwZXM9cm91dGUtY29zdCUyQ3NpbXVsYXRlJmFsZ29zPWdyZWVkeSUyQ2JmcyZwcm9ibGVtPXJvYWQtbWFwJnN0YXJ0PVombj00JmxldmVsPW1lZGl1bQNhbmEADg4EjQQBAgMEBQSNBAECAwQFvTqZHQ',
		questions: [
			'Z>B | 4,525 | 5c388c04f5b77cd3',
			'Z>B | 1,2,3,4,5 | e117cff13382000a',
			'Z>B | 4,525 | dced71f9c9c4287f',
			'Z>B | 1,2,3,4,5 | 1e411b495245d0ac'
		]
	},
	'types=route-cost,simulate&algos=greedy,bfs&problem=road-map&start=Z&n=4&level=medium @ fp-7': {
		code: 'FR1-AVx2PTEmdHlwZXM9cm91dGUtY29zdCUyQ3NpbXVsYXRlJmFsZ29zPWdyZWVkeSUyQ2JmcyZwcm9ibGVtPXJvYWQtbWFwJnN0YXJ0PVombj00JmxldmVsPW1lZGl1bQRmcC03AA4OBI0EAQIDBAUEjQQBAgMEBaV7R3o',
		questions: [
			'Z>B | 4,525 | 679741d138344bd1',
			'Z>B | 1,2,3,4,5 | 4d1368e0ce95f0af',
			'Z>B | 4,525 | f9c147d3ad9ed52b',
			'Z>B | 1,2,3,4,5 | ce8793d8ebdcb5f3'
		]
	}
};
