import { Minus, Plus } from 'lucide-react';
import { useId } from 'react';
import { clampQuantity } from '../../../../common/catalog/badges';
import { useFormat, useMessages } from '../../i18n/shop-language';

const stepButton =
  'flex h-10 w-10 items-center justify-center text-stone-700 hover:bg-stone-100 disabled:cursor-not-allowed disabled:text-stone-300 disabled:hover:bg-transparent focus-visible:outline-2 focus-visible:outline-brand-700';

/** Quantity from 1 up to the stock (storefront §4 Modal quantity, §5). */
export function QuantitySelector({
  value,
  stock,
  onChange,
}: {
  value: number;
  stock: number;
  onChange: (quantity: number) => void;
}) {
  const words = useMessages('shop');
  const format = useFormat();
  const labelId = useId();
  const soldOut = stock <= 0;
  return (
    <div className="flex items-center gap-3">
      <span id={labelId} className="text-sm font-medium text-stone-700">
        {words.quantity}
      </span>
      <div
        role="group"
        aria-labelledby={labelId}
        className="flex items-center rounded-lg border border-stone-300"
      >
        <button
          type="button"
          aria-label={words.decreaseQuantity}
          disabled={soldOut || value <= 1}
          onClick={() => onChange(clampQuantity(value - 1, stock))}
          className={`${stepButton} rounded-s-lg`}
        >
          <Minus aria-hidden="true" className="h-4 w-4" />
        </button>
        <output aria-live="polite" className="w-10 text-center font-semibold text-stone-900">
          {format.count(value)}
        </output>
        <button
          type="button"
          aria-label={words.increaseQuantity}
          disabled={soldOut || value >= stock}
          onClick={() => onChange(clampQuantity(value + 1, stock))}
          className={`${stepButton} rounded-e-lg`}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
    </div>
  );
}
