import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import type { AdminProfile } from '../../../common/accounts/admin-schemas';
import { SUPER_ADMIN_ID, type StaffRole } from '../../../common/accounts/roles';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../../../common/accounts/schemas';
import {
  CHANGE_PASSWORD_MESSAGES,
  emailTakenMessage,
  USER_MESSAGES,
  usernameTakenMessage,
  type StaffUser,
} from '../../../common/accounts/staff-admin-schemas';
import type { Database, Transaction } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, ForbiddenError, InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import type { LoginGuard } from './attempt-limits';
import { users } from './accounts.tables';
import { claimLoginNames, loginName } from './login-names';
import { hashPassword, verifyPassword } from './password';
import type { SessionService } from './sessions.service';

/**
 * Staff accounts for the super admin (back-office §2 User management, §4), the own profile and the
 * password change of every signed-in person (§5, §7), decision 018. Every staff write goes through
 * `withAudit` as entity 'user'; the password change is the person's own act under /api/auth and is not
 * an admin write (see `changePassword`).
 */

/** The inputs once zod has parsed them (common/accounts/staff-admin-schemas.ts). */
export type UserCreateInput = { username: string; email: string; password: string; role: StaffRole };
export type UserPatchInput = {
  username?: string;
  email?: string;
  emailVerified?: boolean;
  isAdmin?: boolean;
  role?: StaffRole | null;
};
export type ProfilePatchInput = { username: string; email: string; currentPassword: string };
export type ChangePasswordInput = { currentPassword: string; newPassword: string };

/** The failure bucket of an account in the login throttling (attempt-limits.ts): one per account. */
export const loginAccountKey = (userId: string) => `user:${userId}`;

/** The columns a users row answers with: never a hash, token or expiry. */
const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  emailVerified: users.emailVerified,
  isAdmin: users.isAdmin,
  role: users.role,
  createdAt: users.createdAt,
};
type UserRecord = Omit<StaffUser, 'createdAt'> & { createdAt: Date };

/** What the trail keeps of an account: who it is and what it may do, never a secret. */
const userSummary = (user: Omit<UserRecord, 'id' | 'createdAt'>): AuditSummary => ({
  username: user.username,
  email: user.email,
  role: user.role,
  isAdmin: user.isAdmin,
  emailVerified: user.emailVerified,
});

const takenMessage = (field: 'username' | 'email', name: string) =>
  field === 'username' ? usernameTakenMessage(name) : emailTakenMessage(name);

/**
 * Claims names for an account that already exists (an edit). login-names.ts checks a name against every
 * account, the edited one included, so each changed name is claimed alone (as both fields: its lock,
 * and the check of both columns) and a hit held only by this very account is no conflict. Names are
 * claimed in sorted order, as `claimLoginNames` does, so two edits cannot deadlock on their locks.
 */
