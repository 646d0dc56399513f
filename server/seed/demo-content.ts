// Demo data: server-managed content sections for the home, about and products pages, and the text of
// the privacy and terms pages. Section names and content shapes follow back-office.md §2 "Sections by
// page" and storefront.md §3.
import { DEFAULT_LEGAL_CONTENT, LEGAL_PAGES, LEGAL_SECTION } from '../../common/content/legal-pages';
import type { HeadingContent, SectionContent, SectionInput } from '../../common/content/section-schemas';
import { demoImage, demoVideo, type DemoContentSection } from './demo-helpers';

export const demoContent: DemoContentSection[] = [
  // --- Home ------------------------------------------------------------------
  {
    page: 'home',
    section: 'hero',
    content: {
      heading: 'Pure Nature, Delivered to Your Door',
      subheading:
        'Organic supplements, raw honey, dry fruits and herbal remedies, sourced from Pakistan’s finest farms and tested for purity. Cash on delivery all over Pakistan.',
      // The hero requires a video (back-office §5): the demo shop's own (demo-hero-video.ts).
      videoUrl: demoVideo('home-hero'),
      ctaText: 'Shop Now',
      secondaryCtaText: 'Discover Vitalix',
    } satisfies SectionContent<'home-hero'>,
    // Its Urdu version (decision 039): the home page's first words.
    ur: {
      heading: 'خالص فطرت، آپ کی دہلیز تک',
      subheading:
        'نامیاتی سپلیمنٹس، خالص شہد، خشک میوہ جات اور جڑی بوٹیوں کے نسخے، پاکستان کے بہترین کھیتوں سے، خالص ہونے کی جانچ کے ساتھ۔ پورے پاکستان میں کیش آن ڈیلیوری۔',
      ctaText: 'ابھی خریدیں',
      secondaryCtaText: 'وائٹالکس دیکھیں',
    },
  },
  {
    page: 'home',
    section: 'vitalix',
    content: {
      heading: 'Meet Vitalix, Your Daily Dose of Vitality',
      description:
        'Vitalix brings together nine time-honoured herbs, including ashwagandha, safed musli, shatavari and saffron, in a base of raw Pakistani honey. Just one teaspoon a day supports steady energy, stamina and a calmer response to everyday stress, with no caffeine and no crash.',
      imageUrl: demoImage('home-vitalix'),
      benefits: [
        'Supports natural, steady energy',
        'Helps the body adapt to everyday stress',
        'Supports stamina and vitality',
        'No caffeine, synthetic stimulants or preservatives',
        'Every batch independently lab tested',
      ],
      ctaText: 'Order Vitalix Now',
      highlightedText: 'Cash on delivery all over Pakistan · 100% returns / money-back guarantee (*7 day)',
    } satisfies SectionContent<'home-vitalix'>,
  },
  {
    page: 'home',
    section: 'quality',
    content: {
      heading: 'Quality You Can Trust, From Farm to Jar',
      description:
        'We work directly with farmers, beekeepers and collectors across Pakistan, and every batch is checked before it reaches you. No shortcuts, no fillers and no hidden ingredients: just honest products made with care.',
      videoUrl: '',
      imageUrl: demoImage('home-quality'),
      certifications: [
        {
          title: 'NSF Certified',
          description:
            'Vitalix is blended in an NSF-certified facility that follows strict good manufacturing practices.',
        },
        {
          title: 'Certified Organic Sourcing',
          description:
            'Our herbs and foods come from certified organic farms and trusted growers we visit ourselves.',
        },
        {
          title: 'Third-Party Lab Tested',
          description: 'An independent lab tests every batch for purity, heavy metals and microbial safety.',
        },
      ],
    } satisfies SectionContent<'home-quality'>,
  },
  {
    page: 'home',
    section: 'testimonials',
    content: {
      heading: 'What Our Customers Say',
      subheading: '1000+ reviews from customers in Lahore, Karachi, Islamabad and all over Pakistan.',
    } satisfies SectionContent<'home-testimonials'>,
  },
  {
    page: 'home',
    section: 'vitalix-pricing',
    content: {
      heading: 'Choose Your Vitalix Pack',
      subheading:
        'One teaspoon a day, about Rs.216 a day with a single jar, and even less when you choose a bundle.',
      imageUrl: demoImage('home-pricing'),
      imageAlt: 'Three jars of Vitalix herbal vitality supplement with saffron and honey',
      pricingTiers: [
        {
          name: '1 Jar',
          servings: 30,
          quantity: 1,
          price: 'Rs. 6,500',
          originalPrice: '',
          savingsText: '',
          description: 'A 30-day supply, perfect for getting started.',
        },
        {
          name: '2 Jars',
          servings: 60,
          quantity: 2,
          price: 'Rs. 11,000',
          originalPrice: 'Rs. 13,000',
          savingsText: 'Save Rs. 2,000',
          description: 'About 60 days of daily use: our most popular choice.',
        },
        {
          name: '3 Jars',
          servings: 90,
          quantity: 3,
          price: 'Rs. 17,000',
          originalPrice: 'Rs. 19,500',
          savingsText: 'Save Rs. 2,500',
          description: 'About 90 days of daily use, with the biggest saving.',
        },
      ],
      ctaButtonText: 'Order Now, Pay on Delivery',
      footerText: 'Cash on delivery all over Pakistan',
      guaranteeText: '100% returns / money-back guarantee (*7 day)',
      recommendedTierIndex: 1,
      showUrgencyTimer: false,
      urgencyTimerText: 'Bundle prices for a limited time',
    } satisfies SectionContent<'home-vitalix-pricing'>,
  },
  {
    page: 'home',
    section: 'honey-strip',
    content: {
      sectionHeading: 'From Our Hives to Your Home',
      subheading: 'Raw honey from the forests and valleys of Pakistan',
      title: 'Raw Honey, Straight from the Hive',
      punchline: 'Never heated, never blended: honey the way nature made it.',
      ctaLabel: 'Limited seasonal harvest',
      imageUrl: demoImage('honey-strip'),
      ctaButtonText: 'Shop Sidr Honey',
      ctaLink: '/product/sidr-honey',
      backgroundColor: '#F5B800',
      features: ['100% Raw & Pure', 'Wildflower Sourced', 'No Processing', 'Rich in Antioxidants'],
    } satisfies SectionContent<'home-honey-strip'>,
  },

  // --- About -----------------------------------------------------------------
  {
    page: 'about',
    section: 'hero',
    content: {
      heading: 'Rooted in Nature, Made for Pakistan',
      subheading:
        'We started in a small kitchen in Lahore with one family recipe. Today we bring honest, organic wellness products to homes in every corner of the country.',
    } satisfies SectionContent<'about-hero'>,
  },
  {
    page: 'about',
    section: 'mission-vision',
    content: {
      mission:
        'To make pure, honestly labelled natural products easy to find and easy to trust for every Pakistani family, sourced fairly from local farmers and beekeepers and delivered to the door with cash on delivery.',
      vision:
        'A Pakistan where traditional wisdom and modern quality standards go hand in hand, and where choosing natural wellness never means guessing what is really in the jar.',
    } satisfies SectionContent<'about-mission-vision'>,
  },
  {
    page: 'about',
    section: 'values',
    // Without icons: the About page gives the values its default icons in turn (storefront §2).
    content: {
      heading: 'Our Core Values',
      subheading: 'The principles behind every product we make and every order we deliver.',
      values: [
        {
          title: 'Purity First',
          description:
            'No fillers, no artificial colours and no shortcuts. If it is not on the label, it is not in the product.',
        },
        {
          title: 'Fair Sourcing',
          description:
            'We buy directly from farmers, beekeepers and collectors across Pakistan and pay a fair price for their work.',
        },
        {
          title: 'Honest Information',
          description: 'We explain what our products can and cannot do, and we never make medical claims.',
        },
        {
          title: 'Care for the Land',
          description:
            'We favour organic farming, protect wild harvests from over-collection and keep packaging to a minimum.',
        },
      ],
    } satisfies SectionInput<'about-values'>,
  },
  {
    page: 'about',
    section: 'promise',
    content: {
      heading: 'Our Product Promise',
      imageUrl: demoImage('about-promise'),
      paragraphs: [
        'Every product starts on certified organic farms and with trusted growers we know personally, from the Beri forests of Karak to the apricot orchards of Hunza. We visit our partners, see how they work, and buy only what meets our standards.',
        'Before anything is packed, it goes through rigorous testing. An independent laboratory checks each batch for purity, heavy metals and microbial safety, and our honey is tested for adulteration with sugar syrups.',
        'We believe in transparency and education. Full ingredient lists, clear usage instructions and batch test reports on request help you make informed choices for yourself and your family.',
      ],
    } satisfies SectionContent<'about-promise'>,
  },
  {
    page: 'about',
    section: 'quality',
    content: {
      heading: 'Quality You Can Trust',
      imageUrl: demoImage('about-quality'),
      standards: [
        {
          title: 'Certified Organic',
          description:
            'Herbs, seeds and foods sourced from certified organic farms, grown without synthetic pesticides or fertilisers.',
        },
        {
          title: 'Lab Tested',
          description:
            'Every batch is tested by an independent third-party lab for purity, heavy metals and microbes.',
        },
        {
          title: 'No Additives',
          description:
            'No artificial colours, flavours, preservatives or fillers: only the ingredients on the label.',
        },
        {
          title: 'Sustainable Practices',
          description:
            'Responsible wild harvesting, fair prices for growers and recyclable glass and paper packaging.',
        },
      ],
    } satisfies SectionContent<'about-quality'>,
  },
  {
    page: 'about',
    section: 'ingredients',
    content: {
      heading: 'The Power of Nature',
      subheading: 'A closer look at the ingredients behind Vitalix and our raw honey.',
      vitalixIngredients: [
        {
          name: 'Turmeric Root',
          description:
            'Golden haldi, a kitchen staple across South Asia, valued for its natural antioxidant curcumin.',
        },
        {
          name: 'Ashwagandha',
          description:
            'A traditional adaptogenic root that helps the body adapt to everyday stress and supports restful sleep.',
        },
        {
          name: 'Holy Basil',
          description:
            'Tulsi, a revered herb in traditional medicine, used to support calm and overall balance.',
        },
        {
          name: 'Moringa',
          description: 'Nutrient-dense leaves, naturally rich in vitamins, minerals and plant protein.',
        },
        {
          name: 'Black Pepper Extract',
          description: 'Added in a small amount because it helps the body absorb curcumin from turmeric.',
        },
      ],
      honeyDetails: [
        {
          title: 'Raw & Unheated',
          description:
            'Our honey is never heated above hive temperature, so its natural enzymes and aroma stay intact.',
        },
        {
          title: 'Single-Origin Harvests',
          description:
            'Sidr from Karak, wildflower from Swat and Phulai from the Salt Range, each kept separate and never blended.',
        },
        {
          title: 'No Added Sugar or Syrup',
          description:
            'Nothing is added, ever. Each batch is lab tested for sugar-syrup adulteration and moisture.',
        },
        {
          title: 'Naturally Rich in Antioxidants',
          description:
            'Raw honey contains natural antioxidants, enzymes and pollen that heavy processing removes.',
        },
        {
          title: 'Ethical Beekeeping',
          description:
            'We work with family beekeepers who move their hives with the seasons and care for their colonies.',
        },
      ],
      philosophy:
        'We believe nature already provides what we need; our job is to find the best of it and change it as little as possible. That means whole herbs instead of synthetic isolates, raw honey instead of processed syrup, and complete honesty about what goes into every jar.',
    } satisfies SectionContent<'about-ingredients'>,
  },

  // --- Products --------------------------------------------------------------
  {
    page: 'products',
    section: 'hero',
    content: {
      heading: 'Our Products',
      subheading:
        'Supplements, natural foods, dry fruits and herbal remedies, all carefully sourced, tested and delivered with cash on delivery all over Pakistan.',
    } satisfies HeadingContent,
  },
  {
    page: 'products',
    section: 'features',
    content: {
      features: [
        {
          icon: 'Leaf',
          title: '100% Organic',
          description: 'Sourced from certified organic farms and trusted growers.',
        },
        {
          icon: 'Shield',
          title: 'Quality Tested',
          description: 'Every batch is tested by an independent lab for purity and safety.',
        },
        {
          icon: 'Truck',
          title: 'Free Shipping',
          description: 'Free shipping on orders over $50, with cash on delivery all over Pakistan.',
        },
        {
          icon: 'Award',
          title: '90-Day Guarantee',
          description:
            'We stand behind every product. If something is not right, our team will make it right.',
        },
      ],
    } satisfies SectionContent<'products-features'>,
  },
  {
    page: 'products',
    section: 'categories',
    content: {
      categories: [
        { id: 'all', label: 'All Products' },
        { id: 'Supplements', label: 'Supplements' },
        { id: 'Natural Foods', label: 'Natural Foods' },
        { id: 'Dry Fruits', label: 'Dry Fruits' },
        { id: 'Herbal Medicines', label: 'Herbal Medicines' },
      ],
    } satisfies SectionContent<'products-categories'>,
  },
  {
    page: 'products',
    section: 'sort',
    content: {
      options: [
        { value: 'featured', label: 'Featured' },
        { value: 'price-low', label: 'Price: Low to High' },
        { value: 'price-high', label: 'Price: High to Low' },
        { value: 'name', label: 'Name: A-Z' },
        { value: 'newest', label: 'Newest First' },
        { value: 'rating', label: 'Highest Rated' },
      ],
    } satisfies SectionContent<'products-sort'>,
  },
  {
    page: 'products',
    section: 'cta',
    content: {
      heading: 'Not Sure Where to Start?',
      subheading:
        'Our team is happy to help you choose the right products for your routine. Message us on WhatsApp or try our bestselling Vitalix.',
      primaryButtonText: 'Shop Vitalix',
      secondaryButtonText: 'Contact Us',
    } satisfies SectionContent<'products-cta'>,
  },

  // --- Privacy Policy and Terms: the same text the pages fall back to, now staff's to edit --------
  ...LEGAL_PAGES.map((page) => ({
    page,
    section: LEGAL_SECTION,
    content: DEFAULT_LEGAL_CONTENT[page],
  })),
];
