import { Ban, Clock, MessageCircle, MessageCircleOff, Phone } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  fillConfirmationMessage,
  whatsAppLink,
  type MessageLanguage,
} from '../../../../../common/orders/confirmation-message';
import type { QueueOrder } from '../../../../../common/orders/confirmation-schemas';
import { OUTCOME_LABELS, type ContactOutcome } from '../../../../../common/orders/contact-outcomes';
import { formatMoney } from '../../../../../common/money';
import { ConfirmDialog } from '../../../forms/confirm-dialog';
import { secondaryButton } from '../../../forms/editor-fields';
import { formatAgo, formatShopDateTime, formatUntil, orderNumber } from '../../../kit/format';
import { CallBackForm } from './call-back-form';
import { RiskBadges } from './risk-badges';

const linkButton =
  'inline-flex items-center gap-1.5 rounded-md px-3 py-2 text-sm font-semibold focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:ring-offset-2 focus-visible:outline-none';

/** Outcomes that cancel the order ask first: they cannot be undone. */
const CANCELLING: ReadonlySet<ContactOutcome> = new Set(['fake', 'customer_cancelled']);

export type QueueCardActions = {
  claim: (orderId: string) => void;
  release: (orderId: string) => void;
  record: (orderId: string, outcome: ContactOutcome, callBackAt?: string) => Promise<unknown>;
};

/**
 * One order on the confirmation desk: who to call and what they ordered, its age, calls
 * so far and risk signals; Call and WhatsApp (which take the order for the person), and the outcomes.
 * While someone else is on the order its outcomes are closed to others.
 */
