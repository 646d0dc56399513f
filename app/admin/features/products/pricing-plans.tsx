import { useWatch } from 'react-hook-form';
import { PLAN_HIGHLIGHT_CHOICES } from '../../../../common/catalog/product-admin-schemas';
import { Section } from '../../forms/editor-fields';
import { ListTextField, SelectField, TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { PriceField } from '../../forms/price-field';
import { emptyPlan } from './product-form';

const HIGHLIGHTS = PLAN_HIGHLIGHT_CHOICES.map((value) => ({ value, label: value || 'None' }));
const MAX_PLANS = 10;
const WHOLE = { type: 'number', inputMode: 'numeric', step: '1', min: '0' } as const;

/** 'Plan 2', or 'Plan 2: 2 Jars' once it has a label. */
function PlanTitle({ path, n }: { path: string; n: number }) {
  const label = (useWatch({ name: `${path}.label` }) as string | undefined)?.trim();
  return <>{`Plan ${n}${label ? `: ${label}` : ''}`}</>;
}

/**
 * Pricing plans (back-office §3 pricing plan, §5): label, servings, price, per day, description,
 * features, highlight and savings. Servings, per day and savings are read as whole numbers, 0 when left
 * empty; the price is read as one amount above 0 (common/money.ts), and its field says what checkout
 * charges.
 */
export function PricingPlans({ currencySymbol }: { currencySymbol: string }) {
  return (
    <Section
      title="Pricing plans"
      description="The packs the product page offers, each one line at its own price."
    >
      <ListField
        name="productBenefits.pricingPlans"
        item="Plan"
        title={(i, path) => <PlanTitle path={path} n={i + 1} />}
        removeLabel={(i) => `Remove plan ${i + 1}`}
        addLabel="Add plan"
        newRow={emptyPlan}
        max={MAX_PLANS}
        empty="No pricing plans: the product page sells one jar at the price."
      >
        {(path) => (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField name={`${path}.label`} label="Label" required placeholder="2 Jars" />
              <SelectField name={`${path}.highlight`} label="Highlight" options={HIGHLIGHTS} />
            </div>
            <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
              <TextField name={`${path}.servings`} label="Servings" {...WHOLE} />
              <PriceField
                name={`${path}.price`}
                label={`Price (${currencySymbol})`}
                inputMode="decimal"
                required
                placeholder="4,500"
              />
              <TextField name={`${path}.perDay`} label="Per day" {...WHOLE} />
              <TextField name={`${path}.savings.amount`} label="Savings" {...WHOLE} />
            </div>
            <TextAreaField name={`${path}.description`} label="Description" rows={2} />
            <ListTextField
              name={`${path}.features`}
              label="Features"
              hint="One per line, or separated by commas (up to 6; the page shows 3)."
            />
          </>
        )}
      </ListField>
    </Section>
  );
}
