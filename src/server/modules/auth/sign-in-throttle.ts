import type { Database } from '../../db/client';
import { createBackoffLimiter } from '../../http/backoff-limiter';
import type { Clock, RateDecision } from '../../http/limiter-common';
import { createTokenBucketLimiter } from '../../http/token-bucket-limiter';
import { SIGN_IN_BACKOFF, UNTRUSTED_SIGN_INS_PER_ACCOUNT } from './auth.limits';
import type { DeviceToken } from './device-cookie';

export type SignInAttempt = { email: string; address: string; device: DeviceToken | null };

// Attempts are counted before the password is checked (parallel guesses cannot slip through
// together) and forgiven by a success.
export function createSignInThrottle(db: Database, clock: Clock) {
  const perAccountAndAddress = createBackoffLimiter(db, 'sign-in-account-address', SIGN_IN_BACKOFF, clock);
  const perAccount = createTokenBucketLimiter(db, 'sign-in-account', UNTRUSTED_SIGN_INS_PER_ACCOUNT, clock);
  const perDevice = createBackoffLimiter(db, 'sign-in-device', SIGN_IN_BACKOFF, clock);
  const accountAndAddress = ({ email, address }: SignInAttempt) => `${email}|${address}`;

  return {
    async admit(attempt: SignInAttempt): Promise<RateDecision> {
      if (attempt.device) return perDevice.consume(attempt.device.nonce);
      // The address's own backoff first: an address already refused must not drain the account's bucket.
      const fromAddress = await perAccountAndAddress.consume(accountAndAddress(attempt));
      if (!fromAddress.allowed) return fromAddress;
      return perAccount.consume(attempt.email);
    },
    async succeeded(attempt: SignInAttempt): Promise<void> {
      if (attempt.device) {
        await perDevice.reset(attempt.device.nonce);
        return;
      }
      await Promise.all([perAccountAndAddress.reset(accountAndAddress(attempt)), perAccount.reset(attempt.email)]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
