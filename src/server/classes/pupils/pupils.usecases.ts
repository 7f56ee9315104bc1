import { generatePupilPassword, shownEmail } from '../../../core/pupil-login';
import { isPupilListReady, readPupilList, type PupilList } from '../../../core/pupil-list';
import type { Changes } from '../../db/content-changes';
import type { SessionUser } from '../../http/context';
import { hashGeneratedPassword } from '../../passwords';
import { classesErrors } from '../classes/classes.errors';
import type { ClassesRepository } from '../classes/classes.repository';
import { findOwnedClass } from '../classes/classes.usecases';
import type { MadePupil, PupilsRepository } from './pupils.repository';
import { pupilsErrors } from './pupils.errors';

export type PupilDeps = { classes: ClassesRepository; pupils: PupilsRepository; changes: Changes };
type Teacher = { user: SessionUser; classId: string };

// A pupil's card: what the teacher prints and hands over. The password exists only in this answer
// (the database keeps its hash): a lost card is replaced by a new password.
export type PupilCard = MadePupil & { password: string };

async function openOwnedClass({ classes }: PupilDeps, teacher: Teacher) {
  const row = await findOwnedClass({ repo: classes }, teacher);
  if (row.archivedAt !== null) throw classesErrors.archived();
  return row;
}

/** What the list would make: every row with its messages; nothing is written. */
export async function previewPupilList(deps: PupilDeps, teacher: Teacher & { cells: () => string[][] | Promise<string[][]> }): Promise<PupilList> {
  await openOwnedClass(deps, teacher);
  return readPupilList(await teacher.cells());
}

async function withPasswords<T extends object>(rows: T[]): Promise<(T & { password: string; passwordHash: string })[]> {
  // Hashed before the transaction opens, side by side on libuv's threads (about 0.5 s for 40).
  return Promise.all(
    rows.map(async (row) => {
      const password = generatePupilPassword();
      return { ...row, password, passwordHash: await hashGeneratedPassword(password) };
    }),
  );
}

/** The accounts of a previewed list, made together and added to the class, with their cards. */
export async function createPupils(deps: PupilDeps, teacher: Teacher & { pupils: { name: string; rollNumber: number | null }[] }) {
  const row = await openOwnedClass(deps, teacher);
  // The same rule the preview applied, on the rows as the teacher confirmed them.
  const list = readPupilList([['No. absen', 'Nama'], ...teacher.pupils.map((pupil) => [pupil.rollNumber === null ? '' : String(pupil.rollNumber), pupil.name])]);
  if (!isPupilListReady(list)) throw pupilsErrors.listInvalid({ error: list.error, rows: list.rows.filter((pupil) => pupil.error !== null) });
  const pupils = await withPasswords(list.rows.map(({ name, rollNumber }) => ({ name, rollNumber })));
  const made = await deps.pupils.create({ classId: row.id, joinCode: row.joinCode, pupils });
  if (made === 'repeat') throw pupilsErrors.justCreated();
  if (made === 'numbers used up') throw pupilsErrors.numbersUsedUp();
  const cards: PupilCard[] = made.map((pupil, index) => ({ ...pupil, password: pupils[index]!.password }));
  return { className: row.name, cards };
}

export async function listPupils(deps: PupilDeps, teacher: Teacher) {
  const row = await findOwnedClass({ repo: deps.classes }, teacher);
  const pupils = await deps.pupils.list(row.id);
  return { className: row.name, pupils: pupils.map(({ email, ...pupil }) => ({ ...pupil, email: shownEmail(email) })) };
}

/** A new password (a new card) for one pupil the class made and still holds; their sessions end. */
export async function resetPupilPassword(deps: PupilDeps, teacher: Teacher & { userId: string }) {
  const row = await openOwnedClass(deps, teacher);
  const [pupil] = await withPasswords([{ userId: teacher.userId }]);
  const reset = await deps.pupils.resetPassword({ classId: row.id, userId: teacher.userId, passwordHash: pupil!.passwordHash });
  if (!reset) throw pupilsErrors.notFound();
  deps.changes.sessionChanged(reset.userId);
  const card: PupilCard = { ...reset, password: pupil!.password };
  return { className: row.name, card };
}
