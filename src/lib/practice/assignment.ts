/**
 * Assignments: which questions a /practice link asks, read from its query. A teacher builds the
 * link on /teachers; every student who opens it draws their own questions from their own seed
 * (unless the link fixes one), and the result code they hand in holds the link's canonical
 * query, the seed and the answers, so the checking page can ask the same questions again.
 *
 *   /practice?v=1&types=simulate,heuristic&algos=astar[&problem=road-map][&start=A]&n=3&level=easy&detail=pick&title=…&key=…[&seed=…][&pass=60][&g=…]
 *
 * `g` is a graph of the teacher's own, in the link's graph text (domains/graph/link.ts): every
 * graph question (expansion-order, graph-values, …) asks about it instead of a drawn graph.
 *
 * Reading never throws: a wrong value is replaced by its default and said in a notice.
 */

import {
	choiceList,
	duplicateNotices,
	quoted,
	unknownNotices,
	type LinkNotice
} from '../config/link-notices';
import { isAlgorithmName, type AlgorithmName } from '../search/algorithms';
import {
	GRAPH_QUESTION_TYPES,
	isGraphQuestionType,
	LEVELS,
	QUESTION_TYPES,
	TYPE_ALGORITHMS,
	type Level,
	type QuestionSpec,
	type QuestionType
} from './question-spec';
import { SIMULATION_PROBLEMS, type SimulationProblem } from './simulation';
import {
	CITY_NAMES,
	GRAPH_TEXT_PARAM,
	graphLinkText,
	readGraphLinkText,
	faultsMessage,
	type City,
	type GraphRun
} from '../domains/graph';
import { CHOSEN_STARTS } from './instances';
import { STEP_DETAILS, type StepDetail } from './step-details';
import { message, type MessageRef } from '../messages';

export interface Assignment {
	/** The question types, asked in turn. */
	readonly types: readonly QuestionType[];
	/** The algorithms searches are asked about, in turn (types that ask about a board ignore them). */
	readonly algorithms: readonly AlgorithmName[];
	/** The domain `simulate` questions search: 'tile', boards, or 'graph', the road map. */
	readonly problem: SimulationProblem;
	/** The city every road-map question starts from; null for a start drawn for each. */
	readonly start: City | null;
	/** The teacher's graph every graph question asks about; null for a graph drawn for each. */
	readonly graph: GraphRun | null;
	/** How many questions. */
	readonly count: number;
	readonly level: Level;
	/** What a simulation asks at each step beyond the pick (step-details.ts). */
	readonly detail: StepDetail;
	/** Shown as the page's heading; '' for practice on one's own. */
	readonly title: string;
	/** The teacher's name for the assignment, to tell codes of different assignments apart. */
	readonly key: string;
	/** A seed every student shares, or '' for each student to draw their own. */
	readonly seed: string;
	/**
	 * The pass mark, in percent of the parts right at the first try: a score at or above it
	 * passes (an LMS package's lesson status, an embed's success, the checking page's column).
	 */
	readonly pass: number;
}

/**
 * How a link spells each domain in its "problem" parameter (docs/practice.md). Links handed out
 * and the result codes that hold them keep these words, so reading and writing a link map them
 * to the registry's ids here and nowhere else.
 */
export const PROBLEM_WORDS: Readonly<Record<SimulationProblem, string>> = {
	tile: 'tiles',
	graph: 'road-map'
};

export const PRACTICE_PARAMS: readonly string[] = [
	'v',
	'types',
	'algos',
	'problem',
	'start',
	'n',
	'level',
	'detail',
	'title',
	'key',
	'seed',
	'pass',
	GRAPH_TEXT_PARAM
];

export const MAX_QUESTIONS = 20;
export const MAX_TITLE = 80;
export const MAX_KEY = 40;
export const MAX_SEED = 40;
/**
 * The longest graph an assignment's link holds, in characters: the link goes whole into every
 * result code, which holds at most 2,000 bytes of it (result-code.ts), with room left for the
 * other settings. Exam graphs of 20 nodes fit; a place for each node costs about 14 more.
 */
