// Demo data: ingredients, supplement facts and comparison tables of the products (other than the
// flagship) that have them. Each describes its own product: the storefront gives the spec's Vitalix
// fallbacks to the flagship alone, so a product left out here simply shows no such section.
import type { DemoProduct } from './demo-helpers';
import { demoSupplementDisclaimer } from './demo-vitalix';

export type DemoOwnBlocks = Partial<
  Pick<DemoProduct, 'productBenefits' | 'productIngredients' | 'supplementFacts'>
>;

/** Daily values are not established for botanicals: the facts mark them with a dagger. */
const noDailyValue = '†';
const botanicalDisclaimer = `† Daily Value not established. ${demoSupplementDisclaimer}`;

export const demoOwnBlocks: Record<string, DemoOwnBlocks> = {
  'moringa-capsules': {
    supplementFacts: {
      servingSize: '2 capsules (1 g)',
      servingsPerContainer: '30',
      calories: '3 kcal',
      carbohydrates: '0.4g',
      sugars: '0g',
      protein: '0.3g',
      nutrientsHeading: 'Per 2 Capsules',
      nutrients: [
        { name: 'Moringa leaf powder (Moringa oleifera)', amount: '1,000 mg', dailyValue: noDailyValue },
      ],
      disclaimer: botanicalDisclaimer,
    },
  },

  'spirulina-tablets': {
    supplementFacts: {
      servingSize: '6 tablets (3 g)',
      servingsPerContainer: '20',
      calories: '12 kcal',
      carbohydrates: '0.7g',
      sugars: '0.1g',
      protein: '1.8g',
      nutrientsHeading: 'Per 6 Tablets',
      nutrients: [
        { name: 'Organic spirulina (Arthrospira platensis)', amount: '3,000 mg', dailyValue: noDailyValue },
        { name: 'Iron', amount: '0.9 mg', dailyValue: '5%' },
      ],
      disclaimer: botanicalDisclaimer,
    },
  },

  'black-seed-oil-capsules': {
    supplementFacts: {
      servingSize: '2 softgels',
      servingsPerContainer: '45',
      calories: '9 kcal',
      carbohydrates: '0g',
      sugars: '0g',
      protein: '0g',
      nutrientsHeading: 'Per 2 Softgels',
      nutrients: [
        {
          name: 'Cold-pressed black seed oil (Nigella sativa)',
          amount: '1,000 mg',
          dailyValue: noDailyValue,
        },
      ],
      disclaimer: botanicalDisclaimer,
    },
  },

  'organic-chia-seeds': {
    supplementFacts: {
      servingSize: '1 tablespoon (15 g)',
      servingsPerContainer: '33',
      calories: '73 kcal',
      carbohydrates: '6g',
      sugars: '0g',
      protein: '2.5g',
      nutrientsHeading: 'Per Tablespoon',
      nutrients: [
        { name: 'Dietary fibre', amount: '5.2 g', dailyValue: '19%' },
        { name: 'Omega-3 (ALA)', amount: '2.7 g', dailyValue: noDailyValue },
        { name: 'Calcium', amount: '95 mg', dailyValue: '7%' },
      ],
      disclaimer: '† Daily Value not established. Values are typical and vary naturally from crop to crop.',
    },
  },

  'sidr-honey': {
    productBenefits: {
      heading: 'Why Sidr Honey',
      subheading: 'Single-origin honey from the Beri forests of Karak, never heated or blended.',
      nutritionalHeading: 'Nutrition per Tablespoon',
      benefits: [],
      // Sold by the jar: no plans, so the page shows no package chooser.
      pricingPlans: [],
      comparisonTable: {
        heading: 'How Our Sidr Honey Compares',
        columns: ['Our Sidr Honey', 'Supermarket Honey', 'Syrup Blends'],
        rows: [
          { feature: 'Raw and unheated', values: ['Yes', 'Usually heated', 'No'] },
          { feature: 'Single flower, single origin', values: ['Yes, Karak', 'Blended origins', 'No'] },
          { feature: 'Sugar syrup added', values: ['Never', 'Sometimes', 'Yes'] },
          { feature: 'Lab tested for purity', values: ['Every batch', 'Varies', 'Rarely'] },
        ],
      },
    },
    supplementFacts: {
      servingSize: '1 tablespoon (21 g)',
      servingsPerContainer: '24',
      calories: '64 kcal',
      carbohydrates: '17g',
      sugars: '16g',
      protein: '0.1g',
      nutrientsHeading: 'Per Tablespoon',
      nutrients: [],
      disclaimer: 'Values are typical for raw honey and vary naturally from harvest to harvest.',
    },
  },

  'triphala-powder': {
    productIngredients: {
      heading: 'Three Fruits, Equal Parts',
      subheading: 'The classic Triphala formula of Ayurveda and Tibb, with nothing added.',
      ingredients: [
        {
          name: 'Amla (Indian Gooseberry)',
          description: 'A sour green fruit, one of the richest natural sources of vitamin C.',
          benefits: ['Natural source of vitamin C', 'Rich in antioxidants'],
        },
        {
          name: 'Harar (Haritaki)',
          description: 'The dried fruit of Terminalia chebula, long valued as a gentle digestive herb.',
          benefits: ['Traditionally used for digestion', 'Supports regularity'],
        },
        {
          name: 'Baheda (Bibhitaki)',
          description: 'The fruit of Terminalia bellirica, the third partner of the classic blend.',
          benefits: ['Traditionally used for digestive balance', 'Rich in tannins'],
        },
      ],
      ingredientTags: ['Equal Parts', 'No Additives', 'Small Batch', 'Vegetarian'],
    },
  },

  'herbal-digestive-tea': {
    productIngredients: {
      heading: 'Inside Every Tea Bag',
      subheading: 'After-meal favourites of Pakistani kitchens, in one caffeine-free blend.',
      ingredients: [
        {
          name: 'Fennel Seed (Saunf)',
          description: 'Sweet, aromatic seeds chewed after meals across the subcontinent.',
          benefits: ['Traditionally eases bloating', 'Freshens the breath'],
        },
        {
          name: 'Peppermint (Podina)',
          description: 'Cooling mint leaves that give the blend its refreshing finish.',
          benefits: ['Soothing after heavy meals', 'Refreshing flavour'],
        },
        {
          name: 'Ginger Root',
          description: 'Warming dried ginger, a household remedy for an unsettled stomach.',
          benefits: ['Warming', 'Traditionally eases queasiness'],
        },
        {
          name: 'Carom Seed (Ajwain)',
          description: 'Small, pungent seeds long used in ajwain water after meals.',
          benefits: ['Traditionally supports digestion'],
        },
        {
          name: 'Green Cardamom (Elaichi)',
          description: 'Fragrant pods that round off the blend with a gentle sweetness.',
          benefits: ['Aromatic and calming'],
        },
      ],
      ingredientTags: ['Chamomile Flowers', 'Caffeine Free', 'Biodegradable Tea Bags', 'No Added Flavour'],
    },
  },
};
