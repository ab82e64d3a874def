/**
 * The messages of the challenge (src/lib/challenge: its problems, verdicts and results;
 * messages/challenge/*.json), by id.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ChallengeMessages {}
