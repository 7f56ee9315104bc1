import { describe, expect, it } from 'vitest';
import { ChunkLoadError, claimReload, loadWithRecovery, type TChunkRecovery } from './chunk-recovery';

function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

/** A tab at `now` with its own storage, recording the pauses and reloads asked for. */
function tab(storage = memoryStorage(), now = 1_000_000) {
  const asked = { waits: [] as number[], reloads: 0 };
  const recovery: TChunkRecovery = {
    wait: async (ms) => void asked.waits.push(ms),
    reload: () => void (asked.reloads += 1),
    storage,
    now: () => now,
  };
  return { asked, recovery: () => recovery };
}

/** A load that fails `failures` times, then gives 'page'. */
function flakyLoad(failures: number) {
  const calls = { count: 0 };
  const load = async () => {
    calls.count += 1;
    if (calls.count <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return 'page';
  };
  return { calls, load };
}

describe('loadWithRecovery', () => {
  it('asks once more after a pause, and a chunk that arrives then renders without a reload', async () => {
    const { asked, recovery } = tab();
    const { calls, load } = flakyLoad(1);
    await expect(loadWithRecovery(load, recovery)).resolves.toBe('page');
    expect(calls.count).toBe(2);
    expect(asked.waits).toHaveLength(1);
    expect(asked.reloads).toBe(0);
  });

  it('reloads the page once when the retry fails too, then reports the failure within the minute', async () => {
    const storage = memoryStorage();
    const first = tab(storage);
    const firstLoad = flakyLoad(Infinity);
    void loadWithRecovery(firstLoad.load, first.recovery);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(first.asked.reloads).toBe(1);
    expect(firstLoad.calls.count).toBe(2);

    // The reloaded page, 30 s later, fails the same way: no second reload.
    const second = tab(storage, 1_030_000);
    const secondLoad = flakyLoad(Infinity);
    await expect(loadWithRecovery(secondLoad.load, second.recovery)).rejects.toBeInstanceOf(ChunkLoadError);
    expect(secondLoad.calls.count).toBe(2);
    expect(second.asked.reloads).toBe(0);
  });
});

describe('claimReload', () => {
  it('allows one reload a minute per tab', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, 1_000_000)).toBe(true);
    expect(claimReload(storage, 1_059_999)).toBe(false);
    expect(claimReload(storage, 1_060_000)).toBe(true);
  });

  it('never reloads without storage to remember it in', () => {
    expect(claimReload(null, 1_000_000)).toBe(false);
  });
});
