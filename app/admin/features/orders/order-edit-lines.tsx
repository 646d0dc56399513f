import type { UseQueryResult } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import { fromPaisa, toPaisa } from '../../../../common/money';
import { MAX_LINE_QUANTITY } from '../../../../common/orders/checkout-schema';
import type { EditPreviewLine, ProductChoice } from '../../../../common/orders/order-edit-schema';
import { controlClass } from '../../kit/filter-styles';
import {
  describedBy,
  FieldMessages,
  fieldId,
  RemoveButton,
  Section,
  secondaryButton,
  WHOLE_NUMBER,
} from '../../forms/editor-fields';
import { useBoundField } from '../../forms/fields';
import { placeProduct, type EditForm, type FormLine } from './order-edit-form';

/** How many matches the product search lists at once: type more to narrow it. */
const MATCHES_SHOWN = 8;

/**
 * The order's lines in the edit dialog: each with its quantity (0 or Remove takes it off the order), the
 * unit prices of its units (agreed, or today's for units added: the server's preview), and a search that
 * adds a product at today's price. `lines` are the form's lines as they stand.
 */
export function EditLines({
  lines,
  choices,
  previewLines,
  money,
}: {
  lines: FormLine[];
  choices: UseQueryResult<ProductChoice[]>;
  /** The server's preview of the form as it stands, or null while there is none. */
  previewLines: EditPreviewLine[] | null;
  money: (value: string) => string;
}) {
  const { control, setValue } = useFormContext<EditForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'lines' });
  const { errors } = useFormState({ control, name: 'lines' });
  // A problem of the list as a whole (no line left): the schema's, or the server's.
  const listProblem = errors.lines?.message ?? errors.lines?.root?.message;
  function add(product: ProductChoice) {
    const placed = placeProduct(lines, product);
    if ('line' in placed) append(placed.line);
    else
      setValue(`lines.${placed.more}.quantity`, placed.quantity, { shouldDirty: true, shouldValidate: true });
  }
  return (
    <Section
      title="Items"
      description="Items keep the price they were sold at; units and products added are charged today's price. Set a quantity to 0 or remove a line to take it off the order."
    >
      {listProblem ? (
        <p id="field-lines-error" role="alert" className="text-sm text-red-700">
          {listProblem}
        </p>
      ) : null}
      {fields.length === 0 ? (
        <p className="text-sm text-stone-600">No items left. Add a product, or cancel the order instead.</p>
      ) : (
        <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
          {fields.map((row, index) => {
            const line = lines[index] ?? row;
            return (
              <LineRow
                key={row.id}
                name={`lines.${index}.quantity`}
                line={line}
                prices={linePrices(line, previewLineOf(line, previewLines), money)}
                onRemove={() => remove(index)}
              />
            );
          })}
        </ul>
      )}
      <ProductSearch choices={choices} onPick={add} money={money} />
    </Section>
  );
}

/** One line: its name and prices, its quantity, its problem and Remove. */
function LineRow({
  name,
  line,
  prices,
  onRemove,
}: {
  name: string;
  line: FormLine;
  prices: string;
  onRemove: () => void;
}) {
  const quantity = useBoundField<string>(name);
  const id = fieldId(name);
  const error = quantity.error;
  return (
    <li className="flex flex-wrap items-start gap-3 p-3">
      <div className="min-w-0 flex-1 basis-40">
        <label htmlFor={id} className="block text-sm font-medium break-words text-stone-900">
          {line.name}
          {line.itemIds.length ? null : <span className="ml-1 text-xs text-brand-800">(added)</span>}
        </label>
        <p className="text-xs text-stone-600" data-testid="edit-line-prices">
          {prices}
          {line.packSize > 1 ? ` · ${line.packSize} jars in each` : ''}
        </p>
        <FieldMessages name={name} error={error} />
      </div>
      <div className="flex items-center gap-2">
        <input
          id={id}
          name={name}
          aria-label={`Quantity of ${line.name}`}
          {...WHOLE_NUMBER}
          min={0}
          max={MAX_LINE_QUANTITY}
          value={quantity.value}
          onChange={(event) => quantity.onChange(event.target.value)}
          onBlur={quantity.onBlur}
          ref={quantity.inputRef}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy(name, error, null)}
          className={`${controlClass} w-20`}
        />
        <RemoveButton label={`Remove ${line.name}`} onClick={onRemove} />
      </div>
    </li>
  );
}

