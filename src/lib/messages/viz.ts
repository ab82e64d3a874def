/** The messages of the figures' data (src/lib/viz: legends, roles, fates, axes; messages/viz/*.json), by id. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the family is converted
export interface VizMessages {}
