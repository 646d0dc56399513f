import { and, eq, gt, lt, lte, ne, type SQL } from 'drizzle-orm';
import { isStaff, type StaffRole, type Viewer } from '../../../common/accounts/roles';
import type { SessionEndReason } from '../../../common/accounts/session-end';
import type { Database, DbOrTx } from '../../db/client';
import { endedSessions, sessions, users } from './accounts.tables';
import { hashToken, newToken } from './tokens';

/** A customer stays signed in for 30 days. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Staff sessions open the back office, so they are kept short (docs/decisions/010-staff-sessions.md): one
 * working day at most, and ended by 8 hours without a request, so a forgotten tab does not stay open
 * overnight. Only staff sessions have their `last_seen_at` kept up to date.
 */
export const STAFF_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const STAFF_IDLE_MS = 8 * 60 * 60 * 1000;
/** `last_seen_at` moves in steps of a minute: one write per session a minute, not one per request. */
export const LAST_SEEN_STEP_MS = 60_000;

export type SessionUser = {
  id: string;
  username: string;
  email: string;
  emailVerified: boolean;
  isAdmin: boolean;
  role: StaffRole | null;
};

/**
 * Staff limits are checked when the session is read, not only set at login: an account made staff
 * while signed in gets them from its next request.
 */
function staffSessionOver(started: Date, lastSeen: Date, now: number): boolean {
  return now - started.getTime() >= STAFF_SESSION_TTL_MS || now - lastSeen.getTime() >= STAFF_IDLE_MS;
}

export function createSessionService(db: Database) {
  return {
    /** Starts a session and returns the raw id for the cookie; only its hash is stored. */
    async startSession(user: Viewer): Promise<{ token: string; expiresAt: Date }> {
      const token = newToken();
      const expiresAt = new Date(Date.now() + (isStaff(user) ? STAFF_SESSION_TTL_MS : SESSION_TTL_MS));
      await db.insert(sessions).values({ idHash: hashToken(token), userId: user.id, expiresAt });
      return { token, expiresAt };
    },

    async resolveSession(token: string | undefined): Promise<SessionUser | null> {
      if (!token) return null;
      const idHash = hashToken(token);
      const now = new Date();
      const [row] = await db
        .select({
          id: users.id,
          username: users.username,
          email: users.email,
          emailVerified: users.emailVerified,
          isAdmin: users.isAdmin,
          role: users.role,
          startedAt: sessions.createdAt,
          lastSeenAt: sessions.lastSeenAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)))
        .limit(1);
      if (!row) return null;
      const { startedAt, lastSeenAt, ...user } = row;
      if (!isStaff(user)) return user;
      if (staffSessionOver(startedAt, lastSeenAt, now.getTime())) {
        await db.delete(sessions).where(eq(sessions.idHash, idHash));
        return null;
      }
      if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_STEP_MS) {
        // Conditional, so parallel requests of one session write it once.
        const stepAgo = new Date(now.getTime() - LAST_SEEN_STEP_MS);
        await db
          .update(sessions)
          .set({ lastSeenAt: now })
          .where(and(eq(sessions.idHash, idHash), lte(sessions.lastSeenAt, stepAgo)));
      }
      return user;
    },

    async endSession(token: string | undefined): Promise<void> {
      if (!token) return;
      await db.delete(sessions).where(eq(sessions.idHash, hashToken(token)));
    },

    /**
     * Ends every session of an account, but the one `except` names (the session of the person changing
     * their own password), and keeps why (`reason`) with each ended session until it would have expired
     * (decision 018): the person's next request, and the admin login, say why they were signed out.
     * Takes the caller's transaction, so the change and the sign-out are one.
     */
    async endSessionsOfUser(
      userId: string,
      reason: SessionEndReason,
      { tx = db, except }: { tx?: DbOrTx; except?: string } = {},
    ): Promise<number> {
      const conditions: SQL[] = [eq(sessions.userId, userId)];
      if (except) conditions.push(ne(sessions.idHash, hashToken(except)));
      const ended = await tx
        .delete(sessions)
        .where(and(...conditions))
        .returning({ idHash: sessions.idHash, expiresAt: sessions.expiresAt });
      if (ended.length) {
        await tx
          .insert(endedSessions)
          .values(ended.map((session) => ({ ...session, reason })))
          .onConflictDoNothing();
      }
      return ended.length;
    },

    /**
     * Why the session of this cookie was ended by a change to its account, if it was (and has not
     * expired since): asked only of a request whose session is gone.
     */
    async sessionEndReason(token: string | undefined): Promise<SessionEndReason | null> {
      if (!token) return null;
      const [row] = await db
        .select({ reason: endedSessions.reason })
        .from(endedSessions)
        .where(and(eq(endedSessions.idHash, hashToken(token)), gt(endedSessions.expiresAt, new Date())))
        .limit(1);
      return row?.reason ?? null;
    },

    async purgeExpiredSessions(): Promise<number> {
      const now = new Date();
      await db.delete(endedSessions).where(lt(endedSessions.expiresAt, now));
      const removed = await db
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ id: sessions.idHash });
      return removed.length;
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
