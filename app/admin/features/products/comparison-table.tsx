import {
  AddButton,
  ListTextArea,
  removeAt,
  replaceAt,
  RowCard,
  Section,
  TextInput,
} from '../../forms/editor-fields';
import { typedList, type ProductFormValues } from './product-form';

type Comparison = ProductFormValues['comparison'];
const MAX_ROWS = 30;

/**
 * The comparison table (back-office §3, §5): a heading, the columns (one per line or separated by
 * commas) and rows of a feature with one value per column, separated by commas.
 */
export function ComparisonTableEditor({
  table,
  onChange,
  errors,
}: {
  table: Comparison;
  onChange: (table: Comparison) => void;
  errors: Record<string, string>;
}) {
  const key = (field: string) => `productBenefits.comparisonTable.${field}`;
  const rows = table.rows;
  return (
    <Section
      title="Comparison table"
      description="How the product compares with others, column by column."
      actions={
        <AddButton
          label="Add row"
          disabled={rows.length >= MAX_ROWS}
          onClick={() => onChange({ ...table, rows: [...rows, { feature: '', values: typedList('') }] })}
        />
      }
    >
      <TextInput
        name={key('heading')}
        label="Table heading"
        placeholder="How It Compares"
        value={table.heading}
        onChange={(heading) => onChange({ ...table, heading })}
        error={errors[key('heading')]}
      />
      <ListTextArea
        name={key('columns')}
        label="Columns"
        rows={2}
        value={table.columns}
        onChange={(columns) => onChange({ ...table, columns })}
        error={errors[key('columns')]}
      />
      {rows.length ? (
        <ol className="space-y-3">
          {rows.map((row, i) => (
            <RowCard
              key={i}
              title={`Row ${i + 1}`}
              removeLabel={`Remove row ${i + 1}`}
              onRemove={() => onChange({ ...table, rows: removeAt(rows, i) })}
            >
              <div className="grid gap-3 sm:grid-cols-2">
                <TextInput
                  name={key(`rows.${i}.feature`)}
                  label="Feature"
                  required
                  value={row.feature}
                  onChange={(feature) => onChange({ ...table, rows: replaceAt(rows, i, { feature }) })}
                  error={errors[key(`rows.${i}.feature`)]}
                />
                <TextInput
                  name={key(`rows.${i}.values`)}
                  label="Values"
                  placeholder="Yes, No, Partly"
                  hint="One per column, separated by commas."
                  value={row.values.text}
                  onChange={(text) =>
                    onChange({ ...table, rows: replaceAt(rows, i, { values: { ...row.values, text } }) })
                  }
                  error={errors[key(`rows.${i}.values`)]}
                />
              </div>
            </RowCard>
          ))}
        </ol>
      ) : null}
    </Section>
  );
}
