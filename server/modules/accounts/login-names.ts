import { or, sql } from 'drizzle-orm';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../../../common/accounts/schemas';
import type { DbOrTx, Transaction } from '../../db/client';
import { ConflictError } from '../../errors';
import { users } from './accounts.tables';

/**
 * Usernames and emails are one namespace. Login takes either in one field, so a name that is one
 * account's username must not be another account's email: a customer who registered the address the
 * super admin uses as a username would otherwise shadow the admin at login. Every path that creates an
 * account (registration, the super admin, staff accounts) claims its names through `claimLoginNames`.
 */
export const loginName = (name: string) => name.trim().toLowerCase();

/** Refuses names another account holds as a username or an email (409, the registration's words). */
export async function assertLoginNamesFree(db: DbOrTx, account: { username: string; email: string }) {
  const names = [loginName(account.username), loginName(account.email)];
  const holders = await db
    .select({ username: users.username, email: users.email })
    .from(users)
    .where(
      or(
        sql`lower(${users.username}) in (${names[0]}, ${names[1]})`,
        sql`lower(${users.email}) in (${names[0]}, ${names[1]})`,
      ),
    )
    .limit(4);
  const held = (name: string) =>
    holders.some((u) => loginName(u.username) === name || loginName(u.email) === name);
  if (held(names[0]!)) throw new ConflictError(USERNAME_TAKEN);
  if (held(names[1]!)) throw new ConflictError(EMAIL_TAKEN);
}

// Two-key advisory locks are their own key space, apart from the migration lock's single key.
const LOGIN_NAME_LOCK_SPACE = 48_151;

/**
 * Checks the names inside the transaction that inserts the account, holding a lock on each name until it
 * commits: the unique indexes guard each column alone, and these locks guard a username racing an equal
 * email. Locks are taken in a fixed order so two claims cannot deadlock.
 */
export async function claimLoginNames(tx: Transaction, account: { username: string; email: string }) {
  const names = [...new Set([loginName(account.username), loginName(account.email)])].sort();
  for (const name of names) {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOGIN_NAME_LOCK_SPACE}, hashtext(${name}))`);
  }
  await assertLoginNamesFree(tx, account);
}
