// A person's full name ('Nama lengkap', issue 51): shown to teachers beside every learner, to
// learners as their teacher's name, and in the report exports. One rule for the sign-up form, the
// Akun page, the name prompt and the server, which stores only the cleaned value.
//
// Any script is welcome (Latin, Arabic, Chinese, Devanagari ...), with the apostrophes, dots and
// hyphens names carry. What a name never needs is dropped silently: control characters (C0, C1,
// NUL), format characters (zero-width spaces and joiners, bidi overrides and isolates, the BOM,
// soft hyphens), runs of spaces, and combining marks stacked beyond what any script uses (which
// would draw over the lines around the name). Emoji are refused with a message rather than
// dropped: a name is what a teacher reads out and prints, and silently losing part of what was
// typed would surprise. HTML such as `<b>x</b>` is plain text: React escapes it wherever it shows.

export const PERSON_NAME_MIN_LENGTH = 2;
export const PERSON_NAME_MAX_LENGTH = 80;
// What the server reads before cleaning: ten times the longest name, so a name padded with
// zero-width characters still cleans down, and nothing unbounded is scanned.
export const PERSON_NAME_INPUT_MAX_LENGTH = 800;
// Vietnamese stacks two marks, Tibetan and Devanagari clusters up to about four.
const MAX_STACKED_MARKS = 4;

export type PersonNameProblem = 'required' | 'too_short' | 'too_long' | 'without_letters' | 'with_emoji';

export const PERSON_NAME_MESSAGES: Record<PersonNameProblem, string> = {
  required: 'Nama lengkap wajib diisi.',
  too_short: `Nama minimal ${PERSON_NAME_MIN_LENGTH} karakter.`,
  too_long: `Nama maksimal ${PERSON_NAME_MAX_LENGTH} karakter.`,
  without_letters: 'Nama harus berisi huruf.',
  with_emoji: 'Nama tidak boleh berisi emoji.',
};

const FORMAT_CHARACTERS = /\p{Cf}/gu;
// After format characters are gone: any kind of space or line break becomes one plain space.
const SPACES = /[\s\p{Z}]+/gu;
const CONTROL_CHARACTERS = /\p{Cc}/gu;
const STACKED_MARKS = new RegExp(`(\\p{M}{${MAX_STACKED_MARKS}})\\p{M}+`, 'gu');
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\p{Emoji_Modifier}|\u20E3/u;
const LETTER = /\p{L}/u;

/** The name as it is stored and shown: composed (NFC), without invisible characters, single-spaced, trimmed. */
export function cleanPersonName(typed: string): string {
  return typed
    .normalize('NFC')
    .replace(FORMAT_CHARACTERS, '')
    .replace(SPACES, ' ')
    .replace(CONTROL_CHARACTERS, '')
    .replace(STACKED_MARKS, '$1')
    .replace(/ {2,}/g, ' ')
    .trim();
}

/** Counted in code points, as a reader counts characters: one Chinese character or accented letter is one. */
export const personNameLength = (name: string) => [...name].length;

/** What is wrong with a cleaned name, or null when it may be stored. */
export function personNameProblem(cleaned: string): PersonNameProblem | null {
  const length = personNameLength(cleaned);
  if (length === 0) return 'required';
  if (EMOJI.test(cleaned)) return 'with_emoji';
  if (length < PERSON_NAME_MIN_LENGTH) return 'too_short';
  if (length > PERSON_NAME_MAX_LENGTH) return 'too_long';
  if (!LETTER.test(cleaned)) return 'without_letters';
  return null;
}

export type PersonNameCheck = { ok: true; name: string } | { ok: false; problem: PersonNameProblem; message: string };

/** The typed name checked: the cleaned value to store, or the problem and its Indonesian message. */
export function checkPersonName(typed: string): PersonNameCheck {
  const name = cleanPersonName(typed);
  const problem = personNameProblem(name);
  return problem ? { ok: false, problem, message: PERSON_NAME_MESSAGES[problem] } : { ok: true, name };
}

/** The form field's rule: the message to show, or undefined. */
export function personNameError(typed: string): string | undefined {
  const check = checkPersonName(typed);
  return check.ok ? undefined : check.message;
}
