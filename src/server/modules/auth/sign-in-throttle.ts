import type { Database } from '../../db/client';
import { createBackoffLimiter } from '../../http/backoff-limiter';
import { addressSubject, siteSubject } from '../../http/client-address';
import type { Clock, RateDecision } from '../../http/limiter-common';
import { createTokenBucketLimiter } from '../../http/token-bucket-limiter';
import { RESERVED_SIGN_INS_PER_ACCOUNT_AND_SITE, SIGN_IN_BACKOFF, UNTRUSTED_SIGN_INS_PER_ACCOUNT } from './auth.limits';
import type { DeviceToken } from './device-cookie';

/** address: the client's address as seen, not yet reduced to a limit's subject. */
export type SignInAttempt = { email: string; address: string; device: DeviceToken | null };

// Attempts are counted before the password is checked (parallel guesses cannot slip through
// together) and forgiven by a success. See docs/decisions/031-sign-in-lockout.md.
export function createSignInThrottle(db: Database, clock: Clock) {
  const perAccountAndAddress = createBackoffLimiter(db, 'sign-in-account-address', SIGN_IN_BACKOFF, clock);
  const perAccount = createTokenBucketLimiter(db, 'sign-in-account', UNTRUSTED_SIGN_INS_PER_ACCOUNT, clock);
  const perAccountAndSite = createTokenBucketLimiter(db, 'sign-in-account-site', RESERVED_SIGN_INS_PER_ACCOUNT_AND_SITE, clock);
  const perDevice = createBackoffLimiter(db, 'sign-in-device', SIGN_IN_BACKOFF, clock);
  const accountAndAddress = ({ email, address }: SignInAttempt) => `${email}|${addressSubject(address)}`;

  return {
    async admit(attempt: SignInAttempt): Promise<RateDecision> {
      if (attempt.device) return perDevice.consume(attempt.device.nonce);
      // The address's own backoff first: an address already refused must not drain the account's bucket.
      const fromAddress = await perAccountAndAddress.consume(accountAndAddress(attempt));
      if (!fromAddress.allowed) return fromAddress;
      const fromAccount = await perAccount.consume(attempt.email);
      if (fromAccount.allowed) return fromAccount;
      // Only once the shared bucket is empty, so an address whose guesses it took keeps its own.
      const fromSite = await perAccountAndSite.consume(`${attempt.email}|${siteSubject(attempt.address)}`);
      if (fromSite.allowed) return fromSite;
      return { allowed: false, retryAfterSeconds: Math.min(fromAccount.retryAfterSeconds, fromSite.retryAfterSeconds) };
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
