import type { ReactNode } from 'react';
import {
  get,
  useFieldArray,
  useFormContext,
  useFormState,
  type ArrayPath,
  type FieldArray,
  type FieldValues,
} from 'react-hook-form';
import { AddButton, fieldId, RemoveButton, RowCard, RowGroup } from './editor-fields';
import { URDU_VALUES } from './text-language';

type ListFieldProps = {
  name: string;
  /** What one row is, for its title and its Remove button: 'FAQ' gives 'FAQ 2', 'Remove FAQ 2'. */
  item: string;
  /** A row's title when it is more than 'FAQ 2' (it may follow the row's values: 'Tier 2: 2 Jars'). */
  title?: (index: number, path: string) => ReactNode;
  max?: number;
  /** Shown when there is no row yet. */
  empty?: ReactNode;
  /**
   * 'cards' (the default): each row a titled card with its Remove button. 'plain': each row as its
   * fields draw it, with the Remove button handed to the row (the third argument) to place, beside the
   * row's one field.
   */
  layout?: 'cards' | 'plain';
  children: (path: string, index: number, remove: ReactNode) => ReactNode;
} & (
  | {
      /** A fixed number of rows (three certifications, four values): no Add, no Remove. */
      fixed: true;
      addLabel?: never;
      newRow?: never;
    }
  | {
      fixed?: false;
      addLabel: string;
      /** A new row's values; `count` is how many rows there are before it. */
      newRow: (count: number) => Record<string, unknown>;
      /** The Remove button's words for a row when not 'Remove <item> N' ('Delete tier 2'). */
      removeLabel?: (index: number) => string;
      /** The fewest rows: below it the rows offer no Remove (a section needs at least one tier). */
      min?: number;
      /** After row `index` of `count` was removed: what else follows from it (the recommended tier). */
      onRemove?: (index: number, count: number) => void;
      /** At `max` rows the Add button is hidden rather than disabled (back-office §2's feature cards). */
      hideAddWhenFull?: boolean;
    }
);

/**
 * The repeated rows of a form (FAQs, facts, ingredients, plans, comparison rows, testimonials, tiers):
 * each row a card titled '<item> N' with its Remove button, and Add below, up to `max` rows. A row's
 * fields are named from the path the row gets: `<TextField name={`${path}.question`} … />`. A problem of
 * the list itself (too many rows, none) shows under the rows.
 */
export function ListField(props: ListFieldProps) {
  const { name, item, title, max, empty, layout = 'cards', children } = props;
  const { fields, append, remove } = useFieldArray<FieldValues, ArrayPath<FieldValues>>({ name });
  const { errors } = useFormState({ name });
  const { getValues, setValue } = useFormContext();
  // A list's own problem: under `root` while the list has rows with fields, on the list when it has none.
  const problem = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const listError = problem?.root?.message ?? problem?.message;
  const full = max !== undefined && fields.length >= max;
  const removable = !props.fixed && fields.length > (props.min ?? 0);

  function removeRow(index: number) {
    if (props.fixed) return;
    const count = fields.length;
    remove(index);
    // The row's Urdu version goes with it, so each row after keeps its own (decision 039: by position).
    const urdu: unknown = getValues(`${URDU_VALUES}.${name}`);
    if (Array.isArray(urdu) && urdu.some((row) => typeof row === 'object' && row !== null)) {
      setValue(
        `${URDU_VALUES}.${name}`,
        urdu.filter((_, at) => at !== index),
        { shouldDirty: true },
      );
    }
    props.onRemove?.(index, count);
  }

  const rows = fields.map((row, index) => {
    const path = `${name}.${index}`;
    const rowTitle = title ? title(index, path) : `${item} ${index + 1}`;
    const removeLabel = props.fixed ? '' : (props.removeLabel?.(index) ?? `Remove ${item} ${index + 1}`);
    if (layout === 'plain') {
      const button = removable ? <RemoveButton label={removeLabel} onClick={() => removeRow(index)} /> : null;
      return <li key={row.id}>{children(path, index, button)}</li>;
    }
    return removable ? (
      <RowCard key={row.id} title={rowTitle} removeLabel={removeLabel} onRemove={() => removeRow(index)}>
        {children(path, index, null)}
      </RowCard>
    ) : (
      <RowGroup key={row.id} title={rowTitle}>
        {children(path, index, null)}
      </RowGroup>
    );
  });

  return (
    <div className="space-y-3">
      {fields.length === 0 && empty ? <p className="text-sm text-stone-600">{empty}</p> : null}
      {fields.length > 0 ? <ol className={layout === 'plain' ? 'space-y-2' : 'space-y-3'}>{rows}</ol> : null}
      {listError ? (
        <p id={`${fieldId(name)}-error`} className="text-sm text-red-700">
          {listError}
        </p>
      ) : null}
      {props.fixed || (full && props.hideAddWhenFull) ? null : (
        <AddButton
          label={props.addLabel}
          onClick={() =>
            append(props.newRow(fields.length) as FieldArray<FieldValues, ArrayPath<FieldValues>>)
          }
          disabled={full}
        />
      )}
    </div>
  );
}
