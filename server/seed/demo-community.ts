// Demo data: testimonials, site FAQs, product reviews and FAQs, supplement facts, ingredients,
// site settings, SEO metadata and navigation/footer links.
import {
  demoImage,
  type DemoFooterLink,
  type DemoNavigationLink,
  type DemoProductFaq,
  type DemoProductReview,
  type DemoSeo,
  type DemoSettings,
  type DemoSiteFaq,
  type DemoSiteIngredient,
  type DemoSiteSupplementFacts,
  type DemoSiteTestimonial,
} from './demo-helpers';
import { demoSupplementDisclaimer, vitalixProduct } from './demo-vitalix';

export const demoSiteTestimonials: DemoSiteTestimonial[] = [
  {
    customerName: 'Ayesha Malik',
    customerTitle: 'School Teacher, Lahore',
    customerImage: demoImage('avatar-2'),
    rating: 5,
    testimonial:
      'Vitalix has become part of my morning routine. I feel more energetic through long school days, and I love that the ingredients are simple and clearly listed.',
    isVerified: true,
    isFeatured: true,
    order: 0,
    isPublished: true,
  },
  {
    customerName: 'Hamza Siddiqui',
    customerTitle: 'Software Engineer, Karachi',
    customerImage: demoImage('avatar-1'),
    rating: 5,
    testimonial:
      'I replaced my afternoon energy drink with Vitalix. No jitters, no crash, and paying cash on delivery made the first order easy to try.',
    isVerified: true,
    isFeatured: true,
    order: 1,
    isPublished: true,
  },
  {
    customerName: 'Zainab Ali',
    customerTitle: 'Homemaker, Islamabad',
    customerImage: demoImage('avatar-4'),
    rating: 5,
    testimonial:
      'The Sidr honey is the real thing: thick, dark and full of flavour. My whole family has switched to it, and the jar arrived perfectly packed.',
    isVerified: true,
    isFeatured: true,
    order: 2,
    isPublished: true,
  },
  {
    customerName: 'Kamran Yousaf',
    customerTitle: 'Business Owner, Peshawar',
    customerImage: demoImage('avatar-3'),
    rating: 4,
    testimonial:
      'Good quality shilajit and almonds. Delivery took four days to Peshawar, a little longer than I hoped, but the team kept me updated on WhatsApp.',
    isVerified: true,
    isFeatured: false,
    order: 3,
    isPublished: true,
  },
  {
    customerName: 'Mehwish Khan',
    customerTitle: 'Doctor, Multan',
    customerImage: demoImage('avatar-6'),
    rating: 5,
    testimonial:
      'I appreciate that they do not make exaggerated claims and share lab reports on request. That honesty is rare, and the products are excellent.',
    isVerified: true,
    isFeatured: true,
    order: 4,
    isPublished: true,
  },
  {
    customerName: 'Ali Hassan',
    customerTitle: 'University Student, Faisalabad',
    customerImage: demoImage('avatar-5'),
    rating: 5,
    testimonial:
      'Ordered the dry fruit gift box for my parents’ anniversary. Beautiful wooden box, fresh nuts, and they loved the Ajwa dates.',
    isVerified: true,
    isFeatured: false,
    order: 5,
    isPublished: true,
  },
  {
    customerName: 'Saima Rehman',
    customerTitle: 'Fitness Coach, Lahore',
    customerImage: demoImage('avatar-2'),
    rating: 5,
    testimonial:
      'Chia seeds, spirulina and Vitalix are now staples I recommend to my clients. Consistent quality with every order.',
    isVerified: false,
    isFeatured: false,
    order: 6,
    isPublished: true,
  },
  {
    customerName: 'Tariq Mehmood',
    customerTitle: 'Retired Banker, Rawalpindi',
    customerImage: demoImage('avatar-3'),
    rating: 5,
    testimonial:
      'The isabgol and herbal digestive tea are gentle and effective. Ordering by phone for my wife and me was simple.',
    isVerified: true,
    isFeatured: false,
    order: 7,
    isPublished: false,
  },
];

