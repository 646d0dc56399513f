import { and, eq, gt, lt } from 'drizzle-orm';
import type { StaffRole } from '../../../common/accounts/roles';
import type { Database, DbOrTx } from '../../db/client';
import { sessions, users } from './accounts.tables';
import { hashToken, newToken } from './tokens';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionUser = {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  role: StaffRole | null;
};

export function createSessionService(db: Database) {
  return {
    /** Starts a session and returns the raw id for the cookie; only its hash is stored. */
    async start(userId: string): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
      await db.insert(sessions).values({ idHash: hashToken(token), userId, expiresAt });
      return { token, expiresAt };
    },

    async resolve(token: string | undefined): Promise<SessionUser | null> {
      if (!token) return null;
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          emailVerified: users.emailVerified,
          isAdmin: users.isAdmin,
          role: users.role,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
        .limit(1);
      return row ?? null;
    },

    async end(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
    },

    /**
     * Ends every session of an account (a password reset, DESIGN.md §4): whoever held the old password
     * is signed out everywhere. Takes the caller's transaction so the reset and the sign-out are one.
     */
    async endAllForUser(userId: string, tx: DbOrTx = db): Promise<number> {
      const ended = await tx
        .delete(sessions)
        .where(eq(sessions.userId, userId))
        .returning({ id: sessions.idHash });
      return ended.length;
    },

    async purgeExpired(): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, new Date()))
        .returning({ id: sessions.idHash });
      return removed.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
