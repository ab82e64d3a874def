/**
 * The messages of what the site writes to files and hands to other pages (src/lib/export,
 * scorm, embed, persist: the progress file, SVG and GIF exports, SCORM packages and an LMS's
 * answers, saved work; messages/files/*.json), by id.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface FileMessages {}