async function claimChangedNames(
  tx: Transaction,
  userId: string,
  names: { field: 'username' | 'email'; name: string }[],
) {
  // The plain code-unit order of `claimLoginNames`' sort(): one order for every taker of these locks.
  const key = (entry: { name: string }) => loginName(entry.name);
  const sorted = [...names].sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  for (const { field, name } of sorted) {
    try {
      await claimLoginNames(tx, { username: name, email: name });
    } catch (error) {
      if (!(error instanceof ConflictError)) throw error;
      const needle = loginName(name);
      const [other] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            ne(users.id, userId),
            or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`),
          ),
        )
        .limit(1);
      if (other) throw new ConflictError(takenMessage(field, name));
    }
  }
}

/**
 * The unique indexes are the last wall behind the name locks: should one still refuse a write, the
 * answer names the field as the checks would.
 */
function nameConflict(error: unknown, names: { username?: string; email?: string }): unknown {
  if (names.username !== undefined && isUniqueViolation(error, 'users_username_lower_key')) {
    return new ConflictError(usernameTakenMessage(names.username));
  }
  if (names.email !== undefined && isUniqueViolation(error, 'users_email_lower_key')) {
    return new ConflictError(emailTakenMessage(names.email));
  }
  return error;
}

export function createStaffAdmin(db: Database, sessionService: SessionService) {
  /**
   * The current password, checked under the login throttling: a wrong one counts as a failed login on
   * the account from this client, so a stolen session cannot guess the password faster than the login
   * form could, and a right one clears this client's failures.
   */
  async function checkCurrentPassword(userId: string, password: string, guard: LoginGuard) {
    const [row] = await db
      .select({ passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    // The session was read a moment ago; an account deleted since has no password to check.
    if (!row) throw new NotFoundError(USER_MESSAGES.notFound);
    const ok = await guard(loginAccountKey(userId), () => verifyPassword(password, row.passwordHash));
    if (!ok) throw new InputError(CHANGE_PASSWORD_MESSAGES.wrongCurrent);
  }

  return {
    /** Every account, staff and customers, newest first: only the columns the users table shows. */
    listUsers(): Promise<UserRecord[]> {
      return db.select(userColumns).from(users).orderBy(desc(users.createdAt), desc(users.id));
    },

    /**
     * A staff account made by the super admin: verified (the administrator vouches for it, as
     * `addStaffAccount` does), without the isAdmin badge, its names claimed in the shared namespace.
     */
    async createUser(input: UserCreateInput, actor: Actor): Promise<UserRecord> {
      const passwordHash = await hashPassword(input.password);
      try {
        return await withAudit(db, actor, { entity: 'user', action: 'create' }, async (tx) => {
          await claimLoginNames(tx, input).catch((error: unknown) => {
            if (error instanceof ConflictError && error.message === USERNAME_TAKEN) {
              throw new ConflictError(usernameTakenMessage(input.username));
            }
            if (error instanceof ConflictError && error.message === EMAIL_TAKEN) {
              throw new ConflictError(emailTakenMessage(input.email));
            }
            throw error;
          });
          const [row] = await tx
            .insert(users)
            .values({
              username: input.username,
              email: input.email.toLowerCase(),
              passwordHash,
              emailVerified: true,
              isAdmin: false,
              role: input.role,
            })
            .returning(userColumns);
          return { result: row!, entityId: row!.id, before: null, after: userSummary(row!) };
        });
      } catch (error) {
        throw nameConflict(error, input);
      }
    },

    /**
     * The edit dialog's save. The super admin keeps its badge and its role (its names may change). A
     * change of role or of the badge ends every session of the account in the same transaction: the
     * person signs in again with the rights they have now. A changed email kills the links mailed to
     * the old address, which must not go on opening the account.
     */
    async updateUser(id: string, patch: UserPatchInput, actor: Actor): Promise<UserRecord> {
      try {
        return await withAudit(db, actor, { entity: 'user', action: 'update', entityId: id }, async (tx) => {
          const [current] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
          if (!current) throw new NotFoundError(USER_MESSAGES.notFound);
          const roleChanged = patch.role !== undefined && patch.role !== current.role;
          const badgeChanged = patch.isAdmin !== undefined && patch.isAdmin !== current.isAdmin;
          if (id === SUPER_ADMIN_ID && (roleChanged || (badgeChanged && patch.isAdmin === false))) {
            throw new ForbiddenError(USER_MESSAGES.superAdminDemote);
          }
          const usernameChanged = patch.username !== undefined && patch.username !== current.username;
          const emailChanged = patch.email !== undefined && patch.email !== current.email;
          // Back-office §4: verification goes from false to true only; a new address may start unverified.
          if (patch.emailVerified === false && current.emailVerified && !emailChanged) {
            throw new ConflictError(USER_MESSAGES.cannotUnverify);
          }
          await claimChangedNames(tx, id, [
            ...(usernameChanged ? [{ field: 'username' as const, name: patch.username! }] : []),
            ...(emailChanged ? [{ field: 'email' as const, name: patch.email! }] : []),
          ]);
          const now = new Date();
          const [row] = await tx
            .update(users)
            // drizzle leaves out what is undefined: a field the body does not name keeps its value.
            .set({
              username: patch.username,
              email: patch.email,
              emailVerified: patch.emailVerified,
              isAdmin: patch.isAdmin,
              role: patch.role,
              ...(emailChanged && { resetTokenHash: null, resetTokenExpiry: null }),
              ...((emailChanged || patch.emailVerified === true) && {
                verificationTokenHash: null,
                verificationTokenExpiry: null,
              }),
              updatedAt: now,
            })
            .where(eq(users.id, id))
            .returning(userColumns);
          if (roleChanged || badgeChanged) await sessionService.endSessionsOfUser(id, 'role-changed', { tx });
          return { result: row!, before: userSummary(current), after: userSummary(row!) };
        });
      } catch (error) {
        throw nameConflict(error, patch);
      }
    },

    /**
     * Deletes an account for good. Its sessions end (their reason kept, decision 018) and its pending
     * upload URLs go with it (cascade); media it
     * uploaded stays (the link is set null); orders never pointed at accounts; the audit trail keeps
     * the actor's id and username without a foreign key, so the person's past work stays readable.
     */
    async deleteUser(id: string, actor: Actor): Promise<void> {
      // The super admin first: it holds for whoever asks, the super admin itself included.
      if (id === SUPER_ADMIN_ID) throw new ForbiddenError(USER_MESSAGES.superAdminDelete);
      if (id === actor.id) throw new ForbiddenError(USER_MESSAGES.selfDelete);
      await withAudit(db, actor, { entity: 'user', action: 'delete', entityId: id }, async (tx) => {
        // Ended first, so their reason stays when the account's sessions go with it.
        await sessionService.endSessionsOfUser(id, 'account-deleted', { tx });
        const [deleted] = await tx.delete(users).where(eq(users.id, id)).returning(userColumns);
        if (!deleted) throw new NotFoundError(USER_MESSAGES.notFound);
        return { result: undefined, before: userSummary(deleted), after: null };
      });
    },

    /**
     * The verify action (shown only for an unverified email): a second click, from a list that is out
     * of date, is a 409 rather than a silent success, so the trail holds one verification per account.
     */
    async verifyUser(id: string, actor: Actor): Promise<UserRecord> {
      return withAudit(db, actor, { entity: 'user', action: 'update', entityId: id }, async (tx) => {
        const [current] = await tx.select(userColumns).from(users).where(eq(users.id, id)).for('update');
        if (!current) throw new NotFoundError(USER_MESSAGES.notFound);
        if (current.emailVerified) throw new ConflictError(USER_MESSAGES.alreadyVerified);
        const [row] = await tx
          .update(users)
          .set({
            emailVerified: true,
            verificationTokenHash: null,
            verificationTokenExpiry: null,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning(userColumns);
        return { result: row!, before: userSummary(current), after: userSummary(row!) };
      });
    },

    /**
     * The own profile (Edit profile dialog): new username and email, allowed by the current password.
     * The password is checked first, so a wrong one learns nothing about which names are taken.
     */
    async updateProfile(input: ProfilePatchInput, actor: Actor, guard: LoginGuard): Promise<AdminProfile> {
      await checkCurrentPassword(actor.id, input.currentPassword, guard);
      try {
        return await withAudit(
          db,
          actor,
          { entity: 'user', action: 'update', entityId: actor.id },
          async (tx) => {
            const [current] = await tx
              .select(userColumns)
              .from(users)
              .where(eq(users.id, actor.id))
              .for('update');
            if (!current) throw new NotFoundError(USER_MESSAGES.notFound);
            const emailChanged = input.email !== current.email;
            await claimChangedNames(tx, actor.id, [
              ...(input.username !== current.username
                ? [{ field: 'username' as const, name: input.username }]
                : []),
              ...(emailChanged ? [{ field: 'email' as const, name: input.email }] : []),
            ]);
            const [row] = await tx
              .update(users)
              .set({
                username: input.username,
                email: input.email,
                ...(emailChanged && {
                  resetTokenHash: null,
                  resetTokenExpiry: null,
                  verificationTokenHash: null,
                  verificationTokenExpiry: null,
                }),
                updatedAt: new Date(),
              })
              .where(eq(users.id, actor.id))
              .returning(userColumns);
            const profile = { id: row!.id, username: row!.username, email: row!.email, role: row!.role };
            return { result: profile, before: userSummary(current), after: userSummary(row!) };
          },
        );
      } catch (error) {
        throw nameConflict(error, input);
      }
    },

    /**
     * The own password (Change password dialog; staff and customers alike). Every other session of the
     * account ends in the same transaction, so whoever held the old password elsewhere is signed out;
     * the session that asked stays. A pending reset link dies too: it was issued for the old password.
     */
    async changePassword(
      userId: string,
      currentSessionToken: string,
      input: ChangePasswordInput,
      guard: LoginGuard,
    ): Promise<{ success: true }> {
      await checkCurrentPassword(userId, input.currentPassword, guard);
      const passwordHash = await hashPassword(input.newPassword);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, resetTokenHash: null, resetTokenExpiry: null, updatedAt: new Date() })
          .where(eq(users.id, userId));
        await sessionService.endSessionsOfUser(userId, 'password-changed', {
          tx,
          except: currentSessionToken,
        });
      });
      return { success: true };
    },
  };
}

export type StaffAdmin = ReturnType<typeof createStaffAdmin>;
