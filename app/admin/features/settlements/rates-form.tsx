import { useEffect, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import {
  courierRatesBodySchema,
  type CourierRatesBody,
  type CourierRatesList,
} from '../../../../common/orders/courier-rates';
import { courierName, type CourierKey } from '../../../../common/orders/couriers';
import { notify } from '../../../lib/toast';
import { SubmitButton } from '../../../ui/forms/submit-button';
import { errorMessage } from '../../data/admin-api';
import { TextField } from '../../forms/fields';
import { FormFrame } from '../../forms/form-frame';
import { LeaveGuard } from '../../forms/leave-guard';
import { ListField } from '../../forms/list-field';
import { bodySchema, useAdminForm } from '../../forms/use-admin-form';
import { ErrorState, SkeletonRows } from '../../kit/states';
import { useCurrencySymbol } from '../../shell/site-brand';
import {
  AMOUNT_INPUT,
  PERCENT_INPUT,
  RateZonesField,
  zoneRowsOf,
  zonesBody,
  type ZoneRow,
} from './rate-zones';
import { SETTLEMENT_WORDS, useCourierRates, useSaveRates } from './settlements-query';

type RateRow = {
  courier: CourierKey;
  flatCharge: string;
  codChargePercent: string;
  incomeTaxPercent: string;
  salesTaxPercent: string;
  zones: ZoneRow[];
};
type RatesValues = { couriers: RateRow[] };

const valuesOf = (rates: CourierRatesList): RatesValues => ({
  couriers: rates.couriers.map(
    ({ courier, flatCharge, codChargePercent, incomeTaxPercent, salesTaxPercent, zones }) => ({
      courier,
      flatCharge,
      codChargePercent,
      incomeTaxPercent,
      salesTaxPercent,
      zones: zoneRowsOf(zones),
    }),
  ),
});

/** The PUT body: every courier with its zones, the cities typed split into a list. */
const ratesBody = (values: RatesValues): CourierRatesBody => ({
  couriers: values.couriers.map((row) => ({ ...row, zones: zonesBody(row.zones) })),
});

/**
 * The owner's rates per courier (docs/settlements.md): what a courier keeps of a parcel's cash where it
 * reports no charges of its own, and what it withholds on the COD amount, with zones of cities that charge
 * their own (decision 037). Saved together; a parcel's expected net is its COD amount less all of them.
 */
export function RatesSection() {
  const rates = useCourierRates();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          Courier rates
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          What each courier keeps of a parcel&apos;s cash, where it does not report its charges itself (Trax
          does, by webhook): a charge per parcel with its GST, a share of the COD amount for cash handling and
          fuel, and the income tax and sales tax it withholds on the COD amount. A courier may have zones of
          cities with their own charges: a parcel to one of those cities takes its zone&apos;s.
        </p>
      </div>
      {rates.isPending ? (
        <SkeletonRows rows={3} label="Loading the rates…" />
      ) : rates.isError && !rates.data ? (
        <ErrorState
          title="The rates could not be loaded"
          message={errorMessage(rates.error, 'Failed to load the rates')}
          onRetry={() => void rates.refetch()}
        />
      ) : (
        <RatesForm rates={rates.data} />
      )}
    </section>
  );
}

function RatesForm({ rates }: { rates: CourierRatesList }) {
  const save = useSaveRates();
  const symbol = useCurrencySymbol();
  const loaded = useMemo(() => valuesOf(rates), [rates]);
  const { form, submit, busy } = useAdminForm<RatesValues>({
    defaultValues: loaded,
    schema: bodySchema(courierRatesBodySchema, ratesBody),
    save: async (values) => {
      const saved = await save.mutateAsync(ratesBody(values));
      form.reset(valuesOf(saved));
      notify(SETTLEMENT_WORDS.ratesSaved, 'What the couriers owe follows the new rates.');
    },
    failedMessage: SETTLEMENT_WORDS.ratesFailed,
  });
  const values = useWatch({ control: form.control }) as RatesValues;
  const dirty = JSON.stringify(values) !== JSON.stringify(loaded);

  // Another tab's save (or a refetch) shows here, keeping what is typed.
  useEffect(() => {
    form.reset(valuesOf(rates), { keepDirtyValues: true });
  }, [form, rates]);

  return (
    <FormFrame form={form} submit={submit} label="Courier rates" className="space-y-4">
      <ListField
        name="couriers"
        item="Courier"
        fixed
        title={(index) => courierName(loaded.couriers[index]!.courier)}
      >
        {(path, index) => (
          <>
            <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <TextField
                name={`${path}.flatCharge`}
                label={`Charge per parcel (${symbol})`}
                {...AMOUNT_INPUT}
              />
              <TextField
                name={`${path}.codChargePercent`}
                label="Cash handling, fuel (%)"
                {...PERCENT_INPUT}
              />
              <TextField
                name={`${path}.incomeTaxPercent`}
                label="Income tax withheld (%)"
                {...PERCENT_INPUT}
              />
              <TextField name={`${path}.salesTaxPercent`} label="Sales tax withheld (%)" {...PERCENT_INPUT} />
            </div>
            <RateZonesField
              path={path}
              courierName={courierName(loaded.couriers[index]!.courier)}
              symbol={symbol}
            />
          </>
        )}
      </ListField>
      <div className="sticky bottom-0 z-10 -mx-4 flex flex-col gap-2 border-t border-stone-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:flex-row sm:items-center sm:justify-end sm:rounded-xl sm:border">
        <p role="status" className="text-sm text-stone-600 sm:mr-auto">
          {dirty ? 'You have unsaved changes.' : 'No unsaved changes.'}
        </p>
        <div className="sm:w-48">
          <SubmitButton label="Save rates" busyLabel="Saving…" busy={busy} />
        </div>
      </div>
      <LeaveGuard
        when={dirty}
        description="You have changed courier rates and not saved them. Leave this screen and lose those changes?"
      />
    </FormFrame>
  );
}
