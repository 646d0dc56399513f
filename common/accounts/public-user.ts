import { z } from 'zod';
import { STAFF_ROLES } from './roles';
import { SESSION_END_REASONS } from './session-end';

/** What may leave the server about a signed-in person: never a hash, token or expiry. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  role: z.enum(STAFF_ROLES).nullable(),
});
export type PublicUserShape = z.output<typeof publicUserSchema>;

/** GET /api/auth/status (back-office §7): the session gate's question. */
export const authStatusSchema = z.object({
  authenticated: z.boolean(),
  user: publicUserSchema.nullable(),
  /** Signed out by a change to the account (a role changed, the account deleted…): why. */
  sessionEnded: z.enum(SESSION_END_REASONS).optional(),
});

/** POST /api/auth/login: the session starts (cookie) and the answer names who signed in. */
export const loginResultSchema = z.object({ success: z.literal(true), user: publicUserSchema });

/** POST /api/auth/logout. */
export const logoutResultSchema = z.object({ success: z.literal(true) });
