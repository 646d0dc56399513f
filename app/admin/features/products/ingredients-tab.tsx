import { Section } from '../../forms/editor-fields';
import { ListTextField, TextAreaField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { BlockHeadings } from './block-headings';
import { typedList } from './product-form';

const MAX_INGREDIENTS = 30;

/**
 * Ingredients (back-office §2, §3, §5): what the quick view lists under Ingredients (storefront §3
 * `ingredients`), then the product page's section: heading, subheading, the ingredients (name,
 * description, benefits one per line or separated by commas) and the ingredient tags.
 */
export function IngredientsTab() {
  return (
    <div className="space-y-6">
      <Section title="Quick view ingredients">
        <TextAreaField
          name="ingredients"
          label="Ingredients in the quick view"
          rows={3}
          hint="Shown under Ingredients in the quick view of the products page. Line breaks are kept."
        />
      </Section>
      <Section
        title="Ingredients section"
        description="What the product is made of, as cards on its page (up to 5 are shown)."
      >
        <BlockHeadings block="productIngredients" />
      </Section>
      <Section title="Ingredients">
        <ListField
          name="productIngredients.ingredients"
          item="Ingredient"
          removeLabel={(i) => `Remove ingredient ${i + 1}`}
          addLabel="Add ingredient"
          newRow={() => ({ name: '', description: '', benefits: typedList('') })}
          max={MAX_INGREDIENTS}
          empty="No ingredients yet."
        >
          {(path) => (
            <>
              <TextField name={`${path}.name`} label="Name" required />
              <TextAreaField name={`${path}.description`} label="Description" rows={2} />
              <ListTextField name={`${path}.benefits`} label="Benefits" rows={2} />
            </>
          )}
        </ListField>
      </Section>
      <Section title="Ingredient tags" description="Short labels shown under the ingredients.">
        <ListTextField name="productIngredients.ingredientTags" label="Tags" />
      </Section>
    </div>
  );
}
