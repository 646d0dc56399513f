import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fromShopClockInput, shopDay } from '../../../common/shop-clock';
import {
  CLAIM_MINUTES,
  CONFIRM_MESSAGES,
  claimedByOther,
  QUEUE_LIMIT,
  type Claim,
  type ContactInput,
  type Queue,
} from '../../../common/orders/confirmation-schemas';
import type { MessageLanguage } from '../../../common/orders/confirmation-message';
import type { ContactOutcome } from '../../../common/orders/contact-outcomes';
import type { OrderStatus } from '../../../common/orders/statuses';
import type { Database, Transaction } from '../../db/client';
import { ConflictError, InputError, NotFoundError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { deskPhoneOf } from '../phones/pakistani-phone';
import { putStockBack } from './change-status';
import { orderItems, orders, type StatusHistoryEntry } from './orders.tables';
import { countedLines } from '../../../common/orders/order-lines';
import { trackingLink } from './order-messages';
import { createRiskSignals } from './risk-signals';

const MINUTE = 60_000;
const CALL_BACK_WITHIN_MS = 30 * 24 * 60 * MINUTE;
/** When the desk tries again after no answer: in 30 minutes, then 2 hours, then the next morning. */
const RETRY_AFTER_MS = [30 * MINUTE, 120 * MINUTE];
const NEXT_MORNING_HOUR = 10;

/** What each outcome does to the order's status (the others leave it pending). */
const OUTCOME_STATUS: Partial<Record<ContactOutcome, OrderStatus>> = {
  confirmed: 'processing',
  fake: 'cancelled',
  customer_cancelled: 'cancelled',
};

/** The next morning is at least this far away (a call at 01:30 is tried again at 10:00 that day). */
const MORNING_AT_LEAST_MS = 4 * 60 * MINUTE;

/** The first 10:00 on the shop's clock at least MORNING_AT_LEAST_MS away. */
function nextMorning(now: Date): Date {
  const hour = String(NEXT_MORNING_HOUR).padStart(2, '0');
  const morning = fromShopClockInput(`${shopDay(now)}T${hour}:00`)!;
  return morning.getTime() - now.getTime() >= MORNING_AT_LEAST_MS
    ? morning
    : new Date(morning.getTime() + 24 * 60 * MINUTE);
}

/** When to call again after the `attempt`-th call went unanswered. */
export function nextTry(attempt: number, now: Date): Date {
  const wait = RETRY_AFTER_MS[attempt - 1];
  return wait === undefined ? nextMorning(now) : new Date(now.getTime() + wait);
}

type Viewer = { id: string; username: string };

type OrderRow = typeof orders.$inferSelect;

/**
 * Writes one outcome on a pending order its caller has locked: the status it leads to (stock put back
 * when it cancels), the history entry, the attempt counted, the next try, the claim released. The desk's
 * calls and the customer's own WhatsApp answer (whatsapp-confirmation.ts) write it alike.
 */
export async function writeOutcome(
  tx: Transaction,
  order: OrderRow,
  {
    outcome,
    next,
    note,
    changedBy,
    via,
    at,
    attempts,
  }: {
    outcome: ContactOutcome;
    next: Date | null;
    note: string | null;
    /** The staff member; null for the customer's own answer (`via`). */
    changedBy: string | null;
    via?: StatusHistoryEntry['via'];
    at: Date;
    attempts: number;
  },
): Promise<OrderRow> {
  const status = OUTCOME_STATUS[outcome] ?? 'pending';
  if (status === 'cancelled') await putStockBack(tx, order.id);
  const entry: StatusHistoryEntry = {
    previousStatus: order.status,
    status,
    changedAt: at.toISOString(),
    note,
    changedBy,
    outcome,
    nextContactAt: next?.toISOString() ?? null,
    ...(via ? { via } : {}),
  };
  const [updated] = await tx
    .update(orders)
    .set({
      status,
      statusHistory: [...order.statusHistory, entry],
      contactAttempts: attempts,
      nextContactAt: next,
      lastOutcome: outcome,
      claimedById: null,
      claimedBy: null,
      claimedUntil: null,
      updatedAt: at,
    })
    .where(eq(orders.id, order.id))
    .returning();
  return updated!;
}

const claimOf = (
  row: { claimedById: string | null; claimedBy: string | null; claimedUntil: Date | null },
  viewer: Viewer,
  now: Date,
): Claim | null =>
  row.claimedById && row.claimedBy && row.claimedUntil && row.claimedUntil > now
    ? { by: row.claimedBy, until: row.claimedUntil.toISOString(), mine: row.claimedById === viewer.id }
    : null;

/**
 * The confirmation desk (decision 022): the queue of pending orders, one person per order
 * (a claim of CLAIM_MINUTES, taken when they open it, given up with its outcome), and the outcome of
 * every call, each an entry in the order's history and in the audit trail.
 */
export function createConfirmationDesk(
  db: Database,
  {
    templates,
    publicUrl,
  }: {
    /** The WhatsApp message's templates as the shop words them now (its settings, else the built-in). */
    templates: () => Promise<Record<MessageLanguage, string>>;
    /** The shop's public address, which each order's tracking link starts with. */
    publicUrl: string;
  },
) {
  const risks = createRiskSignals(db);

  /** The order, locked, refused unless it is pending and no one else holds it. */
  async function lockForDesk(tx: Transaction, orderId: string, viewer: Viewer) {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new NotFoundError('Order not found');
    if (order.status !== 'pending') throw new ConflictError(CONFIRM_MESSAGES.notPending);
    const claim = claimOf(order, viewer, new Date());
    if (claim && !claim.mine) throw new ConflictError(claimedByOther(claim.by));
    return order;
  }

  return {
    /**
     * Pending orders to call: those due now (never tried, or their next try has come), the ones the
     * customer left unanswered on WhatsApp first (docs/whatsapp.md), oldest first; then
     * those waiting for a later try (no answer, or a call back the customer asked for), soonest first;
     * at most QUEUE_LIMIT, with how many are pending, due now and later. Each says whether it is due and
     * since or until when, as this read saw the clock, so every screen groups it alike.
     */
    async listToConfirm(viewer: Viewer): Promise<Queue> {
      const now = new Date();
      const later = sql`coalesce(${orders.nextContactAt} > ${now.toISOString()}::timestamptz, false)`;
      // Asked on WhatsApp, its wait over, no answer and no call yet: the desk's first calls.
      const noReply = sql`(NOT ${later} AND ${orders.whatsappAskedAt} IS NOT NULL
        AND ${orders.whatsappAnswer} IS NULL AND ${orders.contactAttempts} = 0)`;
      const [rows, [counts = { pending: 0, later: 0 }], messages] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(eq(orders.status, 'pending'))
          .orderBy(
            asc(later),
            sql`${noReply} DESC`,
            asc(sql`CASE WHEN ${later} THEN ${orders.nextContactAt} ELSE ${orders.createdAt} END`),
            asc(orders.id),
          )
          .limit(QUEUE_LIMIT),
        db
          .select({
            pending: sql<number>`count(*)::int`,
            later: sql<number>`(count(*) FILTER (WHERE ${later}))::int`,
          })
          .from(orders)
          .where(eq(orders.status, 'pending')),
        templates(),
      ]);
      const ids = rows.map((row) => row.id);
      const lines = ids.length
        ? await db
            .select({
              orderId: orderItems.orderId,
              name: orderItems.productName,
              quantity: orderItems.quantity,
              packSize: orderItems.packSize,
            })
            .from(orderItems)
            .where(inArray(orderItems.orderId, ids))
            .orderBy(asc(orderItems.productName))
        : [];
      const linesOf = new Map<string, typeof lines>();
      for (const line of lines) linesOf.set(line.orderId, [...(linesOf.get(line.orderId) ?? []), line]);
      const units = (id: string) =>
        (linesOf.get(id) ?? []).reduce((sum, line) => sum + line.quantity * line.packSize, 0);
      const signals = await risks.signalsOf(
        rows.map((row) => ({ id: row.id, shippingAddress: row.shippingAddress, units: units(row.id) })),
      );
      return {
        pending: counts.pending,
        dueNow: counts.pending - counts.later,
        later: counts.later,
        messages,
        orders: rows.map((row) => {
          return {
            id: row.id,
            customerName: row.customerName,
            customerPhone: row.customerPhone,
            phone: deskPhoneOf(row.customerPhone),
            shippingAddress: row.shippingAddress,
            city: row.city,
            total: row.total,
            lines: countedLines(linesOf.get(row.id) ?? []).map((line) => ({
              name: line.name,
              quantity: line.quantity,
            })),
            trackingLink: trackingLink(publicUrl, row),
            createdAt: row.createdAt.toISOString(),
            due: !(row.nextContactAt && row.nextContactAt > now),
            dueAt: (row.nextContactAt ?? row.createdAt).toISOString(),
            contactAttempts: row.contactAttempts,
            nextContactAt: row.nextContactAt?.toISOString() ?? null,
            lastOutcome: row.lastOutcome,
            claim: claimOf(row, viewer, now),
            risks: signals.get(row.id)!,
            whatsapp: row.whatsappAskedAt
              ? {
                  askedAt: row.whatsappAskedAt.toISOString(),
                  noReply:
                    !row.whatsappAnswer &&
                    row.contactAttempts === 0 &&
                    !(row.nextContactAt && row.nextContactAt > now),
                }
              : null,
          };
        }),
      };
    },

    /** Takes (or renews) the order for CLAIM_MINUTES; refused while someone else holds it. */
    async claimOrder(orderId: string, viewer: Viewer): Promise<Claim> {
      return db.transaction(async (tx) => {
        await lockForDesk(tx, orderId, viewer);
        const until = new Date(Date.now() + CLAIM_MINUTES * MINUTE);
        await tx
          .update(orders)
          .set({ claimedById: viewer.id, claimedBy: viewer.username, claimedUntil: until })
          .where(eq(orders.id, orderId));
        return { by: viewer.username, until: until.toISOString(), mine: true };
      });
    },

    /** Gives the order back to the desk (the person's own claim only; anything else changes nothing). */
    async releaseClaim(orderId: string, viewer: Viewer): Promise<void> {
      const released = await db
        .update(orders)
        .set({ claimedById: null, claimedBy: null, claimedUntil: null })
        .where(and(eq(orders.id, orderId), eq(orders.claimedById, viewer.id)))
        .returning({ id: orders.id });
      if (released.length) return;
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
      if (!order) throw new NotFoundError('Order not found');
    },

    /**
     * Records one call's outcome: Confirmed moves the order to processing; Wrong number / fake and
     * Customer cancelled cancel it, putting its stock back; No answer and Call back later keep it pending
     * with the time of the next try. Every outcome counts an attempt, releases the claim and is written to
     * the order's history and the audit trail.
     */
    recordContact(orderId: string, input: ContactInput, actor: Actor) {
      const target = { entity: 'order', action: 'contact', entityId: orderId } as const;
      return withAudit(db, actor, target, async (tx) => {
        const order = await lockForDesk(tx, orderId, actor);
        const now = new Date();
        const attempts = order.contactAttempts + 1;
        let next: Date | null = null;
        if (input.outcome === 'no_answer') next = nextTry(attempts, now);
        if (input.outcome === 'call_back') {
          next = new Date(input.callBackAt!);
          if (next <= now) throw new InputError(CONFIRM_MESSAGES.callBackPast);
          if (next.getTime() - now.getTime() > CALL_BACK_WITHIN_MS) {
            throw new InputError(CONFIRM_MESSAGES.callBackFar);
          }
        }
        const updated = await writeOutcome(tx, order, {
          outcome: input.outcome,
          next,
          note: input.note || null,
          changedBy: actor.username,
          at: now,
          attempts,
        });
        const status = updated.status;
        const entry = updated.statusHistory.at(-1)!;
        return {
          result: {
            id: updated.id,
            status: updated.status,
            statusHistory: updated.statusHistory,
            contactAttempts: updated.contactAttempts,
            nextContactAt: updated.nextContactAt?.toISOString() ?? null,
            lastOutcome: updated.lastOutcome,
          },
          before: { status: order.status, attempts: order.contactAttempts },
          after: {
            status,
            outcome: input.outcome,
            attempts,
            nextContactAt: entry.nextContactAt ?? null,
            note: entry.note,
          },
        };
      });
    },
  };
}

export type ConfirmationDesk = ReturnType<typeof createConfirmationDesk>;
