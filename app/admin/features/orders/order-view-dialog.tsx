import { CircleCheck, CircleMinus, Pencil } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { AdminOrder, OrderItem } from '../../../../common/orders/order-desk-schemas';
import { formatMoney, fromPaisa, toPaisa } from '../../../../common/money';
import { COD_MESSAGES } from '../../../../common/orders/cod-rules';
import { OUTCOME_LABELS } from '../../../../common/orders/contact-outcomes';
import { WHATSAPP_DELIVERY_WORDS } from '../../../../common/orders/whatsapp-not-sent';
import { isEditable } from '../../../../common/orders/order-edit-schema';
import { errorMessage } from '../../data/admin-api';
import { formatDateTime, orderNumber } from '../../kit/format';
import { ErrorState, LoadingState } from '../../kit/states';
import { StatusBadge } from '../../kit/status-badge';
import { Dialog, DialogContent } from '../../../ui/dialog';
import { OrderEditDialog } from './order-edit-dialog';
import { ParcelPanel } from './parcels/parcel-panel';
import { useOrderItems } from './orders-query';
import { hasShipped, Shipment } from './shipment';
import { WhatsAppNotSent } from './whatsapp-not-sent';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-stone-600">{label}</dt>
      <dd className="break-words text-stone-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-stone-200 pt-4">
      <h3 className="mb-3 text-sm font-semibold tracking-wide text-stone-700 uppercase">{title}</h3>
      {children}
    </section>
  );
}

const lineTotal = (item: OrderItem) => fromPaisa(toPaisa(item.price) * item.quantity);

