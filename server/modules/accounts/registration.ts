import { or, sql } from 'drizzle-orm';
import { EMAIL_TAKEN, USERNAME_TAKEN, type RegisterInput } from '../../../common/accounts/schemas';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError } from '../../errors';
import { enqueueMessages } from '../notifications/outbox';
import { shopOf, VERIFICATION_TTL_MS, verificationMail, type AccountMailDeps } from './account-mails';
import { users } from './accounts.tables';
import { hashPassword } from './password';
import { hashToken, newToken } from './tokens';

/** Usernames and emails are unique without regard to case (the table's lower() indexes agree). */
async function assertAvailable(db: Database, input: { username: string; email: string }) {
  const taken = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) = ${input.username.toLowerCase()}`,
        sql`lower(${users.email}) = ${input.email.toLowerCase()}`,
      ),
    )
    .limit(2);
  if (taken.some((u) => u.username.toLowerCase() === input.username.toLowerCase())) {
    throw new ConflictError(USERNAME_TAKEN);
  }
  if (taken.length) throw new ConflictError(EMAIL_TAKEN);
}

/**
 * Opens a customer account (storefront §4 Registration): unverified, with a verification token (24 h)
 * stored only as its hash, and the mail carrying the token written to the outbox in the same
 * transaction, so an account never exists without its mail, nor a mail without its account.
 */
export async function registerCustomer(db: Database, input: RegisterInput, deps: AccountMailDeps) {
  await assertAvailable(db, input);
  const passwordHash = await hashPassword(input.password);
  const token = newToken();
  const shop = await shopOf(deps);
  let user;
  try {
    user = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: input.username,
          email: input.email.toLowerCase(),
          passwordHash,
          emailVerified: false,
          verificationTokenHash: hashToken(token),
          verificationTokenExpiry: new Date(Date.now() + VERIFICATION_TTL_MS),
        })
        .returning();
      await enqueueMessages(tx, [verificationMail(row!, token, shop)]);
      return row!;
    });
  } catch (error) {
    // Two registrations racing for one name: the unique index decides; say which field lost.
    if (
      isUniqueViolation(error, 'users_username_lower_key') ||
      isUniqueViolation(error, 'users_email_lower_key')
    ) {
      await assertAvailable(db, input);
    }
    throw error;
  }
  deps.afterCommit();
  return user;
}
