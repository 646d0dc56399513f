import { Section } from '../../forms/editor-fields';
import { ListTextField, TextField } from '../../forms/fields';
import { ListField } from '../../forms/list-field';
import { ListTextLineField } from '../../forms/fields';
import { typedList } from './product-form';

const MAX_ROWS = 30;
const TABLE = 'productBenefits.comparisonTable';

/**
 * The comparison table (back-office §3, §5): a heading, the columns (one per line or separated by
 * commas) and rows of a feature with one value per column, separated by commas.
 */
export function ComparisonTableEditor() {
  return (
    <Section title="Comparison table" description="How the product compares with others, column by column.">
      <TextField name={`${TABLE}.heading`} label="Table heading" placeholder="How It Compares" />
      <ListTextField name={`${TABLE}.columns`} label="Columns" rows={2} />
      <ListField
        name={`${TABLE}.rows`}
        item="Row"
        removeLabel={(i) => `Remove row ${i + 1}`}
        addLabel="Add row"
        newRow={() => ({ feature: '', values: typedList('') })}
        max={MAX_ROWS}
      >
        {(path) => (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField name={`${path}.feature`} label="Feature" required />
            <ListTextLineField
              name={`${path}.values`}
              label="Values"
              placeholder="Yes, No, Partly"
              hint="One per column, separated by commas."
            />
          </div>
        )}
      </ListField>
    </Section>
  );
}