export const MAX_ASSIGNMENT_GRAPH = 1500;

/** The algorithm an assignment asks about when it names none, and a question type's first choice. */
const DEFAULT_ALGORITHM: AlgorithmName = 'astar';

/** The algorithm a question type asks about when none of the assignment's fits it. */
function fallbackAlgorithm(fits: readonly AlgorithmName[]): AlgorithmName {
	return fits.includes(DEFAULT_ALGORITHM) ? DEFAULT_ALGORITHM : fits[0];
}

export const DEFAULT_ASSIGNMENT: Assignment = {
	types: ['simulate'],
	algorithms: [DEFAULT_ALGORITHM],
	problem: 'tile',
	start: null,
	graph: null,
	count: 3,
	level: 'easy',
	detail: 'pick',
	title: '',
	key: '',
	seed: '',
	pass: 50
};

/** An assignment link asks for a title or a key; without either the page is practice. */
export function isAssignment(assignment: Assignment): boolean {
	return assignment.title !== '' || assignment.key !== '';
}

/** The assignment a /practice query names, with a notice for every value it could not use. */
export function readAssignment(query: URLSearchParams): {
	assignment: Assignment;
	notices: LinkNotice[];
} {
	const notices: LinkNotice[] = [
		...unknownNotices(query, PRACTICE_PARAMS),
		...duplicateNotices(query)
	];
	const say = (param: string, why: MessageRef): void => {
		notices.push({ param, message: why });
	};
	const version = query.get('v');
	if (version !== null && version.trim() !== '1') {
		say('v', message('course_assignment_version', { value: quoted(version) }));
	}

	let types = DEFAULT_ASSIGNMENT.types;
	const typesText = query.get('types');
	if (typesText !== null) {
		const read = readList(typesText, (word): word is QuestionType =>
			(QUESTION_TYPES as readonly string[]).includes(word)
		);
		if (read === null) {
			say(
				'types',
				message('course_assignment_types', {
					types: QUESTION_TYPES.join(', '),
					value: quoted(typesText)
				})
			);
		} else types = read;
	}

	let algorithms = DEFAULT_ASSIGNMENT.algorithms;
	const algosText = query.get('algos');
	if (algosText !== null) {
		const read = readList(algosText, isAlgorithmName);
		if (read === null) {
			say('algos', message('course_assignment_algos', { value: quoted(algosText) }));
		} else algorithms = read;
	}
	// Each search type needs an algorithm it can ask about; drop those it cannot use.
	for (const type of types) {
		const fits = TYPE_ALGORITHMS[type];
		if (fits === null || algorithms.some((algorithm) => fits.includes(algorithm))) continue;
		say(
			'algos',
			message('course_assignment_type_algorithm', {
				type,
				fits: fits.join(', '),
				fallback: fallbackAlgorithm(fits)
			})
		);
	}

	let problem = DEFAULT_ASSIGNMENT.problem;
	const problemText = query.get('problem');
	if (problemText !== null) {
		const word = problemText.trim();
		const named = SIMULATION_PROBLEMS.find((id) => PROBLEM_WORDS[id] === word);
		if (named !== undefined) problem = named;
		else {
			say(
				'problem',
				message('course_assignment_problem', {
					choices: choiceList(SIMULATION_PROBLEMS.map((id) => PROBLEM_WORDS[id])),
					value: quoted(problemText)
				})
			);
		}
	}

	let start = DEFAULT_ASSIGNMENT.start;
	const startText = query.get('start');
	if (startText !== null) {
		start = readStart(startText);
		if (start === null) {
			say(
				'start',
				message('course_assignment_start', {
					cities: CHOSEN_STARTS.map((city) => `${city} ${CITY_NAMES[city]}`).join(', '),
					value: quoted(startText)
				})
			);
		} else if (!asksRoadMap(types, problem)) {
			say('start', message('course_assignment_start_ignored', {}));
			start = null;
		}
	}

	let count = DEFAULT_ASSIGNMENT.count;
	const nText = query.get('n');
	if (nText !== null) {
		const value = Number(nText.trim());
		if (/^\d+$/.test(nText.trim()) && value >= 1 && value <= MAX_QUESTIONS) count = value;
		else {
			say(
				'n',
				message('course_assignment_count', {
					max: MAX_QUESTIONS,
					value: quoted(nText),
					count: DEFAULT_ASSIGNMENT.count
				})
			);
		}
	}

	let level = DEFAULT_ASSIGNMENT.level;
	const levelText = query.get('level');
	if (levelText !== null) {
		if ((LEVELS as readonly string[]).includes(levelText.trim())) level = levelText.trim() as Level;
		else {
			say(
				'level',
				message('course_assignment_level', { levels: LEVELS.join(', '), value: quoted(levelText) })
			);
		}
	}

	let detail = DEFAULT_ASSIGNMENT.detail;
	const detailText = query.get('detail');
	if (detailText !== null) {
		if ((STEP_DETAILS as readonly string[]).includes(detailText.trim())) {
			detail = detailText.trim() as StepDetail;
		} else {
			say(
				'detail',
				message('course_assignment_detail', {
					details: STEP_DETAILS.join(', '),
					value: quoted(detailText)
				})
			);
		}
	}

	const text = (param: string, max: number, pattern: RegExp, what: MessageRef): string => {
		const value = (query.get(param) ?? '').trim();
		if (value.length > max) {
			say(param, message('course_assignment_too_long', { param, max }));
			return value.slice(0, max);
		}
		if (value !== '' && !pattern.test(value)) {
			say(param, message('course_assignment_text_ignored', { param, what, value: quoted(value) }));
			return '';
		}
		return value;
	};
	// Printable text only: a title is shown as text, never as markup.
	const aLine = message('course_assignment_a_line', {});
	const aWord = message('course_assignment_a_word', {});
	const title = text('title', MAX_TITLE, /^[^\p{Cc}]*$/u, aLine);
	const key = text('key', MAX_KEY, /^[\w.-]+$/, aWord);
	const seed = text('seed', MAX_SEED, /^[\w.-]+$/, aWord);

	let graph = DEFAULT_ASSIGNMENT.graph;
	const graphText = query.get(GRAPH_TEXT_PARAM);
	if (graphText !== null) {
		if (graphText.length > MAX_ASSIGNMENT_GRAPH) {
			say(
				GRAPH_TEXT_PARAM,
				message('course_assignment_graph_too_long', {
					length: graphText.length,
					max: MAX_ASSIGNMENT_GRAPH
				})
			);
		} else {
			const read = readGraphLinkText(graphText);
			if (!read.ok) {
				notices.push({
					param: GRAPH_TEXT_PARAM,
					message: message('domains_assignment_graph_unread', {
						faults: faultsMessage(read.faults),
						text: quoted(graphText)
					})
				});
			} else if (!types.some(isGraphQuestionType)) {
				say(
					GRAPH_TEXT_PARAM,
					message('course_assignment_graph_unused', {
						param: GRAPH_TEXT_PARAM,
						types: GRAPH_QUESTION_TYPES.join(', ')
					})
				);
			} else graph = read.run;
		}
	}

	let pass = DEFAULT_ASSIGNMENT.pass;
	const passText = query.get('pass');
	if (passText !== null) {
		const value = Number(passText.trim());
		if (/^\d+$/.test(passText.trim()) && value <= 100) pass = value;
		else {
			say(
				'pass',
				message('course_assignment_pass', {
					value: quoted(passText),
					pass: DEFAULT_ASSIGNMENT.pass
				})
			);
		}
	}

	return {
		assignment: {
			types,
			algorithms,
			problem,
			start,
			graph,
			count,
			level,
			detail,
			title,
			key,
			seed,
			pass
		},
		notices
	};
}

