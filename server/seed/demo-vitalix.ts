// Demo data: Vitalix, the flagship herbal vitality supplement. Every product block is filled.
import { FALLBACK_INGREDIENTS } from '../../common/catalog/product-blocks';
import { demoImage, type DemoProduct } from './demo-helpers';

/** Standard disclaimer used on supplement facts across the demo data. */
export const demoSupplementDisclaimer =
  'These statements have not been evaluated by the Drug Regulatory Authority of Pakistan (DRAP). This product is not intended to diagnose, treat, cure or prevent any disease. Consult your doctor before use if you are pregnant, nursing, taking medication or have a medical condition.';

export const vitalixProduct: DemoProduct = {
  sku: 'SUP-VITALIX-001',
  name: 'Vitalix',
  slug: 'vitalix',
  description:
    'Vitalix is our flagship herbal vitality blend: ashwagandha, safed musli, shatavari, saffron and five more traditional botanicals, folded into raw Pakistani honey. One teaspoon a day supports steady energy, stamina and a calmer response to everyday stress. Each jar holds 30 servings.',
  price: '6500.00',
  stock: 120,
  image: demoImage('vitalix'),
  images: [demoImage('vitalix-2'), demoImage('vitalix-3'), demoImage('vitalix-lifestyle')],
  videos: [],
  category: 'Supplements',
  benefits: [
    'Supports natural, steady energy without caffeine',
    'Helps the body adapt to everyday stress',
    'Supports stamina and overall vitality',
    'Nine traditional herbs in one daily spoonful',
    'Raw honey base with no refined sugar or preservatives',
  ],
  ingredients:
    'Raw honey, ashwagandha root extract (Withania somnifera), safed musli root (Chlorophytum borivilianum), shatavari root (Asparagus racemosus), turmeric root, holy basil (tulsi) leaf, moringa leaf, saffron (kesar), black pepper extract.',
  usageInstructions:
    'Take one level teaspoon (about 10 g) once a day, preferably in the morning with breakfast or stirred into warm (not hot) milk or water. Use consistently for at least 4–6 weeks. Do not exceed the recommended amount. Not suitable for children, or during pregnancy or breastfeeding.',
  productStory:
    'Vitalix began in a family kitchen in Lahore, where our founder’s grandmother prepared a honey-based herbal blend each winter for the whole household. We worked with herbalists and a food technologist to turn that recipe into a consistent, lab-tested formula, sourcing the herbs from certified growers and the honey from beekeepers we know by name. Every batch is still mixed in small quantities so the honey stays raw.',
  isNewArrival: false,
  isFeatured: true,
  isBestSeller: true,
  isOnSale: true,
  rating: '4.80',
  reviewCount: 1248,
  // The Urdu version of the words the shop shows first (decision 039); the rest shows in English.
  ur: {
    name: 'وائٹالکس',
    description:
      'وائٹالکس ہمارا خاص جڑی بوٹیوں والا توانائی بخش مرکب ہے: اشوگندھا، سفید موسلی، شتاوری، زعفران اور پانچ مزید روایتی جڑی بوٹیاں، پاکستانی خالص شہد میں۔ روزانہ ایک چائے کا چمچ دن بھر کی توانائی، قوتِ برداشت اور روزمرہ دباؤ میں سکون میں مدد دیتا ہے۔ ہر مرتبان میں 30 خوراکیں ہیں۔',
    benefits: [
      'کیفین کے بغیر قدرتی اور مستقل توانائی',
      'روزمرہ کے دباؤ سے نمٹنے میں جسم کی مدد',
      'قوتِ برداشت اور مجموعی صحت میں مدد',
      'ایک چمچ میں نو روایتی جڑی بوٹیاں',
      'خالص شہد کی بنیاد، بغیر ریفائنڈ چینی یا پریزرویٹو کے',
    ],
    productHeroSection: {
      heading: 'روزمرہ توانائی، قدرتی طریقے سے',
      subheading:
        'خالص شہد میں نو آزمودہ جڑی بوٹیاں، روزانہ ایک چائے کا چمچ۔ پورے پاکستان میں کیش آن ڈیلیوری۔',
    },
  },
  productHeroSection: {
    heading: 'Everyday Vitality, the Natural Way',
    subheading:
      'Nine time-honoured herbs in raw honey, one teaspoon a day. Cash on delivery all over Pakistan.',
  },
  productBenefits: {
    heading: 'Why People Choose Vitalix',
    subheading: 'A complete daily blend that supports energy, stamina and balance, without stimulants.',
    nutritionalHeading: 'Nutritional Information',
    benefits: [
      {
        title: 'Steady Natural Energy',
        description:
          'Supports energy through the day with no caffeine, so there is no jittery high or afternoon crash.',
        icon: 'zap',
      },
      {
        title: 'Calm Under Pressure',
        description:
          'Ashwagandha and holy basil are traditional adaptogens that help the body adapt to everyday stress.',
        icon: 'leaf',
      },
      {
        title: 'Stamina & Vitality',
        description:
          'Safed musli, shatavari and saffron have long been used in Desi and Ayurvedic traditions for vigour and vitality.',
        icon: 'heart',
      },
      {
        title: 'Time-Honoured Formula',
        description:
          'A family recipe refined with herbalists, with every herb chosen to complement the others.',
        icon: 'star',
      },
      {
        title: 'Clean & Lab Tested',
        description:
          'Every batch is tested by an independent lab for purity, heavy metals and microbial safety.',
        icon: 'shield',
      },
      {
        title: 'Easy Daily Ritual',
        description: 'Just one teaspoon a day, on its own or stirred into warm milk. No pills to swallow.',
        icon: 'check',
      },
    ],
    pricingPlans: [
      {
        label: '1 Jar',
        servings: 30,
        price: 6500,
        perDay: 217,
        description: 'A one-month supply, ideal for trying Vitalix for the first time.',
        features: ['30 daily servings', 'Cash on delivery', '7-day money-back guarantee'],
        highlight: '',
        savings: { amount: 0 },
      },
      {
        label: '2 Jars',
        servings: 60,
        price: 11000,
        perDay: 183,
        description: 'A two-month supply: enough time to build a consistent routine.',
        features: ['60 daily servings', 'Save Rs. 2,000', 'Cash on delivery'],
        highlight: 'Most Popular',
        savings: { amount: 2000 },
      },
      {
        label: '3 Jars',
        servings: 90,
        price: 17000,
        perDay: 189,
        description: 'A three-month supply for a full season of daily use.',
        features: ['90 daily servings', 'Save Rs. 2,500', 'Cash on delivery'],
        highlight: 'Best Value',
        savings: { amount: 2500 },
      },
    ],
    comparisonTable: {
      heading: 'How Vitalix Compares',
      columns: [
        'Vitalix',
        'Energy Drinks',
        'Single Herb Powders',
        'Multivitamins',
        'Timing/Sex Drive Tablets',
      ],
      rows: [
        { feature: 'Natural ingredients', values: ['Yes', 'No', 'Yes', 'Partly', 'Often unclear'] },
        { feature: 'No crash', values: ['Yes', 'No', 'Yes', 'Yes', 'Varies'] },
        { feature: 'No synthetic stimulants', values: ['Yes', 'No', 'Yes', 'Yes', 'Often not'] },
        {
          feature: 'Blend of complementary herbs',
          values: ['Yes, 9 herbs', 'No', 'No, one herb', 'No', 'Varies'],
        },
        {
          feature: 'Independently lab tested',
          values: ['Every batch', 'Varies', 'Rarely', 'Varies', 'Rarely'],
        },
        { feature: 'Suitable for daily use', values: ['Yes', 'Not advised', 'Yes', 'Yes', 'Not advised'] },
      ],
    },
  },
  productIngredients: {
    heading: 'What’s Inside Every Jar',
    subheading: 'Five hero ingredients, supported by turmeric, holy basil, moringa and black pepper extract.',
    ingredients: [
      {
        name: 'Ashwagandha',
        description:
          'A root prized in Ayurveda for centuries as an adaptogen, used to support calm energy and resilience.',
        benefits: ['Helps the body adapt to stress', 'Supports restful sleep', 'Supports stamina'],
      },
      {
        name: 'Safed Musli',
        description:
          'A white root from the subcontinent traditionally used in Desi tonics for strength and vigour.',
        benefits: [
          'Traditional vitality tonic',
          'Supports strength and endurance',
          'Naturally rich in saponins',
        ],
      },
      {
        name: 'Shatavari',
        description: 'A climbing asparagus root valued in Ayurveda as a nourishing, balancing herb.',
        benefits: ['Nourishing and balancing', 'Supports hormonal well-being', 'Gentle on digestion'],
      },
      {
        name: 'Saffron',
        description:
          'Hand-picked kesar threads, one of the most precious spices in the world, used for mood and warmth.',
        benefits: ['Supports a positive mood', 'Rich in antioxidants', 'Adds natural colour and aroma'],
      },
      {
        name: 'Honey',
        description:
          'Raw, unheated honey from Pakistani beekeepers forms the base and keeps the herbs naturally preserved.',
        benefits: [
          'Natural source of energy',
          'Contains antioxidants and enzymes',
          'No refined sugar needed',
        ],
      },
    ],
    // The same 18 tags the storefront falls back to (storefront §9): one list, in common/.
    ingredientTags: [...FALLBACK_INGREDIENTS.ingredientTags],
  },
  productFaqs: {
    heading: 'Questions About Vitalix',
    subheading: 'Everything you need to know before you order.',
    whoIsItFor: [
      {
        audience: 'Working Professionals',
        question: 'Long hours leaving you drained?',
        answer:
          'Vitalix supports steady energy and focus through busy days, without the caffeine crash of tea, coffee or energy drinks.',
      },
      {
        audience: 'Men',
        question: 'Looking for a natural vitality tonic?',
        answer:
          'Safed musli, ashwagandha and saffron have been used for generations in Desi tonics to support stamina and vigour.',
      },
      {
        audience: 'Women',
        question: 'Want gentle, everyday balance?',
        answer:
          'Shatavari and holy basil are traditional balancing herbs. Vitalix is a gentle daily blend for energy and well-being.',
      },
      {
        audience: 'Active Adults 40+',
        question: 'Want to keep up with an active life?',
        answer:
          'A daily spoonful supports energy, stamina and recovery as part of a balanced diet and regular activity.',
      },
    ],
    faqs: [
      {
        question: 'How soon will I notice a difference?',
        answer:
          'Everyone is different. Many customers tell us they feel more energetic within 2–3 weeks; for the best experience we suggest using Vitalix daily for at least 4–6 weeks.',
      },
      {
        question: 'Can I take Vitalix with my regular medicines?',
        answer:
          'Vitalix is made from food-grade herbs and honey, but herbs can interact with some medicines. Please check with your doctor first if you take any regular medication.',
      },
      {
        question: 'Is it suitable for people with diabetes?',
        answer:
          'Each serving contains about 5 g of natural sugars from honey. If you have diabetes or are watching your blood sugar, please consult your doctor before use.',
      },
      {
        question: 'Can I use it during pregnancy or breastfeeding?',
        answer:
          'We do not recommend Vitalix during pregnancy or breastfeeding, and it is not meant for children.',
      },
      {
        question: 'Is Vitalix halal?',
        answer:
          'Yes. All ingredients are plant-based or honey, and contain no alcohol or animal-derived additives.',
      },
      {
        question: 'How do I pay and when will it arrive?',
        answer:
          'You pay cash on delivery when your order arrives. We deliver all over Pakistan, usually within 2–5 working days.',
      },
    ],
  },
  productTestimonials: {
    heading: 'Real People, Real Routines',
    subheading: 'What our customers across Pakistan say about Vitalix.',
    testimonials: [
      {
        name: 'Ahmed Raza',
        location: 'Lahore',
        image: demoImage('avatar-1'),
        rating: 5,
        text: 'I used to rely on three cups of tea to get through the office day. After a month of Vitalix in the morning I feel steadier and the afternoon slump is much lighter.',
      },
      {
        name: 'Sana Tariq',
        location: 'Karachi',
        image: demoImage('avatar-2'),
        rating: 5,
        text: 'It tastes like honey with a hint of saffron, so it is easy to take every day. Delivery was quick and I paid cash at the door.',
      },
      {
        name: 'Usman Khalid',
        location: 'Islamabad',
        image: demoImage('avatar-3'),
        rating: 4,
        text: 'Took a few weeks before I noticed anything, but now I feel more energetic at the gym. Wish the jar was a little bigger!',
      },
      {
        name: 'Farah Naveed',
        location: 'Peshawar',
        image: demoImage('avatar-4'),
        rating: 5,
        text: 'I liked that the ingredients are clearly listed and the batch is lab tested. My husband and I both take it now.',
      },
      {
        name: 'Bilal Ahmed',
        location: 'Multan',
        image: demoImage('avatar-5'),
        rating: 5,
        text: 'Ordered the 3-jar pack. Good value, well packed, and the customer team answered my questions on WhatsApp the same day.',
      },
      {
        name: 'Hina Shahid',
        location: 'Faisalabad',
        image: demoImage('avatar-6'),
        rating: 4,
        text: 'A gentle, natural option. I mix it in warm milk at breakfast and feel less tired by evening.',
      },
    ],
  },
  productShipping: {
    heading: 'Delivery & Guarantee',
    points: [
      'Cash on delivery all over Pakistan',
      'Delivered in 2–5 working days',
      '100% returns / money-back guarantee (*7 day)',
      'Tamper-sealed jar in discreet packaging',
    ],
  },
  productHowToUse: {
    heading: 'How to Use Vitalix',
    steps: [
      'Take one level teaspoon (about 10 g) once a day.',
      'Enjoy it on its own or stir into a glass of warm (not hot) milk or water.',
      'Take it at the same time each day, ideally in the morning with breakfast.',
      'Use consistently for at least 4–6 weeks alongside a balanced diet.',
      'Close the lid tightly and store in a cool, dry place away from sunlight.',
    ],
  },
  supplementFacts: {
    servingSize: '1 teaspoon (10 g)',
    servingsPerContainer: '30',
    calories: '45 kcal',
    carbohydrates: '8g',
    sugars: '5g',
    protein: '2g',
    nutrientsHeading: 'Herbal Blend per Serving',
    nutrients: [
      { name: 'Ashwagandha root extract', amount: '300 mg', dailyValue: '†' },
      { name: 'Safed musli root', amount: '250 mg', dailyValue: '†' },
      { name: 'Shatavari root', amount: '200 mg', dailyValue: '†' },
      { name: 'Turmeric root', amount: '150 mg', dailyValue: '†' },
      { name: 'Moringa leaf', amount: '100 mg', dailyValue: '†' },
      { name: 'Saffron (kesar)', amount: '15 mg', dailyValue: '†' },
    ],
    disclaimer: `† Daily Value not established. ${demoSupplementDisclaimer}`,
  },
  productHoneyPromotion: {
    title: 'Love the Honey in Vitalix?',
    description:
      'Our raw Sidr honey comes from the same beekeepers who supply the Vitalix base: thick, aromatic and never heated or filtered.',
    imageUrl: demoImage('honey-strip'),
    buttonText: 'Shop Sidr Honey',
  },
};
