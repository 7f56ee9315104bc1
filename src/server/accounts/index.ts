// The accounts domain: sign-up, sign-in and sessions (better-auth), guards, the current user and
// the admin's user pages.
// What other domains and the composition root (app.ts, services.ts, main.ts, ssr, scripts, bench) may
// import from it; lint refuses a deeper import from outside the domain (decision 076). Building blocks
// come before routes, so a domain that imports this one while it loads finds them evaluated.
export { createAccountMailSender } from './auth/account-mail-sender';
export { type Auth, createAuth } from './auth/auth';
export { SIGN_IN_BACKOFF, UNTRUSTED_SIGN_INS_PER_ACCOUNT } from './auth/auth.limits';
export { createGuards, type GuardEnv, type Guards, type OptionalUserEnv } from './auth/guards';
export { createSessionLookup, type SessionLookup, type SessionLookupFn } from './auth/session-lookup';
export { createUnverifiedAccountSweeper } from './auth/unverified-accounts';
export { createAdminUsersRepository } from './admin-users/admin-users.repository';
export { createMeRepository } from './me/me.repository';
export { setRoleByEmail } from './users/set-role';
export { getCurrentUser } from './me/me.usecases';
export { type AccountsConfig, authRoutes } from './auth/auth.routes';
export { adminUsersRoutes } from './admin-users/admin-users.routes';
export { meRoutes } from './me/me.routes';
