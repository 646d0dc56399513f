import { and, eq, gt } from 'drizzle-orm';
import { isStaff } from '../../../common/accounts/roles';
import type { ResetPasswordInput } from '../../../common/accounts/schemas';
import { changePasswordProblem } from '../../../common/accounts/staff-admin-schemas';
import type { Database } from '../../db/client';
import { InputError } from '../../errors';
import { users } from './accounts.tables';
import { hashPassword } from './password';
import type { SessionService } from './sessions.service';
import { hashToken } from './tokens';

export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired.';

const liveToken = (tokenHash: string, now: Date) =>
  and(eq(users.resetTokenHash, tokenHash), gt(users.resetTokenExpiry, now));

/**
 * Sets a new password from a reset link (DESIGN.md §4): the token is single use and dies with the
 * change, and every session of the account ends, so whoever knew the old password is signed out.
 * A reset link opened proves the mailbox as a verification link does, so the email counts as verified.
 * A staff account's new password must meet the staff rule (decision 018), a customer's the shop's.
 */
export async function resetPassword(db: Database, sessions: SessionService, input: ResetPasswordInput) {
  const tokenHash = hashToken(input.token);
  // A cheap look first, so a dead link costs no scrypt (this call has no rate limit: tokens are unguessable).
  const [found] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(liveToken(tokenHash, new Date()))
    .limit(1);
  if (!found) throw new InputError(RESET_LINK_INVALID);
  // Staff keep the strong password rule (back-office §5, decision 018) whichever page they reset from.
  const problem = isStaff(found) ? changePasswordProblem(input.newPassword) : null;
  if (problem) throw new InputError(problem, [`newPassword: ${problem}`]);
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    const now = new Date();
    // Conditional again: of two submits racing on one link, only one changes the password.
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        resetTokenHash: null,
        resetTokenExpiry: null,
        emailVerified: true,
        verificationTokenHash: null,
        verificationTokenExpiry: null,
        updatedAt: now,
      })
      .where(liveToken(tokenHash, now))
      .returning({ id: users.id });
    if (!user) throw new InputError(RESET_LINK_INVALID);
    await sessions.endSessionsOfUser(user.id, 'password-changed', { tx });
  });
}
