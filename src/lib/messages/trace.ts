/** The messages of the trace's narration of each step (messages/trace/*.json), by id. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the family is converted
export interface TraceMessages {}
