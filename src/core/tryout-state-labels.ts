import type { TTryoutState } from './tryout-state';

// A tryout's state as admins read it (the learner pages word theirs in web/features/tryouts). Apart
// from tryout-state.ts, which the learner's sitting loads.
export const TRYOUT_STATE_LABELS: Record<TTryoutState, string> = { draft: 'Draf', upcoming: 'Akan datang', open: 'Berlangsung', closed: 'Ditutup', final: 'Skor akhir' };
