import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { chargedAtCheckout } from '../../../../common/money';
import { MAX_PRICING_TIERS } from '../../../../common/content/section-rules';
import {
  HeadingFields,
  RemoveButton,
  replaceAt,
  removeAt,
  RowGroup,
  Section,
  SelectInput,
  TextArea,
  TextInput,
  WHOLE_NUMBER,
} from '../../forms/editor-fields';
import { MediaChooser } from '../media';
import { useCurrencySymbol } from '../../shell/site-brand';
import { CheckboxField, GrowingList } from './form-parts';
import { readRows, recommendedAfterRemoval, str, texts, typedNumber } from './list-rules';
import { fieldBinder, patcher, sectionForm, type Errors, type FormProps } from './section-form';

/** home-vitalix-pricing (back-office §2, §3 pricing tier, §9 default tiers). */

type Tier = {
  name: string;
  /** Numbers as typed; turned into numbers when saved. */
  servings: string;
  quantity: string;
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
  recommendedTierIndex: number;
  showUrgencyTimer: boolean;
  urgencyTimerText: string;
};

const NEW_TIER: Tier = {
  name: '',
  servings: '30',
  quantity: '1',
  price: '',
  originalPrice: '',
  savingsText: '',
  description: '',
};

function TierFields({
  tier,
  index,
  onChange,
  errors,
}: {
  tier: Tier;
  index: number;
  onChange: (patch: Partial<Tier>) => void;
  errors: Errors;
}) {
  const field = fieldBinder(tier, onChange, errors, `pricingTiers.${index}`);
  const label = (text: string) => `${text} (tier ${index + 1})`;
  const price = field('price');
  const currencySymbol = useCurrencySymbol();
  return (
    <>
      <TextInput {...field('name')} label={label('Name')} required placeholder="2 Jars" />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput {...field('quantity')} label={label('Jars')} {...WHOLE_NUMBER} min={1} />
        <TextInput {...field('servings')} label={label('Servings')} {...WHOLE_NUMBER} min={0} />
        <TextInput
          {...price}
          label={label('Price')}
          required
          placeholder="Rs. 6,500"
          // What checkout will charge for the text as typed, or why it charges nothing (decision 026).
          hint={price.error ? undefined : chargedAtCheckout(tier.price, currencySymbol)}
        />
        <TextInput
          {...field('originalPrice')}
          label={label('Original price')}
          placeholder="Rs. 13,000"
          hint="Shown struck through; leave empty for none."
        />
      </div>
      <TextInput {...field('savingsText')} label={label('Savings text')} placeholder="Save Rs. 2,000" />
      <TextArea {...field('description')} label={label('Description')} rows={2} />
    </>
  );
}

function PricingForm({ value, onChange, errors }: FormProps<Pricing>) {
  const field = fieldBinder(value, onChange, errors);
  const set = patcher(value, onChange);
  const tiers = value.pricingTiers;

  function removeTier(index: number) {
    set({
      pricingTiers: removeAt(tiers, index),
      recommendedTierIndex: recommendedAfterRemoval(value.recommendedTierIndex, index, tiers.length),
    });
  }

  function addTier() {
    const count = tiers.length + 1;
    set({
      pricingTiers: [...tiers, { ...NEW_TIER, quantity: String(count), servings: String(30 * count) }],
    });
  }

  return (
    <>
      <Section title="Heading and image">
        <HeadingFields value={value} onChange={set} errors={errors} />
        <MediaChooser
          {...field('imageUrl')}
          label="Image"
          purpose="content"
          pickerTitle="Choose the pricing image"
        />
        <TextInput {...field('imageAlt')} label="Image description (alt text)" />
      </Section>
      <Section
        title="Pricing tiers"
        description={`Up to ${MAX_PRICING_TIERS}. The price is shown as typed, such as Rs. 6,500, and charged as the amount it reads.`}
      >
        {/* Above the tiers, under the id the editor focuses when the list itself has a problem. */}
        {errors.pricingTiers ? (
          <p id="field-pricingTiers" tabIndex={-1} className="text-sm text-red-700">
            {errors.pricingTiers}
          </p>
        ) : null}
        <GrowingList addLabel="Add tier" onAdd={addTier} canAdd={tiers.length < MAX_PRICING_TIERS}>
          {tiers.map((tier, index) => (
            <RowGroup
              key={index}
              title={`Tier ${index + 1}${tier.name ? `: ${tier.name}` : ''}`}
              actions={
                // At least one tier must remain (back-office §2: delete only when more than one).
                tiers.length > 1 ? (
                  <RemoveButton label={`Delete tier ${index + 1}`} onClick={() => removeTier(index)} />
                ) : null
              }
            >
              <TierFields
                tier={tier}
                index={index}
                errors={errors}
                onChange={(patch) => set({ pricingTiers: replaceAt(tiers, index, patch) })}
              />
            </RowGroup>
          ))}
        </GrowingList>
        <SelectInput
          name="recommendedTierIndex"
          label="Most Popular tier"
          hint="This tier is marked 'Most Popular'."
          value={String(Math.min(value.recommendedTierIndex, Math.max(tiers.length - 1, 0)))}
          onChange={(index) => set({ recommendedTierIndex: Number(index) })}
          options={tiers.map((tier, index) => ({
            value: String(index),
            label: `Tier ${index + 1}${tier.name ? `: ${tier.name}` : ''}`,
          }))}
          error={errors.recommendedTierIndex}
        />
      </Section>
      <Section title="Button and notes">
        <TextInput {...field('ctaButtonText')} label="Order button text" />
        <TextInput {...field('footerText')} label="Delivery note" />
        <TextInput {...field('guaranteeText')} label="Guarantee note" />
        <CheckboxField
          name="showUrgencyTimer"
          label="Show the urgency note"
          hint="A line under the subheading that asks shoppers to order soon."
          checked={value.showUrgencyTimer}
          onChange={(showUrgencyTimer) => set({ showUrgencyTimer })}
          error={errors.showUrgencyTimer}
        />
        {/* A disabled fieldset disables the field inside it while the note is off. */}
        <fieldset disabled={!value.showUrgencyTimer} className="disabled:opacity-60">
          <TextInput {...field('urgencyTimerText')} label="Urgency note" />
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
      recommendedTierIndex: Math.max(0, Math.min(Math.trunc(recommended), pricingTiers.length - 1)),
      showUrgencyTimer: c.showUrgencyTimer === true,
    };
  },
  toContent: ({ pricingTiers, ...rest }) => ({
    ...rest,
    pricingTiers: pricingTiers.map(({ servings, quantity, ...tier }) => ({
      ...tier,
      // An empty servings field takes the section's default; a non-number is left for the check to name.
      ...(typedNumber(servings) === undefined ? {} : { servings: typedNumber(servings) }),
      quantity: typedNumber(quantity) ?? '',
    })),
  }),
  Form: PricingForm,
});
