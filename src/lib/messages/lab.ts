/**
 * The messages of the heuristic lab (src/lib/lab: its templates, checks and sandbox;
 * messages/lab/*.json), by id.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LabMessages {}
