// Demo data: the product catalogue (23 products across the four categories).
// Vitalix, the flagship, lives in demo-vitalix.ts because it fills every product block; the other
// products' own ingredients, supplement facts and comparisons are in demo-product-blocks.ts.
import type { StoredFaqsBlock, StoredTestimonialsBlock } from '../../common/catalog/blocks/faqs';
import type {
  StoredHeroSection,
  StoredHoneyPromotion,
  StoredHowToUseBlock,
  StoredShippingBlock,
} from '../../common/catalog/blocks/page-blocks';
import { demoImage, type DemoProduct } from './demo-helpers';
import { demoOwnBlocks } from './demo-product-blocks';
import { vitalixProduct } from './demo-vitalix';

/** Delivery block shared by every non-flagship product. */
const standardShipping: StoredShippingBlock = {
  heading: 'Delivery & Returns',
  points: [
    'Cash on delivery all over Pakistan',
    'Delivered in 2–5 working days',
    '100% returns / money-back guarantee (*7 day)',
  ],
};

/** Fields every catalogue entry needs; the image and the optional blocks are filled in by `product()`. */
type ProductInput = Omit<
  DemoProduct,
  | 'image'
  | 'images'
  | 'videos'
  | 'productHeroSection'
  | 'productBenefits'
  | 'productIngredients'
  | 'productFaqs'
  | 'productTestimonials'
  | 'productShipping'
  | 'productHowToUse'
  | 'supplementFacts'
  | 'productHoneyPromotion'
> & {
  productHeroSection?: StoredHeroSection;
  productFaqs?: StoredFaqsBlock;
  productTestimonials?: StoredTestimonialsBlock;
  productHowToUse?: StoredHowToUseBlock;
  productHoneyPromotion?: StoredHoneyPromotion;
};

const product = (p: ProductInput): DemoProduct => ({
  ...p,
  image: demoImage(p.slug),
  images: [],
  videos: [],
  productHeroSection: p.productHeroSection ?? null,
  productBenefits: demoOwnBlocks[p.slug]?.productBenefits ?? null,
  productIngredients: demoOwnBlocks[p.slug]?.productIngredients ?? null,
  productFaqs: p.productFaqs ?? null,
  productTestimonials: p.productTestimonials ?? null,
  productShipping: standardShipping,
  productHowToUse: p.productHowToUse ?? null,
  supplementFacts: demoOwnBlocks[p.slug]?.supplementFacts ?? null,
  productHoneyPromotion: p.productHoneyPromotion ?? null,
});

const honeyStorageFaq = {
  question: 'Why has my honey gone thick or crystallised?',
  answer:
    'Crystallisation is a natural sign of raw, unprocessed honey, especially in winter. Stand the closed jar in warm (not boiling) water for 10–15 minutes and stir. Never microwave it.',
};
const honeyInfantFaq = {
  question: 'Can children eat it?',
  answer:
    'Yes, for children over one year old. Honey of any kind should never be given to infants under 12 months.',
};

