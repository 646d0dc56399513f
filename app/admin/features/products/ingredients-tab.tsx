import {
  AddButton,
  ListTextArea,
  removeAt,
  replaceAt,
  RowCard,
  Section,
  TextArea,
  TextInput,
  HeadingFields,
} from '../../forms/editor-fields';
import { typedList } from './product-form';
import type { ProductForm } from './use-product-form';

const MAX_INGREDIENTS = 30;

/**
 * Ingredients (back-office §2, §3, §5): heading, subheading, the ingredients (name, description,
 * benefits one per line or separated by commas) and the ingredient tags.
 */
export function IngredientsTab({ form }: { form: ProductForm }) {
  const { values, set, errors } = form;
  const block = values.ingredients;
  const items = block.items;
  const change = (patch: Partial<typeof block>) => set('ingredients', { ...block, ...patch });
  const key = (field: string) => `productIngredients.${field}`;
  return (
    <div className="space-y-6">
      <Section title="Ingredients section" description="What the product is made of, on its page.">
        <HeadingFields block="productIngredients" value={block} onChange={change} errors={errors} />
      </Section>
      <Section
        title="Ingredients"
        actions={
          <AddButton
            label="Add ingredient"
            disabled={items.length >= MAX_INGREDIENTS}
            onClick={() =>
              change({ items: [...items, { name: '', description: '', benefits: typedList('') }] })
            }
          />
        }
      >
        {items.length === 0 ? <p className="text-sm text-stone-600">No ingredients yet.</p> : null}
        <ol className="space-y-3">
          {items.map((item, i) => (
            <RowCard
              key={i}
              title={`Ingredient ${i + 1}`}
              removeLabel={`Remove ingredient ${i + 1}`}
              onRemove={() => change({ items: removeAt(items, i) })}
            >
              <TextInput
                name={key(`ingredients.${i}.name`)}
                label="Name"
                required
                value={item.name}
                onChange={(name) => change({ items: replaceAt(items, i, { name }) })}
                error={errors[key(`ingredients.${i}.name`)]}
              />
              <TextArea
                name={key(`ingredients.${i}.description`)}
                label="Description"
                rows={2}
                value={item.description}
                onChange={(description) => change({ items: replaceAt(items, i, { description }) })}
                error={errors[key(`ingredients.${i}.description`)]}
              />
              <ListTextArea
                name={key(`ingredients.${i}.benefits`)}
                label="Benefits"
                rows={2}
                value={item.benefits}
                onChange={(benefits) => change({ items: replaceAt(items, i, { benefits }) })}
                error={errors[key(`ingredients.${i}.benefits`)]}
              />
            </RowCard>
          ))}
        </ol>
      </Section>
      <Section title="Ingredient tags" description="Short labels shown under the ingredients.">
        <ListTextArea
          name={key('ingredientTags')}
          label="Tags"
          value={block.tags}
          onChange={(tags) => change({ tags })}
          error={errors[key('ingredientTags')]}
        />
      </Section>
    </div>
  );
}