export const demoSiteFaqs: DemoSiteFaq[] = [
  {
    question: 'How do I pay for my order?',
    answer:
      'We offer Cash on Delivery only. Simply place your order online and pay the courier in cash when your parcel arrives. No card or advance payment is needed.',
    category: 'Orders',
    order: 0,
    isPublished: true,
  },
  {
    question: 'Can I change or cancel my order?',
    answer:
      'Yes, as long as it has not been dispatched. Message us on WhatsApp or call us with your order number and we will update or cancel it for you.',
    category: 'Orders',
    order: 1,
    isPublished: true,
  },
  {
    question: 'Do you offer wholesale or bulk prices?',
    answer:
      'Yes, for shops, clinics and corporate gifting. Contact us on WhatsApp with the products and quantities you need and we will send you a quote.',
    category: 'Orders',
    order: 2,
    isPublished: false,
  },
  {
    question: 'How long does delivery take?',
    answer:
      'Orders are usually delivered within 2–5 working days. Major cities such as Lahore, Karachi and Islamabad typically receive parcels in 2–3 days; smaller towns and remote areas may take a little longer.',
    category: 'Delivery',
    order: 3,
    isPublished: true,
  },
  {
    question: 'Do you deliver all over Pakistan?',
    answer:
      'Yes. We deliver to all cities and most towns in Pakistan through trusted courier partners. Once your order is dispatched, we send you the tracking number by SMS or WhatsApp.',
    category: 'Delivery',
    order: 4,
    isPublished: true,
  },
  {
    question: 'Are your products genuine and organic?',
    answer:
      'Yes. We source directly from certified organic farms, beekeepers and trusted growers, and an independent lab tests every batch for purity. Batch test reports are available on request.',
    category: 'Products',
    order: 5,
    isPublished: true,
  },
  {
    question: 'How should I store honey?',
    answer:
      'Keep honey tightly closed at room temperature, away from direct sunlight and moisture. There is no need to refrigerate it. Raw honey may crystallise in cool weather; this is natural, and gently warming the jar in warm water restores it.',
    category: 'Products',
    order: 6,
    isPublished: true,
  },
  {
    question: 'Can I take your supplements with my medicines?',
    answer:
      'Our products are natural, but herbs can interact with some medicines. If you take regular medication, are pregnant or breastfeeding, or have a medical condition, please check with your doctor first. Our products are not intended to diagnose, treat, cure or prevent any disease.',
    category: 'Products',
    order: 7,
    isPublished: true,
  },
  {
    question: 'What is your return policy?',
    answer:
      'We offer a 100% returns / money-back guarantee within 7 days of delivery. Contact us within 7 days and we will arrange a return and refund. For hygiene reasons, opened food items can only be returned if there is a quality issue.',
    category: 'Returns',
    order: 8,
    isPublished: true,
  },
  {
    question: 'What if my order arrives damaged or incorrect?',
    answer:
      'Please take a photo and message us on WhatsApp within 48 hours of delivery. We will send a replacement or refund you in full at no extra cost.',
    category: 'Returns',
    order: 9,
    isPublished: true,
  },
];

