import { and, eq, isNull, sql } from 'drizzle-orm';
import { readButtonPayload, type ButtonAction } from '../../../common/notifications/whatsapp-templates';
import { isHighRisk } from '../../../common/orders/confirmation-schemas';
import type { ContactOutcome } from '../../../common/orders/contact-outcomes';
import type { Database } from '../../db/client';
import { withAudit, type Actor, type AuditedChange } from '../audit/with-audit';
import { enqueueMessages, type OutboxTask } from '../notifications/outbox';
import { shopTemplate, type TemplateSettings } from '../notifications/shop-templates';
import { e164OfWhatsApp, optedOut } from '../notifications/whatsapp-opt-outs';
import { isPhoneBlocked } from '../phones/blocked-phones.service';
import { normalizePakistaniPhone } from '../phones/pakistani-phone';
import { writeOutcome } from './confirmation-desk';
import { orderNumber, templateAmount, trackingLink } from './order-messages';
import { orderItems, orders } from './orders.tables';
import { WHATSAPP_ASK_TASK } from './whatsapp-ask';
import { createRiskSignals } from './risk-signals';

/** The outbox kind of that message: its status webhooks are read for it (a failed one goes to the desk). */
export const ORDER_RECEIVED_KIND = 'order-received-whatsapp';

const MINUTE = 60_000;

/** What the customer's button records on the desk (back-office §3's history, decision 022's outcomes). */
const OUTCOME_OF: Record<ButtonAction, ContactOutcome> = {
  confirm: 'confirmed',
  cancel: 'customer_cancelled',
};

/** The settings confirmation by button reads. */
export type ConfirmationSettings = TemplateSettings & {
  whatsappAutoConfirm: boolean;
  whatsappNoReplyMinutes: number;
  currencySymbol: string;
};

/** The customer as the audit trail names them: by their number, never a staff account. */
function customerActor(phone: string): Actor {
  return { id: `customer:${phone}`, username: 'Customer (WhatsApp)' };
}

/** What the shop answers a tap, as free text: the customer just wrote, so the 24-hour window is open. */
const THANKS: Record<'en' | 'ur', Record<ButtonAction | 'late', (number: string) => string>> = {
  en: {
    confirm: (n) => `Thank you! Your order #${n} is confirmed and will be sent soon.`,
    cancel: (n) => `Your order #${n} has been cancelled. We hope to serve you another time.`,
    late: (n) =>
      `Thank you. Your order #${n} has already been handled; we will call you if anything is needed.`,
  },
  ur: {
    confirm: (n) => `شکریہ! آپ کے آرڈر #${n} کی تصدیق ہو گئی ہے اور یہ جلد روانہ کر دیا جائے گا۔`,
    cancel: (n) => `آپ کا آرڈر #${n} منسوخ کر دیا گیا ہے۔ امید ہے آئندہ آپ کی خدمت کا موقع ملے گا۔`,
    late: (n) => `شکریہ۔ آپ کے آرڈر #${n} پر پہلے ہی کارروائی ہو چکی ہے؛ ضرورت ہوئی تو ہم آپ کو کال کریں گے۔`,
  },
};

/** The line after the answer: the order's tracking page, as every message to a shopper carries it. */
const SEE_YOUR_ORDER: Record<'en' | 'ur', (link: string) => string> = {
  en: (link) => `You can see your order here: ${link}`,
  ur: (link) => `آپ اپنا آرڈر یہاں دیکھ سکتے ہیں: ${link}`,
};

/**
 * Confirmation by button (docs/whatsapp.md): a new order's customer gets the "order received" template
 * with Confirm and Cancel; their tap is the desk's outcome, recorded as theirs; no answer within the
 * shop's wait, or a message WhatsApp could not deliver, leaves the order to the desk's call.
 */
