import type { Database } from '../../db/client';
import { createBackoffLimiter } from '../../http/backoff-limiter';
import { addressSubject } from '../../http/client-address';
import { retryAfterSeconds, type Clock, type RateDecision } from '../../http/limiter-common';
import { createTokenBucketLimiter } from '../../http/token-bucket-limiter';
import { QUIET_ADDRESS_EARLIER_ATTEMPTS, SIGN_IN_BACKOFF, SIGN_INS_KEPT_FOR_QUIET_ADDRESSES, UNTRUSTED_SIGN_INS_PER_ACCOUNT } from './auth.limits';
import type { DeviceToken } from './device-cookie';

/** address: the client's address as seen, not yet reduced to a limit's subject. */
export type SignInAttempt = { email: string; address: string; device: DeviceToken | null };

// Attempts are counted before the password is checked (parallel guesses cannot slip through
// together) and a success gives back what it took. Why the account's last tokens are kept for
// quiet addresses: docs/decisions/067-sign-in-reserve-for-quiet-addresses.md.
export function createSignInThrottle(db: Database, clock: Clock) {
  const perAccountAndAddress = createBackoffLimiter(db, 'sign-in-account-address', SIGN_IN_BACKOFF, clock);
  const perAccount = createTokenBucketLimiter(db, 'sign-in-account', UNTRUSTED_SIGN_INS_PER_ACCOUNT, clock);
  const perDevice = createBackoffLimiter(db, 'sign-in-device', SIGN_IN_BACKOFF, clock);
  const accountAndAddress = ({ email, address }: SignInAttempt) => `${email}|${addressSubject(address)}`;

  return {
    async admit(attempt: SignInAttempt): Promise<RateDecision> {
      if (attempt.device) return perDevice.consume(attempt.device.nonce);
      // The address's own backoff first: an address already refused must not drain the account's
      // bucket, and attempts the bucket refuses still make an address loud.
      const fromAddress = await perAccountAndAddress.consume(accountAndAddress(attempt));
      const isQuiet = fromAddress.earlierAttempts < QUIET_ADDRESS_EARLIER_ATTEMPTS;
      const reserve = isQuiet ? 0 : SIGN_INS_KEPT_FOR_QUIET_ADDRESSES;
      // Retry-After is the later of the two waits, so waiting it out is admitted unless someone
      // else takes the account's next token first.
      if (!fromAddress.allowed) {
        const accountWait = await perAccount.secondsUntilAdmitted(attempt.email, { reserve });
        return { allowed: false, retryAfterSeconds: Math.max(fromAddress.retryAfterSeconds, accountWait) };
      }
      const fromAccount = await perAccount.consume(attempt.email, { reserve });
      if (fromAccount.allowed) return fromAccount;
      const addressWait = fromAddress.nextAllowedInMs > 0 ? retryAfterSeconds(fromAddress.nextAllowedInMs) : 0;
      return { allowed: false, retryAfterSeconds: Math.max(fromAccount.retryAfterSeconds, addressWait) };
    },
    async succeeded(attempt: SignInAttempt): Promise<void> {
      if (attempt.device) {
        await perDevice.reset(attempt.device.nonce);
        return;
      }
      await Promise.all([perAccountAndAddress.reset(accountAndAddress(attempt)), perAccount.giveBack(attempt.email)]);
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