export const demoProductReviews: Record<string, DemoProductReview[]> = {
  vitalix: [
    {
      customerName: 'Ahmed Raza',
      customerEmail: 'ahmed.raza@example.com',
      rating: 5,
      title: 'Steady energy all day',
      comment:
        'Been taking it every morning for six weeks. The afternoon slump at work is much better and I have cut down on tea. Tastes pleasant too.',
      isVerified: true,
      isApproved: true,
    },
    {
      customerName: 'Sana Tariq',
      customerEmail: 'sana.tariq@example.com',
      rating: 5,
      title: 'Easy to take daily',
      comment:
        'A spoonful in warm milk at breakfast. Honey and saffron flavour, not bitter at all. Delivered to Karachi in 3 days.',
      isVerified: true,
      isApproved: true,
    },
    {
      customerName: 'Usman Khalid',
      customerEmail: 'usman.khalid@example.com',
      rating: 4,
      title: 'Good, give it time',
      comment:
        'Did not notice much in the first two weeks, but by the end of the first jar I felt better at the gym. Ordered the 2-jar pack now.',
      isVerified: true,
      isApproved: true,
    },
    {
      customerName: 'Farah Naveed',
      customerEmail: 'farah.naveed@example.com',
      rating: 5,
      title: 'Clean ingredients',
      comment:
        'I asked for the lab report before ordering and they shared it on WhatsApp. That gave me confidence. Very happy with it.',
      isVerified: true,
      isApproved: true,
    },
    {
      customerName: 'Bilal Ahmed',
      customerEmail: 'bilal.ahmed@example.com',
      rating: 5,
      title: 'Great value in the 3-jar pack',
      comment:
        'Well packed, sealed jars, and paying cash on delivery was convenient. My father and I both take it.',
      isVerified: false,
      isApproved: true,
    },
    {
      customerName: 'Junaid Akhtar',
      customerEmail: 'junaid.akhtar@example.com',
      rating: 3,
      title: 'Okay so far',
      comment:
        'Only on my second week. Taste is fine; too early to say more. Will update after finishing the jar.',
      isVerified: false,
      isApproved: false,
    },
  ],
  'sidr-honey': [
    {
      customerName: 'Nadia Hussain',
      customerEmail: 'nadia.hussain@example.com',
      rating: 5,
      title: 'Real Karak Sidr',
      comment:
        'Thick, dark and aromatic, just like the honey my family used to bring from Karak. Worth the price.',
      isVerified: true,
      isApproved: true,
    },
    {
      customerName: 'Imran Qureshi',
      customerEmail: 'imran.qureshi@example.com',
      rating: 5,
      title: 'Perfect gift',
      comment:
        'Sent two jars to relatives in Islamabad. Beautiful glass jars, safely packed, and everyone loved it.',
      isVerified: true,
      isApproved: true,
    },
    {
      customerName: 'Rabia Anwar',
      customerEmail: 'rabia.anwar@example.com',
      rating: 4,
      title: 'Delicious, crystallised in winter',
      comment:
        'Lovely flavour. It set a little in the cold, but a warm-water bath brought it back as the instructions said.',
      isVerified: true,
      isApproved: true,
    },
  ],
  'kaghzi-almonds': [
    {
      customerName: 'Shahid Iqbal',
      customerEmail: 'shahid.iqbal@example.com',
      rating: 5,
      title: 'Fresh and easy to crack',
      comment:
        'Shells really are paper thin and the kernels are sweet. Hardly any bad ones in the whole kilo.',
      isVerified: true,
      isApproved: true,
    },
    {
      customerName: 'Maryam Javed',
      customerEmail: 'maryam.javed@example.com',
      rating: 4,
      title: 'Good quality',
      comment: 'Good size and taste. I soak a few overnight for the kids. Would like a 500 g option too.',
      isVerified: true,
      isApproved: true,
    },
  ],
  'ajwa-dates': [
    {
      customerName: 'Abdullah Farooq',
      customerEmail: 'abdullah.farooq@example.com',
      rating: 5,
      title: 'Soft and genuine',
      comment:
        'These are proper Ajwa: soft, dark and not overly sweet. Ordered before Ramadan and they arrived in two days in Lahore.',
      isVerified: true,
      isApproved: true,
    },
    {
      customerName: 'Khadija Noor',
      customerEmail: 'khadija.noor@example.com',
      rating: 5,
      title: 'Lovely for iftar',
      comment: 'Fresh, well packed and clearly premium quality. Will order again for Eid gifts.',
      isVerified: false,
      isApproved: true,
    },
  ],
};

export const demoProductFaqs: Record<string, DemoProductFaq[]> = {
  vitalix: [
    {
      question: 'What does Vitalix taste like?',
      answer:
        'Vitalix tastes of honey with warm notes of saffron and turmeric and a mild herbal finish. Most people enjoy it straight from the spoon or in warm milk.',
      order: 0,
      isPublished: true,
    },
    {
      question: 'How long does one jar last?',
      answer: 'One jar holds 30 servings of one teaspoon, so it lasts a month with daily use.',
      order: 1,
      isPublished: true,
    },
    {
      question: 'Can women take Vitalix?',
      answer:
        'Yes. Vitalix is suitable for adult men and women. It is not recommended during pregnancy or breastfeeding, or for children.',
      order: 2,
      isPublished: true,
    },
    {
      question: 'Does Vitalix need to be refrigerated?',
      answer:
        'No. Store it tightly closed in a cool, dry place away from sunlight. Always use a clean, dry spoon.',
      order: 3,
      isPublished: true,
    },
  ],
  'sidr-honey': [
    {
      question: 'Where does your Sidr honey come from?',
      answer:
        'From wild Sidr (Beri) trees in the Karak and Kohat districts of Khyber Pakhtunkhwa, harvested by family beekeepers each autumn.',
      order: 0,
      isPublished: true,
    },
    {
      question: 'Is it heated or filtered?',
      answer:
        'No. It is gently strained to remove wax particles but never heated or finely filtered, so it stays raw.',
      order: 1,
      isPublished: true,
    },
    {
      question: 'How long does it keep?',
      answer:
        'Properly stored honey keeps for years. We print a best-before date two years from packing on every jar.',
      order: 2,
      isPublished: true,
    },
  ],
  'shilajit-resin': [
    {
      question: 'Is your shilajit tested?',
      answer:
        'Yes. Every batch is tested by an independent lab for heavy metals and microbial safety. Ask us for the report for your batch.',
      order: 0,
      isPublished: true,
    },
    {
      question: 'What is the best time to take it?',
      answer:
        'Most people take it in the morning, dissolved in warm water or milk. Start with a smaller amount during the first week.',
      order: 1,
      isPublished: true,
    },
  ],
};

