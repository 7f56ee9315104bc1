import { describe, expect, it } from 'vitest';
import { tryoutAction } from './tryout-state';

describe('the action a tryout offers', () => {
  it.each([
    ['open', null, 'start'],
    ['open', { status: 'in-progress', resultReady: false }, 'continue'],
    ['open', { status: 'finished', resultReady: false }, 'submitted'],
    ['closed', { status: 'finished', resultReady: false }, 'submitted'],
    ['closed', { status: 'finished', resultReady: true }, 'result'],
    ['closed', { status: 'in-progress', resultReady: false }, 'submitted'],
    ['upcoming', null, 'opens-later'],
    ['closed', null, 'missed'],
  ] as const)('%s with sitting %o: %s', (state, sitting, kind) => {
    expect(tryoutAction({ state, sitting }).kind).toBe(kind);
  });
});
