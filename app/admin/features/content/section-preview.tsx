import type { ReactNode } from 'react';
import { CartProvider } from '../../../shop/cart/cart-context';
import { HoneyPromotion } from '../../../shop/sections/honey-promotion';
import { AboutHero } from '../../../shop/features/about/about-hero';
import { parseAboutContent } from '../../../shop/features/about/about-content';
import { CoreValuesSection } from '../../../shop/features/about/core-values-section';
import { MissionVisionSection } from '../../../shop/features/about/mission-vision-section';
import { PowerOfNatureSection } from '../../../shop/features/about/power-of-nature-section';
import { ProductPromiseSection } from '../../../shop/features/about/product-promise-section';
import { QualitySection as AboutQualitySection } from '../../../shop/features/about/quality-section';
import { CategoryChips } from '../../../shop/features/catalog/category-chips';
import { FeaturesStrip } from '../../../shop/features/catalog/features-strip';
import { productsPageContent } from '../../../shop/features/catalog/products-content';
import { ProductsCta } from '../../../shop/features/catalog/products-cta';
import { ProductsHero } from '../../../shop/features/catalog/products-hero';
import { SortSelect } from '../../../shop/features/catalog/sort-select';
import { BundlePricing } from '../../../shop/features/home/bundle-pricing';
import { CustomerReviews } from '../../../shop/features/home/customer-reviews';
import { FlagshipSection } from '../../../shop/features/home/flagship-section';
import { parseHomeContent } from '../../../shop/features/home/home-content';
import type { HomeReview } from '../../../shop/features/home/home-data';
import { HomeHero } from '../../../shop/features/home/home-hero';
import { QualitySection as HomeQualitySection } from '../../../shop/features/home/quality-section';

/**
 * Which storefront component draws each section, fed through the storefront's own readers, so the
 * preview is the page itself: the same fallbacks, the same markup. The readers and components belong to
 * the shop features; the back office only imports them, through the app-level path (the preview is the
 * one place the admin shows shop sections, and it must not drift from them).
 */

export type PreviewBlock = { section: string; content: unknown };

type SectionPreviewDef = {
  render: (blocks: PreviewBlock[]) => ReactNode;
  /** What the preview cannot show as the page does, said under it. */
  note?: string;
};

// The page falls back to the flagship product's image here; the preview has no catalogue to ask.
const home = (blocks: PreviewBlock[]) => parseHomeContent(blocks, { flagshipImage: null });

/** Stand-ins for the published testimonials, which the home page reads from another table. */
const SAMPLE_REVIEWS: HomeReview[] = [1, 2, 3].map((n) => ({
  id: `sample-${n}`,
  rating: 5,
  testimonial: 'A published testimonial is shown here.',
  customerName: `Customer ${n}`,
  customerImage: null,
  customerTitle: null,
  isVerified: true,
}));

/** The products CTA's first button shows only when the catalogue has a flagship; the preview assumes one. */
const SAMPLE_FLAGSHIP_SLUG = 'vitalix';

const noop = () => undefined;

const PREVIEWS: Record<string, SectionPreviewDef> = {
  'home-hero': {
    render: (blocks) => <HomeHero content={home(blocks).hero} />,
    note: "Without a video the page shows the flagship product's image.",
  },
  'home-vitalix': { render: (blocks) => <FlagshipSection content={home(blocks).flagship} /> },
  'home-quality': { render: (blocks) => <HomeQualitySection content={home(blocks).quality} /> },
  'home-testimonials': {
    render: (blocks) => <CustomerReviews content={home(blocks).reviews} reviews={SAMPLE_REVIEWS} />,
    note: 'The reviews are placeholders: the page shows the published testimonials.',
  },
  'home-vitalix-pricing': {
    // The order button needs the cart; the preview cannot be clicked, so nothing is ever added.
    render: (blocks) => (
      <CartProvider>
        <BundlePricing content={home(blocks).pricing} flagship={null} />
      </CartProvider>
    ),
  },
  'home-honey-strip': { render: (blocks) => <HoneyPromotion content={home(blocks).honey} /> },
  'about-hero': { render: (blocks) => <AboutHero hero={parseAboutContent(blocks).hero} /> },
  'about-mission-vision': {
    render: (blocks) => <MissionVisionSection missionVision={parseAboutContent(blocks).missionVision} />,
  },
  'about-values': { render: (blocks) => <CoreValuesSection values={parseAboutContent(blocks).values} /> },
  'about-promise': {
    render: (blocks) => <ProductPromiseSection promise={parseAboutContent(blocks).promise} />,
  },
  'about-quality': {
    render: (blocks) => <AboutQualitySection quality={parseAboutContent(blocks).quality} />,
  },
  'about-ingredients': {
    render: (blocks) => <PowerOfNatureSection ingredients={parseAboutContent(blocks).ingredients} />,
  },
  'products-hero': {
    render: (blocks) => {
      const { hero } = productsPageContent(blocks);
      return <ProductsHero heading={hero.heading} subheading={hero.subheading} />;
    },
  },
  'products-features': {
    render: (blocks) => <FeaturesStrip features={productsPageContent(blocks).features} />,
  },
  'products-categories': {
    render: (blocks) => (
      <div className="p-4">
        <CategoryChips chips={productsPageContent(blocks).categories} selected={null} onSelect={noop} />
      </div>
    ),
  },
  'products-sort': {
    render: (blocks) => (
      <div className="max-w-sm p-4">
        <SortSelect value="featured" options={productsPageContent(blocks).sortOptions} onChange={noop} />
      </div>
    ),
  },
  'products-cta': {
    render: (blocks) => (
      <ProductsCta cta={productsPageContent(blocks).cta} flagshipSlug={SAMPLE_FLAGSHIP_SLUG} />
    ),
  },
};

export function previewOf(key: string): SectionPreviewDef | undefined {
  return PREVIEWS[key];
}
