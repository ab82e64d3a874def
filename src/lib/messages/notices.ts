/** The messages of link and config notices, the challenge, the lab, saved work, exports (messages/notices/*.json), by id. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the family is converted
export interface NoticeMessages {}
