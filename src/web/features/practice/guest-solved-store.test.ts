import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TSubmittedAnswer } from '../../../core/problem-shapes';
import { forgetGuestSolved, readGuestSolved, rememberGuestSolved } from './guest-solved-store';

// The browser's per-tab sessionStorage, as a plain in-memory stand-in.
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

function unusableStorage(): Storage {
  const refuse = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: refuse, getItem: refuse, key: refuse, removeItem: refuse, setItem: refuse };
}

let storage: Storage;

beforeEach(() => {
  storage = memoryStorage();
  vi.stubGlobal('sessionStorage', storage);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a guest's solved problems in this browser session", () => {
  it.each<[string, TSubmittedAnswer]>([
    ['typed answer', '12,5'],
    ['chosen option', 'B'],
    ['ticked options', ['A', 'C']],
    ['Benar/Salah per statement', { statement_1: 'Benar', statement_2: 'Salah' }],
  ])('a problem solved with a %s is still solved after reloading the page', (_kind, answer) => {
    rememberGuestSolved('PR-AAAA1111', answer);
    expect(readGuestSolved('PR-AAAA1111')).toEqual(answer);
  });

  it('a problem the guest has not solved shows as open', () => {
    rememberGuestSolved('PR-AAAA1111', 'B');
    expect(readGuestSolved('PR-BBBB2222')).toBeUndefined();
  });

  it('solving a second problem keeps the first one solved', () => {
    rememberGuestSolved('PR-AAAA1111', 'B');
    rememberGuestSolved('PR-BBBB2222', ['A', 'D']);
    expect([readGuestSolved('PR-AAAA1111'), readGuestSolved('PR-BBBB2222')]).toEqual(['B', ['A', 'D']]);
  });

  it('a problem whose answer key changed opens again while the others stay solved', () => {
    rememberGuestSolved('PR-AAAA1111', 'B');
    rememberGuestSolved('PR-BBBB2222', 'C');
    forgetGuestSolved('PR-AAAA1111');
    expect([readGuestSolved('PR-AAAA1111'), readGuestSolved('PR-BBBB2222')]).toEqual([undefined, 'C']);
  });

  it.each([
    ['not JSON', '{oops'],
    ['a list instead of a record', '["PR-AAAA1111"]'],
    ['null', 'null'],
  ])('damaged session data (%s) shows every problem as open and is replaced on the next solve', (_damage, stored) => {
    storage.setItem('latsol.solved', stored);
    expect(readGuestSolved('PR-AAAA1111')).toBeUndefined();
    rememberGuestSolved('PR-BBBB2222', 'A');
    expect(readGuestSolved('PR-BBBB2222')).toBe('A');
  });

  it('with storage turned off (private mode) solving still works and nothing is remembered', () => {
    vi.stubGlobal('sessionStorage', unusableStorage());
    expect(() => rememberGuestSolved('PR-AAAA1111', 'B')).not.toThrow();
    expect(() => forgetGuestSolved('PR-AAAA1111')).not.toThrow();
    expect(readGuestSolved('PR-AAAA1111')).toBeUndefined();
  });
});
