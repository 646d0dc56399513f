import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_TIERS } from '../../../../common/catalog/bundle-pricing';
import { parseTier } from '../../../../common/catalog/bundle-pricing';
import { HONEY_STRIP_BACKGROUND, SECTION_DEFAULTS } from '../../../../common/content/section-defaults';
import { GUARANTEE_TEXT, parseHomeContent } from './home-content';
import { filterFaqs, homeMediaUrls, toHomeReview } from './home-data';

const FLAGSHIP_IMAGE = '/uploads/demo/vitalix.webp';
// The shapes staff save (server/seed/demo-content.ts), trimmed to the fields these tests read.
const demoHome = [
  {
    section: 'hero',
    content: {
      heading: 'Pure Nature, Delivered to Your Door',
      subheading: 'Organic supplements.',
      videoUrl: '',
      ctaText: 'Shop Now',
      secondaryCtaText: 'Discover Vitalix',
    },
  },
  {
    section: 'vitalix',
    content: { heading: 'Meet Vitalix', imageUrl: '/uploads/demo/home-vitalix.webp', benefits: ['Energy'] },
  },
  {
    section: 'quality',
    content: {
      heading: 'Quality You Can Trust',
      videoUrl: '',
      imageUrl: '/uploads/demo/home-quality.webp',
      certifications: [
        { title: 'NSF Certified', description: 'GMP facility.' },
        { title: 'Certified Organic Sourcing', description: 'Organic farms.' },
        { title: 'Third-Party Lab Tested', description: 'Every batch.' },
      ],
    },
  },
  { section: 'testimonials', content: { heading: 'What Our Customers Say', subheading: '1000+ reviews' } },
  {
    section: 'vitalix-pricing',
    content: {
      heading: 'Choose Your Vitalix Pack',
      imageUrl: '/uploads/demo/home-pricing.webp',
      pricingTiers: [
        { name: '1 Jar', servings: 30, quantity: 1, price: 'Rs. 6,500', originalPrice: '', savingsText: '' },
        { name: '2 Jars', servings: 60, quantity: 2, price: 'Rs. 11,000', originalPrice: 'Rs. 13,000' },
        { name: '3 Jars', servings: 90, quantity: 3, price: 'Rs. 17,000', originalPrice: 'Rs. 19,500' },
      ],
      recommendedTierIndex: 1,
      showUrgencyTimer: false,
      urgencyTimerText: 'Bundle prices for a limited time',
    },
  },
  {
    section: 'honey-strip',
    content: {
      sectionHeading: 'From Our Hives to Your Home',
      title: 'Raw Honey, Straight from the Hive',
      imageUrl: '/uploads/demo/honey-strip.webp',
      ctaButtonText: 'Shop Sidr Honey',
      ctaLink: '/product/sidr-honey',
      features: ['100% Raw & Pure'],
    },
  },
];

