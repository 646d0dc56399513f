import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { InputError } from '../../errors';
import { users } from './accounts.tables';
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
