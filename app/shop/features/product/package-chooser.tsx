import { useId, useState } from 'react';
import type { PricingPlan } from '../../../../common/catalog/product-blocks';
import { stockUnits } from '../../../../common/cart/cart-item';
import { useCart } from '../../cart/cart-context';
import type { CartItem } from '../../cart/cart-rules';
import { useBuyNow } from '../../cart/use-buy-now';
import { cn } from '../../../lib/cn';
import { trackPixel } from '../../lib/pixel';
import { notifyError } from '../../../lib/toast';
import { planCartLine, singleCartLine, type CartProduct } from './cart-line';
import { PlanOption } from './plan-option';
import { StockLabel } from './stock-label';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';

type Props = {
  product: CartProduct & { stock: number };
  plans: PricingPlan[];
  /** The plan chosen at first: 'Most Popular', else the first (`defaultPlanIndex`, storefront §4). */
  defaultPlan: number;
  currencySymbol: string;
};

/**
 * The package chooser (storefront §4 Product page): starts on the 'Most Popular' plan, else the first;
 * Add to Cart adds the plan's jars, Buy Now empties the cart, adds the same line and goes to checkout.
 * Without plans, one unit at the product's price.
 */
export function PackageChooser({ product, plans, defaultPlan, currencySymbol }: Props) {
  const { addItem } = useCart();
  const buyNow = useBuyNow();
  const words = useMessages('product');
  const format = useFormat();
  const [selected, setSelected] = useState(defaultPlan);
  const name = useId();
  const plan = plans[Math.min(Math.max(0, selected), plans.length - 1)];
  const soldOut = product.stock <= 0;

  function choose(index: number) {
    const chosen = plans[index];
    if (!chosen) return;
    setSelected(index);
    trackPixel('PricingPlanSelected', {
      product_id: product.id,
      plan: chosen.label,
      servings: chosen.servings,
      jars: chosen.jars,
      price: chosen.price,
    });
  }

  function order(send: (line: CartItem) => void) {
    const line = plan ? planCartLine(product, plan) : singleCartLine(product);
    // Storefront §5/§8: never more than the shop holds.
    if (product.stock < stockUnits(line)) {
      notifyError(words.insufficientStock, fill(words.onlyAvailable, { n: format.count(product.stock) }));
      return;
    }
    try {
      send(line);
    } catch (error) {
      console.error('Adding to the cart failed', error);
      notifyError(words.error, words.addFailed);
    }
  }

  return (
    <div className="mt-6">
      {plans.length ? (
        <fieldset>
          <legend className="text-lg font-semibold text-stone-900">{words.choosePackage}</legend>
          <div className="mt-3 space-y-3">
            {plans.map((option, index) => (
              <PlanOption
                key={option.label}
                plan={option}
                name={name}
                checked={option === plan}
                onChoose={() => choose(index)}
                currencySymbol={currencySymbol}
              />
            ))}
          </div>
        </fieldset>
      ) : (
        <p className="text-3xl font-bold text-brand-800">{format.money(product.price, currencySymbol)}</p>
      )}
      <div className="mt-4 flex flex-wrap items-center justify-between gap-2">
        <StockLabel stock={product.stock} />
        {plan ? (
          <p className="text-stone-700">
            {words.total} <span className="font-semibold">{format.money(plan.price, currencySymbol)}</span>
          </p>
        ) : null}
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <OrderButton disabled={soldOut} onClick={() => order(addItem)} variant="primary">
          {words.addToCart}
        </OrderButton>
        <OrderButton disabled={soldOut} onClick={() => order((line) => buyNow(line))} variant="secondary">
          {words.buyNow}
        </OrderButton>
      </div>
    </div>
  );
}

function OrderButton({
  children,
  disabled,
  onClick,
  variant,
}: {
  children: string;
  disabled: boolean;
  onClick: () => void;
  variant: 'primary' | 'secondary';
}) {
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={onClick}
      className={cn(
        'rounded-lg px-6 py-3 font-semibold disabled:cursor-not-allowed disabled:opacity-50',
        variant === 'primary'
          ? 'bg-brand-700 text-white hover:bg-brand-800'
          : 'border-2 border-brand-700 text-brand-800 hover:bg-brand-50',
      )}
    >
      {children}
    </button>
  );
}
