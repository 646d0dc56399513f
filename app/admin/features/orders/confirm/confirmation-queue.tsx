import { PhoneCall } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../../../../../common/orders/confirmation-message';
import type { QueueOrder } from '../../../../../common/orders/confirmation-schemas';
import { formatShopDateTime } from '../../../kit/format';
import { errorMessage } from '../../../data/admin-api';
import { controlClass, filterLabelClass } from '../../../kit/filter-styles';
import { PageHeader } from '../../../kit/page-header';
import { useCurrencySymbol, useSiteBrand } from '../../../shell/site-brand';
import { EmptyState, ErrorState, SkeletonRows } from '../../../kit/states';
import {
  QUEUE_LOAD_FAILED,
  useClaimOrder,
  useConfirmationQueue,
  useRecordContact,
  useReleaseOrder,
} from './confirm-query';
import { QueueCard, type QueueCardActions } from './queue-card';

const LANGUAGE_NAMES: Record<MessageLanguage, string> = { en: 'English', ur: 'Urdu (اردو)' };
const LANGUAGE_KEY = 'confirmation-message-language';

function savedLanguage(): MessageLanguage {
  if (typeof localStorage === 'undefined') return 'en';
  const saved = localStorage.getItem(LANGUAGE_KEY);
  return MESSAGE_LANGUAGES.find((language) => language === saved) ?? 'en';
}

/**
 * One group of the desk: its heading with how many it holds (and how many of them are shown when the
 * queue's limit cut it short), a line on what it holds, and its cards, or what to say when it is empty.
 */
function QueueGroup({
  title,
  count,
  description,
  orders,
  empty,
  renderCard,
}: {
  title: string;
  count: number;
  description: string;
  orders: QueueOrder[];
  /** What to say when none of the group is shown. */
  empty: string;
  renderCard: (order: QueueOrder) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mb-8">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title} ({count}){count > orders.length && orders.length ? `, first ${orders.length} shown` : ''}
      </h2>
      <p className="mb-3 text-sm text-stone-600">{description}</p>
      {orders.length ? (
        <ol className="space-y-4">
          {orders.map((order) => (
            <li key={order.id}>{renderCard(order)}</li>
          ))}
        </ol>
      ) : (
        <p className="rounded-lg border border-dashed border-stone-300 px-4 py-6 text-center text-sm text-stone-700">
          {empty}
        </p>
      )}
    </section>
  );
}

/**
 * The confirmation desk (decision 022): every pending order to call, worked from a phone, in two groups:
 * those due now, oldest first, and those waiting for a later try, soonest first, each with when it is due
 * on the shop's clock. The language of the WhatsApp message is the person's choice, remembered on their device.
 */
export function ConfirmationQueue() {
  const queue = useConfirmationQueue();
  const claim = useClaimOrder();
  const release = useReleaseOrder();
  const record = useRecordContact();
  const currencySymbol = useCurrencySymbol();
  const { siteName } = useSiteBrand();
  const [language, setLanguage] = useState<MessageLanguage>(savedLanguage);
  const languageId = useId();

  const actions: QueueCardActions = {
    claim: (orderId) => claim.mutate(orderId),
    release: (orderId) => release.mutate(orderId),
    record: (orderId, outcome, callBackAt) =>
      record.mutateAsync({ orderId, input: { outcome, ...(callBackAt ? { callBackAt } : {}) } }),
  };
  const busyId = record.isPending ? record.variables?.orderId : undefined;
  const orders = queue.data?.orders ?? [];
  const dueNow = orders.filter((order) => order.due);
  const later = orders.filter((order) => !order.due);
  const card = (order: QueueOrder) => (
    <QueueCard
      order={order}
      language={language}
      template={queue.data!.messages[language]}
      shop={{ siteName, currencySymbol }}
      busy={busyId === order.id}
      actions={actions}
    />
  );

  return (
    <>
      <PageHeader
        title="Orders to confirm"
        description="Call or message each customer before the order ships; record how each call went."
        actions={
          <div className="min-w-40">
            <label htmlFor={languageId} className={filterLabelClass}>
              WhatsApp message in
            </label>
            <select
              id={languageId}
              value={language}
              onChange={(event) => {
                const next = event.target.value as MessageLanguage;
                setLanguage(next);
                localStorage.setItem(LANGUAGE_KEY, next);
              }}
              className={controlClass}
            >
              {MESSAGE_LANGUAGES.map((option) => (
                <option key={option} value={option}>
                  {LANGUAGE_NAMES[option]}
                </option>
              ))}
            </select>
          </div>
        }
      />
      {queue.isPending ? (
        <SkeletonRows rows={4} label="Loading the orders to confirm…" />
      ) : queue.isError && !queue.data ? (
        <ErrorState
          title="The orders to confirm could not be loaded"
          message={errorMessage(queue.error, QUEUE_LOAD_FAILED)}
          onRetry={() => void queue.refetch()}
        />
      ) : orders.length === 0 ? (
        <EmptyState icon={PhoneCall} title="No orders to confirm" description="New orders will show here." />
      ) : (
        <>
          <p className="mb-4 text-sm text-stone-700">
            {queue.data!.pending} pending: {queue.data!.dueNow} due now, {queue.data!.later} later.
          </p>
          <QueueGroup
            title="Due now"
            count={queue.data!.dueNow}
            description="New orders and tries whose time has come, oldest first."
            orders={dueNow}
            empty={
              later[0]
                ? `Nothing is due now. The next try is due ${formatShopDateTime(later[0].dueAt)} (Pakistan time).`
                : 'Nothing is due now.'
            }
            renderCard={card}
          />
          {queue.data!.later ? (
            <QueueGroup
              title="Later"
              count={queue.data!.later}
              description="Customers who asked to be called back, and the next try after no answer, soonest first. Times are Pakistan time."
              orders={later}
              // The queue's limit was filled by orders due now: these come once those are done.
              empty={`None shown: the desk lists ${orders.length} orders at a time, and all of these are due now.`}
              renderCard={card}
            />
          ) : null}
        </>
      )}
    </>
  );
}
