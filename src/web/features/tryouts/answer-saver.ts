import type { TSubmittedAnswer } from '../../../core/problem-shapes';

// The sitting page's saves (issue 36, decision 060), apart from React so their rules are tested
// on their own: each problem's latest answer and 'ragu-ragu' mark reach the server in the order
// given, one request at a time per problem (a slow save never overwrites a later one), typed
// answers after a pause, a failed save (no connection, server down) is tried again by itself for
// as long as the section is on screen, a refusal because the section is over tells the page to
// move on, and an ended session stops every save and hands what is unsaved to the page to keep.

export type TSavedValue = { answer: TSubmittedAnswer | null; flagged: boolean };
export type TSaveOutcome = { ok: true; serverNow: string } | { ok: false; kind: 'closed' | 'refused' | 'failed' | 'expired'; code: string };
export type TProblemSaveState = 'saved' | 'saving' | 'refused' | 'failed';
export type TSaveSummary = 'idle' | 'saved' | 'saving' | 'refused' | 'failed' | 'expired';
export type TSaverHandlers = {
  /** The server said the section is over. */
  onClosed: () => void;
  /** A save's server time. */
  onServerNow: (serverNow: string) => void;
  /** The session ended: every answer not saved, called again whenever that set changes. */
  onSessionEnded: (unsaved: Record<string, TSavedValue>) => void;
};

type TEntry = {
  value: TSavedValue;
  version: number;
  savedVersion: number;
  inFlight: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  failure: { kind: 'refused' | 'failed'; code: string; version: number } | null;
  retries: number;
};

// Then every 15 s, without end: the answer is the learner's, and the section's deadline ends it.
const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000];
const unheard: TSaverHandlers = { onClosed: () => undefined, onServerNow: () => undefined, onSessionEnded: () => undefined };

const isUnsaved = (entry: TEntry) => entry.version !== entry.savedVersion && entry.failure?.kind !== 'refused';

export class AnswerSaver {
  private readonly entries = new Map<string, TEntry>();
  private readonly listeners = new Set<() => void>();
  private waiters: Array<() => void> = [];
  private isStopped = false;
  private isDetached = false;
  private hasSessionEnded = false;
  private revision = 0;
  private handlers: TSaverHandlers;

  constructor(
    private readonly send: (problemId: string, value: TSavedValue) => Promise<TSaveOutcome>,
    handlers: Partial<TSaverHandlers> = {},
  ) {
    this.handlers = { ...unheard, ...handlers };
  }

  /** Who hears what happens to the saves (the page's current handlers). */
  setHandlers(handlers: TSaverHandlers) {
    this.handlers = handlers;
  }

  /** A new answer or mark for `problemId`, sent after `delayMs` (0: at once) unless replaced before. */
  queue(problemId: string, value: TSavedValue, delayMs: number) {
    const entry = this.entries.get(problemId) ?? { value, version: 0, savedVersion: 0, inFlight: false, timer: undefined, failure: null, retries: 0 };
    this.entries.set(problemId, entry);
    entry.value = value;
    entry.version += 1;
    entry.retries = 0;
    clearTimeout(entry.timer);
    // Nothing can be saved without a session: the answer joins the ones kept for after the login.
    if (this.hasSessionEnded) this.keepUnsaved();
    else entry.timer = setTimeout(() => this.flush(problemId), delayMs);
    this.changed();
  }

  /** Sends every waiting answer now (the deadline, 'Kumpulkan bagian'); resolves once none is waiting or in flight. */
  flushAll(): Promise<void> {
    for (const [problemId, entry] of this.entries) {
      if (entry.version !== entry.savedVersion && !entry.inFlight) {
        clearTimeout(entry.timer);
        this.flush(problemId);
      }
    }
    return new Promise((resolve) => {
      this.waiters.push(resolve);
      this.settleWaiters();
    });
  }

  /** Tries the failed saves again now ('Coba lagi', the connection is back). */
  retry() {
    if (this.hasSessionEnded) return;
    for (const [problemId, entry] of this.entries) {
      if (entry.failure?.kind === 'failed') {
        clearTimeout(entry.timer);
        entry.retries = 0;
        this.flush(problemId);
      }
    }
  }

