/**
 * What a lower layer says to the student, as facts rather than English: a message's id in
 * messages/<family>/en.json (es.json, zh.json) and the parameters it is written with. The components
 * turn it into words in the reader's language (components/message-text.ts); no layer below them
 * reads a message's text (docs/i18n.md).
 *
 * A parameter is a number (formatted and pluralized by the message itself, per locale), a
 * string (a name, or a sentence from a layer not yet converted), or another message, which is
 * written first and put in its place ("after {expansions}" with `count_expansions`).
 */

import type { PlayerMessages } from './player';
import type { SearchMessages } from './search';
import type { TraceMessages } from './trace';
import type { PracticeMessages } from './practice';
import type { NoticeMessages } from './notices';
import type { LessonMessages } from './lessons';
import type { VizMessages } from './viz';
import type { DomainMessages } from './domains';
import type { FileMessages } from './files';
import type { ChallengeMessages } from './challenge';
import type { LabMessages } from './lab';
import type { CourseMessages } from './course';

/** A path cost, written whole, or to 2 decimals when it has a fraction (a grid's √2 steps). */
export interface CostParams {
	readonly cost: number;
	readonly costKind: CostKind;
}

/** Whether a cost is written whole or to 2 decimals: `costKind(cost)`. */
export type CostKind = 'whole' | 'fraction';

/** How a cost is written: whole when it is, else to 2 decimals. */
export function costKind(cost: number): CostKind {
	return Number.isInteger(cost) ? 'whole' : 'fraction';
}

/**
 * Each message's parameters, by id: one family of messages per folder of messages/ (a test
 * checks that every id here has its words, and the type check that the words take these
 * parameters: components/message-text.ts). The components' own labels are not here: a component
 * calls its compiled message directly.
 */
export type MessageParams = PlayerMessages &
	SearchMessages &
	TraceMessages &
	PracticeMessages &
	NoticeMessages &
	LessonMessages &
	VizMessages &
	DomainMessages &
	FileMessages &
	ChallengeMessages &
	LabMessages &
	CourseMessages;

/** A message with no parameters. */
export type NoParams = Readonly<Record<never, never>>;

/** The id of a message a lower layer returns (messages/<family>/en.json). */
export type MessageId = keyof MessageParams;

/**
 * One message to show: its id and its parameters. `message()` checks the two together when a
 * layer makes one; the type itself is one shape, not a union over every id, which the type
 * checker cannot reduce once there are a thousand ids ("a union type that is too complex").
 */
export interface MessageRef {
	readonly id: MessageId;
	readonly params: Readonly<Record<string, MessageParam>>;
}

/** A parameter's value: what `MessageParams` allows. */
export type MessageParam = string | number | MessageRef;

/** The message `id` with `params`, its parameters checked against the message's. */
export function message<Id extends MessageId>(id: Id, params: MessageParams[Id]): MessageRef {
	return { id, params } as MessageRef;
}
