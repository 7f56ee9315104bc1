import { z } from 'zod';
import { ROLES } from './roles';

// users.id is better-auth's generated text id (letters, digits, '-' and '_'); anything else
// in a path is refused before it reaches SQL.
export const ZUserId = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

// An email is at most 254 characters, so a longer search can match nothing.
export const USER_SEARCH_MAX_LENGTH = 254;

export const ZUpdateUserRoleRequest = z.strictObject({ role: z.enum(ROLES) });
export type TUpdateUserRoleRequest = z.infer<typeof ZUpdateUserRoleRequest>;