// The site-wide facts card repeats the flagship's own label, so it is taken from there, not copied.
const vitalixFacts = vitalixProduct.supplementFacts!;

export const demoSupplementFacts: DemoSiteSupplementFacts[] = [
  {
    productName: 'Vitalix',
    servingSize: vitalixFacts.servingSize,
    servingsPerContainer: vitalixFacts.servingsPerContainer,
    nutrients: vitalixFacts.nutrients,
    disclaimer: vitalixFacts.disclaimer,
    image: demoImage('vitalix'),
    order: 0,
    isPublished: true,
  },
  {
    productName: 'Vitalix: Nutrition Information',
    servingSize: '1 teaspoon (10 g)',
    servingsPerContainer: '30',
    nutrients: [
      { name: 'Energy', amount: '45 kcal', dailyValue: '2%' },
      { name: 'Total Carbohydrates', amount: '8 g', dailyValue: '3%' },
      { name: 'Total Sugars (from honey)', amount: '5 g', dailyValue: '†' },
      { name: 'Protein', amount: '2 g', dailyValue: '4%' },
      { name: 'Total Fat', amount: '0 g', dailyValue: '0%' },
      { name: 'Sodium', amount: '5 mg', dailyValue: '<1%' },
    ],
    disclaimer: `Percent Daily Values are based on a 2,000 calorie diet. † Daily Value not established. ${demoSupplementDisclaimer}`,
    image: demoImage('vitalix'),
    order: 1,
    isPublished: true,
  },
];

export const demoIngredients: DemoSiteIngredient[] = [
  {
    name: 'Ashwagandha',
    description:
      'A traditional adaptogenic root used in Ayurveda for centuries to support calm energy and resilience.',
    icon: 'Leaf',
    image: null,
    benefits: 'Helps the body adapt to everyday stress, supports restful sleep, supports stamina',
    order: 0,
    isPublished: true,
  },
  {
    name: 'Safed Musli',
    description: 'A white root native to the subcontinent, long used in Desi tonics for strength and vigour.',
    icon: 'Zap',
    image: null,
    benefits: 'Traditional vitality tonic, supports strength and endurance',
    order: 1,
    isPublished: true,
  },
  {
    name: 'Shatavari',
    description: 'A nourishing asparagus root valued in traditional medicine as a gentle balancing herb.',
    icon: 'Heart',
    image: null,
    benefits: 'Nourishing and balancing, supports hormonal well-being, gentle on digestion',
    order: 2,
    isPublished: true,
  },
  {
    name: 'Saffron',
    description:
      'Hand-picked kesar threads, one of the world’s most precious spices, prized for colour, aroma and mood.',
    icon: 'Star',
    image: null,
    benefits: 'Supports a positive mood, rich in antioxidants',
    order: 3,
    isPublished: true,
  },
  {
    name: 'Raw Honey',
    description:
      'Unheated honey from Pakistani beekeepers, the natural base that carries and preserves the herbs.',
    icon: 'Shield',
    image: null,
    benefits: 'Natural source of energy, contains antioxidants and enzymes, no refined sugar needed',
    order: 4,
    isPublished: true,
  },
];

