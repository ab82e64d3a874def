/** The messages of the lessons' figures and widgets (messages/lesson-widgets/*.json), by id. */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the family is converted
export interface LessonMessages {}
