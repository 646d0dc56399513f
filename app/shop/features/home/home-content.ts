import {
  mostPopularIndex,
  parsePricingTiers,
  type PricingTier,
} from '../../../../common/catalog/bundle-pricing';
import { isRecord, text, type Fields } from '../../../../common/content/fields';
import { SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import type { TitleDescription } from '../../../../common/content/section-schemas';
import {
  honeyBackground,
  honeyLink,
  type HoneyPromotionContent,
} from '../../sections/honey-promotion';

/**
 * The home page's content sections (storefront §2 Home, §3 Home content blocks) read field by field
 * over SECTION_DEFAULTS, the defaults the content editor opens with: staff may delete a section or leave
 * a field empty and the page still reads well.
 */

export {
  DELIVERY_TEXT,
  GUARANTEE_TEXT,
  NSF_BADGE,
  REVIEWS_BADGE,
} from '../../../../common/content/section-defaults';

export type HeroContent = {
  heading: string;
  subheading: string;
  videoUrl: string | null;
  ctaText: string;
  secondaryCtaText: string;
  /** The fallback visual when there is no video: the flagship's own image. */
  imageUrl: string | null;
};

export type FlagshipContent = {
  heading: string;
  description: string;
  benefits: string[];
  ctaText: string;
  highlightedText: string;
  imageUrl: string | null;
};

export type { TitleDescription };

export type QualityContent = {
  heading: string;
  description: string;
  certifications: TitleDescription[];
  videoUrl: string | null;
  imageUrl: string | null;
};

export type ReviewsContent = { heading: string; subheading: string };

export type PricingContent = {
  heading: string;
  subheading: string;
  tiers: PricingTier[];
  mostPopularIndex: number;
  ctaButtonText: string;
  footerText: string;
  guaranteeText: string;
  imageUrl: string | null;
  imageAlt: string;
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

function textList(value: unknown, fallback: readonly string[]): string[] {
  const list = Array.isArray(value) ? value.map((v) => text(v, '')).filter(Boolean) : [];
  return list.length ? list : [...fallback];
}

/**
 * Media paths of our own or http(s) URLs only: stored text never becomes a `javascript:` source, and
 * `//host` or `/\host` (which browsers read as another host, as they do `/<tab>/host`) is no path of ours.
 */
function mediaUrl(value: unknown): string | null {
  const url = text(value, '');
  if (/[\t\n\r]/.test(url)) return null;
  return (url.startsWith('/') && !/^\/[/\\]/.test(url)) || /^https?:\/\//i.test(url) ? url : null;
}

function titleDescriptionList(value: unknown, fallback: readonly TitleDescription[]): TitleDescription[] {
  const list = Array.isArray(value)
    ? value
        .filter(isRecord)
        .map((item) => ({ title: text(item.title, ''), description: text(item.description, '') }))
        .filter((item) => item.title)
    : [];
  return list.length ? list : fallback.map((item) => ({ ...item }));
}

type Fallbacks = { flagshipImage: string | null };

const d = {
  hero: SECTION_DEFAULTS['home-hero'],
  vitalix: SECTION_DEFAULTS['home-vitalix'],
  quality: SECTION_DEFAULTS['home-quality'],
  testimonials: SECTION_DEFAULTS['home-testimonials'],
  pricing: SECTION_DEFAULTS['home-vitalix-pricing'],
  honey: SECTION_DEFAULTS['home-honey-strip'],
};

export function parseHomeContent(
  blocks: ReadonlyArray<{ section: string; content: unknown }>,
  { flagshipImage }: Fallbacks,
): HomeContent {
  const section = (name: string): Fields => {
    const content = blocks.find((block) => block.section === name)?.content;
    return isRecord(content) ? content : {};
  };
  const hero = section('hero');
  const vitalix = section('vitalix');
  const quality = section('quality');
  const testimonials = section('testimonials');
  const pricing = section('vitalix-pricing');
  const honey = section('honey-strip');
  const tiers = parsePricingTiers(pricing.pricingTiers);
  const recommended = typeof pricing.recommendedTierIndex === 'number' ? pricing.recommendedTierIndex : null;
  const showUrgency =
    typeof pricing.showUrgencyTimer === 'boolean' ? pricing.showUrgencyTimer : d.pricing.showUrgencyTimer;

  return {
    hero: {
      heading: text(hero.heading, d.hero.heading),
      subheading: text(hero.subheading, d.hero.subheading),
      videoUrl: mediaUrl(hero.videoUrl),
      ctaText: text(hero.ctaText, d.hero.ctaText),
      secondaryCtaText: text(hero.secondaryCtaText, d.hero.secondaryCtaText),
      imageUrl: flagshipImage,
    },
    flagship: {
      heading: text(vitalix.heading, d.vitalix.heading),
      description: text(vitalix.description, d.vitalix.description),
      benefits: textList(vitalix.benefits, d.vitalix.benefits),
      ctaText: text(vitalix.ctaText, d.vitalix.ctaText),
      highlightedText: text(vitalix.highlightedText, d.vitalix.highlightedText),
      imageUrl: mediaUrl(vitalix.imageUrl) ?? flagshipImage,
    },
    quality: {
      heading: text(quality.heading, d.quality.heading),
      description: text(quality.description, d.quality.description),
      certifications: titleDescriptionList(quality.certifications, d.quality.certifications),
      videoUrl: mediaUrl(quality.videoUrl),
      imageUrl: mediaUrl(quality.imageUrl) ?? flagshipImage,
    },
    reviews: {
      heading: text(testimonials.heading, d.testimonials.heading),
      subheading: text(testimonials.subheading, d.testimonials.subheading),
    },
    pricing: {
      heading: text(pricing.heading, d.pricing.heading),
      subheading: text(pricing.subheading, d.pricing.subheading),
      tiers,
      // Without a choice the middle tier is the popular one, which for the default tiers is
      // d.pricing.recommendedTierIndex; staff's own tiers keep that rule (storefront §4).
      mostPopularIndex: mostPopularIndex(tiers.length, recommended),
      ctaButtonText: text(pricing.ctaButtonText, d.pricing.ctaButtonText),
      footerText: text(pricing.footerText, d.pricing.footerText),
      guaranteeText: text(pricing.guaranteeText, d.pricing.guaranteeText),
      imageUrl: mediaUrl(pricing.imageUrl) ?? flagshipImage,
      imageAlt: text(pricing.imageAlt, d.pricing.imageAlt),
      urgencyText: showUrgency ? text(pricing.urgencyTimerText, d.pricing.urgencyTimerText) : null,
    },
    honey: {
      heading: text(honey.sectionHeading, d.honey.sectionHeading),
      subheading: text(honey.subheading, d.honey.subheading),
      title: text(honey.title, d.honey.title),
      features: textList(honey.features, d.honey.features),
      punchline: text(honey.punchline, d.honey.punchline),
      ctaLabel: text(honey.ctaLabel, d.honey.ctaLabel),
      imageUrl: mediaUrl(honey.imageUrl),
      buttonText: text(honey.ctaButtonText, d.honey.ctaButtonText),
      to: honeyLink(honey.ctaLink) ?? d.honey.ctaLink,
      backgroundColor: honeyBackground(honey.backgroundColor) ?? d.honey.backgroundColor,
    },
  };
}
