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
