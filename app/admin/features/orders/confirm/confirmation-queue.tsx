import { PhoneCall } from 'lucide-react';
import { useId, useState } from 'react';
import { MESSAGE_LANGUAGES, type MessageLanguage } from '../../../../../common/orders/confirmation-message';
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
 * The confirmation desk (decision 022): every pending order to call, due ones oldest first, worked from a
 * phone. The language of the WhatsApp message is the person's choice, remembered on their device.
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
  const headingId = useId();

  const actions: QueueCardActions = {
    claim: (orderId) => claim.mutate(orderId),
    release: (orderId) => release.mutate(orderId),
    record: (orderId, outcome, callBackAt) =>
      record.mutateAsync({ orderId, input: { outcome, ...(callBackAt ? { callBackAt } : {}) } }),
  };
  const busyId = record.isPending ? record.variables?.orderId : undefined;
  const orders = queue.data?.orders ?? [];

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
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-3 text-lg font-semibold text-stone-900">
          {queue.data
            ? `Pending (${queue.data.pending})${queue.data.pending > orders.length ? `, oldest ${orders.length} shown` : ''}`
            : 'Pending'}
        </h2>
        {queue.isPending ? (
          <SkeletonRows rows={4} label="Loading the orders to confirm…" />
        ) : queue.isError && !queue.data ? (
          <ErrorState
            title="The orders to confirm could not be loaded"
            message={errorMessage(queue.error, QUEUE_LOAD_FAILED)}
            onRetry={() => void queue.refetch()}
          />
        ) : orders.length === 0 ? (
          <EmptyState
            icon={PhoneCall}
            title="No orders to confirm"
            description="New orders will show here."
          />
        ) : (
          <ol className="space-y-4">
            {orders.map((order) => (
              <li key={order.id}>
                <QueueCard
                  order={order}
                  language={language}
                  template={queue.data!.messages[language]}
                  shop={{ siteName, currencySymbol }}
                  busy={busyId === order.id}
                  actions={actions}
                />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
