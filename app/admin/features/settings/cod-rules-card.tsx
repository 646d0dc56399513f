import { useWatch } from 'react-hook-form';
import { PAKISTAN_CITIES } from '../../../../common/orders/cities';
import type { CodFeeKind } from '../../../../common/orders/cod-rules';
import { COD_SETTINGS_LABELS } from '../../../../common/settings/cod-settings';
import { FieldMessages, fieldId } from '../../forms/editor-fields';
import { CustomField, SelectField, TextField } from '../../forms/fields';
import { SwitchField } from '../../forms/switch-field';
import { Card } from './settings-sections';

const FEE_KINDS: ReadonlyArray<{ value: CodFeeKind; label: string }> = [
  { value: 'none', label: 'No fee' },
  { value: 'flat', label: 'A flat amount' },
  { value: 'percent', label: 'A percentage of the items' },
];

/**
 * Cash on Delivery rules (docs/storefront.md, "Cash on Delivery rules"), each off until set: the cities
 * COD goes to, the least and most an order's items may come to, and a COD fee. Bound to the settings
 * form by name, as its other cards are; the fields a rule needs show once it is on.
 */
export function CodRulesCard() {
  const [limited, feeKind, symbol] = useWatch<{
    codCitiesLimited: boolean;
    codFeeKind: CodFeeKind;
    currencySymbol: string;
  }>({ name: ['codCitiesLimited', 'codFeeKind', 'currencySymbol'] });
  const money = (label: string) => `${label} (${symbol || 'Rs'})`;
  return (
    <Card
      title="Cash on Delivery rules"
      description="What the checkout and POST /api/orders accept for Cash on Delivery. Each rule is off until set; a change applies from the next order, and orders already placed keep what they were charged."
    >
      <SwitchField
        name="codCitiesLimited"
        label="Cash on Delivery to listed cities only"
        hint="The checkout offers only these cities, as a list to search, and refuses others. While a courier booked by API (PostEx, Trax, Leopards) has sent its city list, the cities it serves are used instead of those ticked here."
      />
      {limited ? <CityChoices /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="codMinOrder"
          label={money(COD_SETTINGS_LABELS.codMinOrder)}
          inputMode="decimal"
          hint="The least an order's items may come to. Empty: no minimum."
        />
        <TextField
          name="codMaxOrder"
          label={money(COD_SETTINGS_LABELS.codMaxOrder)}
          inputMode="decimal"
          hint="The most an order's items may come to. Empty: no maximum."
        />
      </div>
      <SelectField<CodFeeKind>
        name="codFeeKind"
        label="Cash on Delivery fee"
        options={FEE_KINDS}
        hint="Added to the order's total as a line of its own: at checkout, in the mails, on the order and its packing slip."
      />
      {feeKind === 'flat' ? (
        <TextField name="codFeeAmount" label={money(COD_SETTINGS_LABELS.codFeeAmount)} inputMode="decimal" />
      ) : null}
      {feeKind === 'percent' ? (
        <TextField
          name="codFeePercent"
          label={`${COD_SETTINGS_LABELS.codFeePercent} (%)`}
          inputMode="decimal"
          hint="Of what the items come to, rounded to the paisa (half a paisa up)."
        />
      ) : null}
      {feeKind !== 'none' ? (
        <SwitchField
          name="codFeeFirstOrderOnly"
          label="On first orders only"
          hint="Not charged when the phone number has ordered before, in whatever form it was typed."
        />
      ) : null}
    </Card>
  );
}

/** The owner's cities: a box for each city of the checkout's list, in a group named by its legend. */
function CityChoices() {
  return (
    <CustomField<string[]>
      name="codCities"
      render={({ value, onChange, error, inputRef }) => {
        const hint = `${value.length} of ${PAKISTAN_CITIES.length} chosen.`;
        const toggle = (city: string, on: boolean) =>
          onChange(PAKISTAN_CITIES.filter((name) => (name === city ? on : value.includes(name))));
        return (
          <fieldset
            id={fieldId('codCities')}
            aria-describedby={[error ? `${fieldId('codCities')}-error` : '', `${fieldId('codCities')}-hint`]
              .filter(Boolean)
              .join(' ')}
            aria-invalid={Boolean(error)}
            tabIndex={-1}
            ref={inputRef}
            className="min-w-0 rounded-lg border border-stone-200 p-3"
          >
            <legend className="px-1 text-sm font-medium text-stone-800">Cities</legend>
            <div className="grid max-h-64 grid-cols-2 gap-x-4 gap-y-1 overflow-y-auto sm:grid-cols-3">
              {PAKISTAN_CITIES.map((city) => (
                <label key={city} className="flex items-center gap-2 text-sm text-stone-800">
                  <input
                    type="checkbox"
                    checked={value.includes(city)}
                    onChange={(event) => toggle(city, event.target.checked)}
                    className="h-4 w-4 accent-brand-700"
                  />
                  {city}
                </label>
              ))}
            </div>
            <FieldMessages name="codCities" error={error} hint={hint} />
          </fieldset>
        );
      }}
    />
  );
}
