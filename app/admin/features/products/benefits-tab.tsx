import { Check, Heart, Leaf, Shield, Star, Zap, type LucideIcon } from 'lucide-react';
import { BENEFIT_ICONS, type BenefitIcon } from '../../../../common/catalog/product-admin-schemas';
import { useWatch } from 'react-hook-form';
import { Section } from '../../forms/editor-fields';
import { SelectField, TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { BlockHeadings } from './block-headings';

export const BENEFIT_ICON_SHAPES: Record<BenefitIcon, LucideIcon> = {
  check: Check,
  leaf: Leaf,
  heart: Heart,
  star: Star,
  shield: Shield,
  zap: Zap,
};
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

/** Benefits (back-office §2, §3): the section's heading and subheading, and benefits with an icon each. */
export function BenefitsTab() {
  return (
    <div className="space-y-6">
      <Section title="Benefits section" description="The product page's list of what the product does.">
        <BlockHeadings block="productBenefits" />
      </Section>
      <Section title="Benefits">
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
