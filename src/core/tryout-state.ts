// A tryout's state, derived from its row and the app's clock, never stored (issue 36's contract):
// draft (not published, admins only), upcoming, open, closed, final (closed and scored).
export type TTryoutState = 'draft' | 'upcoming' | 'open' | 'closed' | 'final';

export function tryoutState(
  tryout: { publishedAt: Date | null; opensAt: Date; closesAt: Date; finalVersionId: number | null },
  now: Date,
): TTryoutState {
  if (tryout.publishedAt === null) return 'draft';
  if (now.getTime() < tryout.opensAt.getTime()) return 'upcoming';
  if (now.getTime() < tryout.closesAt.getTime()) return 'open';
  return tryout.finalVersionId === null ? 'closed' : 'final';
}

// What a tryout still holds of its problems (decision 063). From its publication until its final
// scores, learners see (or are promised) every problem it lists, so none may be hidden from them.
// From its first sitting until its final scores, saved answers were graded against each problem as
// it stood, so none may be graded differently. A draft and a finally scored tryout hold nothing.
type THoldingTryout = { publishedAt: Date | null; firstStartedAt: Date | null; finalVersionId: number | null };

export function keepsProblemsVisible(tryout: THoldingTryout): boolean {
  return tryout.publishedAt !== null && tryout.finalVersionId === null;
}

export function keepsProblemsGraded(tryout: THoldingTryout): boolean {
  return tryout.firstStartedAt !== null && tryout.finalVersionId === null;
}

// Issue 49 (decision 068): a problem a tryout lists is out of practice from the tryout's
// publication until its final scores: nobody checks it, reviews it or reads its key or solution
// outside the sitting, or its keys would leak to sitters through practice. Publication, not the
// opening, because a published tryout is promised to learners; the final scores, not the close,
// because sittings still run out their grace and answers stay unscored until then. After them it
// is practice again. The server's SQL twin is content/visibility/visibility.ts.
export function keepsProblemsOutOfPractice(tryout: Pick<THoldingTryout, 'publishedAt' | 'finalVersionId'>): boolean {
  return tryout.publishedAt !== null && tryout.finalVersionId === null;
}
