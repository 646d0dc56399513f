import { useId } from 'react';
import { courierName } from '../../../../common/orders/couriers';
import type { ApiCourierKey } from '../../../../common/orders/parcels';
import {
  FETCH_DEFAULT_DAYS,
  settlementFetchQuerySchema,
  type FetchableCourier,
  type SettlementFetchQuery,
} from '../../../../common/orders/settlement-fetch-schemas';
import type { SettlementImport, SettlementPreview } from '../../../../common/orders/settlement-schemas';
import { notify } from '../../../lib/toast';
import { errorMessage } from '../../data/admin-api';
import { TextField } from '../../forms/fields';
import { FormFrame } from '../../forms/form-frame';
import { FormRefusal } from '../../forms/form-refusal';
import { bodySchema, useAdminForm } from '../../forms/use-admin-form';
import { formatDateTime } from '../../kit/format';
import { ErrorState, SkeletonRows } from '../../kit/states';
import { previewSummary } from './import-form';
import { SettlementsPanel } from './settlements-panel';
import { SETTLEMENT_WORDS, useFetchableCouriers, useFetchPayments } from './settlements-query';

type FetchValues = { courier: ApiCourierKey | ''; from: string; to: string };

/** The call's query from the form: empty days are left to the server's default (the last 30 days). */
const queryOf = ({ courier, from, to }: FetchValues) => ({
  courier,
  ...(from ? { from } : {}),
  ...(to ? { to } : {}),
});
const fetchSchema = bodySchema<FetchValues, SettlementFetchQuery>(settlementFetchQuerySchema, queryOf);

/** The days a fetched import asked about, as the screen says them: 'parcels booked 2026-07-01 to 2026-07-30'. */
export const fetchedDays = (fetched: NonNullable<SettlementImport['fetched']>) =>
  `parcels booked ${fetched.from} to ${fetched.to}`;

/**
 * Fetches a courier's payments from its API instead of importing its file (docs/settlements.md, decision
 * 036): a "Fetch payments" button for each of PostEx, Trax and Leopards, for the parcels booked on the
 * days given (the last 30 by default). The answer is the same preview a file gives, opened below;
 * nothing is applied yet. A courier this server holds no credentials for says so, its button off.
 */
export function FetchPaymentsSection({ onFetched }: { onFetched: (preview: SettlementPreview) => void }) {
  const fetchable = useFetchableCouriers();
  const fetchPayments = useFetchPayments();
  const { form, submit, busy } = useAdminForm<FetchValues>({
    defaultValues: { courier: '', from: '', to: '' },
    schema: fetchSchema,
    save: async (values) => {
      const preview = await fetchPayments.mutateAsync(queryOf(values) as SettlementFetchQuery);
      notify(
        preview.replayed ? 'These payments were fetched before' : 'Payments fetched',
        previewSummary(preview),
      );
      onFetched(preview);
    },
    failedMessage: SETTLEMENT_WORDS.fetchFailed,
    refusalShown: 'form',
  });
  const asking = form.watch('courier');
  return (
    <SettlementsPanel title="Fetch payments by API">
      <FormFrame form={form} submit={submit} label="Fetch payments by API" className="space-y-4">
        <FormRefusal />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="from"
            type="date"
            label="Parcels booked from"
            hint={`Empty: the last ${FETCH_DEFAULT_DAYS} days.`}
          />
          <TextField name="to" type="date" label="Parcels booked to" hint="Empty: today." />
        </div>
        {fetchable.isPending ? (
          <SkeletonRows rows={1} label="Loading the couriers…" />
        ) : fetchable.isError && !fetchable.data ? (
          <ErrorState
            title="The couriers could not be loaded"
            message={errorMessage(fetchable.error, SETTLEMENT_WORDS.fetchableFailed)}
            onRetry={() => void fetchable.refetch()}
          />
        ) : (
          <ul aria-label="Couriers paying by API" className="grid gap-2 sm:grid-cols-3">
            {fetchable.data.couriers.map((courier) => (
              <CourierFetch
                key={courier.courier}
                courier={courier}
                busy={busy}
                fetching={busy && asking === courier.courier}
                onChoose={() => form.setValue('courier', courier.courier)}
              />
            ))}
          </ul>
        )}
        <p className="text-xs text-stone-600">
          The courier is asked for what it paid for the parcels booked on those days; payments counted before
          are left out, so fetching again never counts a payment twice. Nothing is paid until you apply the
          preview.
        </p>
      </FormFrame>
    </SettlementsPanel>
  );
}

function CourierFetch({
  courier,
  busy,
  fetching,
  onChoose,
}: {
  courier: FetchableCourier;
  busy: boolean;
  fetching: boolean;
  onChoose: () => void;
}) {
  const name = courierName(courier.courier);
  const noteId = useId();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 p-3 text-sm">
      <span className="font-semibold text-stone-900">{name}</span>
      <span id={noteId} className="text-stone-600">
        {!courier.connected
          ? 'Not connected on this server: import its report as a file.'
          : courier.lastFetchedAt
            ? `Last fetched ${formatDateTime(courier.lastFetchedAt)}.`
            : 'Not fetched yet.'}
      </span>
      {/* The courier rides in the form's values: the one whose button was pressed is fetched. */}
      <button
        type="submit"
        onClick={onChoose}
        disabled={!courier.connected || busy}
        aria-label={`Fetch payments from ${name}`}
        aria-describedby={noteId}
        className="mt-auto rounded-md bg-brand-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600"
      >
        {fetching ? 'Fetching…' : 'Fetch payments'}
      </button>
    </li>
  );
}