function OrderItems({
  orderId,
  total,
  discount,
  discountReason,
  codFee,
  currencySymbol,
}: {
  orderId: string;
  total: string;
  /** A staff discount (decision 022), already taken off the total: shown as its own line. */
  discount: string;
  discountReason: string | null;
  /** The Cash on Delivery fee, included in the total: shown as its own line. */
  codFee: string;
  currencySymbol: string;
}) {
  const items = useOrderItems(orderId);
  if (items.isPending) return <LoadingState label="Loading the items…" className="py-4" />;
  if (items.isError) {
    return (
      <ErrorState
        title="The items could not be loaded"
        message={errorMessage(items.error, 'Failed to load the order items')}
        onRetry={() => void items.refetch()}
      />
    );
  }
  const money = (value: string) => formatMoney(value, currencySymbol);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Items of order #{orderNumber(orderId)}</caption>
      <thead className="text-xs text-stone-600">
        <tr>
          <th scope="col" className="pb-2 font-medium">
            Item
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            Price
          </th>
          <th scope="col" className="pb-2 text-right font-medium">
            Line total
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {items.data.map((item) => (
          <tr key={item.id}>
            <td className="py-2 pr-3 break-words">
              <span className="text-stone-900">
                {item.productName} × {item.quantity}
              </span>
              {item.packSize > 1 ? (
                <span className="block text-xs text-stone-600">{item.packSize} jars in each</span>
              ) : null}
            </td>
            <td className="py-2 pr-3 text-right whitespace-nowrap tabular-nums">{money(item.price)}</td>
            <td className="py-2 text-right whitespace-nowrap tabular-nums">{money(lineTotal(item))}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        {toPaisa(discount) > 0 ? (
          <tr className="border-t border-stone-200 text-stone-900">
            <th scope="row" colSpan={2} className="pt-2 text-right font-medium">
              Discount{discountReason ? ` (${discountReason})` : ''}
            </th>
            <td className="pt-2 text-right whitespace-nowrap tabular-nums">− {money(discount)}</td>
          </tr>
        ) : null}
        {toPaisa(codFee) > 0 ? (
          <tr className="border-t border-stone-200 text-stone-900">
            <th scope="row" colSpan={2} className="pt-2 text-right font-medium">
              {COD_MESSAGES.feeLine}
            </th>
            <td className="pt-2 text-right whitespace-nowrap tabular-nums">{money(codFee)}</td>
          </tr>
        ) : null}
        <tr className="border-t border-stone-200 font-semibold text-stone-900">
          <th scope="row" colSpan={2} className="pt-2 text-right">
            Total
          </th>
          <td className="pt-2 text-right whitespace-nowrap tabular-nums">{money(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

function Flag({ label, on }: { label: string; on: boolean }) {
  const Icon = on ? CircleCheck : CircleMinus;
  return (
    <li className="flex items-center gap-2">
      <Icon aria-hidden="true" className={on ? 'h-4 w-4 text-green-700' : 'h-4 w-4 text-stone-500'} />
      {label}: {on ? 'sent' : 'not sent'}
    </li>
  );
}

function StatusHistory({ history }: { history: AdminOrder['statusHistory'] }) {
  if (history.length === 0) return <p className="text-sm text-stone-600">No status changes yet.</p>;
  // Newest first; entries of one instant keep their written order, reversed.
  const newestFirst = [...history].reverse().sort((a, b) => b.changedAt.localeCompare(a.changedAt));
  return (
    <ol aria-label="Status history, newest first" className="space-y-3">
      {newestFirst.map((entry, index) => (
        <li key={`${entry.changedAt}-${index}`} className="rounded-lg bg-stone-50 p-3 text-sm">
          <div className="flex flex-wrap items-center gap-2">
            {/* An edit or a call leaves the status as it was: one badge says so. */}
            {entry.previousStatus && entry.previousStatus !== entry.status ? (
              <>
                <StatusBadge status={entry.previousStatus} />
                <span aria-hidden="true">→</span>
                <span className="sr-only">to</span>
              </>
            ) : null}
            <StatusBadge status={entry.status} />
          </div>
          <p className="mt-1 text-xs text-stone-600">
            <time dateTime={entry.changedAt}>{formatDateTime(entry.changedAt)}</time>
            {entry.changedBy ? <> · by {entry.changedBy}</> : null}
            {entry.via === 'whatsapp_button' ? <> · the customer’s answer, by WhatsApp button</> : null}
          </p>
          {entry.courier ? (
            <p className="mt-1 text-stone-900">
              Shipped with <Shipment courier={entry.courier} trackingNumber={entry.trackingNumber ?? null} />
            </p>
          ) : entry.status === 'shipped' && entry.previousStatus !== 'shipped' ? (
            <p className="mt-1 text-stone-900">
              Shipped, <Shipment courier={null} trackingNumber={null} />
            </p>
          ) : null}
          {entry.outcome ? (
            <p className="mt-1 text-stone-900">
              Call: {OUTCOME_LABELS[entry.outcome]}
              {entry.nextContactAt ? (
                <>
                  {' '}
                  · next try <time dateTime={entry.nextContactAt}>{formatDateTime(entry.nextContactAt)}</time>
                </>
              ) : null}
            </p>
          ) : null}
          {entry.note ? <p className="mt-1 break-words text-stone-900">Note: {entry.note}</p> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * The view dialog (back-office §2): the order's fields, its items as charged, the notification flags
 * and the status history, newest first, with who made each change and their note.
 */
export function OrderViewDialog({
  order,
  state,
  currencySymbol,
  onClose,
}: {
  /** The order, once known; `state` says why not otherwise. */
  order: AdminOrder | null;
  state: 'ready' | 'loading' | 'missing' | 'failed';
  currencySymbol: string;
  onClose: () => void;
}) {
  const title = order ? `Order #${orderNumber(order.id)}` : 'Order';
  const [editing, setEditing] = useState(false);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title={title}
        description={order ? `Placed ${formatDateTime(order.createdAt)}` : undefined}
        size="lg"
      >
        <div className="space-y-4 px-4 pb-6 sm:px-6">
          {!order ? (
            state === 'loading' ? (
              <LoadingState label="Loading the order…" />
            ) : (
              <p className="py-6 text-center text-stone-700">
                {state === 'missing' ? 'This order was not found.' : 'The order could not be loaded.'}
              </p>
            )
          ) : (
            <>
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-stone-600">Status:</span>
                <StatusBadge status={order.status} />
                {isEditable(order.status) ? (
                  <button
                    type="button"
                    onClick={() => setEditing(true)}
                    className="ml-auto inline-flex items-center gap-1.5 rounded-md border border-stone-300 bg-white px-3 py-2 text-sm font-semibold text-stone-800 hover:bg-stone-100 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none"
                  >
                    <Pencil aria-hidden="true" className="h-4 w-4" />
                    Edit order
                  </button>
                ) : null}
              </div>
              {editing && isEditable(order.status) ? (
                <OrderEditDialog
                  order={order}
                  currencySymbol={currencySymbol}
                  onClose={() => setEditing(false)}
                />
              ) : null}
              <Section title="Customer">
                <dl className="grid gap-3 text-sm sm:grid-cols-2">
                  <Field label="Name">{order.customerName}</Field>
                  <Field label="Phone">{order.customerPhone}</Field>
                  <Field label="Email">{order.customerEmail || '—'}</Field>
                  <Field label="City">{order.city}</Field>
                  <Field label="Address">{order.shippingAddress}</Field>
                  <Field label="Postal code">{order.postalCode || '—'}</Field>
                </dl>
              </Section>
              {hasShipped(order) ? (
                <Section title="Shipment">
                  <p className="text-sm text-stone-900">
                    <Shipment courier={order.courier} trackingNumber={order.trackingNumber} />
                  </p>
                </Section>
              ) : null}
              <ParcelPanel orderId={order.id} status={order.status} Frame={Section} />
              <Section title="Items">
                <OrderItems
                  orderId={order.id}
                  total={order.total}
                  discount={order.discount}
                  discountReason={order.discountReason}
                  codFee={order.codFee}
                  currencySymbol={currencySymbol}
                />
              </Section>
              <Section title="Notifications">
                <ul className="space-y-1 text-sm text-stone-900">
                  <Flag label="Email" on={order.emailNotificationSent} />
                  <Flag label="WhatsApp" on={order.whatsappNotificationSent} />
                </ul>
                <WhatsAppNotSent sent={order.whatsappNotificationSent} reason={order.whatsappNotSentReason} />
                {order.whatsappDelivery ? (
                  <p className="mt-2 text-sm text-stone-900">
                    WhatsApp: {WHATSAPP_DELIVERY_WORDS[order.whatsappDelivery]}
                    {order.whatsappDelivery === 'failed' && order.whatsappErrorCode
                      ? ` (Meta error ${order.whatsappErrorCode}).`
                      : ''}
                  </p>
                ) : null}
                <WhatsAppAnswer order={order} />
                {order.notificationError ? (
                  <p className="mt-2 text-sm break-words text-red-800">
                    Last error: {order.notificationError}
                  </p>
                ) : null}
              </Section>
              <Section title="Status history">
                <StatusHistory history={order.statusHistory} />
              </Section>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}

const ANSWER_WORDS = { confirm: 'Confirm', cancel: 'Cancel' } as const;

/**
 * Confirmation by button (docs/whatsapp.md): when the customer was asked and what they answered; an answer
 * that came after the order had moved on changed nothing, and says so.
 */
function WhatsAppAnswer({ order }: { order: AdminOrder }) {
  if (!order.whatsappAskedAt) return null;
  return (
    <p className="mt-2 text-sm text-stone-900">
      Asked to confirm on WhatsApp{' '}
      <time dateTime={order.whatsappAskedAt}>{formatDateTime(order.whatsappAskedAt)}</time>.{' '}
      {order.whatsappAnswer && order.whatsappAnsweredAt ? (
        <>
          The customer answered <strong>{ANSWER_WORDS[order.whatsappAnswer]}</strong>{' '}
          <time dateTime={order.whatsappAnsweredAt}>{formatDateTime(order.whatsappAnsweredAt)}</time>
          {order.whatsappAnswerApplied === false ? (
            <span className="text-amber-900"> after the order had moved on: it changed nothing.</span>
          ) : (
            '.'
          )}
        </>
      ) : (
        'No answer yet.'
      )}
    </p>
  );
}
