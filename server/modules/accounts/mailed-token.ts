import { and, eq, sql } from 'drizzle-orm';
import { isStaff } from '../../../common/accounts/roles';
import { isLanguage, type Language } from '../../../common/i18n/languages';
import type { Database } from '../../db/client';
import { enqueueMessages, type OutboxTask } from '../notifications/outbox';
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

const withEmail = (email: string) => sql`lower(${users.email}) = ${email.trim().toLowerCase()}`;

const KINDS = {
  verification: {
    /** The outbox task that carries out a request (resend verification). */
    task: 'verification-resend-request',
    /** Only an account still waiting for verification gets a new link. */
    account: (email: string) => and(withEmail(email), eq(users.emailVerified, false))!,
    ttlMs: VERIFICATION_TTL_MS,
    columns: (hash: string, expiry: Date) => ({
      verificationTokenHash: hash,
      verificationTokenExpiry: expiry,
    }),
    mail: verificationMail,
  },
  reset: {
    task: 'password-reset-request',
    account: withEmail,
    ttlMs: RESET_TTL_MS,
    columns: (hash: string, expiry: Date) => ({ resetTokenHash: hash, resetTokenExpiry: expiry }),
    mail: passwordResetMail,
  },
} as const;
type Kind = keyof typeof KINDS;

/**
 * Asks for a new link of one kind for an email (forgot password, resend verification). The request only
 * writes an outbox task, the same one row whether or not the email has an account, so the answer takes
 * the same time either way (no account enumeration, by its words or by its timing). The outbox worker
 * carries it out after the answer (`mailedTokenTasks`), mailing in the language of the page that asked
 * (decision 038).
 */
export async function requestMailedToken(
  db: Database,
  deps: AccountMailDeps,
  kind: Kind,
  email: string,
  language: Language = 'en',
) {
  await enqueueMessages(db, [{ channel: 'task', kind: KINDS[kind].task, payload: { email, language } }]);
  deps.afterCommit();
}

/** The outbox tasks that carry out `requestMailedToken`, by task kind. */
export function mailedTokenTasks(db: Database, deps: AccountMailDeps): Record<string, OutboxTask> {
  return Object.fromEntries(
    (Object.keys(KINDS) as Kind[]).map((kind) => [
      KINDS[kind].task,
      async (payload: Record<string, unknown>) => {
        if (typeof payload.email !== 'string') throw new Error(`${KINDS[kind].task} without an email`);
        // A task queued before mails had a language has none: English, as they were then.
        const language = isLanguage(payload.language) ? payload.language : 'en';
        await mailNewToken(db, deps, kind, payload.email, language);
      },
    ]),
  );
}

/**
 * Mails a new link of one kind to the account with this email, if there is one; the new token replaces
 * any older one, and only its hash is stored. Token and mail are written in one transaction: the outbox
 * delivers the mail after commit.
 */
async function mailNewToken(
  db: Database,
  deps: AccountMailDeps,
  kind: Kind,
  email: string,
  language: Language,
) {
  const { account, ttlMs, columns, mail } = KINDS[kind];
  const [row] = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(users)
    .where(account(email))
    .limit(1);
  if (!row) return;
  // A staff account's reset link opens the back office (account-mails.ts).
  const user = { ...row, staff: isStaff(row) };
  const token = newToken();
  const shop = await shopOf(deps);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ ...columns(hashToken(token), new Date(Date.now() + ttlMs)), updatedAt: new Date() })
      .where(eq(users.id, user.id));
    await enqueueMessages(tx, [mail(user, token, shop, language)]);
  });
  deps.afterCommit();
}
