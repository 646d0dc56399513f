import type { RegisterInput } from '../../../common/accounts/schemas';
import type { Language } from '../../../common/i18n/languages';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { enqueueMessages } from '../notifications/outbox';
import { shopOf, VERIFICATION_TTL_MS, verificationMail, type AccountMailDeps } from './account-mails';
import { users } from './accounts.tables';
import { assertLoginNamesFree, claimLoginNames } from './login-names';
import { hashPassword } from './password';
import { hashToken, newToken } from './tokens';

/**
 * Opens a customer account (storefront §4 Registration): unverified, with a verification token (24 h)
 * stored only as its hash, and the mail carrying the token written to the outbox in the same
 * transaction, so an account never exists without its mail, nor a mail without its account. The mail
 * is in the language of the page the shopper registered on (decision 038).
 */
export async function registerCustomer(
  db: Database,
  input: RegisterInput,
  deps: AccountMailDeps,
  language: Language = 'en',
) {
  await assertLoginNamesFree(db, input); // a taken name costs no password hash
  const passwordHash = await hashPassword(input.password);
  const token = newToken();
  const shop = await shopOf(deps);
  let user;
  try {
    user = await db.transaction(async (tx) => {
      await claimLoginNames(tx, input);
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
      await enqueueMessages(tx, [verificationMail(row!, token, shop, language)]);
      return row!;
    });
  } catch (error) {
    // The name locks settle races in the claim; should the unique index still refuse, say which field lost.
    if (
      isUniqueViolation(error, 'users_username_lower_key') ||
      isUniqueViolation(error, 'users_email_lower_key')
    ) {
      await assertLoginNamesFree(db, input);
    }
    throw error;
  }
  deps.afterCommit();
  return user;
}
