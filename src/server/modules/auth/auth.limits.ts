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
// after an hour of quiet, cleared by a success), and all such browsers together get a bucket
// of 30 an hour, so many addresses cannot guess fast either. When others have emptied that
// bucket, each site (an IPv4 address or an IPv6 /48) still has one attempt an hour of its own:
// otherwise guessers anywhere would lock the owner out of every new browser. A browser with the
// device cookie skips all three; its token has the same backoff of its own.
export const SIGN_IN_BACKOFF: BackoffRule = { freeAttempts: 5, baseDelayMs: 1000, maxDelayMs: MINUTE, forgetAfterMs: 60 * MINUTE };
export const UNTRUSTED_SIGN_INS_PER_ACCOUNT: TokenBucketRule = { max: 30, windowMs: 60 * MINUTE };
export const RESERVED_SIGN_INS_PER_ACCOUNT_AND_SITE: TokenBucketRule = { max: 1, windowMs: 60 * MINUTE };
