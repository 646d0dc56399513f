import { Award, Check, Heart, Leaf, Shield, Star, Truck, Zap, type LucideIcon } from 'lucide-react';
import type { FeatureIcon, ProductsFeature } from './products-content';
import { useMessages } from '../../i18n/shop-language';

const ICONS: Record<FeatureIcon, LucideIcon> = { Leaf, Shield, Truck, Award, Heart, Star, Check, Zap };

/** The shop's promises from the 'features' content section (storefront §2 Products, §9 defaults). */
export function FeaturesStrip({ features }: { features: ProductsFeature[] }) {
  const words = useMessages('catalog');
  return (
    <section aria-labelledby="products-features-heading" className="bg-brand-50">
      <div className="mx-auto max-w-7xl px-4 py-10">
        <h2 id="products-features-heading" className="sr-only">
          {words.whyShopWithUs}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {features.map((feature) => {
            const Icon = ICONS[feature.icon];
            return (
              <li key={feature.title} className="flex gap-3">
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-white text-brand-700 shadow-sm">
                  <Icon aria-hidden="true" className="h-5 w-5" />
                </span>
                <div>
                  <h3 className="font-semibold text-stone-900">{feature.title}</h3>
                  <p className="mt-0.5 text-sm text-stone-700">{feature.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
