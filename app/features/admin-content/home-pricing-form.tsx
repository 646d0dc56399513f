import { SECTION_DEFAULTS } from '../../../common/content/section-defaults';
import { MAX_PRICING_TIERS } from '../../../common/content/section-rules';
import {
  AddButton,
  RemoveButton,
  replaceAt,
  removeAt,
  Section,
  SelectField,
  TextArea,
  TextInput,
} from '../../components/admin/editor-fields';
import { MediaChooser } from '../../components/admin/media/media-chooser';
import { CheckboxField, RowGroup } from './form-parts';
import { readRows, recommendedAfterRemoval, str, typedNumber } from './list-rules';
import { patcher, sectionForm, type Errors, type FormProps } from './section-form';

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
  const at = `pricingTiers.${index}`;
  const label = (text: string) => `${text} (tier ${index + 1})`;
  return (
    <>
      <TextInput
        name={`${at}.name`}
        label={label('Name')}
        required
        placeholder="2 Jars"
        value={tier.name}
        onChange={(name) => onChange({ name })}
        error={errors[`${at}.name`]}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          name={`${at}.quantity`}
          label={label('Jars')}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={tier.quantity}
          onChange={(quantity) => onChange({ quantity })}
          error={errors[`${at}.quantity`]}
        />
        <TextInput
          name={`${at}.servings`}
          label={label('Servings')}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={tier.servings}
          onChange={(servings) => onChange({ servings })}
          error={errors[`${at}.servings`]}
        />
        <TextInput
          name={`${at}.price`}
          label={label('Price')}
          required
          placeholder="Rs. 6,500"
          value={tier.price}
          onChange={(price) => onChange({ price })}
          error={errors[`${at}.price`]}
        />
        <TextInput
          name={`${at}.originalPrice`}
          label={label('Original price')}
          placeholder="Rs. 13,000"
          hint="Shown struck through; leave empty for none."
          value={tier.originalPrice}
          onChange={(originalPrice) => onChange({ originalPrice })}
          error={errors[`${at}.originalPrice`]}
        />
      </div>
      <TextInput
        name={`${at}.savingsText`}
        label={label('Savings text')}
        placeholder="Save Rs. 2,000"
        value={tier.savingsText}
        onChange={(savingsText) => onChange({ savingsText })}
        error={errors[`${at}.savingsText`]}
      />
      <TextArea
        name={`${at}.description`}
        label={label('Description')}
        rows={2}
        value={tier.description}
        onChange={(description) => onChange({ description })}
        error={errors[`${at}.description`]}
      />
    </>
  );
}

function PricingForm({ value, onChange, errors }: FormProps<Pricing>) {
  const set = patcher(value, onChange);
  const tiers = value.pricingTiers;

  function removeTier(index: number) {
    set({
      pricingTiers: removeAt(tiers, index),
      recommendedTierIndex: recommendedAfterRemoval(value.recommendedTierIndex, index, tiers.length),
    });
  }

  return (
    <>
      <Section title="Heading and image">
        <TextInput
          name="heading"
          label="Heading"
          value={value.heading}
          onChange={(heading) => set({ heading })}
          error={errors.heading}
        />
        <TextArea
          name="subheading"
          label="Subheading"
          rows={2}
          value={value.subheading}
          onChange={(subheading) => set({ subheading })}
          error={errors.subheading}
        />
        <MediaChooser
          name="imageUrl"
          label="Image"
          purpose="content"
          pickerTitle="Choose the pricing image"
          value={value.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          error={errors.imageUrl}
        />
        <TextInput
          name="imageAlt"
          label="Image description (alt text)"
          value={value.imageAlt}
          onChange={(imageAlt) => set({ imageAlt })}
          error={errors.imageAlt}
        />
      </Section>
      <Section
        title="Pricing tiers"
        description={`Up to ${MAX_PRICING_TIERS}. The price is shown as typed, such as Rs. 6,500.`}
      >
        {errors.pricingTiers ? (
          <p id="field-pricingTiers" tabIndex={-1} className="text-sm text-red-700">
            {errors.pricingTiers}
          </p>
        ) : null}
        <ol className="space-y-3">
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
        </ol>
        {tiers.length < MAX_PRICING_TIERS ? (
          <AddButton
            label="Add tier"
            onClick={() =>
              set({
                pricingTiers: [
                  ...tiers,
                  {
                    ...NEW_TIER,
                    quantity: String(tiers.length + 1),
                    servings: String(30 * (tiers.length + 1)),
                  },
                ],
              })
            }
          />
        ) : null}
        <SelectField
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
        <TextInput
          name="ctaButtonText"
          label="Order button text"
          value={value.ctaButtonText}
          onChange={(ctaButtonText) => set({ ctaButtonText })}
          error={errors.ctaButtonText}
        />
        <TextInput
          name="footerText"
          label="Delivery note"
          value={value.footerText}
          onChange={(footerText) => set({ footerText })}
          error={errors.footerText}
        />
        <TextInput
          name="guaranteeText"
          label="Guarantee note"
          value={value.guaranteeText}
          onChange={(guaranteeText) => set({ guaranteeText })}
          error={errors.guaranteeText}
        />
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
          <TextInput
            name="urgencyTimerText"
            label="Urgency note"
            value={value.urgencyTimerText}
            onChange={(urgencyTimerText) => set({ urgencyTimerText })}
            error={errors.urgencyTimerText}
          />
        </fieldset>
      </Section>
    </>
  );
}

const DEFAULT_TIERS = SECTION_DEFAULTS['home-vitalix-pricing'].pricingTiers;

function tierOf(row: Record<string, unknown>): Tier {
  return {
    name: str(row.name),
    servings: str(row.servings),
    quantity: str(row.quantity) || '1',
    price: str(row.price),
    originalPrice: str(row.originalPrice),
    savingsText: str(row.savingsText),
    description: str(row.description),
  };
}

export const homePricingForm = sectionForm<Pricing>({
  fromContent: (c) => {
    const stored = readRows(c.pricingTiers, tierOf);
    const pricingTiers = stored.length ? stored : DEFAULT_TIERS.map((tier) => tierOf({ ...tier }));
    const recommended = typeof c.recommendedTierIndex === 'number' ? c.recommendedTierIndex : 0;
    return {
      heading: str(c.heading),
      subheading: str(c.subheading),
      imageUrl: str(c.imageUrl),
      imageAlt: str(c.imageAlt),
      pricingTiers,
      ctaButtonText: str(c.ctaButtonText),
      footerText: str(c.footerText),
      guaranteeText: str(c.guaranteeText),
      recommendedTierIndex: Math.max(0, Math.min(Math.trunc(recommended), pricingTiers.length - 1)),
      showUrgencyTimer: c.showUrgencyTimer === true,
      urgencyTimerText: str(c.urgencyTimerText),
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
