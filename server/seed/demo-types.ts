// Types for the demo seed data (products, content sections, community data, settings).
// Declared as type aliases (not interfaces) so that the JSON blocks are assignable to
// Record<string, unknown>, the column type of the jsonb product blocks and site_content.content.
// Shapes follow /work/shared/spec/storefront.md §3 and back-office.md §2–3.
import type { LegalPage } from '../../common/content/legal-pages';

/** URL of a demo image; the files themselves are drawn separately under /uploads/demo/. */
export const demoImage = (key: string): string => `/uploads/demo/${key}.webp`;

export type DemoCategory = 'Supplements' | 'Natural Foods' | 'Dry Fruits' | 'Herbal Medicines';

export type DemoBenefitIcon = 'check' | 'leaf' | 'heart' | 'star' | 'shield' | 'zap';

export type DemoFeatureIcon = 'Leaf' | 'Shield' | 'Truck' | 'Award' | 'Heart' | 'Star' | 'Check' | 'Zap';

// ---------------------------------------------------------------------------
// Product JSON blocks
// ---------------------------------------------------------------------------

export type DemoProductHeroSection = {
  heading: string;
  subheading: string;
};

export type DemoBenefitItem = {
  title: string;
  description: string;
  icon: DemoBenefitIcon;
};

export type DemoPricingPlan = {
  label: string;
  servings: number;
  price: number;
  perDay: number;
  description: string;
  features: string[];
  highlight: '' | 'Most Popular' | 'Best Value';
  savings: { amount: number };
};

export type DemoComparisonRow = {
  feature: string;
  values: string[];
};

export type DemoComparisonTable = {
  heading: string;
  columns: string[];
  rows: DemoComparisonRow[];
};

export type DemoProductBenefits = {
  heading: string;
  subheading: string;
  nutritionalHeading: string;
  benefits: DemoBenefitItem[];
  pricingPlans: DemoPricingPlan[];
  comparisonTable: DemoComparisonTable;
};

export type DemoIngredientItem = {
  name: string;
  description: string;
  benefits: string[];
};

export type DemoProductIngredients = {
  heading: string;
  subheading: string;
  ingredients: DemoIngredientItem[];
  ingredientTags: string[];
};

export type DemoWhoIsItFor = {
  audience: string;
  question: string;
  answer: string;
};

export type DemoFaqItem = {
  question: string;
  answer: string;
};

export type DemoProductFaqs = {
  heading: string;
  subheading: string;
  whoIsItFor: DemoWhoIsItFor[];
  faqs: DemoFaqItem[];
};

export type DemoProductTestimonial = {
  name: string;
  location: string;
  image: string;
  rating: number;
  text: string;
};

export type DemoProductTestimonials = {
  heading: string;
  subheading: string;
  testimonials: DemoProductTestimonial[];
};

export type DemoProductShipping = {
  heading: string;
  points: string[];
};

export type DemoProductHowToUse = {
  heading: string;
  steps: string[];
};

export type DemoNutrient = {
  name: string;
  amount: string;
  dailyValue: string;
};

export type DemoProductSupplementFacts = {
  servingSize: string;
  servingsPerContainer: string;
  calories: string;
  carbohydrates: string;
  sugars: string;
  protein: string;
  nutrientsHeading: string;
  nutrients: DemoNutrient[];
  disclaimer: string;
};

export type DemoProductHoneyPromotion = {
  title: string;
  description: string;
  imageUrl: string;
  buttonText: string;
};

export type DemoProduct = {
  sku: string;
  name: string;
  slug: string;
  description: string;
  /** Decimal string with 2 places, in PKR. */
  price: string;
  stock: number;
  image: string;
  images: string[];
  videos: string[];
  category: DemoCategory;
  benefits: string[];
  ingredients: string;
  usageInstructions: string;
  productStory: string;
  isNewArrival: boolean;
  isFeatured: boolean;
  isBestSeller: boolean;
  isOnSale: boolean;
  /** Decimal string with 2 places, e.g. "4.80". */
  rating: string;
  reviewCount: number;
  productHeroSection: DemoProductHeroSection | null;
  productBenefits: DemoProductBenefits | null;
  productIngredients: DemoProductIngredients | null;
  productFaqs: DemoProductFaqs | null;
  productTestimonials: DemoProductTestimonials | null;
  productShipping: DemoProductShipping | null;
  productHowToUse: DemoProductHowToUse | null;
  supplementFacts: DemoProductSupplementFacts | null;
  productHoneyPromotion: DemoProductHoneyPromotion | null;
};

// ---------------------------------------------------------------------------
// Content sections (site_content)
// ---------------------------------------------------------------------------

export type DemoContentPage = 'home' | 'about' | 'products' | LegalPage;

export type DemoContentSection = {
  page: DemoContentPage;
  section: string;
  content: Record<string, unknown>;
};

export type DemoTitleDescription = {
  title: string;
  description: string;
};

export type DemoNameDescription = {
  name: string;
  description: string;
};

