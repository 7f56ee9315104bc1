import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from './test-app';

export const MINUTE = 60 * 1000;
export const HOUR = 60 * MINUTE;

/** The time the app's limiters read (createTestApp's clock); a simulation moves it forward. */
export type FakeClock = { now: number };
export type Answer = { at: number; status: number };
/** Someone who starts at `from` and sends `passwords` in turn, each as soon as allowed, until one is accepted. */
export type Owner = { ip: string; from: number; passwords: string[] };

/** `count` IPv4 addresses in a /24, e.g. addressesIn('10.8.0', 3): 10.8.0.1, 10.8.0.2, 10.8.0.3. */
export function addressesIn(network: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => `${network}.${i + 1}`);
}

/** The most of `times` that fall in any 60 minutes. */
export function mostInAnyHour(times: number[]): number {
  return Math.max(0, ...times.map((from) => times.filter((at) => at >= from && at < from + HOUR).length));
}

/**
 * For a test file: an app of its own on a fake clock starting at `startAt` (the limiters read it,
 * so hours of guessing run in seconds), created before its tests and closed after them.
 */
export function signInGuessingApp(startAt: string) {
  const clock: FakeClock = { now: Date.parse(startAt) };
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp({}, { clock: () => new Date(clock.now) });
  });
  afterAll(() => app?.close());
  const current = () => {
    if (!app) throw new Error('the app is created in beforeAll');
    return app;
  };
  return { clock, db: () => current().db, ...signInGuessing(current, clock) };
}

function signInGuessing(app: () => TestApp, clock: FakeClock) {
  const signIn = (email: string, password: string, ip: string) =>
    app().request('POST', '/math/api/auth/sign-in/email', { ip, body: { email, password } });
  const retryAfterMs = (response: Response) => Number(response.headers.get('retry-after')) * 1000;

  /**
   * Guessers at `guesserIps`, each sending a wrong password as soon as it may (again at once after
   * a 401, after Retry-After after a 429), until the clock reaches `until`; and owners among them,
   * each answered in `ownerAnswers` at the same index. When several are due at once the guessers
   * go first, so an owner wins no race.
   */
  async function simulate({ email, guesserIps, until, owners = [] }: { email: string; guesserIps: string[]; until: number; owners?: Owner[] }) {
    const guesserNextAt = new Map(guesserIps.map((ip) => [ip, clock.now]));
    const ownerNextAt = owners.map((owner) => owner.from);
    const guesses: Answer[] = [];
    const ownerAnswers = owners.map((): Answer[] => []);
    for (;;) {
      const [ip, at] = [...guesserNextAt].reduce((soonest, entry) => (entry[1] < soonest[1] ? entry : soonest), ['', Infinity]);
      const ownerAt = Math.min(...ownerNextAt);
      if (Math.min(at, ownerAt) >= until) return { guesses, ownerAnswers };
      if (ownerAt < at) {
        clock.now = Math.max(clock.now, ownerAt);
        const index = ownerNextAt.indexOf(ownerAt);
        const { ip: ownerIp, passwords } = owners[index]!;
        const answers = ownerAnswers[index]!;
        const response = await signIn(email, passwords[answers.filter((answer) => answer.status === 401).length]!, ownerIp);
        expect([200, 401, 429]).toContain(response.status);
        answers.push({ at: clock.now, status: response.status });
        if (response.status === 200) ownerNextAt[index] = Infinity;
        else ownerNextAt[index] = response.status === 429 ? clock.now + retryAfterMs(response) : clock.now;
        continue;
      }
      clock.now = Math.max(clock.now, at);
      const response = await signIn(email, `tebakan-${guesses.length}`, ip);
      expect([401, 429]).toContain(response.status);
      guesses.push({ at: clock.now, status: response.status });
      guesserNextAt.set(ip, response.status === 429 ? clock.now + retryAfterMs(response) : clock.now);
    }
  }

  return { signIn, simulate };
}

/** When answers with `status` came. */
export function timesOf(answers: Answer[], status: number): number[] {
  return answers.filter((answer) => answer.status === status).map((answer) => answer.at);
}
