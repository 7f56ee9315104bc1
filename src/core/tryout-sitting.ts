import { tryoutState } from './tryout-state';
import { TRYOUT_ANSWER_GRACE_SECONDS } from './tryouts';

// Issue 36, decision 059: a sitting's clock. Every time here is the server's (the app's clock);
// a phone's clock never enters a rule.

export type TSittingSectionState = 'pending' | 'current' | 'ended';

// What a learner sees of a tryout's state (core/tryout-state.ts): a final tryout is closed to them.
export type TLearnerTryoutState = 'upcoming' | 'open' | 'closed';
export function learnerTryoutState(tryout: Parameters<typeof tryoutState>[0], now: Date): TLearnerTryoutState | 'draft' {
  const state = tryoutState(tryout, now);
  return state === 'final' ? 'closed' : state;
}

/** A section's deadline, stored when it starts: its duration from now, never past the window's close. */
export function sectionDeadline(now: Date, durationSeconds: number, closesAt: Date): Date {
  return new Date(Math.min(now.getTime() + durationSeconds * 1000, closesAt.getTime()));
}

/** Answers are taken until the deadline plus the network's grace; at that moment the section is over. */
export function isPastGrace(deadlineAt: Date, now: Date): boolean {
  return now.getTime() >= deadlineAt.getTime() + TRYOUT_ANSWER_GRACE_SECONDS * 1000;
}

/** What the page's timer starts from: never negative, whatever the phone's clock says. */
export function remainingMs(deadlineAt: Date, now: Date): number {
  return Math.max(0, deadlineAt.getTime() - now.getTime());
}

export type TStartedSection = { sectionId: string; deadlineAt: Date; endedAt: Date | null };

/** A section of the tryout as this sitting has it: not started, running, or over. */
export function sittingSectionState(started: TStartedSection | undefined): TSittingSectionState {
  if (!started) return 'pending';
  return started.endedAt === null ? 'current' : 'ended';
}

/**
 * What a read or write of a sitting closes first (lazy deadlines): the running section whose
 * deadline and grace have passed ends at its deadline; once no section runs, the sitting is over
 * when every section has ended or the window has closed (a section not started by then never starts).
 */
export function closingOf({ sections, started, closesAt }: { sections: ReadonlyArray<{ id: string }>; started: ReadonlyArray<TStartedSection>; closesAt: Date }, now: Date) {
  const expired = started.filter((section) => section.endedAt === null && isPastGrace(section.deadlineAt, now));
  const stillRunning = started.some((section) => section.endedAt === null && !isPastGrace(section.deadlineAt, now));
  const endedCount = started.filter((section) => section.endedAt !== null).length + expired.length;
  const finishes = !stillRunning && (endedCount >= sections.length || now >= closesAt);
  return { expired: expired.map((section) => section.sectionId), finishes };
}

/** The section POST /sitting starts when none runs: the first one not started, while the window is open. */
export function nextSectionToStart(sections: ReadonlyArray<{ id: string }>, started: ReadonlyArray<TStartedSection>, now: Date, closesAt: Date): string | null {
  if (now >= closesAt || started.some((section) => section.endedAt === null)) return null;
  const startedIds = new Set(started.map((section) => section.sectionId));
  return sections.find((section) => !startedIds.has(section.id))?.id ?? null;
}

// Every refusal a learner meets while sitting a tryout, in the words they see (the codes are the
// issue 36 contract's).
export const TRYOUT_SITTING_ERROR_MESSAGES = {
  TRYOUT_NOT_FOUND: 'Tryout tidak ditemukan.',
  TRYOUT_NOT_OPEN: 'Tryout belum dibuka.',
  TRYOUT_CLOSED: 'Tryout sudah ditutup.',
  SITTING_NOT_FOUND: 'Anda belum memulai tryout ini.',
  PROBLEM_NOT_IN_SECTION: 'Soal ini tidak ada di bagian yang sedang dikerjakan.',
  TRYOUT_SECTION_CLOSED: 'Waktu bagian ini sudah habis.',
  SECTION_NOT_FOUND: 'Bagian tidak ditemukan.',
  SECTION_NOT_CURRENT: 'Bagian ini belum dimulai.',
  SITTING_IN_PROGRESS: 'Tryout ini belum selesai Anda kerjakan.',
  INVALID_ANSWER: 'Jawaban tidak sesuai dengan soal ini.',
  ANSWER_NOT_A_NUMBER: 'Jawaban tidak dapat dibaca sebagai angka.',
} as const;
export type TTryoutSittingErrorCode = keyof typeof TRYOUT_SITTING_ERROR_MESSAGES;

// The result's 'where you lost the most': subtopics by problems not answered right (wrong or
// blank), most first, then by name; at most `limit`, and none where nothing was lost.
export const WEAK_SUBTOPICS_SHOWN = 3;
export function weakestSubtopics<T extends { subtopicCode: string; subtopicName: string }>(problems: ReadonlyArray<{ subtopic: T; correct: boolean }>, limit = WEAK_SUBTOPICS_SHOWN) {
  const lost = new Map<string, { subtopic: T; lost: number }>();
  for (const { subtopic, correct } of problems) {
    if (correct) continue;
    const entry = lost.get(subtopic.subtopicCode) ?? { subtopic, lost: 0 };
    entry.lost += 1;
    lost.set(subtopic.subtopicCode, entry);
  }
  return [...lost.values()]
    .sort((a, b) => b.lost - a.lost || a.subtopic.subtopicName.localeCompare(b.subtopic.subtopicName, 'id'))
    .slice(0, limit)
    .map(({ subtopic, lost: count }) => ({ ...subtopic, lost: count }));
}
