import type { TSubmittedAnswer } from '../../../core/problem-shapes';

// The sitting page's saves (issue 36, decision 060), apart from React so their rules are tested
// on their own: each problem's latest answer and 'ragu-ragu' mark reach the server in the order
// given, one request at a time per problem (a slow save never overwrites a later one), typed
// answers after a pause, a failed save is tried again by itself, and a refusal because the
// section is over tells the page to move on.

export type TSavedValue = { answer: TSubmittedAnswer | null; flagged: boolean };
export type TSaveOutcome = { ok: true; serverNow: string } | { ok: false; kind: 'closed' | 'refused' | 'failed'; code: string };
export type TProblemSaveState = 'saved' | 'saving' | 'refused' | 'failed';
export type TSaveSummary = 'idle' | 'saved' | 'saving' | 'refused' | 'failed';

type TEntry = {
  value: TSavedValue;
  version: number;
  savedVersion: number;
  inFlight: boolean;
  timer: ReturnType<typeof setTimeout> | undefined;
  failure: { kind: 'refused' | 'failed'; code: string; version: number } | null;
  retries: number;
};

const RETRY_DELAYS_MS = [2_000, 4_000, 8_000, 15_000];

export class AnswerSaver {
  private readonly entries = new Map<string, TEntry>();
  private readonly listeners = new Set<() => void>();
  private waiters: Array<() => void> = [];
  private isStopped = false;
  private isDetached = false;
  private revision = 0;

  constructor(
    private readonly send: (problemId: string, value: TSavedValue) => Promise<TSaveOutcome>,
    private onClosed: () => void = () => undefined,
    private onServerNow: (serverNow: string) => void = () => undefined,
  ) {}

  /** Who hears that the section is over, and each save's server time (the page's current handlers). */
  setHandlers(onClosed: () => void, onServerNow: (serverNow: string) => void) {
    this.onClosed = onClosed;
    this.onServerNow = onServerNow;
  }

  /** A new answer or mark for `problemId`, sent after `delayMs` (0: at once) unless replaced before. */
  queue(problemId: string, value: TSavedValue, delayMs: number) {
    const entry = this.entries.get(problemId) ?? { value, version: 0, savedVersion: 0, inFlight: false, timer: undefined, failure: null, retries: 0 };
    this.entries.set(problemId, entry);
    entry.value = value;
    entry.version += 1;
    entry.retries = 0;
    clearTimeout(entry.timer);
    entry.timer = setTimeout(() => this.flush(problemId), delayMs);
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

  /** Tries the failed saves again now ('Coba lagi'). */
  retry() {
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

  /** The page is leaving: what waits is sent now, heard by no one, then the saver stops (unless attached again). */
  detach() {
    this.isDetached = true;
    this.setHandlers(
      () => undefined,
      () => undefined,
    );
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
    const states = [...this.entries.keys()].map((problemId) => this.stateOf(problemId));
    if (states.includes('failed')) return 'failed';
    if (states.includes('saving')) return 'saving';
    if (states.includes('refused')) return 'refused';
    return states.length > 0 ? 'saved' : 'idle';
  }

  /** Whether a save is waiting or failed (leaving the page then loses it). */
  hasUnsaved(): boolean {
    return [...this.entries.values()].some((entry) => entry.version !== entry.savedVersion && entry.failure?.kind !== 'refused');
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
    const busy = [...this.entries.values()].some((entry) => entry.inFlight || (entry.version !== entry.savedVersion && entry.failure === null));
    if (!busy) this.waiters.splice(0).forEach((resolve) => resolve());
  }

  private flush(problemId: string) {
    const entry = this.entries.get(problemId);
    if (!entry || this.isStopped || entry.inFlight || entry.version === entry.savedVersion) return;
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
        this.onServerNow(outcome.serverNow);
        if (entry.version !== entry.savedVersion) this.flush(problemId);
      } else if (outcome.kind === 'closed') {
        entry.failure = { kind: 'failed', code: outcome.code, version };
        this.onClosed();
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
}
