import { describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../../db/factories';
import { addressesIn, HOUR, MINUTE, signInGuessingApp, timesOf, type Answer } from '../../test/sign-in-guessing';
import { UNTRUSTED_SIGN_INS_PER_ACCOUNT } from './auth.limits';

const { clock, db, signIn, simulate } = signInGuessingApp('2026-11-03T07:00:00Z');

const PASSWORD = 'kunci-pintu-depan-31';
const typos = (count: number) => Array.from({ length: count }, (_, i) => `kunci-pintu-depan-${i}`);
const followsARefusal = (answers: Answer[], i: number) => answers[i - 1]?.status === 429;

describe('others cannot lock the owner out of a new browser', () => {
  it('after six addresses used up the account with five wrong guesses each, a new browser at one of them gets in within a minute', async () => {
    const owner = await createUserWithPassword(db(), { email: 'sekolah@contoh.id', password: PASSWORD });
    const statuses: number[] = [];
    for (const ip of addressesIn('10.7.0', 6)) {
      for (let i = 0; i < 5; i += 1) statuses.push((await signIn(owner.email, `salah-${i}`, ip)).status);
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(UNTRUSTED_SIGN_INS_PER_ACCOUNT.max);
    const startedAt = clock.now;
    const { ownerAnswers } = await simulate({
      email: owner.email,
      guesserIps: [],
      until: startedAt + 10 * MINUTE,
      owners: [{ ip: '10.7.0.4', from: startedAt, passwords: [PASSWORD] }],
    });
    expect(timesOf(ownerAnswers[0]!, 200)[0]! - startedAt).toBeLessThanOrEqual(MINUTE);
  }, 60_000);

  it('while eight addresses guess as fast as they are let, owners at new addresses who mistype 1, 3 and 10 times after the first hour are each signed in within a minute of their last typo, waiting only as told', async () => {
    const owner = await createUserWithPassword(db(), { email: 'salah-ketik@contoh.id', password: PASSWORD });
    const startedAt = clock.now;
    const typoCounts = [1, 3, 10];
    const { guesses, ownerAnswers } = await simulate({
      email: owner.email,
      guesserIps: addressesIn('10.8.0', 8),
      until: startedAt + HOUR + 40 * MINUTE,
      owners: typoCounts.map((count, i) => ({ ip: `10.9.0.${i + 1}`, from: startedAt + HOUR + i * 10 * MINUTE, passwords: [...typos(count), PASSWORD] })),
    });
    expect(timesOf(guesses, 429).length).toBeGreaterThan(timesOf(guesses, 401).length);
    typoCounts.forEach((count, i) => {
      const answers = ownerAnswers[i]!;
      expect(timesOf(answers, 401)).toHaveLength(count);
      expect(timesOf(answers, 200)).toHaveLength(1);
      // Each attempt is checked within a minute of the one before, the correct one included.
      const checked = answers.filter((answer) => answer.status !== 429).map((answer) => answer.at);
      for (let j = 1; j < checked.length; j += 1) expect(checked[j]! - checked[j - 1]!).toBeLessThanOrEqual(MINUTE);
      // Retry-After is honest: waiting it out is admitted.
      expect(answers.filter((answer, j) => answer.status === 429 && followsARefusal(answers, j))).toEqual([]);
    });
  }, 300_000);

  it('eight minutes into an attack by eight addresses waiting out every Retry-After, an owner at a new address who mistypes once is signed in within a minute of the typo', async () => {
    const owner = await createUserWithPassword(db(), { email: 'awal-serangan@contoh.id', password: PASSWORD });
    const startedAt = clock.now;
    const ownerFrom = startedAt + 8 * MINUTE;
    const { ownerAnswers } = await simulate({
      email: owner.email,
      guesserIps: addressesIn('10.8.3', 8),
      until: ownerFrom + 10 * MINUTE,
      owners: [{ ip: '10.9.0.9', from: ownerFrom, passwords: [...typos(1), PASSWORD] }],
    });
    const answers = ownerAnswers[0]!;
    const [typoAt] = timesOf(answers, 401);
    expect(timesOf(answers, 200)[0]! - typoAt!).toBeLessThanOrEqual(MINUTE);
  }, 120_000);

  it('a sign-in from a browser without the device cookie gives the guessers no more guesses in the hour after it', async () => {
    const checkedInTheHourAfterHalfAnHour = async (email: string, guesserIps: string[], ownerIp?: string) => {
      const startedAt = clock.now;
      const ownerFrom = startedAt + 30 * MINUTE;
      const owners = ownerIp ? [{ ip: ownerIp, from: ownerFrom, passwords: [PASSWORD] }] : [];
      const { guesses, ownerAnswers } = await simulate({ email, guesserIps, until: ownerFrom + HOUR, owners });
      if (ownerIp) expect(timesOf(ownerAnswers[0]!, 200)).toEqual([ownerFrom]);
      return timesOf(guesses, 401).filter((at) => at >= ownerFrom).length;
    };
    const untouched = await createUserWithPassword(db(), { email: 'tidak-masuk@contoh.id', password: PASSWORD });
    const signedIn = await createUserWithPassword(db(), { email: 'masuk-sekali@contoh.id', password: PASSWORD });
    const withoutSignIn = await checkedInTheHourAfterHalfAnHour(untouched.email, addressesIn('10.8.1', 8));
    const afterSignIn = await checkedInTheHourAfterHalfAnHour(signedIn.email, addressesIn('10.8.2', 8), '10.9.0.2');
    expect(afterSignIn).toBeLessThanOrEqual(withoutSignIn);
  }, 300_000);
});