  stop() {
    this.isStopped = true;
    for (const entry of this.entries.values()) clearTimeout(entry.timer);
    this.waiters.splice(0).forEach((resolve) => resolve());
  }

  /**
   * The page is leaving: what waits is sent now, then the saver stops (unless attached again).
   * Only an ended session is still heard of: what it leaves unsaved is kept all the same.
   */
  detach() {
    this.isDetached = true;
    this.setHandlers({ ...unheard, onSessionEnded: this.handlers.onSessionEnded });
    void this.flushAll().then(() => {
      if (this.isDetached) this.stop();
    });
  }

  /** The page is (again) on screen: saving goes on. */
  attach() {
    this.isDetached = false;
    this.isStopped = false;
  }

  stateOf(problemId: string): TProblemSaveState | null {
    const entry = this.entries.get(problemId);
    if (!entry) return null;
    if (entry.failure && entry.failure.version === entry.version) return entry.failure.kind;
    return entry.version === entry.savedVersion ? 'saved' : 'saving';
  }

  summary(): TSaveSummary {
    if (this.hasSessionEnded) return 'expired';
    const states = [...this.entries.keys()].map((problemId) => this.stateOf(problemId));
    if (states.includes('failed')) return 'failed';
    if (states.includes('saving')) return 'saving';
    if (states.includes('refused')) return 'refused';
    return states.length > 0 ? 'saved' : 'idle';
  }

  /** Whether a save is waiting or failed (leaving the page then loses it). */
  hasUnsaved(): boolean {
    return [...this.entries.values()].some(isUnsaved);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  getRevision = () => this.revision;

  private changed() {
    this.revision += 1;
    this.listeners.forEach((listener) => listener());
    this.settleWaiters();
  }

  private settleWaiters() {
    const busy = [...this.entries.values()].some(
      (entry) => entry.inFlight || (!this.hasSessionEnded && entry.version !== entry.savedVersion && entry.failure === null),
    );
    if (!busy) this.waiters.splice(0).forEach((resolve) => resolve());
  }

  private flush(problemId: string) {
    const entry = this.entries.get(problemId);
    if (!entry || this.isStopped || this.hasSessionEnded || entry.inFlight || entry.version === entry.savedVersion) return;
    const version = entry.version;
    entry.inFlight = true;
    entry.failure = null;
    this.changed();
    void this.send(problemId, entry.value).then((outcome) => {
      entry.inFlight = false;
      if (this.isStopped) return;
      if (outcome.ok) {
        entry.savedVersion = Math.max(entry.savedVersion, version);
        entry.retries = 0;
        this.handlers.onServerNow(outcome.serverNow);
        if (this.hasSessionEnded) this.keepUnsaved();
        else if (entry.version !== entry.savedVersion) this.flush(problemId);
      } else if (outcome.kind === 'closed') {
        // Refused for good (the section is over): not tried again, nor shown as a lost connection.
        entry.failure = { kind: 'refused', code: outcome.code, version };
        this.handlers.onClosed();
      } else if (outcome.kind === 'expired') {
        this.endSession();
      } else if (entry.version !== version) {
        // Replaced while it was on its way: the newer value goes now.
        this.flush(problemId);
      } else {
        entry.failure = { kind: outcome.kind, code: outcome.code, version };
        if (outcome.kind === 'failed') {
          const delay = RETRY_DELAYS_MS[Math.min(entry.retries, RETRY_DELAYS_MS.length - 1)]!;
          entry.retries += 1;
          clearTimeout(entry.timer);
          entry.timer = setTimeout(() => this.flush(problemId), delay);
        }
      }
      this.changed();
    });
  }

  // Trying again cannot help (the server refuses every save of this session): stop, and hand the
  // page what is unsaved so it can keep it for after the login.
  private endSession() {
    if (!this.hasSessionEnded) {
      this.hasSessionEnded = true;
      for (const entry of this.entries.values()) clearTimeout(entry.timer);
    }
    this.keepUnsaved();
  }

  private keepUnsaved() {
    const unsaved = [...this.entries].filter(([, entry]) => isUnsaved(entry));
    this.handlers.onSessionEnded(Object.fromEntries(unsaved.map(([problemId, entry]) => [problemId, entry.value])));
  }
}
