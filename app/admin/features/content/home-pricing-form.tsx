import { useFormContext, useWatch } from 'react-hook-form';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { MAX_PRICING_TIERS } from '../../../../common/content/section-rules';
import { Section, WHOLE_NUMBER } from '../../forms/editor-fields';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { PriceField } from '../../forms/price-field';
import { MediaField } from '../media';
import { HeadingFields } from './form-parts';
import { readRows, recommendedAfterRemoval, str, texts, typedNumber } from './list-rules';
import { sectionForm } from './section-form';

/** home-vitalix-pricing (back-office §2, §3 pricing tier, §9 default tiers). */

type Tier = {
  name: string;
  /** Numbers as typed; turned into numbers when saved. */
  servings: string;
  quantity: string;
  /** Stored as typed and shown so; checkout charges the amount it reads (decision 026). */
  price: string;
  originalPrice: string;
  savingsText: string;
  description: string;
};

type Pricing = {
  heading: string;
  subheading: string;
  imageUrl: string;
  imageAlt: string;
  pricingTiers: Tier[];
  ctaButtonText: string;
  footerText: string;
  guaranteeText: string;
  /** The tier's index as the select holds it. */
  recommendedTierIndex: string;
  showUrgencyTimer: boolean;
  urgencyTimerText: string;
};

/** A new tier after `count` others: one more jar, 30 servings a jar. */
const newTier = (count: number): Tier => ({
  name: '',
  servings: String(30 * (count + 1)),
  quantity: String(count + 1),
  price: '',
  originalPrice: '',
  savingsText: '',
  description: '',
});

const tierTitle = (tiers: readonly Tier[], index: number) => {
  const name = tiers[index]?.name;
  return `Tier ${index + 1}${name ? `: ${name}` : ''}`;
};

function TierFields({ path, index }: { path: string; index: number }) {
  const label = (text: string) => `${text} (tier ${index + 1})`;
  return (
    <>
      <TextField name={`${path}.name`} label={label('Name')} required placeholder="2 Jars" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField name={`${path}.quantity`} label={label('Jars')} {...WHOLE_NUMBER} min={1} />
        <TextField name={`${path}.servings`} label={label('Servings')} {...WHOLE_NUMBER} min={0} />
        <PriceField name={`${path}.price`} label={label('Price')} required placeholder="Rs. 6,500" />
        <TextField
          name={`${path}.originalPrice`}
          label={label('Original price')}
          placeholder="Rs. 13,000"
          hint="Shown struck through; leave empty for none."
        />
      </div>
      <TextField name={`${path}.savingsText`} label={label('Savings text')} placeholder="Save Rs. 2,000" />
      <TextAreaField name={`${path}.description`} label={label('Description')} rows={2} />
    </>
  );
}

function PricingFields() {
  const { getValues, setValue } = useFormContext<Pricing>();
  const tiers = useWatch<Pricing, 'pricingTiers'>({ name: 'pricingTiers' });
  const showUrgency = useWatch<Pricing, 'showUrgencyTimer'>({ name: 'showUrgencyTimer' });

  /** The Most Popular mark stays on its tier, or passes to the one taking the deleted tier's place. */
  function keepRecommended(removed: number, count: number) {
    const recommended = Number(getValues('recommendedTierIndex'));
    const next = recommendedAfterRemoval(recommended, removed, count);
    setValue('recommendedTierIndex', String(next), { shouldDirty: true });
  }

  return (
    <>
      <Section title="Heading and image">
        <HeadingFields />
        <MediaField name="imageUrl" label="Image" purpose="content" pickerTitle="Choose the pricing image" />
        <TextField name="imageAlt" label="Image description (alt text)" />
      </Section>
      <Section
        title="Pricing tiers"
        description={`Up to ${MAX_PRICING_TIERS}. The price is shown as typed, such as Rs. 6,500, and charged as the amount it reads.`}
      >
        <ListField
          name="pricingTiers"
          item="Tier"
          title={(index) => tierTitle(tiers, index)}
          removeLabel={(index) => `Delete tier ${index + 1}`}
          addLabel="Add tier"
          newRow={newTier}
          max={MAX_PRICING_TIERS}
          hideAddWhenFull
          // At least one tier must remain (back-office §2: delete only when more than one).
          min={1}
          onRemove={keepRecommended}
        >
          {(path, index) => <TierFields path={path} index={index} />}
        </ListField>
        <SelectField
          name="recommendedTierIndex"
          label="Most Popular tier"
          hint="This tier is marked 'Most Popular'."
          options={tiers.map((_, index) => ({ value: String(index), label: tierTitle(tiers, index) }))}
        />
      </Section>
      <Section title="Button and notes">
        <TextField name="ctaButtonText" label="Order button text" />
        <TextField name="footerText" label="Delivery note" />
        <TextField name="guaranteeText" label="Guarantee note" />
        <CheckboxField
          name="showUrgencyTimer"
          label="Show the urgency note"
          hint="A line under the subheading that asks shoppers to order soon."
        />
        {/* A disabled fieldset disables the field inside it while the note is off. */}
        <fieldset disabled={!showUrgency} className="disabled:opacity-60">
          <TextField name="urgencyTimerText" label="Urgency note" />
        </fieldset>
      </Section>
    </>
  );
}

const DEFAULT_TIERS = SECTION_DEFAULTS['home-vitalix-pricing'].pricingTiers;

function tierOf(row: Record<string, unknown>): Tier {
  return {
    ...texts(row, ['name', 'servings', 'price', 'originalPrice', 'savingsText', 'description']),
    quantity: str(row.quantity) || '1',
  };
}

export const homePricingForm = sectionForm<Pricing>({
  fromContent: (c) => {
    const stored = readRows(c.pricingTiers, tierOf);
    const pricingTiers = stored.length ? stored : DEFAULT_TIERS.map((tier) => tierOf({ ...tier }));
    const recommended = typeof c.recommendedTierIndex === 'number' ? c.recommendedTierIndex : 0;
    return {
      ...texts(c, [
        'heading',
        'subheading',
        'imageUrl',
        'imageAlt',
        'ctaButtonText',
        'footerText',
        'guaranteeText',
        'urgencyTimerText',
      ]),
      pricingTiers,
      recommendedTierIndex: String(Math.max(0, Math.min(Math.trunc(recommended), pricingTiers.length - 1))),
      showUrgencyTimer: c.showUrgencyTimer === true,
    };
  },
  toContent: ({ pricingTiers, recommendedTierIndex, ...rest }) => ({
    ...rest,
    pricingTiers: pricingTiers.map(({ servings, quantity, ...tier }) => ({
      ...tier,
      // An empty servings field takes the section's default; a non-number is left for the check to name.
      ...(typedNumber(servings) === undefined ? {} : { servings: typedNumber(servings) }),
      quantity: typedNumber(quantity) ?? '',
    })),
    recommendedTierIndex: Number(recommendedTierIndex),
  }),
  Fields: PricingFields,
});
