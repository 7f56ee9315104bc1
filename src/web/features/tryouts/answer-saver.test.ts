import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaver, type TSavedValue, type TSaveOutcome } from './answer-saver';

const SERVER_NOW = '2026-11-27T10:00:00.000Z';
type TCall = { problemId: string; value: TSavedValue; resolve: (outcome: TSaveOutcome) => void };

function setup() {
  const calls: TCall[] = [];
  const onClosed = vi.fn();
  const onServerNow = vi.fn();
  const saver = new AnswerSaver(
    (problemId, value) => new Promise((resolve) => calls.push({ problemId, value, resolve })),
    onClosed,
    onServerNow,
  );
  return { saver, calls, onClosed, onServerNow };
}

const answered = (answer: string, flagged = false): TSavedValue => ({ answer, flagged });
const settle = () => vi.advanceTimersByTimeAsync(0);

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
});
