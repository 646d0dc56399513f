import { useWatch } from 'react-hook-form';
import { MAX_RATE_ZONES, type CourierRateZone } from '../../../../common/orders/courier-rates';
import { TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';

/**
 * A courier's zones on the rate card (docs/settlements.md, decision 037): each a name, its cities (one per
 * line or separated by commas, matched to a parcel's city in any case), a charge per parcel with its GST
 * and, if the zone has one, its own share of the COD amount. A parcel to any other city takes the
 * courier's charges above.
 */

/** A zone as the form holds it: the cities as typed, an empty share for none. */
export type ZoneRow = { name: string; cities: string; flatCharge: string; codChargePercent: string };

export const zoneRowsOf = (zones: readonly CourierRateZone[]): ZoneRow[] =>
  zones.map((zone) => ({
    name: zone.name,
    cities: zone.cities.join('\n'),
    flatCharge: zone.flatCharge,
    codChargePercent: zone.codChargePercent ?? '',
  }));

/** The cities typed: one per line or separated by commas, trimmed, empties dropped (back-office §5). */
const citiesOf = (text: string) =>
  text
    .split(/[\n,]/)
    .map((city) => city.trim())
    .filter(Boolean);

/** The zones as the API takes them (`codChargePercent` empty: none, the courier's own applies). */
export const zonesBody = (rows: readonly ZoneRow[]) =>
  rows.map((row) => ({ ...row, cities: citiesOf(row.cities) }));

/** The controls of an amount in rupees and of a percent, on the courier's card and its zones alike. */
export const AMOUNT_INPUT = { type: 'number', inputMode: 'decimal', step: '0.01', min: '0' } as const;
export const PERCENT_INPUT = { ...AMOUNT_INPUT, max: '100' } as const;

const newZone = (): ZoneRow => ({ name: '', cities: '', flatCharge: '', codChargePercent: '' });

/** The zones of the courier at `path` in the rates form. */
export function RateZonesField({
  path,
  courierName,
  symbol,
}: {
  path: string;
  courierName: string;
  symbol: string;
}) {
  const name = `${path}.zones`;
  const zones = (useWatch({ name }) as ZoneRow[] | undefined) ?? [];
  return (
    <fieldset className="mt-4 space-y-2">
      <legend className="text-sm font-semibold text-stone-900">{courierName} zones</legend>
      <ListField
        name={name}
        item={`${courierName} zone`}
        title={(index) => zones[index]?.name.trim() || `Zone ${index + 1}`}
        removeLabel={(index) => `Remove ${courierName} zone ${index + 1}`}
        addLabel={`Add a ${courierName} zone`}
        newRow={newZone}
        max={MAX_RATE_ZONES}
        empty={`No zones: every ${courierName} parcel takes the charges above.`}
      >
        {(zone) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name={`${zone}.name`} label="Zone name" />
            <TextAreaField
              name={`${zone}.cities`}
              label="Cities"
              rows={3}
              hint="One per line, or separated by commas; matched to a parcel's city in any case."
            />
            <TextField
              name={`${zone}.flatCharge`}
              label={`Charge per parcel (${symbol})`}
              {...AMOUNT_INPUT}
            />
            <TextField
              name={`${zone}.codChargePercent`}
              label="Cash handling, fuel (%)"
              {...PERCENT_INPUT}
              hint="Empty: the courier's own share above."
            />
          </div>
        )}
      </ListField>
    </fieldset>
  );
}
