/** The messages of practice questions, their choices and their feedback (messages/practice/*.json), by id. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the family is converted
export interface PracticeMessages {}
