import type { Language } from '../../../common/i18n/languages';
import { eq, or, sql } from 'drizzle-orm';
import { isStaff, SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import type { RegisterInput, ResetPasswordInput } from '../../../common/accounts/schemas';
import type { Database } from '../../db/client';
import { ConflictError, ForbiddenError, UnauthorizedError } from '../../errors';
import type { AccountMailDeps } from './account-mails';
import type { LoginGuard } from './attempt-limits';
import { users } from './accounts.tables';
import { verifyEmail } from './email-verification';
import { claimLoginNames, loginName } from './login-names';
import { mailedTokenTasks, requestMailedToken } from './mailed-token';
import { dummyPasswordHash, generatePassword, hashPassword, verifyPassword } from './password';
import { resetPassword } from './password-reset';
import { registerCustomer } from './registration';
import type { SessionService, SessionUser } from './sessions.service';
import { createStaffAdmin, loginAccountKey } from './staff-admin';

/** What may leave the server about a user: never a hash, token or expiry. */
export type PublicUser = SessionUser & { createdAt?: string };

type UserRow = typeof users.$inferSelect;

export function toPublicUser(user: SessionUser | UserRow): PublicUser {
  const base: PublicUser = {
    id: user.id,
    username: user.username,
    email: user.email,
    emailVerified: user.emailVerified,
    isAdmin: user.isAdmin,
    role: user.role,
  };
  return 'createdAt' in user ? { ...base, createdAt: user.createdAt.toISOString() } : base;
}

// One message for an unknown user and a wrong password: no account enumeration.
export const INVALID_CREDENTIALS = 'Invalid username or password';
export const EMAIL_NOT_VERIFIED = 'Your email is not verified. Please verify your email before logging in.';
export const NOT_STAFF = 'This account has no access to the back office';

/** An advisory lock of its own for making the owner's account (pg_advisory_xact_lock's one-key form). */
const SUPER_ADMIN_LOCK_KEY = 720_450_982;

export function createAccountService(db: Database, sessions: SessionService, mail: AccountMailDeps) {
  /**
   * The account a login name means. Names are one namespace (login-names.ts), so at most one account
   * matches; should older rows disagree, the username wins, so the super admin's username login cannot
   * be taken over by someone's email.
   */
  async function findByLogin(name: string): Promise<UserRow | undefined> {
    const needle = loginName(name);
    const [user] = await db
      .select()
      .from(users)
      .where(or(sql`lower(${users.username}) = ${needle}`, sql`lower(${users.email}) = ${needle}`))
      .orderBy(sql`lower(${users.username}) = ${needle} desc`)
      .limit(1);
    return user;
  }

  return {
    /**
     * Checks the credentials and starts a new session (a fresh id at every login).
     * `asStaff` is the admin login's `isAdmin: true`: only staff may pass that way. `guard` holds the
     * login limits, the same for the API and the login page (attempt-limits.ts).
     */
    async login(input: { emailOrUsername: string; password: string; asStaff: boolean }, guard: LoginGuard) {
      const user = await findByLogin(input.emailOrUsername);
      // Failures count per account, so its username and its email are one bucket; an unknown name is its own.
      const account = user ? loginAccountKey(user.id) : `name:${loginName(input.emailOrUsername)}`;
      const passwordOk = await guard(account, async () => {
        const ok = await verifyPassword(input.password, user?.passwordHash ?? (await dummyPasswordHash()));
        return ok && user !== undefined;
      });
      if (!user || !passwordOk) throw new UnauthorizedError(INVALID_CREDENTIALS);
      const staff = isStaff(user);
      if (input.asStaff && !staff) throw new ForbiddenError(NOT_STAFF);
      // Staff accounts are made by an administrator, who vouches for them; customers verify by mail.
      if (!staff && !user.emailVerified) throw new ForbiddenError(EMAIL_NOT_VERIFIED);
      const session = await sessions.startSession(user);
      return { user: toPublicUser(user), session };
    },

    /**
     * Registration (storefront §4): an unverified customer and a verification mail (in the language of the
     * page it came from, decision 038); 409 for taken names.
     */
    async register(input: RegisterInput, language: Language = 'en'): Promise<PublicUser> {
      return toPublicUser(await registerCustomer(db, input, mail, language));
    },

    verifyEmail: (token: string) => verifyEmail(db, token),
    /** Resend verification and forgot password: queued, and carried out after the answer (`outboxTasks`). */
    resendVerification: (email: string, language: Language = 'en') =>
      requestMailedToken(db, mail, 'verification', email, language),
    requestPasswordReset: (email: string, language: Language = 'en') =>
      requestMailedToken(db, mail, 'reset', email, language),
    /** What this service does for the outbox worker (services.ts registers it). */
    outboxTasks: mailedTokenTasks(db, mail),
    resetPassword: (input: ResetPasswordInput) => resetPassword(db, sessions, input),

    /**
     * Creates the super admin on first start. Never overwrites an existing one: the owner may have
     * changed the password since. Returns the generated password when one had to be made.
     */
    async ensureSuperAdmin(admin: { username: string; email: string; password: string | undefined }) {
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.id, SUPER_ADMIN_ID));
      if (existing) return { created: false as const };
      const password = admin.password ?? generatePassword();
      const passwordHash = await hashPassword(password);
      const created = await db.transaction(async (tx) => {
        // Copies of the server starting together on an empty database (docs/deploy.md) all get here:
        // one makes the owner, the others wait for it and find the owner there.
        await tx.execute(sql`select pg_advisory_xact_lock(${SUPER_ADMIN_LOCK_KEY})`);
        const [made] = await tx.select({ id: users.id }).from(users).where(eq(users.id, SUPER_ADMIN_ID));
        if (made) return false;
        await claimLoginNames(tx, admin).catch((error: unknown) => {
          // At first start, before anyone could register, this means the data came from elsewhere.
          if (!(error instanceof ConflictError)) throw error;
          throw new Error(`Cannot create the super admin "${admin.username}": ${error.message}`);
        });
        await tx.insert(users).values({
          id: SUPER_ADMIN_ID,
          username: admin.username,
          email: admin.email.toLowerCase(),
          passwordHash,
          emailVerified: true,
          isAdmin: true,
          role: 'cms',
        });
        return true;
      });
      if (!created) return { created: false as const };
      return { created: true as const, generatedPassword: admin.password ? undefined : password };
    },

    /** The users screen, the own profile and the password change (staff-admin.ts, decision 018). */
    ...createStaffAdmin(db, sessions),
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
