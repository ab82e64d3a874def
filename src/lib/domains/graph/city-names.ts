import type { City } from './romania';

/**
 * The road map's cities by their letters: place names, the same in every language (the
 * textbook's map of Romania, as AIMA spells them), listed in tests/i18n/english-allowed.txt.
 */
export const CITY_NAMES: Readonly<Record<City, string>> = Object.freeze({
	A: 'Arad',
	B: 'Bucharest',
	C: 'Craiova',
	D: 'Drobeta',
	F: 'Fagaras',
	L: 'Lugoj',
	M: 'Mehadia',
	P: 'Pitesti',
	Q: 'Oradea',
	R: 'Rimnicu Vilcea',
	S: 'Sibiu',
	T: 'Timisoara',
	Z: 'Zerind'
});
