import { Section } from '../../forms/editor-fields';
import { TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';

const FIGURES = [
  { field: 'servingSize', label: 'Serving size', placeholder: '1 tablespoon (15 g)' },
  { field: 'servingsPerContainer', label: 'Servings per container', placeholder: '30' },
  { field: 'calories', label: 'Calories', placeholder: '45' },
  { field: 'carbohydrates', label: 'Carbohydrates', placeholder: '12 g' },
  { field: 'sugars', label: 'Sugars', placeholder: '11 g' },
  { field: 'protein', label: 'Protein', placeholder: '0 g' },
] as const;
const MAX_NUTRIENTS = 50;

/** Supplement facts (back-office §3): the serving figures and the nutrients with amount and daily value. */
export function SupplementFactsSection() {
  return (
    <Section title="Supplement facts">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {FIGURES.map(({ field, label, placeholder }) => (
          <TextField key={field} name={`supplementFacts.${field}`} label={label} placeholder={placeholder} />
        ))}
      </div>
      <TextField
        name="supplementFacts.nutrientsHeading"
        label="Nutrients heading"
        placeholder="Amount per serving"
      />
      <ListField
        name="supplementFacts.nutrients"
        item="Nutrient"
        removeLabel={(i) => `Remove nutrient ${i + 1}`}
        addLabel="Add nutrient"
        newRow={() => ({ name: '', amount: '', dailyValue: '' })}
        max={MAX_NUTRIENTS}
      >
        {(path) => (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField name={`${path}.name`} label="Nutrient" required />
            <TextField name={`${path}.amount`} label="Amount" placeholder="5 mg" />
            <TextField name={`${path}.dailyValue`} label="Daily value" placeholder="10%" />
          </div>
        )}
      </ListField>
      <TextAreaField name="supplementFacts.disclaimer" label="Disclaimer" rows={2} />
    </Section>
  );
}
