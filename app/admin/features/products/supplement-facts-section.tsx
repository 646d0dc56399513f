import {
  AddButton,
  removeAt,
  replaceAt,
  RowCard,
  Section,
  TextArea,
  TextInput,
} from '../../forms/editor-fields';
import type { ProductFormValues } from './product-form';

type Facts = ProductFormValues['facts'];
type FactField = 'servingSize' | 'servingsPerContainer' | 'calories' | 'carbohydrates' | 'sugars' | 'protein';
const FIGURES: ReadonlyArray<{ field: FactField; label: string; placeholder: string }> = [
  { field: 'servingSize', label: 'Serving size', placeholder: '1 tablespoon (15 g)' },
  { field: 'servingsPerContainer', label: 'Servings per container', placeholder: '30' },
  { field: 'calories', label: 'Calories', placeholder: '45' },
  { field: 'carbohydrates', label: 'Carbohydrates', placeholder: '12 g' },
  { field: 'sugars', label: 'Sugars', placeholder: '11 g' },
  { field: 'protein', label: 'Protein', placeholder: '0 g' },
];
const MAX_NUTRIENTS = 50;

/** Supplement facts (back-office §3): the serving figures and the nutrients with amount and daily value. */
export function SupplementFactsSection({
  facts,
  onChange,
  errors,
}: {
  facts: Facts;
  onChange: (facts: Facts) => void;
  errors: Record<string, string>;
}) {
  const key = (field: string) => `supplementFacts.${field}`;
  const change = (patch: Partial<Facts>) => onChange({ ...facts, ...patch });
  const nutrients = facts.nutrients;
  return (
    <Section
      title="Supplement facts"
      actions={
        <AddButton
          label="Add nutrient"
          disabled={nutrients.length >= MAX_NUTRIENTS}
          onClick={() => change({ nutrients: [...nutrients, { name: '', amount: '', dailyValue: '' }] })}
        />
      }
    >
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIGURES.map(({ field, label, placeholder }) => (
          <TextInput
            key={field}
            name={key(field)}
            label={label}
            placeholder={placeholder}
            value={facts[field]}
            onChange={(value) => change({ [field]: value })}
            error={errors[key(field)]}
          />
        ))}
      </div>
      <TextInput
        name={key('nutrientsHeading')}
        label="Nutrients heading"
        placeholder="Amount per serving"
        value={facts.nutrientsHeading}
        onChange={(nutrientsHeading) => change({ nutrientsHeading })}
        error={errors[key('nutrientsHeading')]}
      />
      {nutrients.length ? (
        <ol className="space-y-3">
          {nutrients.map((item, i) => (
            <RowCard
              key={i}
              title={`Nutrient ${i + 1}`}
              removeLabel={`Remove nutrient ${i + 1}`}
              onRemove={() => change({ nutrients: removeAt(nutrients, i) })}
            >
              <div className="grid gap-3 sm:grid-cols-3">
                <TextInput
                  name={key(`nutrients.${i}.name`)}
                  label="Nutrient"
                  required
                  value={item.name}
                  onChange={(name) => change({ nutrients: replaceAt(nutrients, i, { name }) })}
                  error={errors[key(`nutrients.${i}.name`)]}
                />
                <TextInput
                  name={key(`nutrients.${i}.amount`)}
                  label="Amount"
                  placeholder="5 mg"
                  value={item.amount}
                  onChange={(amount) => change({ nutrients: replaceAt(nutrients, i, { amount }) })}
                  error={errors[key(`nutrients.${i}.amount`)]}
                />
                <TextInput
                  name={key(`nutrients.${i}.dailyValue`)}
                  label="Daily value"
                  placeholder="10%"
                  value={item.dailyValue}
                  onChange={(dailyValue) => change({ nutrients: replaceAt(nutrients, i, { dailyValue }) })}
                  error={errors[key(`nutrients.${i}.dailyValue`)]}
                />
              </div>
            </RowCard>
          ))}
        </ol>
      ) : null}
      <TextArea
        name={key('disclaimer')}
        label="Disclaimer"
        rows={2}
        value={facts.disclaimer}
        onChange={(disclaimer) => change({ disclaimer })}
        error={errors[key('disclaimer')]}
      />
    </Section>
  );
}
