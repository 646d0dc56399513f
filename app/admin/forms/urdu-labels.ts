/**
 * The words the Urdu fields are labelled with (decision 039): each key of a record's Urdu version by the
 * English form's label for it, and each list's item by the word its English rows use ('FAQ 2'). A key not
 * listed reads as its name spelled out ('ctaButtonText' → 'Cta button text').
 */
const FIELD_LABELS: Record<string, string> = {
  // Products (back-office §2 product editor)
  name: 'Name',
  description: 'Description',
  benefits: 'Key benefits',
  ingredients: 'Ingredients',
  usageInstructions: 'Usage instructions',
  productStory: 'Product story',
  productHeroSection: 'Product page hero',
  productBenefits: 'Benefits',
  nutritionalHeading: 'Nutrition heading',
  pricingPlans: 'Pricing plans',
  label: 'Label',
  features: 'Features',
  comparisonTable: 'Comparison table',
  columns: 'Columns',
  rows: 'Rows',
  feature: 'Feature',
  values: 'Values',
  productIngredients: 'Ingredients',
  ingredientTags: 'Ingredient tags',
  productFaqs: 'FAQs',
  whoIsItFor: 'Who is it for',
  audience: 'Audience',
  question: 'Question',
  answer: 'Answer',
  faqs: 'FAQs',
  productTestimonials: 'Customer testimonials',
  testimonials: 'Testimonials',
  location: 'Location',
  text: 'Testimonial',
  supplementFacts: 'Supplement facts',
  servingSize: 'Serving size',
  nutrientsHeading: 'Nutrients heading',
  nutrients: 'Nutrients',
  disclaimer: 'Disclaimer',
  productHoneyPromotion: 'Honey promotion',
  buttonText: 'Button text',
  productShipping: 'Shipping',
  points: 'Points',
  productHowToUse: 'How to use',
  steps: 'Steps',
  // Content sections (back-office §2 sections by page)
  heading: 'Heading',
  subheading: 'Subheading',
  title: 'Title',
  ctaText: 'Button text',
  secondaryCtaText: 'Second button text',
  highlightedText: 'Highlighted text',
  certifications: 'Certifications',
  imageAlt: 'Image description (alt text)',
  pricingTiers: 'Pricing tiers',
  savingsText: 'Savings text',
  ctaButtonText: 'Order button text',
  footerText: 'Footer text',
  guaranteeText: 'Guarantee text',
  urgencyTimerText: 'Urgency timer text',
  sectionHeading: 'Section heading',
  punchline: 'Punchline',
  ctaLabel: 'Call-to-action label',
  mission: 'Mission',
  vision: 'Vision',
  paragraphs: 'Paragraphs',
  standards: 'Standards',
  vitalixIngredients: 'Vitalix ingredients',
  honeyDetails: 'Honey details',
  philosophy: 'Ingredient philosophy',
  categories: 'Categories',
  options: 'Sort options',
  primaryButtonText: 'Primary button text',
  secondaryButtonText: 'Secondary button text',
  intro: 'Introduction',
  sections: 'Sections',
  // SEO entries (back-office §2 SEO)
  keywords: 'Keywords',
  ogTitle: 'OG title',
  ogDescription: 'OG description',
};

/** What one row of a list is called: 'FAQ' gives 'FAQ 2'. */
const ITEM_NAMES: Record<string, string> = {
  benefits: 'Benefit',
  pricingPlans: 'Plan',
  rows: 'Row',
  ingredients: 'Ingredient',
  whoIsItFor: 'Entry',
  faqs: 'FAQ',
  testimonials: 'Testimonial',
  nutrients: 'Nutrient',
  certifications: 'Certification',
  pricingTiers: 'Tier',
  values: 'Value',
  standards: 'Standard',
  vitalixIngredients: 'Ingredient',
  honeyDetails: 'Detail',
  categories: 'Category',
  options: 'Option',
  features: 'Feature card',
  sections: 'Section',
};

function spelledOut(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const urduFieldLabel = (key: string) => FIELD_LABELS[key] ?? spelledOut(key);
export const urduItemName = (key: string) => ITEM_NAMES[key] ?? 'Item';