describe('parseHomeContent with no sections (storefront §9 defaults)', () => {
  const content = parseHomeContent([], { flagshipImage: FLAGSHIP_IMAGE });

  it('falls back to the default tiers with the middle one Most Popular', () => {
    expect(content.pricing.tiers).toEqual(DEFAULT_PRICING_TIERS);
    expect(content.pricing.mostPopularIndex).toBe(1);
  });

  it('uses the spec texts for delivery, guarantee, reviews and certification', () => {
    expect(content.pricing.footerText).toBe('Cash on delivery all over Pakistan');
    expect(content.pricing.guaranteeText).toBe('100% returns / money-back guarantee (*7 day)');
    expect(content.flagship.highlightedText).toContain(GUARANTEE_TEXT);
    expect(content.reviews.subheading).toContain('1000+ Reviews');
    expect(content.quality.certifications[0]?.title).toBe('NSF Certified');
  });

  it('shows the flagship image where a section has none, and no video', () => {
    expect(content.hero.videoUrl).toBeNull();
    expect(content.hero.imageUrl).toBe(FLAGSHIP_IMAGE);
    expect(content.flagship.imageUrl).toBe(FLAGSHIP_IMAGE);
    expect(content.pricing.imageUrl).toBe(FLAGSHIP_IMAGE);
    expect(content.honey.features).toEqual([
      '100% Raw & Pure',
      'Wildflower Sourced',
      'No Processing',
      'Rich in Antioxidants',
    ]);
  });

  it('takes every default from SECTION_DEFAULTS, the content editor’s first draft', () => {
    const d = SECTION_DEFAULTS;
    expect(content.hero).toMatchObject({
      heading: d['home-hero'].heading,
      subheading: d['home-hero'].subheading,
      ctaText: d['home-hero'].ctaText,
      secondaryCtaText: d['home-hero'].secondaryCtaText,
    });
    expect(content.flagship).toMatchObject({
      heading: d['home-vitalix'].heading,
      description: d['home-vitalix'].description,
      benefits: d['home-vitalix'].benefits,
      ctaText: d['home-vitalix'].ctaText,
      highlightedText: d['home-vitalix'].highlightedText,
    });
    expect(content.quality).toMatchObject({
      heading: d['home-quality'].heading,
      description: d['home-quality'].description,
      certifications: d['home-quality'].certifications,
    });
    expect(content.reviews).toEqual(d['home-testimonials']);
    expect(content.pricing).toMatchObject({
      heading: d['home-vitalix-pricing'].heading,
      subheading: d['home-vitalix-pricing'].subheading,
      tiers: d['home-vitalix-pricing'].pricingTiers,
      mostPopularIndex: d['home-vitalix-pricing'].recommendedTierIndex,
      ctaButtonText: d['home-vitalix-pricing'].ctaButtonText,
      footerText: d['home-vitalix-pricing'].footerText,
      guaranteeText: d['home-vitalix-pricing'].guaranteeText,
      imageAlt: d['home-vitalix-pricing'].imageAlt,
      urgencyText: null,
    });
    expect(content.honey).toEqual({
      heading: d['home-honey-strip'].sectionHeading,
      subheading: d['home-honey-strip'].subheading,
      title: d['home-honey-strip'].title,
      features: d['home-honey-strip'].features,
      punchline: '',
      ctaLabel: '',
      imageUrl: null,
      buttonText: d['home-honey-strip'].ctaButtonText,
      to: '/products?q=honey',
      backgroundColor: HONEY_STRIP_BACKGROUND,
    });
  });

  it('returns copies, so a caller cannot change the defaults', () => {
    content.flagship.benefits.push('changed');
    content.quality.certifications[0]!.title = 'changed';
    content.honey.features!.push('changed');
    expect(SECTION_DEFAULTS['home-vitalix'].benefits).toHaveLength(3);
    expect(SECTION_DEFAULTS['home-quality'].certifications[0].title).toBe('NSF Certified');
    expect(SECTION_DEFAULTS['home-honey-strip'].features).toHaveLength(4);
  });

  it('has text in every heading and button', () => {
    for (const value of [
      content.hero.heading,
      content.hero.ctaText,
      content.hero.secondaryCtaText,
      content.flagship.heading,
      content.flagship.ctaText,
      content.quality.heading,
      content.reviews.heading,
      content.pricing.heading,
      content.pricing.ctaButtonText,
      content.honey.heading,
      content.honey.buttonText,
    ]) {
      expect(value.trim()).not.toBe('');
    }
  });
});

describe('parseHomeContent with the demo sections', () => {
  const content = parseHomeContent(demoHome, { flagshipImage: FLAGSHIP_IMAGE });

  it('reads every section staff wrote', () => {
    expect(content.hero.heading).toBe('Pure Nature, Delivered to Your Door');
    expect(content.hero.secondaryCtaText).toBe('Discover Vitalix');
    expect(content.flagship.imageUrl).toBe('/uploads/demo/home-vitalix.webp');
    expect(content.quality.certifications).toHaveLength(3);
    expect(content.reviews.heading).toBe('What Our Customers Say');
    expect(content.pricing.tiers.map((t) => [t.name, t.quantity, t.price])).toEqual([
      ['1 Jar', 1, 'Rs. 6,500'],
      ['2 Jars', 2, 'Rs. 11,000'],
      ['3 Jars', 3, 'Rs. 17,000'],
    ]);
    expect(content.pricing.urgencyText).toBeNull();
    expect(content.honey).toMatchObject({
      heading: 'From Our Hives to Your Home',
      buttonText: 'Shop Sidr Honey',
      to: '/product/sidr-honey',
    });
  });
});

