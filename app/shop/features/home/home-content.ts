import { mostPopularIndex, type PricingTier } from '../../../../common/catalog/bundle-pricing';
import { readSection, type SectionRead } from '../../../../common/content/section-schemas';
import type { HoneyPromotionContent } from '../../sections/honey-promotion';

/**
 * The home page's content sections (storefront §2 Home, §3 Home content blocks), each read by its one
 * definition (common/content/section-schemas.ts) over SECTION_DEFAULTS, the defaults the content editor
 * opens with: staff may delete a section or leave a field empty and the page still reads well. What is
 * the page's own: the flagship's image where a section has none, the popular tier, the urgency note.
 * Runs in the route's loader (and the back office's preview); the shop's components import only its types.
 */

export {
  DELIVERY_TEXT,
  GUARANTEE_TEXT,
  NSF_BADGE,
  REVIEWS_BADGE,
} from '../../../../common/content/section-defaults';
export type { TitleDescription } from '../../../../common/content/section-schemas';

export type HeroContent = SectionRead<'home-hero'> & {
  /** The fallback visual when there is no video: the flagship's own image. */
  imageUrl: string | null;
};
export type FlagshipContent = SectionRead<'home-vitalix'>;
export type QualityContent = SectionRead<'home-quality'>;
export type ReviewsContent = SectionRead<'home-testimonials'>;

type PricingRead = SectionRead<'home-vitalix-pricing'>;
export type PricingContent = Omit<
  PricingRead,
  'pricingTiers' | 'recommendedTierIndex' | 'showUrgencyTimer' | 'urgencyTimerText'
> & {
  tiers: PricingTier[];
  mostPopularIndex: number;
  /** Shown only when staff switch the urgency note on (back-office §2 home-vitalix-pricing). */
  urgencyText: string | null;
};

export type HomeContent = {
  hero: HeroContent;
  flagship: FlagshipContent;
  quality: QualityContent;
  reviews: ReviewsContent;
  pricing: PricingContent;
  honey: HoneyPromotionContent;
};

type Fallbacks = { flagshipImage: string | null };

export function parseHomeContent(
  blocks: ReadonlyArray<{ section: string; content: unknown }>,
  { flagshipImage }: Fallbacks,
): HomeContent {
  const stored = (name: string) => blocks.find((block) => block.section === name)?.content;
  const vitalix = readSection('home-vitalix', stored('vitalix'));
  const quality = readSection('home-quality', stored('quality'));
  const {
    pricingTiers: tiers,
    recommendedTierIndex,
    showUrgencyTimer,
    urgencyTimerText,
    ...pricing
  } = readSection('home-vitalix-pricing', stored('vitalix-pricing'));
  const honey = readSection('home-honey-strip', stored('honey-strip'));

  return {
    hero: { ...readSection('home-hero', stored('hero')), imageUrl: flagshipImage },
    flagship: { ...vitalix, imageUrl: vitalix.imageUrl ?? flagshipImage },
    quality: { ...quality, imageUrl: quality.imageUrl ?? flagshipImage },
    reviews: readSection('home-testimonials', stored('testimonials')),
    pricing: {
      ...pricing,
      tiers,
      // Without a choice the middle tier is the popular one, which for the default tiers is the default
      // recommendedTierIndex; staff's own tiers keep that rule (storefront §4).
      mostPopularIndex: mostPopularIndex(tiers.length, recommendedTierIndex),
      imageUrl: pricing.imageUrl ?? flagshipImage,
      urgencyText: showUrgencyTimer ? urgencyTimerText : null,
    },
    honey: {
      heading: honey.sectionHeading,
      subheading: honey.subheading,
      title: honey.title,
      features: honey.features,
      punchline: honey.punchline,
      ctaLabel: honey.ctaLabel,
      imageUrl: honey.imageUrl,
      buttonText: honey.ctaButtonText,
      to: honey.ctaLink,
      backgroundColor: honey.backgroundColor,
    },
  };
}
