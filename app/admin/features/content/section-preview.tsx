import type { ReactNode } from 'react';
import type { ContentPreview } from '../../../../common/content/content-admin-schemas';
import { LEGAL_SECTION, type LegalPage } from '../../../../common/content/legal-pages';
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
import { HOME_REVIEW_LIMIT, toHomeReview, type HomeReview } from '../../../shop/features/home/home-data';
import { HomeHero } from '../../../shop/features/home/home-hero';
import { QualitySection as HomeQualitySection } from '../../../shop/features/home/quality-section';
import { parseLegalContent } from '../../../shop/features/legal/legal-content';
import { LegalText } from '../../../shop/features/legal/legal-page';

/**
 * Which storefront component draws each section, fed through the storefront's own readers, so the
 * preview is the page itself: the same fallbacks, the same markup. The readers and components belong to
 * the shop features; the back office only imports them, through the app-level path (the preview is the
 * one place the admin shows shop sections, and it must not drift from them).
 */

export type PreviewBlock = { section: string; content: unknown };

/**
 * What the pages read beside their sections (GET /api/admin/content/preview): the flagship product's image
 * and address, and the reviews the home page shows. Until it has come, and if it cannot be read, the
 * preview shows stand-ins, and says so.
 */
export type PreviewContext = {
  flagshipImage: string | null;
  flagshipSlug: string | null;
  reviews: HomeReview[];
  /** The reviews are stand-ins, not the published testimonials. */
  sampleReviews: boolean;
};

type SectionPreviewDef = {
  render: (blocks: PreviewBlock[], context: PreviewContext) => ReactNode;
  /** What the preview cannot show as the page does, said under it. */
  note?: (context: PreviewContext) => string | null;
};

/** Stand-ins for the published testimonials while they are not known. */
const SAMPLE_REVIEWS: HomeReview[] = [1, 2, 3].map((n) => ({
  id: `sample-${n}`,
  rating: 5,
  testimonial: 'A published testimonial is shown here.',
  customerName: `Customer ${n}`,
  customerImage: null,
  customerTitle: null,
  isVerified: true,
}));

/** The preview's context from the API's answer, or stand-ins without one. */
export function previewContextOf(answer: ContentPreview | undefined): PreviewContext {
  if (!answer)
    // The products CTA's first button shows only when the catalogue has a flagship: assume one.
    return { flagshipImage: null, flagshipSlug: 'vitalix', reviews: SAMPLE_REVIEWS, sampleReviews: true };
  return {
    flagshipImage: answer.flagship?.image ?? null,
    flagshipSlug: answer.flagship?.slug ?? null,
    reviews: answer.reviews.slice(0, HOME_REVIEW_LIMIT).map(toHomeReview),
    sampleReviews: false,
  };
}

// The home sections fall back to the flagship product's image, as the page does.
const home = (blocks: PreviewBlock[], context: PreviewContext) =>
  parseHomeContent(blocks, { flagshipImage: context.flagshipImage });

const noop = () => undefined;

/** A legal page's whole text, under its breadcrumb. */
const legalPreview = (page: LegalPage): SectionPreviewDef => ({
  render: (blocks) => (
    <LegalText
      content={parseLegalContent(page, blocks.find((block) => block.section === LEGAL_SECTION)?.content)}
    />
  ),
});

const PREVIEWS: Record<string, SectionPreviewDef> = {
  'home-hero': {
    render: (blocks, context) => <HomeHero content={home(blocks, context).hero} />,
    note: () => "Without a video the page shows the flagship product's image.",
  },
  'home-vitalix': {
    render: (blocks, context) => <FlagshipSection content={home(blocks, context).flagship} />,
  },
  'home-quality': {
    render: (blocks, context) => <HomeQualitySection content={home(blocks, context).quality} />,
  },
  'home-testimonials': {
    render: (blocks, context) => (
      <CustomerReviews content={home(blocks, context).reviews} reviews={context.reviews} />
    ),
    note: (context) =>
      context.sampleReviews
        ? 'The reviews are placeholders: the page shows the published testimonials.'
        : null,
  },
  'home-vitalix-pricing': {
    // The order button needs the cart; the preview cannot be clicked, so nothing is ever added.
    render: (blocks, context) => (
      <CartProvider>
        <BundlePricing content={home(blocks, context).pricing} flagship={null} />
      </CartProvider>
    ),
  },
  'home-honey-strip': {
    render: (blocks, context) => <HoneyPromotion content={home(blocks, context).honey} />,
  },
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
    render: (blocks, context) => (
      <ProductsCta cta={productsPageContent(blocks).cta} flagshipSlug={context.flagshipSlug} />
    ),
  },
  'privacy-main': legalPreview('privacy'),
  'terms-main': legalPreview('terms'),
};

export function previewOf(key: string): SectionPreviewDef | undefined {
  return PREVIEWS[key];
}
