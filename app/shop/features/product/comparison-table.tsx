import type { ComparisonTable as Table } from '../../../../common/catalog/product-blocks';
import { cn } from '../../../lib/cn';
import { ProductSection } from './product-section';
import { fill } from '../../i18n/messages';
import { useMessages } from '../../i18n/shop-language';

/**
 * The comparison table (storefront §2): a real table with header cells, scrolling sideways on narrow
 * screens. The scroll box is focusable so keyboard users can scroll it too.
 */
export function ComparisonTable({ table }: { table: Table }) {
  const words = useMessages('product');
  return (
    <ProductSection id="comparison" heading={table.heading} tinted>
      <div
        role="region"
        aria-labelledby="comparison-heading"
        tabIndex={0}
        className="overflow-x-auto rounded-xl border border-stone-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="w-full min-w-[640px] border-collapse text-start text-sm">
          <caption className="sr-only">
            {fill(words.comparedByFeature, { heading: table.heading, columns: table.columns.join(', ') })}
          </caption>
          <thead>
            <tr className="border-b border-stone-200">
              <th scope="col" className="px-4 py-3 font-semibold text-stone-900">
                {words.feature}
              </th>
              {table.columns.map((column, index) => (
                <th
                  key={`${column}-${index}`}
                  scope="col"
                  className={cn(
                    'px-4 py-3 font-semibold',
                    index === 0 ? 'bg-brand-700 text-white' : 'text-stone-900',
                  )}
                >
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={`${row.feature}-${rowIndex}`} className="border-b border-stone-100 last:border-0">
                <th scope="row" className="px-4 py-3 font-medium text-stone-900">
                  {row.feature}
                </th>
                {row.values.map((value, index) => (
                  <td
                    key={`${row.feature}-${index}`}
                    className={cn(
                      'px-4 py-3',
                      index === 0 ? 'bg-brand-50 font-semibold text-brand-800' : 'text-stone-700',
                    )}
                  >
                    {value || '—'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ProductSection>
  );
}
