import { Check } from 'lucide-react';
import type { PricingPlan } from '../../../../common/catalog/product-blocks';
import { cn } from '../../../lib/cn';
import { fill } from '../../i18n/messages';
import { useFormat, useMessages } from '../../i18n/shop-language';

type Props = {
  plan: PricingPlan;
  name: string;
  checked: boolean;
  onChoose: () => void;
  currencySymbol: string;
};

/** One plan as a radio card: label, highlight, servings and jars, price, per day, savings, features. */
export function PlanOption({ plan, name, checked, onChoose, currencySymbol }: Props) {
  const words = useMessages('product');
  const format = useFormat();
  const detailsId = `${name}-${plan.label.replace(/\W+/g, '-')}`;
  return (
    <label
      className={cn(
        'relative flex cursor-pointer gap-3 rounded-xl border-2 bg-white p-4 transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 has-[:focus-visible]:ring-offset-2',
        checked ? 'border-brand-700 bg-brand-50' : 'border-stone-200 hover:border-stone-400',
      )}
    >
      <input
        type="radio"
        name={name}
        value={plan.label}
        checked={checked}
        onChange={onChoose}
        aria-label={plan.highlight ? `${plan.label}, ${plan.highlight}` : plan.label}
        aria-describedby={detailsId}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1">
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-semibold text-stone-900">{plan.label}</span>
            {plan.highlight ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-xs font-semibold text-white',
                  plan.highlight === 'Most Popular' ? 'bg-brand-700' : 'bg-amber-800',
                )}
              >
                {plan.highlight}
              </span>
            ) : null}
          </span>
          <span className="text-lg font-bold text-stone-900">{format.money(plan.price, currencySymbol)}</span>
        </span>
        <span id={detailsId} className="mt-1 block text-sm text-stone-600">
          <span className="block">
            {fill(plan.jars === 1 ? words.servingsJar : words.servingsJars, {
              servings: format.count(plan.servings),
              jars: format.count(plan.jars),
            })}
            {plan.perDay > 0
              ? ` · ${fill(words.perDay, { amount: format.money(plan.perDay, currencySymbol) })}`
              : ''}
          </span>
          {plan.savingsAmount > 0 ? (
            <span className="block font-semibold text-brand-800">
              {fill(words.save, { amount: format.money(plan.savingsAmount, currencySymbol) })}
            </span>
          ) : null}
          {plan.description ? (
            <span className="mt-1 block whitespace-pre-line">{plan.description}</span>
          ) : null}
        </span>
        {plan.features.length ? (
          <span className="mt-2 flex flex-col gap-1 text-sm text-stone-700">
            {plan.features.map((feature) => (
              <span key={feature} className="flex items-center gap-1.5">
                <Check aria-hidden="true" className="h-4 w-4 shrink-0 text-brand-700" />
                {feature}
              </span>
            ))}
          </span>
        ) : null}
      </span>
    </label>
  );
}
