import type { BackoffRule } from '../../http/backoff-limiter';
import type { TokenBucketRule } from '../../http/token-bucket-limiter';

const MINUTE = 60 * 1000;

// Per client address (an IPv4 address, or an IPv6 /64), as token buckets: a burst of max, then
// refilled evenly over the window, so a steady rate below max per window is never refused. A
// class of 40 behind one school NAT signing in together uses a third of the sign-in burst.
export const SIGN_IN_PER_ADDRESS: TokenBucketRule = { max: 120, windowMs: MINUTE };
export const SIGN_UP_PER_ADDRESS: TokenBucketRule = { max: 60, windowMs: 10 * MINUTE };
export const VERIFICATION_MAILS_PER_ADDRESS: TokenBucketRule = { max: 20, windowMs: 10 * MINUTE };
export const PASSWORD_CHANGES_PER_ADDRESS: TokenBucketRule = { max: 20, windowMs: 10 * MINUTE };
// The set-password page asks whether its link still works; a link's token cannot be guessed, this
// only keeps a script from using the route as a load generator.
export const ACCOUNT_LINK_CHECKS_PER_ADDRESS: TokenBucketRule = { max: 60, windowMs: 10 * MINUTE };

// Guessing one account. From a browser without that account's device cookie, attempts on it from
// one address back off (5 at once, then waits of 1 s, 2 s, 4 s ... at most a minute, forgotten
// after an hour of quiet, cleared by a success), and all such browsers together share one bucket
// per account: 6 at once, one more a minute, so at most 65 wrong passwords are checked in any
// hour however many addresses send them. Its last 5 tokens are kept for quiet addresses, those
// with fewer than 12 earlier attempts on the account: guessers who keep at it grow loud and get
// only the sixth, so the owner at an address nobody guessed from finds the 5 (as many as the
// backoff lets through at once) and then each refill, and has every attempt checked within a
// minute of the one before. Guessers still quiet can compete for them; no rule can tell those
// from the owner. A correct password gives its token back, so it hands guessers nothing. A
// browser with the device cookie skips the bucket; its token has the same backoff of its own.
// Decisions 031 and 067 (docs/decisions/).
export const SIGN_IN_BACKOFF: BackoffRule = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: MINUTE, forgetAfterMs: 60 * MINUTE };
export const UNTRUSTED_SIGN_INS_PER_ACCOUNT: TokenBucketRule = { max: 6, windowMs: 6 * MINUTE };
export const SIGN_INS_KEPT_FOR_QUIET_ADDRESSES = 5;
export const QUIET_ADDRESS_EARLIER_ATTEMPTS = 12;