export function createWhatsAppConfirmation(
  db: Database,
  deps: {
    settings: () => Promise<ConfirmationSettings>;
    whatsappConfigured: boolean;
    /** The shop's public address, which the tracking link in each message starts with. */
    publicUrl: string;
    afterCommit: () => void;
    log: (level: 'info' | 'warn', message: string) => void;
  },
) {
  const risks = createRiskSignals(db);

  async function unitsOf(orderId: string): Promise<number> {
    const [row] = await db
      .select({ units: sql<number>`coalesce(sum(${orderItems.quantity} * ${orderItems.packSize}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    return row?.units ?? 0;
  }

  /** Sends the order its question, unless it should go to a person (or nowhere) instead. */
  async function ask(orderId: string): Promise<void> {
    const shop = await deps.settings();
    if (!shop.whatsappAutoConfirm || !deps.whatsappConfigured) return;
    const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
    // Staff reached it first, or it was asked already (a retried task).
    if (!order || order.status !== 'pending' || order.whatsappAskedAt || order.contactAttempts > 0) return;
    const phone = normalizePakistaniPhone(order.customerPhone);
    // A landline cannot take WhatsApp; a blocked or opted-out number is never messaged: the desk calls.
    if (phone?.kind !== 'mobile') return;
    if (await isPhoneBlocked(db, phone.normalized)) return;
    if ((await optedOut(db, [phone.normalized])).size) return;
    const signals = await risks.signalsOf([
      { id: order.id, shippingAddress: order.shippingAddress, units: await unitsOf(order.id) },
    ]);
    if (isHighRisk(signals.get(order.id)!)) return;

    // The shopper's question goes in the language of the storefront they ordered from (decision 038).
    const template = shopTemplate(
      shop,
      'order_received',
      {
        name: order.customerName,
        orderNumber: `#${orderNumber(order.id)}`,
        total: templateAmount(order.total),
        trackingLink: trackingLink(deps.publicUrl, order),
        orderId: order.id,
      },
      order.language,
    );
    const now = new Date();
    const asked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({
          whatsappAskedAt: now,
          nextContactAt: new Date(now.getTime() + shop.whatsappNoReplyMinutes * MINUTE),
        })
        .where(
          and(
            eq(orders.id, order.id),
            eq(orders.status, 'pending'),
            isNull(orders.whatsappAskedAt),
            eq(orders.contactAttempts, 0),
          ),
        )
        .returning({ id: orders.id });
      if (!row) return false;
      await enqueueMessages(tx, [
        {
          channel: 'whatsapp',
          kind: ORDER_RECEIVED_KIND,
          orderId: order.id,
          payload: { to: phone.normalized, toShopper: true, template },
        },
      ]);
      return true;
    });
    if (asked) deps.afterCommit();
  }

  return {
    outboxTasks: {
      [WHATSAPP_ASK_TASK]: (payload) => ask(String(payload.orderId)),
    } satisfies Record<string, OutboxTask>,

    /**
     * A customer tapped Confirm or Cancel. Only the order's own customer counts (the number it was sent
     * to), and only their first answer. On a pending order it is the desk's outcome (Confirmed →
     * processing; Customer cancelled → cancelled, stock back), in the history and the audit trail as the
     * customer's; on an order that has moved on (staff confirmed it, it shipped) it changes nothing and
     * is kept to show. Either way the customer gets a line back.
     */
    async answer(event: { from: string; payload: string; at: Date }): Promise<void> {
      const asked = readButtonPayload(event.payload);
      const from = e164OfWhatsApp(event.from);
      if (!asked || !from || !/^[0-9a-f-]{36}$/i.test(asked.orderId)) return;
      const target = { entity: 'order', action: 'contact', entityId: asked.orderId } as const;
      let reply: string | null = null;
      try {
        await withAudit(db, customerActor(from), target, async (tx): Promise<AuditedChange<null>> => {
          const [order] = await tx.select().from(orders).where(eq(orders.id, asked.orderId)).for('update');
          if (!order || normalizePakistaniPhone(order.customerPhone)?.normalized !== from) {
            throw new NotTheirs();
          }
          if (order.whatsappAnswer) throw new NotTheirs(); // their first answer stands
          const applies = order.status === 'pending';
          // In the language of the storefront the order came from, as its question was (decision 038).
          const language = order.language;
          const thanks = THANKS[language][applies ? asked.action : 'late'](orderNumber(order.id));
          reply = `${thanks} ${SEE_YOUR_ORDER[language](trackingLink(deps.publicUrl, order))}`;
          await tx
            .update(orders)
            .set({
              whatsappAnswer: asked.action,
              whatsappAnsweredAt: event.at,
              whatsappAnswerApplied: applies,
            })
            .where(eq(orders.id, order.id));
          const before = { status: order.status, attempts: order.contactAttempts };
          if (!applies) {
            return { result: null, before, after: { answer: asked.action, applied: false } };
          }
          const outcome = OUTCOME_OF[asked.action];
          const updated = await writeOutcome(tx, order, {
            outcome,
            next: null,
            note: null,
            changedBy: null,
            via: 'whatsapp_button',
            at: new Date(),
            attempts: order.contactAttempts,
          });
          return {
            result: null,
            before,
            after: { status: updated.status, outcome, answer: asked.action, applied: true },
          };
        });
      } catch (error) {
        if (error instanceof NotTheirs) return;
        throw error;
      }
      if (reply) {
        await enqueueMessages(db, [
          { channel: 'whatsapp', kind: 'order-answer-reply', payload: { to: from, body: reply } },
        ]);
        deps.afterCommit();
      }
    },

    /**
     * WhatsApp could not deliver the question (the number is not on WhatsApp, Meta refused it): the desk
     * calls at once instead of waiting for an answer that cannot come.
     */
    async askFailed(orderId: string): Promise<void> {
      await db
        .update(orders)
        .set({ nextContactAt: new Date() })
        .where(
          and(
            eq(orders.id, orderId),
            eq(orders.status, 'pending'),
            isNull(orders.whatsappAnswer),
            eq(orders.contactAttempts, 0),
          ),
        );
      deps.log('info', `WhatsApp could not ask order ${orderNumber(orderId)}: the desk calls instead`);
    },
  };
}

/** An answer that is not this order's to give (another number, or a second tap): nothing is written. */
class NotTheirs extends Error {}

export type WhatsAppConfirmation = ReturnType<typeof createWhatsAppConfirmation>;
