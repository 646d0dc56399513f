import { Check } from 'lucide-react';
import {
  BENEFIT_ICONS,
  MAX_KEY_BENEFITS,
  type BenefitIcon,
} from '../../../../common/catalog/product-admin-schemas';
import { useWatch } from 'react-hook-form';
import { BENEFIT_ICON_SHAPES } from '../../../ui/benefit-icons';
import { Section } from '../../forms/editor-fields';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { BlockHeadings } from './block-headings';

const ICON_OPTIONS = BENEFIT_ICONS.map((icon) => ({
  value: icon,
  label: icon[0]!.toUpperCase() + icon.slice(1),
}));
const MAX_BENEFITS = 30;

/** The icon a benefit's select names, drawn beside it. */
function IconPreview({ name }: { name: string }) {
  const Icon = BENEFIT_ICON_SHAPES[useWatch({ name }) as BenefitIcon] ?? Check;
  return (
    <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
      <Icon aria-hidden="true" className="h-5 w-5" />
    </span>
  );
}

/** The product's Key Benefits lines (storefront §2, §3 `benefits[]`), one short line a row. */
function KeyBenefits() {
  return (
    <Section
      title="Key Benefits"
      description="Short lines shown as a checklist beside the price on the product page, and in the quick view."
    >
      <ListField
        name="benefits"
        item="key benefit"
        layout="plain"
        addLabel="Add key benefit"
        newRow={() => ({ text: '' })}
        max={MAX_KEY_BENEFITS}
        empty="No key benefits yet."
      >
        {(path, index, remove) => (
          <TextField name={`${path}.text`} label={`Key benefit ${index + 1}`} addon={remove} />
        )}
      </ListField>
    </Section>
  );
}

/**
 * Benefits (back-office §2, §3): the Key Benefits lines, then the product page's benefits section: its
 * heading and subheading, and benefit cards with an icon each.
 */
export function BenefitsTab() {
  return (
    <div className="space-y-6">
      <KeyBenefits />
      <Section
        title="Benefits section"
        description="A section of the product page with a card for each benefit below (its icon, title and description)."
      >
        <BlockHeadings block="productBenefits" />
      </Section>
      <Section title="Benefit cards">
        <ListField
          name="productBenefits.benefits"
          item="Benefit"
          removeLabel={(i) => `Remove benefit ${i + 1}`}
          addLabel="Add benefit"
          newRow={() => ({ title: '', description: '', icon: 'check' })}
          max={MAX_BENEFITS}
          empty="No benefits yet."
        >
          {(path) => (
            <>
              <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                <TextField name={`${path}.title`} label="Title" required />
                <SelectField
                  name={`${path}.icon`}
                  label="Icon"
                  options={ICON_OPTIONS}
                  addon={<IconPreview name={`${path}.icon`} />}
                />
              </div>
              <TextAreaField name={`${path}.description`} label="Description" rows={2} />
            </>
          )}
        </ListField>
      </Section>
    </div>
  );
}