describe('parseHomeContent with empty or odd fields', () => {
  it('replaces empty strings and lists with defaults', () => {
    const content = parseHomeContent(
      [
        { section: 'hero', content: { heading: '  ', videoUrl: '', ctaText: '' } },
        { section: 'vitalix-pricing', content: { pricingTiers: [], guaranteeText: '' } },
        { section: 'vitalix', content: { benefits: [] } },
      ],
      { flagshipImage: null },
    );
    expect(content.hero.heading).not.toBe('');
    expect(content.hero.ctaText).toBe('Shop Now');
    expect(content.pricing.tiers).toHaveLength(3);
    expect(content.pricing.guaranteeText).toBe(GUARANTEE_TEXT);
    expect(content.flagship.benefits.length).toBeGreaterThan(0);
    expect(content.hero.imageUrl).toBeNull();
  });

  it('keeps media to safe addresses', () => {
    const content = parseHomeContent(
      [
        { section: 'hero', content: { videoUrl: 'javascript:alert(1)' } },
        { section: 'honey-strip', content: { imageUrl: '//cdn.x/y.png' } },
        { section: 'vitalix', content: { imageUrl: '/\\cdn.x/y.png' } },
        { section: 'vitalix-pricing', content: { imageUrl: '/\n/cdn.x/y.png' } },
        {
          section: 'quality',
          content: { videoUrl: 'https://videos.example/q.mp4', imageUrl: 'data:image/png,x' },
        },
      ],
      { flagshipImage: null },
    );
    expect(content.hero.videoUrl).toBeNull();
    expect(content.honey.imageUrl).toBeNull();
    expect(content.flagship.imageUrl).toBeNull();
    expect(content.pricing.imageUrl).toBeNull();
    expect(content.quality.imageUrl).toBeNull();
    expect(content.quality.videoUrl).toBe('https://videos.example/q.mp4');
  });

  it('sends the honey button to a shop path or an http(s) address, else to the honey line', () => {
    const to = (ctaLink: unknown) =>
      parseHomeContent([{ section: 'honey-strip', content: { ctaLink } }], { flagshipImage: null }).honey.to;
    expect(to('/product/sidr-honey')).toBe('/product/sidr-honey');
    expect(to(' https://honey.example/shop ')).toBe('https://honey.example/shop');
    expect(to('HTTP://honey.example')).toBe('HTTP://honey.example');
    for (const unsafe of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'https:/evil.example',
      'evil.example',
      '',
      42,
      null,
    ]) {
      expect(to(unsafe), String(unsafe)).toBe('/products?q=honey');
    }
  });

  it('reads the honey strip’s label and background colour (back-office honey-strip)', () => {
    const honey = (content: Record<string, unknown>) =>
      parseHomeContent([{ section: 'honey-strip', content }], { flagshipImage: null }).honey;
    expect(honey({ ctaLabel: ' Limited harvest ', backgroundColor: '#fde68a' })).toMatchObject({
      ctaLabel: 'Limited harvest',
      backgroundColor: '#fde68a',
    });
    expect(honey({ backgroundColor: '#FFF' }).backgroundColor).toBe('#FFF');
    for (const bad of ['red', '#ff', '#fffff', '#12345g', 'url(x)', '#fff;background:url(x)', '', 3]) {
      expect(honey({ backgroundColor: bad }).backgroundColor, String(bad)).toBe(HONEY_STRIP_BACKGROUND);
    }
  });

  it('follows the recommended tier staff chose, including the first', () => {
    const tiers = DEFAULT_PRICING_TIERS;
    const at = (recommendedTierIndex: unknown) =>
      parseHomeContent(
        [{ section: 'vitalix-pricing', content: { pricingTiers: tiers, recommendedTierIndex } }],
        { flagshipImage: null },
      ).pricing.mostPopularIndex;
    expect(at(0)).toBe(0);
    expect(at(2)).toBe(2);
    expect(at(9)).toBe(1);
    expect(at('x')).toBe(1);
  });

  it('shows the urgency note only when switched on, with the default words when it has none', () => {
    const urgency = (content: Record<string, unknown>) =>
      parseHomeContent([{ section: 'vitalix-pricing', content }], { flagshipImage: null }).pricing
        .urgencyText;
    expect(urgency({ showUrgencyTimer: true, urgencyTimerText: 'Ends soon' })).toBe('Ends soon');
    expect(urgency({ showUrgencyTimer: true, urgencyTimerText: ' ' })).toBe(
      SECTION_DEFAULTS['home-vitalix-pricing'].urgencyTimerText,
    );
    expect(urgency({ showUrgencyTimer: false, urgencyTimerText: 'Ends soon' })).toBeNull();
    expect(urgency({ showUrgencyTimer: 'yes', urgencyTimerText: 'Ends soon' })).toBeNull();
  });
});