export type DemoHomeHeroContent = {
  heading: string;
  subheading: string;
  videoUrl: string;
  ctaText: string;
  secondaryCtaText: string;
};

export type DemoHomeVitalixContent = {
  heading: string;
  description: string;
  imageUrl: string;
  benefits: string[];
  ctaText: string;
  highlightedText: string;
};

export type DemoHomeQualityContent = {
  heading: string;
  description: string;
  videoUrl: string;
  imageUrl: string;
  certifications: DemoTitleDescription[];
};

export type DemoHeadingContent = {
  heading: string;
  subheading: string;
};

export type DemoPricingTier = {
  name: string;
  servings: number;
  quantity: number;
  /** Display text such as 'Rs. 6,500'. */
  price: string;
  originalPrice: string;
  savingsText: string;
  description: string;
};

export type DemoHomeVitalixPricingContent = {
  heading: string;
  subheading: string;
  imageUrl: string;
  imageAlt: string;
  pricingTiers: DemoPricingTier[];
  ctaButtonText: string;
  footerText: string;
  guaranteeText: string;
  recommendedTierIndex: number;
  showUrgencyTimer: boolean;
  urgencyTimerText: string;
};

export type DemoHomeHoneyStripContent = {
  sectionHeading: string;
  subheading: string;
  title: string;
  punchline: string;
  ctaLabel: string;
  imageUrl: string;
  ctaButtonText: string;
  ctaLink: string;
  backgroundColor: string;
  features: string[];
};

export type DemoAboutMissionVisionContent = {
  mission: string;
  vision: string;
};

export type DemoAboutValuesContent = {
  heading: string;
  subheading: string;
  values: DemoTitleDescription[];
};

export type DemoAboutPromiseContent = {
  heading: string;
  imageUrl: string;
  paragraphs: string[];
};

export type DemoAboutQualityContent = {
  heading: string;
  imageUrl: string;
  standards: DemoTitleDescription[];
};

export type DemoAboutIngredientsContent = {
  heading: string;
  subheading: string;
  vitalixIngredients: DemoNameDescription[];
  honeyDetails: DemoTitleDescription[];
  philosophy: string;
};

export type DemoProductsFeature = {
  icon: DemoFeatureIcon;
  title: string;
  description: string;
};

export type DemoProductsFeaturesContent = {
  features: DemoProductsFeature[];
};

export type DemoProductsCategoriesContent = {
  categories: Array<{ id: 'all' | DemoCategory; label: string }>;
};

export type DemoProductsSortContent = {
  options: Array<{
    value: 'featured' | 'price-low' | 'price-high' | 'name' | 'newest' | 'rating';
    label: string;
  }>;
};

export type DemoProductsCtaContent = {
  heading: string;
  subheading: string;
  primaryButtonText: string;
  secondaryButtonText: string;
};

// ---------------------------------------------------------------------------
// Community, settings, SEO, navigation
// ---------------------------------------------------------------------------

export type DemoSiteTestimonial = {
  customerName: string;
  customerTitle: string;
  customerImage: string;
  rating: number;
  testimonial: string;
  isVerified: boolean;
  isFeatured: boolean;
  order: number;
  isPublished: boolean;
};

export type DemoSiteFaqCategory = 'Orders' | 'Delivery' | 'Products' | 'Returns';

export type DemoSiteFaq = {
  question: string;
  answer: string;
  category: DemoSiteFaqCategory;
  order: number;
  isPublished: boolean;
};

export type DemoProductReview = {
  customerName: string;
  customerEmail: string;
  rating: number;
  title: string;
  comment: string;
  isVerified: boolean;
  isApproved: boolean;
};

export type DemoProductFaq = {
  question: string;
  answer: string;
  order: number;
  isPublished: boolean;
};

export type DemoSiteSupplementFacts = {
  productName: string;
  servingSize: string;
  servingsPerContainer: string;
  nutrients: DemoNutrient[];
  disclaimer: string;
  image: string;
  order: number;
  isPublished: boolean;
};

export type DemoSiteIngredient = {
  name: string;
  description: string;
  icon: string;
  image: string | null;
  benefits: string;
  order: number;
  isPublished: boolean;
};

export type DemoSettings = {
  siteName: string;
  siteDescription: string;
  logoUrl: string;
  contactEmail: string;
  contactPhone: string;
  whatsappNumber: string;
  address: string;
  facebookUrl: string;
  instagramUrl: string;
  twitterUrl: string;
  youtubeUrl: string;
  defaultCurrency: string;
  currencySymbol: string;
  emailNotificationsEnabled: boolean;
  whatsappNotificationsEnabled: boolean;
  maintenanceMode: boolean;
};

export type DemoSeoPage = 'home' | 'products' | 'about';

export type DemoSeo = {
  page: DemoSeoPage;
  title: string;
  description: string;
  keywords: string[];
  ogTitle: string;
  ogDescription: string;
  ogImage: string | null;
};

export type DemoNavigationLink = {
  label: string;
  href: string;
  order: number;
  isActive: boolean;
};

export type DemoFooterLink = DemoNavigationLink & {
  category: string;
};
