import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { STAFF_ROLES } from '../../../common/accounts/roles';
import { SESSION_END_REASONS } from '../../../common/accounts/session-end';
import { createdAt, oneOf, updatedAt } from '../../db/columns';

/**
 * Customers and staff share one table (back-office §3). Staff have a role; the super admin has the fixed
 * id 'admin-1' (see docs/decisions/003-super-admin-id.md), everybody else a generated uuid.
 * Secrets are stored only as hashes: the scrypt password hash and SHA-256 hashes of the mailed tokens.
 */
export const users = pgTable(
  'users',
  {
    id: text('id')
      .primaryKey()
      .default(sql`gen_random_uuid()::text`),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    verificationTokenHash: text('verification_token_hash'),
    verificationTokenExpiry: timestamp('verification_token_expiry', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash'),
    resetTokenExpiry: timestamp('reset_token_expiry', { withTimezone: true }),
    isAdmin: boolean('is_admin').notNull().default(false),
    role: text('role', { enum: STAFF_ROLES }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Unique without regard to case: "Ali" and "ali" are one person.
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_verification_token_key').on(t.verificationTokenHash),
    uniqueIndex('users_reset_token_key').on(t.resetTokenHash),
    index('users_created_at_idx').on(t.createdAt),
    check('users_role_check', sql`${t.role} IS NULL OR ${oneOf(t.role, STAFF_ROLES)}`),
    check('users_username_check', sql`length(${t.username}) BETWEEN 1 AND 100`),
  ],
);

/** Database-backed sessions: the cookie holds a random id, the table only its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    idHash: text('id_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The last request seen, to the minute: staff sessions end after hours without one (sessions.service.ts). */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

/**
 * Sessions ended by a change made to their account (a role changed, the account deleted, the password
 * changed; common/accounts/session-end.ts): the session's hash and why, until it would have expired, so
 * its next request, and the login page, can say why the person was signed out. No foreign key: the
 * ended sessions of a deleted account stay to say so.
 */
export const endedSessions = pgTable(
  'ended_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    reason: text('reason', { enum: SESSION_END_REASONS }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('ended_sessions_expires_at_idx').on(t.expiresAt),
    check('ended_sessions_reason_check', oneOf(t.reason, SESSION_END_REASONS)),
  ],
);