export const demoProducts: DemoProduct[] = [
  vitalixProduct,

  // --- Supplements ---------------------------------------------------------
  product({
    sku: 'SUP-MORINGA-002',
    name: 'Moringa Leaf Capsules',
    slug: 'moringa-capsules',
    description:
      'Shade-dried moringa leaves from organic farms in Sindh, finely milled into 500 mg vegetarian capsules. Moringa is naturally rich in plant protein, vitamins and minerals, making it an easy way to add greens to your day. 60 capsules per bottle.',
    price: '1850.00',
    stock: 140,
    category: 'Supplements',
    benefits: [
      'Naturally rich in vitamins A and C, calcium and iron',
      'Source of plant protein and antioxidants',
      'Supports everyday energy and wellness',
      'Vegetarian capsules with no fillers',
    ],
    ingredients:
      'Organic moringa leaf powder (Moringa oleifera) 500 mg per capsule; vegetarian capsule shell (HPMC).',
    usageInstructions:
      'Take 2 capsules daily with a meal and a full glass of water. Do not exceed 4 capsules a day. Consult your doctor before use if pregnant, nursing or on medication.',
    productStory:
      'Our moringa is grown by a women-led farming cooperative near Thatta, Sindh. The leaves are picked young, dried in the shade to protect their colour and nutrients, and milled within days of harvest.',
    isNewArrival: true,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: true,
    rating: '4.50',
    reviewCount: 186,
  }),
  product({
    sku: 'SUP-ASHWA-003',
    name: 'Ashwagandha Root Powder',
    slug: 'ashwagandha-root-powder',
    description:
      'Pure ashwagandha root, sun-dried and stone-ground into a fine powder with nothing added. A traditional adaptogen, ashwagandha has been used for centuries to support calm, restful sleep and resilience to everyday stress. 200 g resealable pouch.',
    price: '1650.00',
    stock: 95,
    category: 'Supplements',
    benefits: [
      'Helps the body adapt to everyday stress',
      'Supports restful sleep',
      'Supports energy and stamina',
      'Single ingredient, no fillers',
    ],
    ingredients: '100% organic ashwagandha root powder (Withania somnifera).',
    usageInstructions:
      'Mix ½ teaspoon (about 3 g) into warm milk or water once or twice a day, ideally in the evening. Start with a smaller amount. Seek medical advice first if you are pregnant or have a thyroid condition.',
    productStory:
      'We buy whole roots rather than ready-made powder, so we can inspect every lot before grinding. Each batch is tested by an independent lab for purity and heavy metals.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: true,
    isOnSale: false,
    rating: '4.60',
    reviewCount: 312,
  }),
  product({
    sku: 'SUP-SHILAJIT-004',
    name: 'Pure Himalayan Shilajit Resin',
    slug: 'shilajit-resin',
    description:
      'Shilajit resin hand-collected at high altitude in Gilgit-Baltistan and purified slowly with spring water at low heat. Traditionally used to support energy, stamina and vitality, it is naturally rich in fulvic acid and trace minerals. 20 g jar with measuring spoon.',
    price: '4800.00',
    stock: 4,
    category: 'Supplements',
    benefits: [
      'Naturally rich in fulvic acid and trace minerals',
      'Traditionally used to support energy and stamina',
      'Supports overall vitality',
      'Lab tested for heavy metals',
    ],
    ingredients: '100% purified shilajit resin. No fillers, no additives.',
    usageInstructions:
      'Dissolve a pea-sized portion (300–500 mg) in warm water, milk or tea once a day. Start with a smaller amount for the first week. Not for children, or during pregnancy or breastfeeding; consult your doctor if you take medication.',
    productStory:
      'Shilajit seeps from rock crevices high in the Karakoram during the summer months. We work with local collectors near Skardu who gather it by hand, then purify it with filtered spring water and sun-dry it, as families there have done for generations.',
    isNewArrival: false,
    isFeatured: true,
    isBestSeller: true,
    isOnSale: false,
    rating: '4.70',
    reviewCount: 428,
    productHeroSection: {
      heading: 'Pure Shilajit from the Karakoram',
      subheading: 'Hand-collected in Gilgit-Baltistan, gently purified and lab tested for heavy metals.',
    },
    productFaqs: {
      heading: 'Shilajit Questions',
      subheading: 'How to choose, use and store genuine shilajit.',
      whoIsItFor: [
        {
          audience: 'Active Adults',
          question: 'Want a traditional mineral tonic?',
          answer:
            'A small daily portion of shilajit is a time-honoured way to support energy and stamina alongside a balanced diet.',
        },
      ],
      faqs: [
        {
          question: 'How can I tell it is genuine?',
          answer:
            'Pure resin softens in warm hands, hardens in the cold and dissolves completely in warm water without grit. We can share the lab report for your batch on request.',
        },
        {
          question: 'How long does a 20 g jar last?',
          answer: 'At the recommended amount, a jar lasts roughly 40–60 days.',
        },
        {
          question: 'It has gone hard. Is that normal?',
          answer:
            'Yes. Shilajit hardens in cool weather. Warm the spoon slightly or leave the jar at room temperature before use.',
        },
      ],
    },
    productHowToUse: {
      heading: 'How to Take Shilajit',
      steps: [
        'Scoop a pea-sized portion (300–500 mg) with the spoon provided.',
        'Dissolve it fully in a cup of warm water, milk or herbal tea.',
        'Drink once a day, ideally in the morning.',
        'Keep the lid closed and store away from heat and moisture.',
      ],
    },
  }),
  product({
    sku: 'SUP-SPIRULINA-005',
    name: 'Organic Spirulina Tablets',
    slug: 'spirulina-tablets',
    description:
      'Certified organic spirulina pressed into easy-to-swallow 500 mg tablets. This blue-green algae is a natural source of plant protein, iron and antioxidants. 120 tablets per bottle.',
    price: '2400.00',
    stock: 60,
    category: 'Supplements',
    benefits: [
      'About 60% plant protein by weight',
      'Natural source of iron and B vitamins',
      'Contains the antioxidant pigment phycocyanin',
      'A convenient green boost for busy days',
    ],
    ingredients:
      'Certified organic spirulina (Arthrospira platensis) 500 mg per tablet. No binders, colours or fillers.',
    usageInstructions:
      'Take 3–6 tablets daily with water, with or without food. Start with 2 tablets for the first few days. Consult your doctor before use if you have a medical condition.',
    productStory:
      'Our spirulina is grown in clean, controlled freshwater ponds and tested before it is pressed. We chose a certified organic grower and test every imported lot again in Pakistan before it reaches you.',
    isNewArrival: true,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: false,
    rating: '4.30',
    reviewCount: 74,
  }),
  product({
    sku: 'SUP-KALONJI-006',
    name: 'Black Seed Oil Capsules (Kalonji)',
    slug: 'black-seed-oil-capsules',
    description:
      'Cold-pressed kalonji (Nigella sativa) oil in 500 mg softgels, without the strong taste of the raw oil. Black seed has been valued in Tibb-e-Nabawi and traditional medicine for centuries. 90 softgels per bottle.',
    price: '1950.00',
    stock: 180,
    category: 'Supplements',
    benefits: [
      'Cold-pressed to preserve natural thymoquinone',
      'Supports immune health and general wellness',
      'Traditionally valued in Tibb-e-Nabawi',
      'No strong taste or aftertaste',
    ],
    ingredients:
      'Cold-pressed black seed oil (Nigella sativa) 500 mg; softgel shell (halal-certified bovine gelatin, glycerin, purified water).',
    usageInstructions:
      'Take 1–2 softgels twice daily with meals. Consult your doctor before use if you are pregnant, nursing, or taking blood-thinning or diabetes medication.',
    productStory:
      'Our kalonji seeds come from farms in southern Punjab and are cold-pressed in small batches so the oil never overheats. The softgels are filled in a GMP-certified facility using halal-certified gelatin.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: true,
    rating: '4.50',
    reviewCount: 203,
  }),

  // --- Natural Foods (including the honey line) ----------------------------
  product({
    sku: 'NF-SIDR-007',
    name: 'Sidr (Beri) Honey',
    slug: 'sidr-honey',
    description:
      'Rare single-flower honey gathered from wild Sidr (Beri) trees in the Karak and Kohat districts of Khyber Pakhtunkhwa. Thick and amber with a rich, caramel-like flavour, it is raw, unheated and never blended. 500 g glass jar.',
    price: '4500.00',
    stock: 75,
    category: 'Natural Foods',
    benefits: [
      'Raw and unheated, so natural enzymes stay intact',
      'Naturally rich in antioxidants',
      'A natural source of energy',
      'Single origin, never blended with sugar syrup',
      'Tested for purity by an independent lab',
    ],
    ingredients: '100% raw Sidr (Ziziphus) honey.',
    usageInstructions:
      'Enjoy 1–2 teaspoons daily on its own, in warm (not boiling) water with lemon, or drizzled over yoghurt and desserts. Not suitable for infants under 12 months.',
    productStory:
      'Each autumn, beekeepers in Karak move their hives to the Beri forests for a flowering season of only about six weeks. We buy directly from these families at a fair price and jar the honey without heating or fine filtering, so it tastes just as it did in the comb.',
    isNewArrival: false,
    isFeatured: true,
    isBestSeller: true,
    isOnSale: true,
    rating: '4.90',
    reviewCount: 642,
    productHeroSection: {
      heading: 'Wild Sidr Honey from the Beri Forests of Karak',
      subheading:
        'Raw, single-origin and never heated: one of the world’s most prized honeys, straight from Pakistani beekeepers.',
    },
    productFaqs: {
      heading: 'Sidr Honey Questions',
      subheading: 'What makes Sidr honey special, and how to enjoy it.',
      whoIsItFor: [
        {
          audience: 'Families',
          question: 'Looking for honey you can trust?',
          answer:
            'Our Sidr honey is single-origin, raw and tested for purity, so the whole family can enjoy real honey every day.',
        },
        {
          audience: 'Gift Givers',
          question: 'Need a premium gift for Eid or a wedding?',
          answer:
            'Sidr honey is a treasured gift across Pakistan and the Gulf. The glass jar arrives sealed and well protected.',
        },
      ],
      faqs: [
        {
          question: 'Why is Sidr honey more expensive than regular honey?',
          answer:
            'Sidr trees flower for only a few weeks a year and each hive yields a small harvest. It is never blended or diluted, which keeps supply limited.',
        },
        {
          question: 'How can I tell it is pure?',
          answer:
            'Every batch is tested by an independent lab for sugar-syrup adulteration and moisture content. Ask us for the report for your batch.',
        },
        honeyStorageFaq,
        honeyInfantFaq,
      ],
    },
    productTestimonials: {
      heading: 'Loved Across Pakistan',
      subheading: 'What customers say about our Sidr honey.',
      testimonials: [
        {
          name: 'Nadia Hussain',
          location: 'Karachi',
          image: demoImage('avatar-2'),
          rating: 5,
          text: 'Thick, dark and full of flavour, exactly like the Sidr honey my father used to bring from Karak.',
        },
        {
          name: 'Imran Qureshi',
          location: 'Rawalpindi',
          image: demoImage('avatar-5'),
          rating: 5,
          text: 'I bought two jars as gifts and ended up ordering a third for home. Beautifully packed.',
        },
        {
          name: 'Rabia Anwar',
          location: 'Lahore',
          image: demoImage('avatar-6'),
          rating: 4,
          text: 'Excellent taste. It crystallised a little in winter, but warm water sorted it out just as the label said.',
        },
      ],
    },
  }),
  product({
    sku: 'NF-WILDFL-008',
    name: 'Wildflower Raw Honey',
    slug: 'wildflower-raw-honey',
    description:
      'A multi-floral honey from the valleys of Swat, where bees forage on wild thyme, clover and mountain blossoms. Light, floral and smooth, it is raw and only gently strained, perfect for everyday use. 500 g jar.',
    price: '2200.00',
    stock: 130,
    category: 'Natural Foods',
    benefits: [
      'Raw and gently strained, never pasteurised',
      'Rich in natural antioxidants and pollen',
      'A natural sweetener for tea, breakfast and baking',
      'Flavour changes gently with each season',
    ],
    ingredients: '100% raw wildflower honey.',
    usageInstructions:
      'Use in place of sugar in tea, on toast, in smoothies or over fruit. Add to drinks once they have cooled slightly to keep the honey raw. Not suitable for infants under 12 months.',
    productStory:
      'Our Swat beekeepers follow the bloom up the valley each spring, from the orchards of Mingora to the alpine meadows above Kalam. The result is a honey that captures the wildflowers of a whole season.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: true,
    isOnSale: true,
    rating: '4.60',
    reviewCount: 389,
    productHeroSection: {
      heading: 'The Taste of a Swat Spring',
      subheading: 'Raw multi-floral honey from mountain wildflowers, gently strained and never heated.',
    },
    productFaqs: {
      heading: 'Wildflower Honey Questions',
      subheading: 'Good to know before you order.',
      whoIsItFor: [
        {
          audience: 'Everyday Cooks',
          question: 'Want to swap refined sugar for something natural?',
          answer: 'Wildflower honey has a mild, floral taste that works in tea, breakfast and baking.',
        },
      ],
      faqs: [
        {
          question: 'Why does the colour vary between batches?',
          answer:
            'Each batch reflects the flowers in bloom that season, so colour and flavour vary slightly. It is a sign of natural, unblended honey.',
        },
        honeyStorageFaq,
        honeyInfantFaq,
      ],
    },
  }),
  product({
    sku: 'NF-ACACIA-009',
    name: 'Acacia (Phulai) Honey',
    slug: 'acacia-honey',
    description:
      'Pale golden honey from Phulai (Acacia modesta) blossoms on the Potohar plateau and in the Salt Range. Mild and delicate, it stays liquid longer than most honeys, which makes it ideal for tea and baking. 500 g jar.',
    price: '2600.00',
    stock: 8,
    category: 'Natural Foods',
    benefits: [
      'Mild, delicate flavour loved by children',
      'Stays liquid longer than most honeys',
      'Raw and unheated',
      'A natural source of energy',
    ],
    ingredients: '100% raw Phulai (acacia) honey.',
    usageInstructions:
      'Stir into green tea or warm water, drizzle over pancakes, or use in baking. Not suitable for infants under 12 months.',
    productStory:
      'Phulai trees bloom across the dry hills of Chakwal and the Salt Range in early summer. The short harvest gives a light, clean honey that beekeepers in the region have prized for generations.',
    isNewArrival: true,
    isFeatured: true,
    isBestSeller: false,
    isOnSale: false,
    rating: '4.70',
    reviewCount: 118,
    productHeroSection: {
      heading: 'Light, Golden Phulai Honey',
      subheading:
        'A mild single-flower honey from the Salt Range, ideal for tea and little ones over one year old.',
    },
    productFaqs: {
      heading: 'Acacia Honey Questions',
      subheading: 'About our Phulai honey.',
      whoIsItFor: [],
      faqs: [
        {
          question: 'Is Phulai honey the same as European acacia honey?',
          answer:
            'No. European acacia honey comes from black locust trees, while ours comes from the native Phulai tree (Acacia modesta). Both are light and mild.',
        },
        honeyStorageFaq,
        honeyInfantFaq,
      ],
    },
  }),
  product({
    sku: 'NF-COMB-010',
    name: 'Organic Raw Honeycomb',
    slug: 'organic-honeycomb',
    description:
      'Whole, hand-cut honeycomb straight from the hive, with the honey still sealed in its natural beeswax cells. Chew the comb as it is or spread it on warm paratha or toast. 400 g box.',
    price: '3800.00',
    stock: 0,
    category: 'Natural Foods',
    benefits: [
      'Honey in its most natural, untouched form',
      'Contains beeswax, pollen and propolis',
      'Never heated, filtered or processed',
      'A striking centrepiece for breakfast or a cheese board',
    ],
    ingredients: '100% raw honeycomb (honey and natural beeswax).',
    usageInstructions:
      'Cut a piece with a knife and enjoy on its own, on bread or with yoghurt. The beeswax is safe to chew and swallow. Keep at room temperature; do not refrigerate. Not suitable for infants under 12 months.',
    productStory:
      'We cut each comb by hand from frames in our partner apiaries in Swat and pack it the same week. Because it is seasonal, honeycomb sells out quickly; we restock after each harvest.',
    isNewArrival: true,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: false,
    rating: '4.80',
    reviewCount: 57,
    productHeroSection: {
      heading: 'Straight from the Hive',
      subheading: 'Hand-cut raw honeycomb, exactly as the bees made it.',
    },
    productFaqs: {
      heading: 'Honeycomb Questions',
      subheading: 'New to honeycomb? Start here.',
      whoIsItFor: [],
      faqs: [
        {
          question: 'Can I eat the wax?',
          answer:
            'Yes. Natural beeswax is edible and safe to chew or swallow, though some people prefer to chew the comb and discard the wax.',
        },
        {
          question: 'When will it be back in stock?',
          answer:
            'Honeycomb is harvested seasonally. Message us on WhatsApp and we will let you know as soon as the next harvest is packed.',
        },
        honeyInfantFaq,
      ],
    },
  }),
  product({
    sku: 'NF-CHIA-011',
    name: 'Organic Chia Seeds',
    slug: 'organic-chia-seeds',
    description:
      'Certified organic black chia seeds, cleaned and ready to use. Chia seeds are a natural source of fibre, plant protein and omega-3 ALA, and swell into a gel that makes puddings and drinks more filling. 500 g resealable pouch.',
    price: '1400.00',
    stock: 210,
    category: 'Natural Foods',
    benefits: [
      'High in dietary fibre',
      'Plant source of omega-3 (ALA)',
      'Contains protein, calcium and magnesium',
      'Helps meals feel more filling',
    ],
    ingredients: '100% organic chia seeds (Salvia hispanica).',
    usageInstructions:
      'Stir 1–2 tablespoons into water, milk, yoghurt or smoothies and leave for 10 minutes to swell. Drink plenty of water through the day when adding fibre to your diet.',
    productStory:
      'We import our chia from certified organic growers and clean, test and pack it in Lahore, so it reaches you fresh and free of stones and husk.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: true,
    rating: '4.40',
    reviewCount: 164,
  }),
  product({
    sku: 'NF-SALT-012',
    name: 'Himalayan Pink Salt (Fine)',
    slug: 'himalayan-pink-salt',
    description:
      'Unrefined pink rock salt from the Khewra salt mine in the Salt Range, ground fine for everyday cooking. It is free of anti-caking agents and naturally contains trace minerals that give it its colour. 800 g pouch.',
    price: '450.00',
    stock: 300,
    category: 'Natural Foods',
    benefits: [
      'Unrefined, with no anti-caking agents',
      'Naturally contains trace minerals',
      'Clean, rounded flavour for cooking and salads',
      'Mined in Pakistan',
    ],
    ingredients: '100% Himalayan pink rock salt.',
    usageInstructions:
      'Use in place of regular table salt for cooking, baking and seasoning. Store in a dry, airtight container.',
    productStory:
      'The Khewra mine has been worked for centuries and is one of the oldest salt mines in the world. We buy food-grade salt directly, wash and sun-dry it, then grind it fine in small batches.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: true,
    isOnSale: false,
    rating: '4.70',
    reviewCount: 521,
  }),
  product({
    sku: 'NF-GUR-013',
    name: 'Organic Jaggery (Desi Gur)',
    slug: 'organic-jaggery-gur',
    description:
      'Traditional desi gur from organically grown sugarcane in Charsadda, made in open pans with no soda, colour or chemicals. Its deep, caramel flavour is perfect for chai, halwa and winter treats. 1 kg pack.',
    price: '650.00',
    stock: 240,
    category: 'Natural Foods',
    benefits: [
      'Made without soda, bleach or added colour',
      'Less refined than white sugar',
      'Retains natural molasses and minerals',
      'Rich flavour for chai and desserts',
    ],
    ingredients: '100% organic sugarcane juice, boiled and set.',
    usageInstructions:
      'Use in place of sugar in tea, desserts and cooking, or enjoy a small piece after meals as is traditional. It is still a sugar, so enjoy in moderation.',
    productStory:
      'Charsadda and Mardan are famous for gur. Our growers crush fresh cane and boil the juice in large iron pans over a slow fire, the way it has been done in these villages for generations.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: false,
    rating: '4.50',
    reviewCount: 233,
  }),

  // --- Dry Fruits ------------------------------------------------------------
  product({
    sku: 'DF-ALMOND-014',
    name: 'Kaghzi Almonds (Paper-Shell)',
    slug: 'kaghzi-almonds',
    description:
      'Premium kaghzi almonds with thin paper shells that crack open easily by hand. The kernels are large, sweet and crunchy, hand-sorted to remove broken and bitter nuts. 1 kg pack.',
    price: '3200.00',
    stock: 160,
    category: 'Dry Fruits',
    benefits: [
      'Source of vitamin E, magnesium and healthy fats',
      'Plant protein and fibre for lasting energy',
      'Hand-sorted for size and freshness',
      'Thin shells, easy to crack',
    ],
    ingredients: '100% natural kaghzi almonds in shell. No salt, no oil, no preservatives.',
    usageInstructions:
      'Crack and enjoy a handful a day, or soak kernels overnight for a traditional morning snack. Store in an airtight container in a cool, dry place.',
    productStory:
      'Kaghzi almonds are a winter favourite across Pakistan. We source ours from orchards in Balochistan each season and sort every batch by hand before packing.',
    isNewArrival: false,
    isFeatured: true,
    isBestSeller: true,
    isOnSale: false,
    rating: '4.70',
    reviewCount: 298,
  }),
  product({
    sku: 'DF-AJWA-015',
    name: 'Ajwa Dates (Madinah)',
    slug: 'ajwa-dates',
    description:
      'Genuine Ajwa dates from Al-Madinah Al-Munawwarah: soft, dark and gently sweet with a fine, dry skin. Loved for their taste and their special place in Islamic tradition, they are perfect for iftar and gifting. 1 kg box.',
    price: '4200.00',
    stock: 90,
    category: 'Dry Fruits',
    benefits: [
      'Natural source of energy, fibre and potassium',
      'Soft texture with gentle sweetness',
      'A cherished part of Sunnah tradition',
      'Grade A, hand-selected',
    ],
    ingredients: '100% Ajwa dates (Phoenix dactylifera), product of Saudi Arabia.',
    usageInstructions:
      'Enjoy a few dates a day, traditionally seven in the morning, or serve at iftar. Store in a cool, dry place or refrigerate for longer freshness.',
    productStory:
      'Our Ajwa dates are imported directly from growers in Madinah each season, checked for quality on arrival in Karachi and packed fresh in food-grade boxes.',
    isNewArrival: false,
    isFeatured: true,
    isBestSeller: true,
    isOnSale: true,
    rating: '4.90',
    reviewCount: 476,
    productHeroSection: {
      heading: 'Genuine Ajwa Dates from Madinah',
      subheading:
        'Soft, dark and naturally sweet, hand-selected Grade A dates for your family and your iftar table.',
    },
    productFaqs: {
      heading: 'Ajwa Date Questions',
      subheading: 'About origin, freshness and storage.',
      whoIsItFor: [
        {
          audience: 'Ramadan & Gifting',
          question: 'Planning for Ramadan or Eid?',
          answer: 'Ajwa dates are a treasured iftar staple and a thoughtful gift for family and friends.',
        },
      ],
      faqs: [
        {
          question: 'Are these genuine Ajwa dates from Madinah?',
          answer:
            'Yes. They are imported directly from Madinah growers and come with origin documents, which we are happy to share.',
        },
        {
          question: 'How long do they stay fresh?',
          answer:
            'About 3 months in a cool, dry place, or up to 6 months in the refrigerator in an airtight box.',
        },
        {
          question: 'Do they contain added sugar or syrup?',
          answer: 'No. The sweetness is entirely natural; nothing is added or coated.',
        },
      ],
    },
  }),
  product({
    sku: 'DF-WALNUT-016',
    name: 'Walnut Kernels (Akhrot Giri)',
    slug: 'walnut-kernels',
    description:
      'Light, buttery walnut kernels from the orchards of Swat and Chitral, shelled and sorted into large halves. A natural source of plant omega-3s, they are delicious on their own, in halwa or on breakfast bowls. 500 g pack.',
    price: '2100.00',
    stock: 70,
    category: 'Dry Fruits',
    benefits: [
      'Plant source of omega-3 (ALA)',
      'Rich in antioxidants and healthy fats',
      'Light-coloured halves with a mild, sweet taste',
      'No salt, oil or preservatives',
    ],
    ingredients: '100% walnut kernels.',
    usageInstructions:
      'Enjoy a small handful a day. Keep refrigerated in an airtight container after opening to prevent the natural oils from turning rancid.',
    productStory:
      'Walnut trees have grown in Swat and Chitral for centuries. Our growers shell the nuts by hand after the autumn harvest, and we sort them for colour and size before packing.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: true,
    rating: '4.40',
    reviewCount: 141,
  }),
  product({
    sku: 'DF-APRICOT-017',
    name: 'Hunza Dried Apricots (Khubani)',
    slug: 'hunza-dried-apricots',
    description:
      'Sun-dried apricots from the terraced orchards of Hunza, dried on rooftops the traditional way with no sulphur or added sugar. Naturally sweet and chewy, with their classic brown colour. 500 g pack.',
    price: '1100.00',
    stock: 9,
    category: 'Dry Fruits',
    benefits: [
      'Sun-dried with no sulphur or added sugar',
      'Natural source of fibre, potassium and vitamin A',
      'Naturally sweet, chewy snack',
      'Supports small farming families in Hunza',
    ],
    ingredients: '100% sun-dried Hunza apricots (may contain stones).',
    usageInstructions:
      'Eat as a snack, or soak overnight and stew into the traditional Hunza apricot dessert. Store in an airtight container away from moisture.',
    productStory:
      'In late summer, apricots are spread on rooftops across Hunza to dry in the mountain sun. We buy directly from families in Karimabad and Aliabad, who have dried fruit this way for generations.',
    isNewArrival: true,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: false,
    rating: '4.60',
    reviewCount: 96,
  }),
  product({
    sku: 'DF-CHILGOZA-018',
    name: 'Chilgoza Pine Nuts',
    slug: 'chilgoza-pine-nuts',
    description:
      'Roasted chilgoza pine nuts in their shells, harvested from the wild pine forests of Zhob and Chitral. Rich, buttery and a true winter delicacy. 250 g pack.',
    price: '2900.00',
    stock: 0,
    category: 'Dry Fruits',
    benefits: [
      'A natural source of healthy fats and protein',
      'Contains zinc, iron and magnesium',
      'Lightly roasted in shell for freshness',
      'Wild-harvested, limited seasonal supply',
    ],
    ingredients: '100% chilgoza pine nuts (Pinus gerardiana), roasted in shell.',
    usageInstructions:
      'Crack the thin shell and enjoy the kernel. Store in an airtight container in a cool, dry place and use within 3 months.',
    productStory:
      'Chilgoza cones are gathered by hand from wild pine forests in late autumn. Supply is limited each year, so we restock only when a fresh, high-quality harvest is available.',
    isNewArrival: true,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: false,
    rating: '4.80',
    reviewCount: 63,
  }),
  product({
    sku: 'DF-GIFTBOX-019',
    name: 'Premium Dry Fruit Gift Box',
    slug: 'premium-dry-fruit-box',
    description:
      'A handsome wooden gift box of our finest dry fruits: kaghzi almonds, walnut kernels, cashews, pistachios, Hunza apricots and Ajwa dates. Ideal for Eid, weddings and corporate gifting. 1.2 kg total.',
    price: '7500.00',
    stock: 45,
    category: 'Dry Fruits',
    benefits: [
      'Six premium dry fruits in one box',
      'Reusable wooden box with a gift card',
      'Freshly packed to order',
      'A thoughtful gift for every occasion',
    ],
    ingredients:
      'Kaghzi almonds, walnut kernels, cashews, roasted pistachios (salted), Hunza dried apricots, Ajwa dates. Packed in a facility that handles tree nuts.',
    usageInstructions:
      'Store in a cool, dry place and enjoy within 2 months. Refrigerate the walnuts and dates after opening for longer freshness.',
    productStory:
      'Our gift box brings together the best of our dry fruit range, each sourced directly from the regions they are famous for. Every box is packed by hand in Lahore shortly before it ships.',
    isNewArrival: true,
    isFeatured: true,
    isBestSeller: false,
    isOnSale: true,
    rating: '4.80',
    reviewCount: 152,
    productHeroSection: {
      heading: 'The Gift of Good Health',
      subheading: 'Six premium dry fruits in a reusable wooden box, packed fresh to order.',
    },
    productFaqs: {
      heading: 'Gift Box Questions',
      subheading: 'Ordering for someone special?',
      whoIsItFor: [
        {
          audience: 'Corporate Gifting',
          question: 'Ordering for your team or clients?',
          answer:
            'Message us on WhatsApp for orders of 10 boxes or more. We can add a custom card and deliver to several addresses.',
        },
      ],
      faqs: [
        {
          question: 'Can I add a personal message?',
          answer:
            'Yes. After placing your order, send us your message on WhatsApp with your order number and we will write it on the gift card.',
        },
        {
          question: 'Can I send it directly to someone else?',
          answer:
            'Of course. Enter the recipient’s name, phone and address at checkout. Cash on delivery can be paid by the recipient, so please let them know.',
        },
        {
          question: 'How long do the contents stay fresh?',
          answer:
            'About 2 months in a cool, dry place. Walnuts and dates keep best in the refrigerator once opened.',
        },
      ],
    },
    productHoneyPromotion: {
      title: 'Make It Extra Special',
      description:
        'Add a jar of raw Sidr honey from Karak to your gift: a timeless pairing with dates and dry fruits.',
      imageUrl: demoImage('honey-strip'),
      buttonText: 'Shop Sidr Honey',
    },
  }),

  // --- Herbal Medicines -------------------------------------------------------
  product({
    sku: 'HM-TRIPHALA-020',
    name: 'Triphala Powder',
    slug: 'triphala-powder',
    description:
      'A classic blend of three fruits: amla, harar (haritaki) and baheda (bibhitaki), dried and ground in equal parts. Triphala has been used for centuries in Ayurveda and Tibb to support digestion and regularity. 200 g pouch.',
    price: '950.00',
    stock: 120,
    category: 'Herbal Medicines',
    benefits: [
      'Traditionally used to support digestion',
      'Supports gentle, natural regularity',
      'Amla is a natural source of vitamin C',
      'Three whole fruits, no additives',
    ],
    ingredients:
      'Amla (Emblica officinalis), harar (Terminalia chebula) and baheda (Terminalia bellirica) in equal parts.',
    usageInstructions:
      'Mix ½–1 teaspoon in a glass of warm water and drink at bedtime. Start with a smaller amount. Not recommended during pregnancy; consult your doctor if you take regular medication.',
    productStory:
      'Triphala is one of the best-known formulas in traditional medicine. We source the three fruits separately, check each for quality, and blend them in exact equal parts in small batches.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: false,
    rating: '3.90',
    reviewCount: 88,
  }),
  product({
    sku: 'HM-DIGTEA-021',
    name: 'Herbal Digestive Tea',
    slug: 'herbal-digestive-tea',
    description:
      'A soothing caffeine-free blend of saunf, podina, ginger, ajwain, elaichi and chamomile, inspired by the after-meal remedies of Pakistani kitchens. Enjoy a warm cup after meals. 20 biodegradable tea bags.',
    price: '850.00',
    stock: 85,
    category: 'Herbal Medicines',
    benefits: [
      'Supports comfortable digestion after meals',
      'Naturally caffeine-free',
      'Warming, refreshing flavour',
      'Biodegradable tea bags',
    ],
    ingredients:
      'Fennel seed (saunf), peppermint (podina), ginger root, carom seed (ajwain), green cardamom (elaichi), chamomile flowers.',
    usageInstructions:
      'Steep one tea bag in a cup of freshly boiled water for 5–7 minutes. Enjoy up to 3 cups a day, ideally after meals. Sweeten with a little honey if you like.',
    productStory:
      'Every Pakistani household has its own after-meal remedy, from saunf to a cup of ajwain water. We combined the favourites into a balanced blend that tastes as good as it feels.',
    isNewArrival: true,
    isFeatured: false,
    isBestSeller: false,
    isOnSale: true,
    rating: '4.50',
    reviewCount: 71,
  }),
  product({
    sku: 'HM-ISABGOL-022',
    name: 'Isabgol (Psyllium Husk)',
    slug: 'isabgol-psyllium-husk',
    description:
      'Clean, 99% pure psyllium husk from Plantago ovata seeds, a natural source of soluble fibre. A household staple for supporting regularity and digestive comfort. 200 g pack.',
    price: '750.00',
    stock: 260,
    category: 'Herbal Medicines',
    benefits: [
      'Natural source of soluble fibre',
      'Supports regularity and digestive comfort',
      'Helps you feel fuller for longer',
      '99% pure husk, no added sugar or flavour',
    ],
    ingredients: '100% psyllium husk (Plantago ovata).',
    usageInstructions:
      'Stir 1–2 teaspoons into a full glass of water, milk or yoghurt and drink immediately, followed by another glass of water. Take at least 2 hours apart from medicines. Consult your doctor if you have difficulty swallowing or a bowel condition.',
    productStory:
      'Isabgol has been part of Pakistani homes for generations. Ours is cleaned and sieved repeatedly to remove dust and seed particles, then packed in moisture-proof pouches.',
    isNewArrival: false,
    isFeatured: false,
    isBestSeller: true,
    isOnSale: false,
    rating: '4.60',
    reviewCount: 354,
  }),
  product({
    sku: 'HM-QUST-023',
    name: 'Qust-e-Hindi (Costus Root) Powder',
    slug: 'qust-e-hindi-costus-root',
    description:
      'Finely ground Qust-e-Hindi (Saussurea costus) root from cultivated sources, a herb highly regarded in Tibb-e-Nabawi. It has a strong, earthy aroma and is traditionally taken in small amounts with honey. 100 g jar.',
    price: '1200.00',
    stock: 6,
    category: 'Herbal Medicines',
    benefits: [
      'Highly regarded in Tibb-e-Nabawi',
      'Traditionally used to support seasonal wellness',
      'From cultivated, responsibly sourced roots',
      'Pure root powder, nothing added',
    ],
    ingredients: '100% Qust-e-Hindi root powder (Saussurea costus).',
    usageInstructions:
      'Mix ¼ teaspoon with a teaspoon of honey once a day, for short periods only. Not for children, or during pregnancy or breastfeeding. Please consult a qualified hakeem or doctor before use.',
    productStory:
      'Because wild costus is protected, we source only from licensed cultivated farms. The roots are dried, cleaned and ground in small batches to keep their strong natural aroma.',
    isNewArrival: false,
    isFeatured: true,
    isBestSeller: false,
    isOnSale: false,
    rating: '4.20',
    reviewCount: 39,
  }),
];

/** Every key passed to demoImage() across the demo seed files; the image files must exist for each. */
export const demoImageKeys: string[] = [
  ...demoProducts.map((p) => p.slug),
  'vitalix-2',
  'vitalix-3',
  'vitalix-lifestyle',
  'home-vitalix',
  'home-quality',
  'home-pricing',
  'honey-strip',
  'about-promise',
  'about-quality',
  'avatar-1',
  'avatar-2',
  'avatar-3',
  'avatar-4',
  'avatar-5',
  'avatar-6',
];
