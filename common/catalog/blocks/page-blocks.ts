import { defineBlock, type Read, type Stored } from './define-block';
import { looseOptionalText, looseText, looseTextList, presentText } from './lenient-fields';
import { optionalMediaUrl, optionalText, textList } from './strict-fields';
import { headingFields } from './shared-fields';

/** The product page's smaller blocks (storefront §3): hero, honey promotion, shipping and how to use. */

export const heroSection = defineBlock({
  ...headingFields,
});

/** Read only with a title: a promotion without one is not shown. */
export const honeyPromotion = defineBlock({
  title: { strict: optionalText(300), lenient: presentText, urdu: 'text' },
  description: { strict: optionalText(2000), lenient: looseText, urdu: 'text' },
  imageUrl: { strict: optionalMediaUrl(), lenient: looseOptionalText },
  buttonText: {
    strict: optionalText(100),
    lenient: looseText.transform((s) => s || 'Shop Honey'),
    urdu: 'text',
  },
});

/** Not edited by the editor's five tabs; kept so that a product carrying them saves back unchanged. */
export const shippingBlock = defineBlock({
  heading: { strict: optionalText(300), lenient: looseText, urdu: 'text' },
  points: { strict: textList('Shipping points', 30), lenient: looseTextList, urdu: 'lines' },
});
export const howToUseBlock = defineBlock({
  heading: { strict: optionalText(300), lenient: looseText, urdu: 'text' },
  steps: { strict: textList('How-to-use steps', 30), lenient: looseTextList, urdu: 'lines' },
});

export type StoredHeroSection = Stored<typeof heroSection>;
export type StoredHoneyPromotion = Stored<typeof honeyPromotion>;
export type HoneyPromotionBlock = Read<typeof honeyPromotion>;
export type StoredShippingBlock = Stored<typeof shippingBlock>;
export type StoredHowToUseBlock = Stored<typeof howToUseBlock>;
