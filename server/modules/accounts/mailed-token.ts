import { eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { enqueueMessages } from '../notifications/outbox';
import {
  passwordResetMail,
  RESET_TTL_MS,
  shopOf,
  VERIFICATION_TTL_MS,
  verificationMail,
  type AccountMailDeps,
} from './account-mails';
import { users } from './accounts.tables';
import { hashToken, newToken } from './tokens';

const KINDS = {
  verification: {
    ttlMs: VERIFICATION_TTL_MS,
    columns: (hash: string, expiry: Date) => ({
      verificationTokenHash: hash,
      verificationTokenExpiry: expiry,
    }),
    mail: verificationMail,
  },
  reset: {
    ttlMs: RESET_TTL_MS,
    columns: (hash: string, expiry: Date) => ({ resetTokenHash: hash, resetTokenExpiry: expiry }),
    mail: passwordResetMail,
  },
} as const;

/**
 * Mails a new link of one kind to the account `which` finds, if there is one; the new token replaces any
 * older one. The token is made and hashed before the lookup, so an unknown email costs comparable work
 * and the caller answers the same either way (no account enumeration). Token and mail are written in
 * one transaction: the outbox delivers after commit.
 */
export async function mailNewToken(
  db: Database,
  deps: AccountMailDeps,
  kind: keyof typeof KINDS,
  which: SQL,
) {
  const { ttlMs, columns, mail } = KINDS[kind];
  const token = newToken();
  const tokenHash = hashToken(token);
  const [user] = await db
    .select({ id: users.id, username: users.username, email: users.email })
    .from(users)
    .where(which)
    .limit(1);
  if (!user) return;
  const shop = await shopOf(deps);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...columns(tokenHash, new Date(Date.now() + ttlMs)), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await enqueueMessages(tx, [mail(user, token, shop)]);
  });
  deps.afterCommit();
}
