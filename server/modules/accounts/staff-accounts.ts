import { z } from 'zod';
import { STAFF_ROLES } from '../../../common/accounts/roles';
import { PASSWORD_MIN, usernameSchema } from '../../../common/accounts/schemas';
import type { Database } from '../../db/client';
import { users } from './accounts.tables';
import { claimLoginNames } from './login-names';
import { hashPassword } from './password';

/** A staff account as an operator gives it (back-office §3: a role, no mail round trip). */
export const newStaffSchema = z.object({
  username: usernameSchema,
  email: z.string().trim().toLowerCase().pipe(z.email('Invalid email address')),
  password: z.string().min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`).max(128),
  role: z.enum(STAFF_ROLES, { error: `Role must be one of ${STAFF_ROLES.join(', ')}` }),
});
export type NewStaff = z.output<typeof newStaffSchema>;

/**
 * Opens a staff account: verified (an administrator vouches for it, as for the super admin), with a
 * role and no isAdmin flag, its login names claimed like every other account's (login-names.ts). Used by
 * `npm run db:add-staff` today; the users screen's create call can share it.
 */
export async function addStaffAccount(db: Database, input: NewStaff): Promise<{ id: string }> {
  const staff = newStaffSchema.parse(input);
  const passwordHash = await hashPassword(staff.password);
  return db.transaction(async (tx) => {
    await claimLoginNames(tx, staff);
    const [row] = await tx
      .insert(users)
      .values({
        username: staff.username,
        email: staff.email,
        passwordHash,
        emailVerified: true,
        isAdmin: false,
        role: staff.role,
      })
      .returning({ id: users.id });
    return row!;
  });
}
