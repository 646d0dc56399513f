import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICING_TIERS } from '../../../common/catalog/bundle-pricing';
import { parseTier } from '../../../common/catalog/bundle-pricing';
import { GUARANTEE_TEXT, parseHomeContent } from './home-content';
import { filterFaqs, homeMediaUrls, toHomeReview } from './home-data';

const FLAGSHIP_IMAGE = '/uploads/demo/vitalix.webp';
// The shapes staff save (server/db/seed/demo-content.ts), trimmed to the fields these tests read.
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

  it('keeps media and links to safe addresses', () => {
    const content = parseHomeContent(
      [
        { section: 'hero', content: { videoUrl: 'javascript:alert(1)' } },
        { section: 'honey-strip', content: { ctaLink: 'https://evil.example', imageUrl: '//cdn.x/y.png' } },
        { section: 'quality', content: { videoUrl: 'https://videos.example/q.mp4' } },
      ],
      { flagshipImage: null },
    );
    expect(content.hero.videoUrl).toBeNull();
    expect(content.honey.to).toBeUndefined();
    expect(content.honey.imageUrl).toBeNull();
    expect(content.quality.videoUrl).toBe('https://videos.example/q.mp4');
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

  it('shows the urgency note only when switched on', () => {
    const content = parseHomeContent(
      [{ section: 'vitalix-pricing', content: { showUrgencyTimer: true, urgencyTimerText: 'Ends soon' } }],
      { flagshipImage: null },
    );
    expect(content.pricing.urgencyText).toBe('Ends soon');
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