describe('parseTier', () => {
  it('drops a tier without a price and fills the other fields', () => {
    expect(parseTier({ name: 'Free', price: '' })).toBeNull();
    expect(parseTier('2 jars')).toBeNull();
    expect(parseTier({ price: 'Rs. 11,000', servings: '60' })).toEqual({
      name: '2 Jars',
      servings: 60,
      quantity: null,
      price: 'Rs. 11,000',
      amount: 11000,
      originalPrice: '',
      savingsText: '',
      description: '',
    });
    expect(parseTier({ price: 6500, quantity: 1 })).toMatchObject({
      name: '1 Jar',
      servings: 30,
      quantity: 1,
    });
  });
});

describe('home data helpers', () => {
  const faqs = [
    { id: '1', question: 'How do I pay?', answer: 'Cash on Delivery only.' },
    { id: '2', question: 'How long does delivery take?', answer: 'Usually 2 to 5 working days.' },
  ];

  it('filters FAQs by question or answer, ignoring case', () => {
    expect(filterFaqs(faqs, 'DELIVERY').map((f) => f.id)).toEqual(['1', '2']);
    expect(filterFaqs(faqs, 'working').map((f) => f.id)).toEqual(['2']);
    expect(filterFaqs(faqs, '  pay ').map((f) => f.id)).toEqual(['1']);
    expect(filterFaqs(faqs, '')).toHaveLength(2);
    expect(filterFaqs(faqs, 'refund')).toEqual([]);
  });

  it('projects a testimonial row to the fields a card shows', () => {
    const row = {
      id: 't1',
      rating: 4,
      testimonial: 'Great',
      customerName: 'Ayesha',
      customerImage: null,
      customerTitle: 'Teacher',
      isVerified: true,
      order: 3,
      isPublished: true,
      createdAt: new Date(0),
    };
    expect(toHomeReview(row)).toEqual({
      id: 't1',
      rating: 4,
      testimonial: 'Great',
      customerName: 'Ayesha',
      customerImage: null,
      customerTitle: 'Teacher',
      isVerified: true,
    });
  });

  it('lists every image and video the page shows', () => {
    const content = parseHomeContent(demoHome, { flagshipImage: FLAGSHIP_IMAGE });
    const urls = homeMediaUrls(content, [
      toHomeReview({
        id: 'r',
        rating: 5,
        testimonial: 't',
        customerName: 'n',
        customerImage: '/uploads/demo/avatar-1.webp',
        customerTitle: null,
        isVerified: false,
      }),
    ]);
    expect(urls).toEqual(
      expect.arrayContaining([
        FLAGSHIP_IMAGE,
        '/uploads/demo/home-vitalix.webp',
        '/uploads/demo/home-quality.webp',
        '/uploads/demo/home-pricing.webp',
        '/uploads/demo/honey-strip.webp',
        '/uploads/demo/avatar-1.webp',
      ]),
    );
  });
});
