/** The messages of the search: the algorithms' names, rules and pseudocode; the puzzle's and the problems' facts (messages/search/*.json), by id. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the family is converted
export interface SearchMessages {}
