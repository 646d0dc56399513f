import { Link } from 'react-router';
import type { ProductsCtaContent } from './products-content';
import { useLocalizedPath } from '../../i18n/shop-language';

/**
 * The call-to-action block from the 'cta' content section: the primary button opens the flagship (when
 * the catalogue has one), the secondary goes to the About page, where the contact details are.
 */
export function ProductsCta({ cta, flagshipSlug }: { cta: ProductsCtaContent; flagshipSlug: string | null }) {
  const to = useLocalizedPath();
  return (
    <section aria-labelledby="products-cta-heading" className="mx-auto max-w-7xl px-4 py-12">
      <div className="rounded-2xl bg-brand-800 px-6 py-10 text-center text-white sm:px-12">
        <h2 id="products-cta-heading" className="text-2xl font-bold sm:text-3xl">
          {cta.heading}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-50">{cta.subheading}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
          {flagshipSlug ? (
            <Link
              to={to(`/product/${flagshipSlug}`)}
              className="rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
            >
              {cta.primaryButtonText}
            </Link>
          ) : null}
          <Link
            to={to('/about')}
            className="rounded-lg border border-white px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {cta.secondaryButtonText}
          </Link>
        </div>
      </div>
    </section>
  );
}
