/**
 * The messages of the problems other than the tile puzzle (src/lib/domains: graphs, grids and
 * their editors, presets and link readers; messages/domains/*.json), by id.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface DomainMessages {}