export const demoSettings: DemoSettings = {
  siteName: 'Vitalix Organics',
  siteDescription:
    'Organic supplements, raw honey, dry fruits and herbal remedies from Pakistan’s finest farms. Lab tested, honestly labelled, cash on delivery nationwide.',
  logoUrl: '/logo.svg',
  contactEmail: 'hello@vitalixorganics.pk',
  // Stored as the settings screen saves them: E.164 (modules/settings/settings-phones.ts).
  contactPhone: '+923001234567',
  whatsappNumber: '+923001234567',
  address: 'Office 12, 2nd Floor, Main Boulevard, Gulberg III, Lahore 54660, Pakistan',
  facebookUrl: 'https://www.facebook.com/vitalixorganics',
  instagramUrl: 'https://www.instagram.com/vitalixorganics',
  twitterUrl: 'https://x.com/vitalixorganics',
  youtubeUrl: 'https://www.youtube.com/@vitalixorganics',
  defaultCurrency: 'PKR',
  currencySymbol: 'Rs',
  emailNotificationsEnabled: true,
  whatsappNotificationsEnabled: true,
  maintenanceMode: false,
};

export const demoSeo: DemoSeo[] = [
  {
    page: 'home',
    title: 'Vitalix Organics | Organic Wellness Products in Pakistan',
    description:
      'Shop the Vitalix herbal supplement, raw Sidr honey, dry fruits and herbal remedies. Lab tested, organically sourced, with cash on delivery all over Pakistan.',
    keywords: [
      'organic products Pakistan',
      'Vitalix',
      'Sidr honey',
      'herbal supplements',
      'dry fruits online',
      'cash on delivery',
    ],
    ogTitle: 'Vitalix Organics: Pure Nature, Delivered to Your Door',
    ogDescription:
      'Organic supplements, raw honey, dry fruits and herbal remedies with cash on delivery all over Pakistan.',
    ogImage: null,
    // The Urdu home page's title, description and keywords (decision 039); its share texts show in English.
    ur: {
      title: 'وائٹالکس آرگینکس | پاکستان میں نامیاتی صحت کی مصنوعات',
      description:
        'وائٹالکس جڑی بوٹیوں کا سپلیمنٹ، خالص سدر شہد، خشک میوہ جات اور جڑی بوٹیوں کے نسخے خریدیں۔ لیب سے جانچ شدہ، نامیاتی، پورے پاکستان میں کیش آن ڈیلیوری کے ساتھ۔',
      keywords: ['نامیاتی مصنوعات پاکستان', 'وائٹالکس', 'سدر شہد', 'جڑی بوٹیوں کے سپلیمنٹ', 'کیش آن ڈیلیوری'],
    },
  },
  {
    page: 'products',
    title: 'Shop Organic Supplements, Honey & Dry Fruits | Vitalix',
    description:
      'Browse organic supplements, raw honey, natural foods, dry fruits and herbal medicines. Lab tested quality, delivered in 2–5 days with cash on delivery.',
    keywords: [
      'buy honey online Pakistan',
      'shilajit',
      'ajwa dates',
      'kaghzi almonds',
      'moringa',
      'herbal medicines',
    ],
    ogTitle: 'Shop All Products | Vitalix Organics',
    ogDescription:
      'Supplements, raw honey, natural foods, dry fruits and herbal remedies, all lab tested and delivered across Pakistan.',
    ogImage: null,
  },
  {
    page: 'about',
    title: 'About Vitalix Organics | Our Story, Sourcing & Quality',
    description:
      'From a family recipe in Lahore to homes across Pakistan: learn how we source from organic farms and local beekeepers, and how we lab test every batch we sell.',
    keywords: [
      'about Vitalix Organics',
      'organic sourcing',
      'lab tested',
      'Pakistani beekeepers',
      'natural wellness brand',
    ],
    ogTitle: 'Our Story | Vitalix Organics',
    ogDescription:
      'Honest, organic wellness products sourced fairly from Pakistani farmers and beekeepers and tested for purity.',
    ogImage: null,
  },
];

export const demoNavigationLinks: DemoNavigationLink[] = [
  { label: 'Home', href: '/', order: 0, isActive: true },
  { label: 'Products', href: '/products', order: 1, isActive: true },
  { label: 'About', href: '/about', order: 2, isActive: true },
];

export const demoFooterLinks: DemoFooterLink[] = [
  { label: 'Shop', href: '/products', order: 0, isActive: true, category: 'Shop' },
  { label: 'About', href: '/about', order: 1, isActive: true, category: 'Company' },
  { label: 'Privacy Policy', href: '/privacy-policy', order: 2, isActive: true, category: 'Legal' },
  { label: 'Terms', href: '/terms', order: 3, isActive: true, category: 'Legal' },
];
