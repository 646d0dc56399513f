import { z } from 'zod';
import { isoDateTime } from '../wire';
import { publicUserSchema } from './public-user';
import { STAFF_ROLES } from './roles';

/** GET /api/admin/profile (back-office §3 "Admin profile"): the signed-in staff member's own card. */
export const adminProfileSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES).nullable(),
});
export type AdminProfile = z.output<typeof adminProfileSchema>;

/** GET /api/admin/users: every account, newest first, without a hash, token or expiry. */
export const adminUserSchema = publicUserSchema.extend({ createdAt: isoDateTime });
export const adminUsersSchema = z.array(adminUserSchema);
export type AdminUser = z.output<typeof adminUserSchema>;
