import type { TTryoutSummary } from './api/get-tryouts';

// What a learner can do with a tryout now (issue 36): the one action its card and its page offer.
export type TTryoutAction =
  | { kind: 'start' }
  | { kind: 'continue' }
  | { kind: 'result' }
  | { kind: 'submitted' }
  | { kind: 'opens-later' }
  | { kind: 'missed' };

export function tryoutAction(tryout: Pick<TTryoutSummary, 'state' | 'sitting'>): TTryoutAction {
  const { sitting, state } = tryout;
  if (sitting?.status === 'finished') return sitting.resultReady ? { kind: 'result' } : { kind: 'submitted' };
  if (sitting?.status === 'in-progress') return state === 'closed' ? { kind: 'submitted' } : { kind: 'continue' };
  if (state === 'open') return { kind: 'start' };
  return state === 'upcoming' ? { kind: 'opens-later' } : { kind: 'missed' };
}

export const STATE_LABELS = { open: 'Berlangsung', upcoming: 'Akan datang', closed: 'Selesai' } as const;