/** Whether any question of these types searches the road map. */
export function asksRoadMap(types: readonly QuestionType[], problem: SimulationProblem): boolean {
	return types.includes('route-cost') || (types.includes('simulate') && problem === 'graph');
}

/** A start city typed by letter or name, in any case ("a", "Arad"), or null if none may start. */
function readStart(text: string): City | null {
	const word = text.trim().toLowerCase();
	return (
		CHOSEN_STARTS.find(
			(city) => city.toLowerCase() === word || CITY_NAMES[city].toLowerCase() === word
		) ?? null
	);
}

/** A list of known words, or null when it is empty or holds an unknown one. Repeats are dropped. */
function readList<T extends string>(text: string, known: (word: string) => word is T): T[] | null {
	const words = text
		.split(',')
		.map((word) => word.trim())
		.filter((word) => word !== '');
	if (words.length === 0 || !words.every(known)) return null;
	return [...new Set(words)] as T[];
}

/**
 * The assignment as the query of its link, in one spelling (defaults left out, parameters in a
 * fixed order): the text a result code holds and progress is kept under.
 */
export function assignmentQuery(assignment: Assignment): string {
	const query = new URLSearchParams({ v: '1' });
	const add = (param: string, value: string, byDefault: string): void => {
		if (value !== byDefault) query.set(param, value);
	};
	add('types', assignment.types.join(','), DEFAULT_ASSIGNMENT.types.join(','));
	add('algos', assignment.algorithms.join(','), DEFAULT_ASSIGNMENT.algorithms.join(','));
	add('problem', PROBLEM_WORDS[assignment.problem], PROBLEM_WORDS[DEFAULT_ASSIGNMENT.problem]);
	add('start', assignment.start ?? '', '');
	add('n', String(assignment.count), String(DEFAULT_ASSIGNMENT.count));
	add('level', assignment.level, DEFAULT_ASSIGNMENT.level);
	add('detail', assignment.detail, DEFAULT_ASSIGNMENT.detail);
	add('title', assignment.title, '');
	add('key', assignment.key, '');
	add('seed', assignment.seed, '');
	add('pass', String(assignment.pass), String(DEFAULT_ASSIGNMENT.pass));
	if (assignment.graph !== null) query.set(GRAPH_TEXT_PARAM, graphLinkText(assignment.graph));
	return query.toString();
}

