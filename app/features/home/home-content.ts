import {
  mostPopularIndex,
  parsePricingTiers,
  type PricingTier,
} from '../../../common/catalog/bundle-pricing';
import { isRecord, text, type Fields } from '../../../common/content/fields';
import type { HoneyPromotionContent } from '../../components/sections/honey-promotion';

/**
 * The home page's content sections (storefront §2 Home, §3 Home content blocks) read with the spec's
 * defaults: staff may delete a section or leave a field empty and the page still reads well.
 */

export const GUARANTEE_TEXT = '100% returns / money-back guarantee (*7 day)';
export const DELIVERY_TEXT = 'Cash on delivery all over Pakistan';
export const REVIEWS_BADGE = '1000+ Reviews';
export const NSF_BADGE = 'NSF Certified';

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

export type TitleDescription = { title: string; description: string };

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

function textList(value: unknown, fallback: string[]): string[] {
  const list = Array.isArray(value) ? value.map((v) => text(v, '')).filter(Boolean) : [];
  return list.length ? list : fallback;
}

/** Media paths of our own or http(s) URLs only: stored text never becomes a `javascript:` source. */
function mediaUrl(value: unknown): string | null {
  const url = text(value, '');
  return (url.startsWith('/') && !url.startsWith('//')) || /^https?:\/\//i.test(url) ? url : null;
}

/** Links stay inside the shop. */
function internalPath(value: unknown): string | undefined {
  const path = text(value, '');
  return path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

function titleDescriptionList(value: unknown, fallback: TitleDescription[]): TitleDescription[] {
  const list = Array.isArray(value)
    ? value
        .filter(isRecord)
        .map((item) => ({ title: text(item.title, ''), description: text(item.description, '') }))
        .filter((item) => item.title)
    : [];
  return list.length ? list : fallback;
}

type Fallbacks = { flagshipImage: string | null };

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

  return {
    hero: {
      heading: text(hero.heading, 'Pure Nature, Delivered to Your Door'),
      subheading: text(
        hero.subheading,
        `Organic supplements, raw honey, dry fruits and herbal remedies, tested for purity. ${DELIVERY_TEXT}.`,
      ),
      videoUrl: mediaUrl(hero.videoUrl),
      ctaText: text(hero.ctaText, 'Shop Now'),
      secondaryCtaText: text(hero.secondaryCtaText, 'Discover Vitalix'),
      imageUrl: flagshipImage,
    },
    flagship: {
      heading: text(vitalix.heading, 'Meet Vitalix, Your Daily Dose of Vitality'),
      description: text(
        vitalix.description,
        'Nine time-honoured herbs in a base of raw honey. One teaspoon a day supports steady energy, stamina and a calmer response to everyday stress.',
      ),
      benefits: textList(vitalix.benefits, [
        'Supports natural, steady energy',
        'Helps the body adapt to everyday stress',
        'No caffeine, synthetic stimulants or preservatives',
      ]),
      ctaText: text(vitalix.ctaText, 'Order Vitalix Now'),
      highlightedText: text(vitalix.highlightedText, `${DELIVERY_TEXT} · ${GUARANTEE_TEXT}`),
      imageUrl: mediaUrl(vitalix.imageUrl) ?? flagshipImage,
    },
    quality: {
      heading: text(quality.heading, 'Certified Quality You Can Trust'),
      description: text(
        quality.description,
        'Every batch is made with care and checked before it reaches you: no fillers and no hidden ingredients.',
      ),
      certifications: titleDescriptionList(quality.certifications, [
        { title: NSF_BADGE, description: 'Blended in an NSF-certified facility.' },
        { title: 'Certified Organic Sourcing', description: 'Herbs from certified organic farms.' },
        { title: 'Third-Party Lab Tested', description: 'Every batch tested for purity and safety.' },
      ]),
      videoUrl: mediaUrl(quality.videoUrl),
      imageUrl: mediaUrl(quality.imageUrl) ?? flagshipImage,
    },
    reviews: {
      heading: text(testimonials.heading, 'What Our Customers Say'),
      subheading: text(testimonials.subheading, `${REVIEWS_BADGE} from customers all over Pakistan.`),
    },
    pricing: {
      heading: text(pricing.heading, 'Choose Your Vitalix Pack'),
      subheading: text(pricing.subheading, 'One jar holds 30 servings. Save more with a bundle.'),
      tiers,
      mostPopularIndex: mostPopularIndex(tiers.length, recommended),
      ctaButtonText: text(pricing.ctaButtonText, 'Order Now'),
      footerText: text(pricing.footerText, DELIVERY_TEXT),
      guaranteeText: text(pricing.guaranteeText, GUARANTEE_TEXT),
      imageUrl: mediaUrl(pricing.imageUrl) ?? flagshipImage,
      imageAlt: text(pricing.imageAlt, 'Jars of Vitalix'),
      urgencyText: pricing.showUrgencyTimer === true ? text(pricing.urgencyTimerText, '') || null : null,
    },
    honey: {
      heading: text(honey.sectionHeading, 'From Our Hives to Your Home'),
      subheading: text(honey.subheading, 'Raw honey from the forests and valleys of Pakistan'),
      title: text(honey.title, 'Raw Honey, Straight from the Hive'),
      features: textList(honey.features, [
        '100% Raw & Pure',
        'Wildflower Sourced',
        'No Processing',
        'Rich in Antioxidants',
      ]),
      punchline: text(honey.punchline, ''),
      imageUrl: mediaUrl(honey.imageUrl),
      buttonText: text(honey.ctaButtonText, 'Shop Raw Honey'),
      to: internalPath(honey.ctaLink),
    },
  };
}
