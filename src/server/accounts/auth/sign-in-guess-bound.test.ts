import { describe, expect, it } from 'vitest';
import { createUserWithPassword } from '../../db/factories';
import { addressesIn, HOUR, MINUTE, mostInAnyHour, signInGuessingApp, timesOf } from '../../test/sign-in-guessing';
import { UNTRUSTED_SIGN_INS_PER_ACCOUNT } from './auth.limits';

const { clock, db, simulate } = signInGuessingApp('2026-11-04T07:00:00Z');

const PASSWORD = 'kunci-pintu-belakang-67';
// The README's bound: all browsers without the account's device cookie together get at most 65
// guesses checked in any hour, whatever number of addresses they use, and 60 an hour after that.
const GUESSES_IN_ANY_HOUR = 65;
const GUESSES_AN_HOUR_AFTER_THE_FIRST = 60;

describe('how many guesses an account gets checked', () => {
  it.each([8, 20, 50])(
    '%i addresses guessing as fast as they are let for two hours get at most the stated number checked in any hour',
    async (addressCount) => {
      const owner = await createUserWithPassword(db(), { email: `dibatasi-${addressCount}@contoh.id`, password: PASSWORD });
      const startedAt = clock.now;
      const { guesses } = await simulate({ email: owner.email, guesserIps: addressesIn(`10.6.${addressCount}`, addressCount), until: startedAt + 2 * HOUR });
      const checked = timesOf(guesses, 401);
      expect(mostInAnyHour(checked)).toBeLessThanOrEqual(GUESSES_IN_ANY_HOUR);
      expect(checked.filter((at) => at >= startedAt + HOUR).length).toBeLessThanOrEqual(GUESSES_AN_HOUR_AFTER_THE_FIRST);
      expect(timesOf(guesses, 429).length).toBeGreaterThan(checked.length);
    },
    300_000,
  );

  // A guard, true before this bound too: a /48 holds 65,536 /64s, and what the account's
  // guessers get does not grow with the number of them used.
  it('guessers in forty /64s of one IPv6 /48 get between them only the account\'s 6 at once and one a minute', async () => {
    const owner = await createUserWithPassword(db(), { email: 'enam-empat@contoh.id', password: PASSWORD });
    const networks = Array.from({ length: 40 }, (_, i) => `2001:db8:aaaa:${i + 1}::1`);
    const { guesses } = await simulate({ email: owner.email, guesserIps: networks, until: clock.now + 20 * MINUTE });
    expect(timesOf(guesses, 401).length).toBeLessThanOrEqual(UNTRUSTED_SIGN_INS_PER_ACCOUNT.max + 20);
  }, 120_000);
});