export function QueueCard({
  order,
  language,
  shop,
  template,
  busy,
  actions,
}: {
  order: QueueOrder;
  language: MessageLanguage;
  shop: { siteName: string; currencySymbol: string };
  template: string;
  busy: boolean;
  actions: QueueCardActions;
}) {
  const [callingBack, setCallingBack] = useState(false);
  const [cancelling, setCancelling] = useState<ContactOutcome | null>(null);
  const number = orderNumber(order.id);
  const headingId = `queue-${order.id}`;
  const heldByOther = order.claim && !order.claim.mine;
  const closed = busy || !!heldByOther;
  const message = fillConfirmationMessage(
    template,
    {
      customerName: order.customerName,
      number,
      lines: order.lines,
      total: order.total,
      address: order.shippingAddress,
      city: order.city,
      trackingLink: order.trackingLink,
    },
    shop,
  );

  return (
    <article
      aria-labelledby={headingId}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-mono text-sm font-semibold text-stone-900">
            Order #{number}
          </h3>
          <p className="mt-0.5 font-medium text-stone-900">{order.customerName}</p>
        </div>
        <p className="text-sm text-stone-600">
          Placed <time dateTime={order.createdAt}>{formatAgo(order.createdAt)}</time>
        </p>
      </div>

      <p className="mt-2 text-sm text-stone-900">
        {order.phone ? order.phone.display : order.customerPhone}
        {order.phone ? null : <span className="ml-2 text-red-800">(not a Pakistani number)</span>}
      </p>
      <p className="text-sm break-words text-stone-700">
        {order.shippingAddress}, {order.city}
      </p>
      <p className="mt-1 text-sm text-stone-900">
        {order.lines.map((line) => `${line.name} x ${line.quantity}`).join(', ')} ·{' '}
        <strong>{formatMoney(order.total, shop.currencySymbol)}</strong>
      </p>

      {order.due ? null : (
        // A later try: when it is due, on the shop's clock, where the eye lands first.
        <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-amber-900">
          <Clock aria-hidden="true" className="h-4 w-4 shrink-0" />
          <span>
            Due <time dateTime={order.dueAt}>{formatShopDateTime(order.dueAt)}</time>
            <span className="font-normal"> (Pakistan time), {formatUntil(order.dueAt)}</span>
          </span>
        </p>
      )}

      <div className="mt-2 space-y-2">
        <WhatsAppAsk order={order} />
        <RiskBadges risks={order.risks} />
        {order.contactAttempts ? (
          <p className="text-sm text-stone-700">
            {order.contactAttempts === 1 ? '1 call' : `${order.contactAttempts} calls`}
            {order.lastOutcome ? ` · last: ${OUTCOME_LABELS[order.lastOutcome]}` : null}
            {order.due && order.nextContactAt ? (
              <>
                {' · due since '}
                <time dateTime={order.nextContactAt}>{formatShopDateTime(order.nextContactAt)}</time>
              </>
            ) : null}
          </p>
        ) : null}
        {order.claim ? (
          <p role="status" className="text-sm font-medium text-brand-800">
            {order.claim.mine ? 'You are on this order' : `${order.claim.by} is on this order`}
            {order.claim.mine ? (
              <button
                type="button"
                onClick={() => actions.release(order.id)}
                className="ml-2 text-sm font-semibold text-brand-700 underline underline-offset-2"
              >
                Release
              </button>
            ) : null}
          </p>
        ) : null}
      </div>

      {heldByOther ? null : (
        <div className="mt-3 flex flex-wrap gap-2">
          {order.phone ? (
            <a
              href={`tel:${order.phone.e164}`}
              onClick={() => actions.claim(order.id)}
              className={`${linkButton} bg-brand-700 text-white hover:bg-brand-800`}
            >
              <Phone aria-hidden="true" className="h-4 w-4" />
              Call<span className="sr-only"> {order.customerName}</span>
            </a>
          ) : null}
          {order.phone?.kind === 'mobile' ? (
            <a
              href={whatsAppLink(order.phone.e164, message)}
              target="_blank"
              rel="noopener noreferrer"
              lang={language}
              onClick={() => actions.claim(order.id)}
              className={`${linkButton} bg-green-700 text-white hover:bg-green-800`}
            >
              <MessageCircle aria-hidden="true" className="h-4 w-4" />
              WhatsApp<span className="sr-only"> {order.customerName} (opens in a new tab)</span>
            </a>
          ) : null}
          {order.phone ? (
            // A fake order's phone goes on the blocklist from here, the form filled in.
            <Link
              to={`/admin/orders?view=blocked&phone=${encodeURIComponent(order.phone.e164)}`}
              className={`${linkButton} text-stone-700 hover:bg-stone-100`}
            >
              <Ban aria-hidden="true" className="h-4 w-4" />
              Block phone<span className="sr-only"> of {order.customerName}</span>
            </Link>
          ) : null}
        </div>
      )}

      <fieldset className="mt-3" disabled={closed}>
        <legend className="sr-only">Outcome of the call to {order.customerName}</legend>
        <div className="flex flex-wrap gap-2">
          {(['confirmed', 'no_answer', 'call_back', 'fake', 'customer_cancelled'] as const).map((outcome) => (
            <button
              key={outcome}
              type="button"
              onClick={() => {
                if (outcome === 'call_back') setCallingBack(true);
                else if (CANCELLING.has(outcome)) setCancelling(outcome);
                else void actions.record(order.id, outcome);
              }}
              className={
                outcome === 'confirmed'
                  ? `${linkButton} bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60`
                  : secondaryButton
              }
            >
              {OUTCOME_LABELS[outcome]}
            </button>
          ))}
        </div>
      </fieldset>
      {callingBack && !closed ? (
        <CallBackForm
          onCancel={() => setCallingBack(false)}
          onSave={(at) => actions.record(order.id, 'call_back', at).then(() => setCallingBack(false))}
        />
      ) : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? undefined : setCancelling(null))}
        title={cancelling ? `${OUTCOME_LABELS[cancelling]}?` : ''}
        description={`Order #${number} will be cancelled and its stock put back.`}
        confirmLabel="Cancel the order"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => actions.record(order.id, cancelling!)}
      />
    </article>
  );
}

/**
 * What confirmation by button (docs/whatsapp.md) says of the order: asked on WhatsApp and waiting, or
 * "No reply" once the wait is over with no answer (the desk's first calls).
 */
function WhatsAppAsk({ order }: { order: QueueOrder }) {
  if (!order.whatsapp) return null;
  const asked = formatShopDateTime(order.whatsapp.askedAt);
  if (order.whatsapp.noReply) {
    return (
      <p className="inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">
        <MessageCircleOff aria-hidden="true" className="h-3.5 w-3.5" />
        No reply on WhatsApp (asked {asked})
      </p>
    );
  }
  return (
    <p className="text-sm text-stone-700">
      Asked on WhatsApp {asked}; waiting for the customer’s Confirm or Cancel.
    </p>
  );
}
