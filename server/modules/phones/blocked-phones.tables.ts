import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Phones the shop takes no online orders from (decision 022), keyed by the E.164 form, so
 * every way of typing the number is the same row. Who blocked it is kept by id and by the name of the
 * moment, as in the audit trail: the row outlives a renamed or deleted account.
 */
export const blockedPhones = pgTable('blocked_phones', {
  phone: text('phone').primaryKey(),
  display: text('display').notNull(),
  reason: text('reason'),
  blockedById: text('blocked_by_id').notNull(),
  blockedBy: text('blocked_by').notNull(),
  blockedAt: timestamp('blocked_at', { withTimezone: true }).notNull().defaultNow(),
});
