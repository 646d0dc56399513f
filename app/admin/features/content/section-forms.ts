import type { TypedSectionKey } from '../../../../common/content/sections';
import {
  aboutHeroForm,
  aboutIngredientsForm,
  aboutMissionVisionForm,
  aboutPromiseForm,
  aboutQualityForm,
  aboutValuesForm,
} from './about-forms';
import { homeHeroForm, homeQualityForm, homeTestimonialsForm, homeVitalixForm } from './home-forms';
import { homeHoneyForm } from './home-honey-form';
import { homePricingForm } from './home-pricing-form';
import { legalPageForm } from './legal-form';
import {
  productsCategoriesForm,
  productsCtaForm,
  productsFeaturesForm,
  productsSortForm,
} from './products-forms';
import type { AnySectionForm } from './section-form';

/**
 * Every section key with a form of its own (back-office §2, and the footer's legal pages); any other key
 * gets the raw JSON editor.
 */
export const SECTION_FORMS: Record<TypedSectionKey, AnySectionForm> = {
  'home-hero': homeHeroForm,
  'home-vitalix': homeVitalixForm,
  'home-quality': homeQualityForm,
  'home-testimonials': homeTestimonialsForm,
  'home-vitalix-pricing': homePricingForm,
  'home-honey-strip': homeHoneyForm,
  'about-hero': aboutHeroForm,
  'about-mission-vision': aboutMissionVisionForm,
  'about-values': aboutValuesForm,
  'about-promise': aboutPromiseForm,
  'about-quality': aboutQualityForm,
  'about-ingredients': aboutIngredientsForm,
  'products-categories': productsCategoriesForm,
  'products-sort': productsSortForm,
  'products-cta': productsCtaForm,
  'products-features': productsFeaturesForm,
  'privacy-main': legalPageForm,
  'terms-main': legalPageForm,
};
