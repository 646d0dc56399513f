import { Loader2, ShieldCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import {
  clampTierIndex,
  prepareBundleOrder,
  tierJars,
  type FlagshipForOrder,
  type PricingTier,
} from '../../../../common/catalog/bundle-pricing';
import { useBuyNow } from '../../cart/use-buy-now';
import { Picture } from '../../media/picture';
import { cn } from '../../../lib/cn';
import { trackPixel } from '../../lib/pixel';
import { notifyError } from '../../../lib/toast';
import type { PricingContent } from './home-content';
import { fill } from '../../i18n/messages';
import { useMessages } from '../../i18n/shop-language';

type Props = { content: PricingContent; flagship: FlagshipForOrder | null };

/**
 * Bundle pricing (storefront §2 Home, §4 Home pricing and Order of the flagship): pick 1, 2 or 3 jars
 * and order. The prices shown are the content's; the server prices the order itself at checkout.
 */
export function BundlePricing({ content, flagship }: Props) {
  const words = useMessages('home');
  const buyNow = useBuyNow();
  const { tiers } = content;
  const [selected, setSelected] = useState(0);
  const [adding, setAdding] = useState(false);
  const index = clampTierIndex(selected, tiers.length);
  // Past the end of the list (staff removed a tier): back to the first one (storefront §4).
  if (index !== selected) setSelected(index);

  const choose = (tierIndex: number) => {
    setSelected(tierIndex);
    const tier = tiers[tierIndex];
    if (!tier) return;
    trackPixel('PricingPlanSelected', {
      product_id: flagship?.id ?? null,
      plan: tier.name,
      servings: tier.servings,
      jars: tierJars(tier),
      price: tier.amount,
    });
  };

  const order = () => {
    setAdding(true);
    try {
      const result = prepareBundleOrder(flagship, tiers, index);
      if (!result.ok) {
        notifyError(result.refusal.title, result.refusal.description);
        setAdding(false);
        return;
      }
      // The button keeps saying "Adding to Cart..." while /checkout loads, so a second tap cannot order twice.
      buyNow(result.line, `${result.line.metadata.tier} added successfully!`);
    } catch (error) {
      console.warn('The bundle could not be added to the cart', error);
      notifyError(words.error, words.addFailed);
      setAdding(false);
    }
  };

  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <div className="text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold text-stone-900">
            {content.heading}
          </h2>
          <p className="mx-auto mt-2 max-w-2xl text-stone-700">{content.subheading}</p>
          {content.urgencyText ? (
            <p className="mt-3 font-semibold text-amber-900">{content.urgencyText}</p>
          ) : null}
        </div>
        <div className="mt-10 grid items-start gap-10 lg:grid-cols-2">
          <Picture
            src={content.imageUrl}
            alt={content.imageAlt}
            width={800}
            height={800}
            sizes="(min-width: 1024px) 50vw, 100vw"
            className="mx-auto aspect-square w-full max-w-md overflow-hidden rounded-3xl"
          />
          <div>
            <fieldset>
              <legend className="sr-only">{words.choosePack}</legend>
              <ul className="space-y-4">
                {tiers.map((tier, tierIndex) => (
                  <TierOption
                    key={`${tier.name}-${tierIndex}`}
                    tier={tier}
                    tierIndex={tierIndex}
                    checked={tierIndex === index}
                    mostPopular={tierIndex === content.mostPopularIndex}
                    onSelect={() => choose(tierIndex)}
                  />
                ))}
              </ul>
            </fieldset>
            <button
              type="button"
              onClick={order}
              disabled={adding}
              className="mt-6 flex w-full items-center justify-center gap-2 rounded-lg bg-brand-700 px-6 py-4 text-lg font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-wait disabled:opacity-80"
            >
              {adding ? <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> : null}
              {adding ? words.addingToCart : content.ctaButtonText}
            </button>
            <ul className="mt-4 space-y-2 text-sm text-stone-700">
              <li className="flex items-center gap-2">
                <Truck aria-hidden="true" className="h-4 w-4 text-brand-700" />
                {content.footerText}
              </li>
              <li className="flex items-center gap-2">
                <ShieldCheck aria-hidden="true" className="h-4 w-4 text-brand-700" />
                {content.guaranteeText}
              </li>
            </ul>
          </div>
        </div>
      </div>
    </section>
  );
}

type TierProps = {
  tier: PricingTier;
  tierIndex: number;
  checked: boolean;
  mostPopular: boolean;
  onSelect: () => void;
};

/** One pack as a radio card: named by its name and price, described by the rest. */
function TierOption({ tier, tierIndex, checked, mostPopular, onSelect }: TierProps) {
  const words = useMessages('home');
  const id = `pricing-tier-${tierIndex}`;
  return (
    <li>
      <label
        className={cn(
          'relative flex cursor-pointer gap-4 rounded-2xl border-2 bg-white p-5 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-700 has-[:focus-visible]:ring-offset-2',
          checked ? 'border-brand-700 shadow-md' : 'border-stone-200 hover:border-brand-600',
        )}
      >
        <input
          type="radio"
          name="pricing-tier"
          value={tierIndex}
          checked={checked}
          onChange={onSelect}
          aria-labelledby={`${id}-name ${id}-price`}
          aria-describedby={mostPopular ? `${id}-badge ${id}-details` : `${id}-details`}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <span className="flex-1">
          {mostPopular ? (
            <span
              id={`${id}-badge`}
              className="absolute -top-3 end-4 rounded-full bg-amber-800 px-3 py-0.5 text-xs font-bold uppercase tracking-wide text-white"
            >
              {words.mostPopular}
            </span>
          ) : null}
          <span className="flex flex-wrap items-baseline justify-between gap-2">
            <span id={`${id}-name`} className="text-lg font-bold text-stone-900">
              {tier.name}
            </span>
            <span id={`${id}-price`} className="text-xl font-bold text-brand-800">
              {tier.price}
            </span>
          </span>
          <span id={`${id}-details`} className="mt-1 block text-sm text-stone-700">
            <span className="block">
              {fill(words.servings, { n: tier.servings })}
              {tier.originalPrice ? (
                <>
                  {' · '}
                  <span className="sr-only">{words.regularPrice}</span>
                  <s>{tier.originalPrice}</s>
                </>
              ) : null}
              {tier.savingsText ? (
                <span className="ms-2 font-semibold text-amber-900">{tier.savingsText}</span>
              ) : null}
            </span>
            {tier.description ? <span className="mt-1 block">{tier.description}</span> : null}
          </span>
        </span>
      </label>
    </li>
  );
}
