import { z } from 'zod';
import { ZProblemCode, ZSubtopicCode } from './catalog-schemas';
import { isValidTimeZone } from './dashboard';
import { DEFAULT_TIME_ZONE } from './time-zone';
import { ROLL_NUMBER_MAX, ROLL_NUMBER_MIN } from './class-learners';
import { ASSIGNMENT_MAX_PROBLEMS, ASSIGNMENT_TITLE_MAX_LENGTH, CLASS_NAME_MAX_LENGTH } from './class-messages';

// Issue 35: classes and their assignments ('Tugas'). Limits are written here once (the ones the
// SPA needs in core/class-messages.ts); the tables' column lengths and the forms follow them.
export { ASSIGNMENT_MAX_PROBLEMS, ASSIGNMENT_TITLE_MAX_LENGTH, CLASS_ERROR_MESSAGES, CLASSES_PER_TEACHER_MAX, CLASS_NAME_MAX_LENGTH, type ClassErrorCode } from './class-messages';
export const TIME_ZONE_MAX_LENGTH = 64;
export const CLASS_DEFAULT_TIME_ZONE = DEFAULT_TIME_ZONE;
export const TEACHER_PROBLEMS_PAGE = { defaultSize: 20, maxSize: 50 };

const ZTrimmedText = (max: number) => z.string().trim().min(1).max(max);
const ZTimeZone = z.string().max(TIME_ZONE_MAX_LENGTH).refine(isValidTimeZone, 'unknown time zone');

export const ZClassName = ZTrimmedText(CLASS_NAME_MAX_LENGTH);
export const ZCreateClassRequest = z.strictObject({ name: ZClassName, timeZone: ZTimeZone.optional() });
export type TCreateClassRequest = z.infer<typeof ZCreateClassRequest>;
export const ZRenameClassRequest = z.strictObject({ name: ZClassName });
export type TRenameClassRequest = z.infer<typeof ZRenameClassRequest>;

// Joining (and looking a code up) is limited per learner and per address, as codes are guessable in
// principle: a learner mistyping a code has 10 tries, refilled over 10 minutes; a school's one
// address serves a class of 40 joining at once (a preview and a join each) with room to spare.
// 31^7 codes against 120 tries per 10 minutes from an address leave guessing hopeless.
export const CLASS_JOINS_PER_LEARNER = { max: 10, windowMs: 10 * 60 * 1000 };
export const CLASS_JOINS_PER_ADDRESS = { max: 120, windowMs: 10 * 60 * 1000 };

// 'No. absen' (issue 51): a whole number, or none to clear it.
export const ZSetRollNumberRequest = z.strictObject({ rollNumber: z.number().int().min(ROLL_NUMBER_MIN).max(ROLL_NUMBER_MAX).nullable() });
export type TSetRollNumberRequest = z.infer<typeof ZSetRollNumberRequest>;

// What a learner types: the server normalises it (core/class-code.ts); a long paste is refused.
export const ZJoinClassRequest = z.strictObject({ code: z.string().max(40) });
export type TJoinClassRequest = z.infer<typeof ZJoinClassRequest>;

// A date and a time as the form's inputs give them, read in the class's time zone.
const ZDueDate = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const ZDueTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

// Exactly one source: a whole subtopic (its published problems when the assignment is made), or
// problems picked one by one.
export const ZCreateAssignmentRequest = z
  .strictObject({
    title: ZTrimmedText(ASSIGNMENT_TITLE_MAX_LENGTH),
    dueDate: ZDueDate,
    dueTime: ZDueTime,
    closeAfterDue: z.boolean(),
    subtopicId: ZSubtopicCode.optional(),
    problemIds: z.array(ZProblemCode).min(1).max(ASSIGNMENT_MAX_PROBLEMS).optional(),
  })
  .refine((request) => (request.subtopicId === undefined) !== (request.problemIds === undefined), {
    message: 'give either subtopicId or problemIds',
    path: ['problemIds'],
  });
export type TCreateAssignmentRequest = z.infer<typeof ZCreateAssignmentRequest>;

// The instant a wall-clock date and time mean in a time zone (null when no such instant exists,
// e.g. 31 February). Two rounds find the zone's offset at that instant, across a DST change too.
export function zonedInstant(date: string, time: string, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  if (new Date(wall).getUTCDate() !== day) return null;
  let instant = wall - offsetMs(wall, timeZone);
  instant = wall - offsetMs(instant, timeZone);
  return new Date(instant);
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

// How far the zone's wall clock is ahead of UTC at an instant.
function offsetMs(instant: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    if (offsetFormats.size >= 64) offsetFormats.clear();
    offsetFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(new Date(instant)).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
  return wall - Math.floor(instant / 1000) * 1000;
}

// An instant's wall-clock time in a zone, as a Date whose UTC fields show it: a spreadsheet's
// dates have no zone, so a report's are written as the class's clock read them.
export function wallClockInZone(instant: Date, timeZone: string): Date {
  return new Date(instant.getTime() + offsetMs(instant.getTime(), timeZone));
}

// A title as a file name: 'Tugas Bab 1: Aljabar' -> 'tugas-bab-1-aljabar'.
export function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/g, '');
  return slug || 'tugas';
}
