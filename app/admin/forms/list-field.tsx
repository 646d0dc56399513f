import type { ReactNode } from 'react';
import { useFieldArray, type ArrayPath, type FieldArray, type FieldValues } from 'react-hook-form';
import { AddButton, RowCard } from './editor-fields';

/**
 * The repeated rows of a form (FAQs, facts, ingredients, plans, comparison rows, testimonials, tiers):
 * each row a card titled '<item> N' with its Remove button, and Add below, up to `max` rows. A row's
 * fields are named from the path the row gets: `<TextField name={`${path}.question`} … />`.
 */
export function ListField({
  name,
  item,
  addLabel,
  newRow,
  max,
  empty,
  title = (_path, index) => `${item} ${index + 1}`,
  removeLabel = (index) => `Remove ${item} ${index + 1}`,
  children,
}: {
  name: string;
  /** What one row is, for its title and its Remove button: 'FAQ' gives 'FAQ 2', 'Remove FAQ 2'. */
  item: string;
  addLabel: string;
  /** A new row's values. */
  newRow: () => Record<string, unknown>;
  max?: number;
  /** Shown when there is no row yet. */
  empty?: ReactNode;
  /** A row's title when it says more than '<item> N' ('Plan 2: 2 Jars', read with `useWatch`). */
  title?: (path: string, index: number) => ReactNode;
  /** A row's Remove button when it says the item otherwise ('Remove plan 2'). */
  removeLabel?: (index: number) => string;
  children: (path: string, index: number) => ReactNode;
}) {
  const { fields, append, remove } = useFieldArray<FieldValues, ArrayPath<FieldValues>>({ name });
  const full = max !== undefined && fields.length >= max;
  return (
    <div className="space-y-3">
      {fields.length === 0 && empty ? <p className="text-sm text-stone-600">{empty}</p> : null}
      {fields.length > 0 ? (
        <ol className="space-y-3">
          {fields.map((row, index) => (
            <RowCard
              key={row.id}
              title={title(`${name}.${index}`, index)}
              removeLabel={removeLabel(index)}
              onRemove={() => remove(index)}
            >
              {children(`${name}.${index}`, index)}
            </RowCard>
          ))}
        </ol>
      ) : null}
      <AddButton
        label={addLabel}
        onClick={() => append(newRow() as FieldArray<FieldValues, ArrayPath<FieldValues>>)}
        disabled={full}
      />
    </div>
  );
}