/** The preview's line for a line of the form: by its first item, or as the product added. */
function previewLineOf(line: FormLine, lines: EditPreviewLine[] | null): EditPreviewLine | undefined {
  const first = line.itemIds[0];
  return lines?.find((candidate) =>
    first
      ? candidate.itemIds.includes(first)
      : !candidate.itemIds.length && candidate.productId === line.productId,
  );
}

/**
 * "2 × Rs 1,500.00 agreed + 1 × Rs 1,800.00 at today's price · line Rs 4,800.00": the server's figures
 * when it has answered for the form as it stands, else the line as loaded while its quantity is unchanged.
 */
function linePrices(line: FormLine, preview: EditPreviewLine | undefined, money: (value: string) => string) {
  const describe = (parts: Array<{ quantity: number; price: string; agreed: boolean }>) =>
    parts
      .map((part) => `${part.quantity} × ${money(part.price)} ${part.agreed ? 'agreed' : "at today's price"}`)
      .join(' + ');
  if (preview) {
    return preview.quantity === 0 ? 'Removed' : `${describe(preview.parts)} · line ${money(preview.total)}`;
  }
  const loaded = line.agreed.reduce((sum, part) => sum + part.quantity, 0);
  if (line.itemIds.length && String(loaded) === line.quantity.trim()) {
    const total = line.agreed.reduce((sum, part) => sum + toPaisa(part.price) * part.quantity, 0);
    return `${describe(line.agreed.map((part) => ({ ...part, agreed: true })))} · line ${money(fromPaisa(total))}`;
  }
  if (line.todayPrice) return `${money(line.todayPrice)} each at today's price`;
  return 'Priced by the shop once you stop typing…';
}

/** A searchable list of the shop's products: type part of a name, then Add (keyboard: Tab, Enter). */
function ProductSearch({
  choices,
  onPick,
  money,
}: {
  choices: UseQueryResult<ProductChoice[]>;
  onPick: (product: ProductChoice) => void;
  money: (value: string) => string;
}) {
  const [query, setQuery] = useState('');
  const searchId = useId();
  const resultsId = useId();
  const words = query.trim().toLowerCase();
  const matches = words
    ? (choices.data ?? [])
        .filter((product) => product.name.toLowerCase().includes(words))
        .slice(0, MATCHES_SHOWN)
    : [];
  return (
    <div>
      <label htmlFor={searchId} className="block text-sm font-medium text-stone-900">
        Add a product
      </label>
      <input
        id={searchId}
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        placeholder={choices.isPending ? 'Loading the products…' : 'Type part of a name'}
        autoComplete="off"
        aria-controls={resultsId}
        className={`mt-1 ${controlClass}`}
      />
      {choices.isError ? (
        <p className="mt-1 text-sm text-red-700">The products could not be loaded.</p>
      ) : null}
      <ul id={resultsId} aria-label="Matching products" aria-live="polite" className="mt-2 space-y-1">
        {words && !choices.isPending && matches.length === 0 ? (
          <li className="text-sm text-stone-600">No product matches “{query.trim()}”.</li>
        ) : null}
        {matches.map((product) => (
          <li
            key={product.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-stone-50 px-3 py-2"
          >
            <span className="min-w-0 text-sm break-words text-stone-900">
              {product.name}{' '}
              <span className="text-xs text-stone-600">
                {money(product.price)} · {product.stock > 0 ? `${product.stock} in stock` : 'Out of stock'}
              </span>
            </span>
            <button
              type="button"
              onClick={() => {
                onPick(product);
                setQuery('');
              }}
              className={secondaryButton}
              aria-label={`Add ${product.name}`}
            >
              <Plus aria-hidden="true" className="h-4 w-4" />
              Add
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
