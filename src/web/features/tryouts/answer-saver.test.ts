import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaver, type TSavedValue, type TSaveOutcome } from './answer-saver';

const SERVER_NOW = '2026-11-27T10:00:00.000Z';
type TCall = { problemId: string; value: TSavedValue; resolve: (outcome: TSaveOutcome) => void };

function setup() {
  const calls: TCall[] = [];
  const onClosed = vi.fn();
  const onServerNow = vi.fn();
  const onSessionEnded = vi.fn<(unsaved: Record<string, TSavedValue>) => void>();
  const saver = new AnswerSaver((problemId, value) => new Promise((resolve) => calls.push({ problemId, value, resolve })), {
    onClosed,
    onServerNow,
    onSessionEnded,
  });
  return { saver, calls, onClosed, onServerNow, onSessionEnded };
}

const answered = (answer: string, flagged = false): TSavedValue => ({ answer, flagged });
const settle = () => vi.advanceTimersByTimeAsync(0);
const SAVED: TSaveOutcome = { ok: true, serverNow: SERVER_NOW };
const OFFLINE: TSaveOutcome = { ok: false, kind: 'failed', code: 'network.failed' };
const EXPIRED: TSaveOutcome = { ok: false, kind: 'expired', code: 'auth.session_expired' };

beforeEach(() => void vi.useFakeTimers());
afterEach(() => void vi.useRealTimers());

