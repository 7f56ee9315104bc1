import { fromWibInput, toWibInput } from './jakarta-time';

// The tryout editor's form (issue 36): the document as the admin edits it, made from the server's
// tryout and turned back into the whole-document save. Pure, so what counts as an edit is tested.

export type TFormProblem = { problemId: string; questionText: string; subtopicName: string; isPublished: boolean };
export type TFormSection = { key: string; id?: string; name: string; minutes: string; problems: TFormProblem[] };
export type TTryoutForm = { title: string; description: string; opensAt: string; closesAt: string; sections: TFormSection[] };

type TServerTryout = {
  title: string;
  description: string | null;
  opensAt: string;
  closesAt: string;
  sections: ReadonlyArray<{ id: string; name: string; durationSeconds: number; problems: ReadonlyArray<{ problemId: string; questionText: string; subtopicName: string; isPublished: boolean }> }>;
};

let nextKey = 0;
/** A key for a section the admin adds (it has no id until saved). */
export const newSectionKey = () => `new-${(nextKey += 1)}`;

export function formFromTryout(tryout: TServerTryout): TTryoutForm {
  return {
    title: tryout.title,
    description: tryout.description ?? '',
    opensAt: toWibInput(tryout.opensAt),
    closesAt: toWibInput(tryout.closesAt),
    sections: tryout.sections.map((section) => ({
      key: section.id,
      id: section.id,
      name: section.name,
      minutes: String(Math.round(section.durationSeconds / 60)),
      problems: section.problems.map(({ problemId, questionText, subtopicName, isPublished }) => ({ problemId, questionText, subtopicName, isPublished })),
    })),
  };
}

/** Minutes as typed, in seconds; what is not a whole number of minutes goes to the server as is to be refused there. */
const secondsOf = (minutes: string) => {
  const value = Number(minutes.trim().replace(',', '.'));
  return Number.isFinite(value) && minutes.trim() !== '' ? Math.round(value * 60) : 0;
};

export function requestFromForm(form: TTryoutForm, updatedAt: string) {
  return {
    title: form.title,
    description: form.description,
    opensAt: fromWibInput(form.opensAt) ?? form.opensAt,
    closesAt: fromWibInput(form.closesAt) ?? form.closesAt,
    sections: form.sections.map((section) => ({
      ...(section.id ? { id: section.id } : {}),
      name: section.name,
      durationSeconds: secondsOf(section.minutes),
      problemIds: section.problems.map((problem) => problem.problemId),
    })),
    updatedAt,
  };
}

/** Whether the form differs from the saved tryout in anything the save would send. */
export const isEdited = (form: TTryoutForm, saved: TTryoutForm) => JSON.stringify(requestFromForm(form, '')) !== JSON.stringify(requestFromForm(saved, ''));

/** `list` with the item at `from` moved to `to` (both within it). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list];
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  copy.splice(to, 0, item!);
  return copy;
}
