import type { NoParams } from './index';

/**
 * The messages of running a course on Frontier (messages/course/*.json), by id: an assignment's
 * link and its parameters, result codes, the class check and its gradebook, resuming saved work.
 */
export interface CourseMessages {
	readonly course_code_empty: NoParams;
}