describe('the sitting page saving answers', () => {
  it('sends a typed answer once the typing pauses, and only its last value', async () => {
    const { saver, calls } = setup();
    saver.queue('PR-1', answered('1'), 800);
    await vi.advanceTimersByTimeAsync(300);
    saver.queue('PR-1', answered('12'), 800);
    await vi.advanceTimersByTimeAsync(799);
    expect(calls).toHaveLength(0);
    expect(saver.summary()).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls.map((call) => call.value.answer)).toEqual(['12']);
    calls[0]!.resolve({ ok: true, serverNow: SERVER_NOW });
    await settle();
    expect(saver.summary()).toBe('saved');
  });

  it('never has two saves of one problem on the way: the later value follows the first', async () => {
    const { saver, calls } = setup();
    saver.queue('PR-1', answered('A'), 0);
    await settle();
    saver.queue('PR-1', answered('B'), 0);
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ ok: true, serverNow: SERVER_NOW });
    await settle();
    expect(calls.map((call) => call.value.answer)).toEqual(['A', 'B']);
    expect(saver.stateOf('PR-1')).toBe('saving');
    calls[1]!.resolve({ ok: true, serverNow: SERVER_NOW });
    await settle();
    expect(saver.stateOf('PR-1')).toBe('saved');
  });

  it('tries a failed save again by itself, and says so meanwhile', async () => {
    const { saver, calls } = setup();
    saver.queue('PR-1', answered('A', true), 0);
    await settle();
    calls[0]!.resolve({ ok: false, kind: 'failed', code: 'network.failed' });
    await settle();
    expect(saver.summary()).toBe('failed');
    expect(saver.hasUnsaved()).toBe(true);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ ok: true, serverNow: SERVER_NOW });
    await settle();
    expect(saver.summary()).toBe('saved');
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('keeps a refused answer apart: not saved, not tried again', async () => {
    const { saver, calls } = setup();
    saver.queue('PR-1', answered('abc'), 0);
    await settle();
    calls[0]!.resolve({ ok: false, kind: 'refused', code: 'ANSWER_NOT_A_NUMBER' });
    await settle();
    expect(saver.stateOf('PR-1')).toBe('refused');
    expect(saver.summary()).toBe('refused');
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
  });

  it('sends what waits when the page leaves, then stops; attached again, it goes on', async () => {
    const { saver, calls, onClosed } = setup();
    saver.queue('PR-1', answered('A'), 800);
    saver.detach();
    await settle();
    expect(calls).toHaveLength(1);
    calls[0]!.resolve({ ok: false, kind: 'closed', code: 'TRYOUT_SECTION_CLOSED' });
    await settle();
    // Heard by no one: the page that asked is gone.
    expect(onClosed).not.toHaveBeenCalled();
    saver.attach();
    saver.queue('PR-1', answered('B'), 0);
    await settle();
    expect(calls).toHaveLength(2);
  });

  it('moves the page on when the section is closed', async () => {
    const { saver, calls, onClosed } = setup();
    saver.queue('PR-1', answered('A'), 0);
    await settle();
    calls[0]!.resolve({ ok: false, kind: 'closed', code: 'TRYOUT_SECTION_CLOSED' });
    await settle();
    expect(onClosed).toHaveBeenCalledOnce();
    // Not a lost connection: never tried again, and leaving does not ask.
    expect(saver.summary()).toBe('refused');
    saver.retry();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(1);
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('flushes every waiting answer at once and resolves when they are in', async () => {
    const { saver, calls, onServerNow } = setup();
    saver.queue('PR-1', answered('A'), 800);
    saver.queue('PR-2', answered('B'), 800);
    let isFlushed = false;
    void saver.flushAll().then(() => (isFlushed = true));
    await settle();
    expect(calls.map((call) => call.problemId)).toEqual(['PR-1', 'PR-2']);
    calls[0]!.resolve({ ok: true, serverNow: SERVER_NOW });
    await settle();
    expect(isFlushed).toBe(false);
    calls[1]!.resolve({ ok: true, serverNow: SERVER_NOW });
    await settle();
    expect(isFlushed).toBe(true);
    expect(onServerNow).toHaveBeenCalledWith(SERVER_NOW);
  });

  it('keeps trying while the server cannot be reached, at most 15 s apart, and says the answer is not saved yet', async () => {
    const { saver, calls } = setup();
    saver.queue('PR-1', answered('A'), 0);
    await settle();
    // A database outage (503) and a dropped connection alike, eight times over.
    for (const [attempt, delay] of [2_000, 4_000, 8_000, 15_000, 15_000, 15_000, 15_000].entries()) {
      calls[attempt]!.resolve(attempt % 2 === 0 ? OFFLINE : { ok: false, kind: 'failed', code: 'server.database_unavailable' });
      await settle();
      expect(saver.summary()).toBe('failed');
      expect(saver.hasUnsaved()).toBe(true);
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(calls).toHaveLength(attempt + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(calls).toHaveLength(attempt + 2);
    }
    calls.at(-1)!.resolve(SAVED);
    await settle();
    expect(saver.summary()).toBe('saved');
    expect(saver.hasUnsaved()).toBe(false);
  });

  it('tries at once when asked (the connection is back), not at the next scheduled try', async () => {
    const { saver, calls } = setup();
    saver.queue('PR-1', answered('A'), 0);
    await settle();
    calls[0]!.resolve(OFFLINE);
    await settle();
    saver.retry();
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve(SAVED);
    await settle();
    expect(saver.summary()).toBe('saved');
    // The earlier schedule is gone: nothing more is sent.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls).toHaveLength(2);
  });

  it('lets a hand-in go ahead only when nothing failed: with the server unreachable it resolves, saying so', async () => {
    const { saver, calls } = setup();
    saver.queue('PR-1', answered('A'), 800);
    let isFlushed = false;
    void saver.flushAll().then(() => (isFlushed = true));
    await settle();
    calls[0]!.resolve(OFFLINE);
    await settle();
    expect(isFlushed).toBe(true);
    expect(saver.summary()).toBe('failed');
  });

  it('stops at an ended session: no retries, and every unsaved answer (sent, failed or still waiting) is handed over to keep', async () => {
    const { saver, calls, onSessionEnded } = setup();
    saver.queue('PR-1', answered('A'), 0);
    saver.queue('PR-2', answered('B', true), 0);
    await settle();
    calls[0]!.resolve(SAVED);
    calls[1]!.resolve(OFFLINE);
    saver.queue('PR-3', answered('12'), 800);
    saver.queue('PR-4', answered('C'), 0);
    await settle();
    calls[2]!.resolve(EXPIRED);
    await settle();
    expect(saver.summary()).toBe('expired');
    expect(onSessionEnded).toHaveBeenLastCalledWith({ 'PR-2': answered('B', true), 'PR-3': answered('12'), 'PR-4': answered('C') });
    await vi.advanceTimersByTimeAsync(60_000);
    saver.retry();
    await settle();
    expect(calls).toHaveLength(3);
    expect(saver.hasUnsaved()).toBe(true);
  });

  it('after an ended session, an answer given is kept, not sent, and a hand-in does not wait for it', async () => {
    const { saver, calls, onSessionEnded } = setup();
    saver.queue('PR-1', answered('A'), 0);
    await settle();
    calls[0]!.resolve(EXPIRED);
    await settle();
    expect(onSessionEnded).toHaveBeenLastCalledWith({ 'PR-1': answered('A') });
    saver.queue('PR-2', answered('D', true), 0);
    await settle();
    expect(calls).toHaveLength(1);
    expect(onSessionEnded).toHaveBeenLastCalledWith({ 'PR-1': answered('A'), 'PR-2': answered('D', true) });
    let isFlushed = false;
    void saver.flushAll().then(() => (isFlushed = true));
    await settle();
    expect(isFlushed).toBe(true);
    expect(calls).toHaveLength(1);
  });

  it('still keeps what an ended session leaves unsaved after the page has left', async () => {
    const { saver, calls, onSessionEnded } = setup();
    saver.queue('PR-1', answered('A'), 800);
    saver.detach();
    await settle();
    calls[0]!.resolve(EXPIRED);
    await settle();
    expect(onSessionEnded).toHaveBeenCalledWith({ 'PR-1': answered('A') });
  });
});
