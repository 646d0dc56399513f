import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { InputError } from '../../errors';
import type { AccountMailDeps } from './account-mails';
import { users } from './accounts.tables';
import { mailNewToken } from './mailed-token';
import { hashToken } from './tokens';

/** The spec's bad-token text (storefront §2 Verify email), also the API's 400 answer. */
export const VERIFICATION_LINK_INVALID = 'The verification link is invalid or has expired.';

/**
 * Marks the email verified. One conditional UPDATE finds the token by its hash, checks its expiry and
 * clears it: two clicks racing on one link cannot both succeed, and a used link is dead.
 */
export async function verifyEmail(db: Database, token: string) {
  const now = new Date();
  const [user] = await db
    .update(users)
    .set({ emailVerified: true, verificationTokenHash: null, verificationTokenExpiry: null, updatedAt: now })
    .where(and(eq(users.verificationTokenHash, hashToken(token)), gt(users.verificationTokenExpiry, now)))
    .returning({ id: users.id });
  if (!user) throw new InputError(VERIFICATION_LINK_INVALID);
}

/**
 * Sends a fresh verification link to an unverified account (the new token replaces the old one).
 * No account enumeration: the caller answers the same whether or not the email belongs to anyone, and
 * an unknown email costs comparable work (a token is still made and hashed).
 */
export async function resendVerification(db: Database, email: string, deps: AccountMailDeps) {
  const unverified = and(
    sql`lower(${users.email}) = ${email.toLowerCase()}`,
    eq(users.emailVerified, false),
  )!;
  await mailNewToken(db, deps, 'verification', unverified);
}