/** Whether `score` of `max` parts right reaches the assignment's pass mark. */
export function passes(assignment: Assignment, score: number, max: number): boolean {
	return max > 0 && score * 100 >= assignment.pass * max;
}

/**
 * The questions of `assignment` for a student's `seed`: the types and the algorithms each taken
 * in turn, each question drawn from its own seed (the student's, with its number).
 */
export function assignmentQuestions(assignment: Assignment, seed: string): QuestionSpec[] {
	let searches = 0;
	return Array.from({ length: assignment.count }, (_, i) => {
		const type = assignment.types[i % assignment.types.length];
		const fits = TYPE_ALGORITHMS[type];
		let algorithm: AlgorithmName = DEFAULT_ALGORITHM;
		if (fits !== null) {
			const usable = assignment.algorithms.filter((name) => fits.includes(name));
			algorithm = usable.length > 0 ? usable[searches % usable.length] : fallbackAlgorithm(fits);
			searches += 1;
		}
		const spec: QuestionSpec = {
			type,
			algorithm,
			level: assignment.level,
			seed: `${seed}/${i + 1}`
		};
		// Only a simulation searches the road map and reads the detail, and only road-map questions
		// read the start; each is left out at its default, so specs stay as they were.
		const start = assignment.start !== null ? { start: assignment.start } : {};
		if (type === 'route-cost') return { ...spec, ...start };
		if (isGraphQuestionType(type)) {
			return assignment.graph !== null ? { ...spec, graph: assignment.graph } : spec;
		}
		if (type !== 'simulate') return spec;
		return {
			...spec,
			...(assignment.problem !== DEFAULT_ASSIGNMENT.problem ? { problem: assignment.problem } : {}),
			...(assignment.problem === 'graph' ? start : {}),
			...(assignment.detail !== 'pick' ? { detail: assignment.detail } : {})
		};
	});
}
