import { PLAN_HIGHLIGHT_CHOICES } from '../../../../common/catalog/product-admin-schemas';
import { chargedAtCheckout } from '../../../../common/money';
import {
  AddButton,
  ListTextArea,
  removeAt,
  replaceAt,
  RowCard,
  Section,
  SelectInput,
  TextArea,
  TextInput,
} from '../../forms/editor-fields';
import { emptyPlan, type PlanDraft } from './product-form';

const HIGHLIGHTS = PLAN_HIGHLIGHT_CHOICES.map((value) => ({ value, label: value || 'None' }));
const MAX_PLANS = 10;

/**
 * Pricing plans (back-office §3 pricing plan, §5): label, servings, price, per day, description,
 * features, highlight and savings. Servings, per day and savings are read as whole numbers, 0 when left
 * empty; the price is read as one amount above 0 (common/money.ts), and its field says what checkout
 * charges.
 */
export function PricingPlans({
  plans,
  onChange,
  errors,
  currencySymbol,
}: {
  plans: PlanDraft[];
  onChange: (plans: PlanDraft[]) => void;
  errors: Record<string, string>;
  currencySymbol: string;
}) {
  const key = (i: number, field: string) => `productBenefits.pricingPlans.${i}.${field}`;
  const number = (i: number, field: 'servings' | 'perDay' | 'savings', label: string) => (
    <TextInput
      name={key(i, field)}
      label={label}
      type="number"
      inputMode="numeric"
      step="1"
      min="0"
      value={plans[i]![field]}
      onChange={(value) => onChange(replaceAt(plans, i, { [field]: value }))}
      error={errors[key(i, field === 'savings' ? 'savings.amount' : field)] ?? errors[key(i, field)]}
    />
  );
  return (
    <Section
      title="Pricing plans"
      description="The packs the product page offers, each one line at its own price."
      actions={
        <AddButton
          label="Add plan"
          disabled={plans.length >= MAX_PLANS}
          onClick={() => onChange([...plans, emptyPlan()])}
        />
      }
    >
      {plans.length === 0 ? (
        <p className="text-sm text-stone-600">
          No pricing plans: the product page sells one jar at the price.
        </p>
      ) : (
        <ol className="space-y-3">
          {plans.map((plan, i) => (
            <RowCard
              key={i}
              title={`Plan ${i + 1}${plan.label.trim() ? `: ${plan.label.trim()}` : ''}`}
              removeLabel={`Remove plan ${i + 1}`}
              onRemove={() => onChange(removeAt(plans, i))}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <TextInput
                  name={key(i, 'label')}
                  label="Label"
                  required
                  placeholder="2 Jars"
                  value={plan.label}
                  onChange={(label) => onChange(replaceAt(plans, i, { label }))}
                  error={errors[key(i, 'label')]}
                />
                <SelectInput
                  name={key(i, 'highlight')}
                  label="Highlight"
                  value={plan.highlight}
                  options={HIGHLIGHTS}
                  onChange={(highlight) => onChange(replaceAt(plans, i, { highlight }))}
                  error={errors[key(i, 'highlight')]}
                />
              </div>
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
                {number(i, 'servings', 'Servings')}
                <TextInput
                  name={key(i, 'price')}
                  label={`Price (${currencySymbol})`}
                  inputMode="decimal"
                  required
                  placeholder="4,500"
                  value={plan.price}
                  onChange={(price) => onChange(replaceAt(plans, i, { price }))}
                  error={errors[key(i, 'price')]}
                  // What checkout will charge for the price as typed, or why it cannot (decision 026).
                  hint={errors[key(i, 'price')] ? undefined : chargedAtCheckout(plan.price, currencySymbol)}
                />
                {number(i, 'perDay', 'Per day')}
                {number(i, 'savings', 'Savings')}
              </div>
              <TextArea
                name={key(i, 'description')}
                label="Description"
                rows={2}
                value={plan.description}
                onChange={(description) => onChange(replaceAt(plans, i, { description }))}
                error={errors[key(i, 'description')]}
              />
              <ListTextArea
                name={key(i, 'features')}
                label="Features"
                value={plan.features}
                onChange={(features) => onChange(replaceAt(plans, i, { features }))}
                error={errors[key(i, 'features')]}
                hint="One per line, or separated by commas (up to 6; the page shows 3)."
              />
            </RowCard>
          ))}
        </ol>
      )}
    </Section>
  );
}
