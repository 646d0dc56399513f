import { Check, Heart, Leaf, Shield, Star, Zap, type LucideIcon } from 'lucide-react';
import { BENEFIT_ICONS, type BenefitIcon } from '../../../../common/catalog/product-admin-schemas';
import {
  AddButton,
  HeadingFields,
  removeAt,
  replaceAt,
  RowCard,
  Section,
  SelectInput,
  TextArea,
  TextInput,
} from '../../forms/editor-fields';
import type { ProductForm } from './use-product-form';

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

/** Benefits (back-office §2, §3): the section's heading and subheading, and benefits with an icon each. */
export function BenefitsTab({ form }: { form: ProductForm }) {
  const { values, set, errors } = form;
  const block = values.benefits;
  const items = block.items;
  const change = (patch: Partial<typeof block>) => set('benefits', { ...block, ...patch });
  const key = (field: string) => `productBenefits.${field}`;
  return (
    <div className="space-y-6">
      <Section title="Benefits section" description="The product page's list of what the product does.">
        <HeadingFields block="productBenefits" value={block} onChange={change} errors={errors} />
      </Section>
      <Section
        title="Benefits"
        actions={
          <AddButton
            label="Add benefit"
            disabled={items.length >= MAX_BENEFITS}
            onClick={() => change({ items: [...items, { title: '', description: '', icon: 'check' }] })}
          />
        }
      >
        {items.length === 0 ? <p className="text-sm text-stone-600">No benefits yet.</p> : null}
        <ol className="space-y-3">
          {items.map((item, i) => {
            const Icon = BENEFIT_ICON_SHAPES[item.icon];
            return (
              <RowCard
                key={i}
                title={`Benefit ${i + 1}`}
                removeLabel={`Remove benefit ${i + 1}`}
                onRemove={() => change({ items: removeAt(items, i) })}
              >
                <div className="grid gap-3 sm:grid-cols-[1fr_12rem]">
                  <TextInput
                    name={key(`benefits.${i}.title`)}
                    label="Title"
                    required
                    value={item.title}
                    onChange={(title) => change({ items: replaceAt(items, i, { title }) })}
                    error={errors[key(`benefits.${i}.title`)]}
                  />
                  <SelectInput
                    name={key(`benefits.${i}.icon`)}
                    label="Icon"
                    value={item.icon}
                    options={ICON_OPTIONS}
                    onChange={(icon) => change({ items: replaceAt(items, i, { icon }) })}
                    error={errors[key(`benefits.${i}.icon`)]}
                    addon={
                      <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                        <Icon aria-hidden="true" className="h-5 w-5" />
                      </span>
                    }
                  />
                </div>
                <TextArea
                  name={key(`benefits.${i}.description`)}
                  label="Description"
                  rows={2}
                  value={item.description}
                  onChange={(description) => change({ items: replaceAt(items, i, { description }) })}
                  error={errors[key(`benefits.${i}.description`)]}
                />
              </RowCard>
            );
          })}
        </ol>
      </Section>
    </div>
  );
}
