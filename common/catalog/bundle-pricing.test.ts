import { describe, expect, it } from 'vitest';
import {
  bundleCartLine,
  clampTierIndex,
  DEFAULT_PRICING_TIERS,
  findFlagship,
  mostPopularIndex,
  parsePricingTiers,
  prepareBundleOrder,
  tierJars,
  type PricingTier,
} from './bundle-pricing';

const flagship = { id: 'vx', name: 'Vitalix', image: '/uploads/demo/vitalix.webp', stock: 120 };

describe('DEFAULT_PRICING_TIERS (storefront §9)', () => {
  it('offers 1, 2 and 3 jars at Rs. 6,500, Rs. 11,000 and Rs. 17,000', () => {
    expect(DEFAULT_PRICING_TIERS.map((t) => [t.name, t.servings, t.price, t.originalPrice])).toEqual([
      ['1 Jar', 30, 'Rs. 6,500', ''],
      ['2 Jars', 60, 'Rs. 11,000', 'Rs. 13,000'],
      ['3 Jars', 90, 'Rs. 17,000', 'Rs. 19,500'],
    ]);
  });
});

describe('clampTierIndex', () => {
  it('keeps an index inside the list', () => {
    expect(clampTierIndex(0, 3)).toBe(0);
    expect(clampTierIndex(2, 3)).toBe(2);
  });

  it('goes back to 0 past the end, below 0 or when not a whole number', () => {
    expect(clampTierIndex(3, 3)).toBe(0);
    expect(clampTierIndex(2, 1)).toBe(0);
    expect(clampTierIndex(-1, 3)).toBe(0);
    expect(clampTierIndex(Number.NaN, 3)).toBe(0);
    expect(clampTierIndex(0, 0)).toBe(0);
  });
});

describe('mostPopularIndex', () => {
  it('flags the middle tier', () => {
    expect(mostPopularIndex(3)).toBe(1);
    expect(mostPopularIndex(5)).toBe(2);
    expect(mostPopularIndex(2)).toBe(0);
  });

  it('follows the tier staff recommended when it exists', () => {
    expect(mostPopularIndex(3, 2)).toBe(2);
    expect(mostPopularIndex(3, 7)).toBe(1);
    expect(mostPopularIndex(3, null)).toBe(1);
  });

  it('flags nothing when there is a single tier', () => {
    expect(mostPopularIndex(1)).toBe(-1);
    expect(mostPopularIndex(0)).toBe(-1);
  });
});

describe('tierJars', () => {
  it('uses the quantity, else servings / 30 rounded, at least 1', () => {
    expect(tierJars({ quantity: 2, servings: 30 })).toBe(2);
    expect(tierJars({ quantity: null, servings: 90 })).toBe(3);
    expect(tierJars({ quantity: 0, servings: 60 })).toBe(2);
    expect(tierJars({ quantity: null, servings: 10 })).toBe(1);
    expect(tierJars({ quantity: null, servings: 0 })).toBe(1);
  });
});

describe('bundleCartLine (storefront §4 Order of the flagship, decision 011)', () => {
  it.each([
    [0, '6500.00', 6500, 1],
    [1, '11000.00', 11000, 2],
    [2, '17000.00', 17000, 3],
  ])('default tier %i is one pack at exactly %s, holding its jars', (index, price, rupees, jars) => {
    const tier = DEFAULT_PRICING_TIERS[index]!;
    expect(bundleCartLine(flagship, tier)).toEqual({
      id: 'vx',
      cartItemId: `vx-${tier.name}`,
      name: 'Vitalix',
      price,
      image: '/uploads/demo/vitalix.webp',
      quantity: 1,
      metadata: { tier: tier.name, servings: tier.servings, jars },
      plan: { kind: 'tier', label: tier.name, jars, price: rupees },
    });
  });

  it('charges a tier typed with paisa its amount, never its digits (Rs. 6,500.00 is not Rs 650,000.00)', () => {
    const [whole, paisa] = parsePricingTiers([
      { name: '1 Jar', quantity: 1, price: 'Rs. 6,500.00' },
      { name: '2 Jars', quantity: 2, price: 'Rs 6,500.50' },
    ]);
    expect(bundleCartLine(flagship, whole!)).toMatchObject({
      price: '6500.00',
      plan: { kind: 'tier', label: '1 Jar', jars: 1, price: 6500 },
    });
    expect(bundleCartLine(flagship, paisa!)).toMatchObject({
      price: '6500.50',
      plan: { kind: 'tier', label: '2 Jars', jars: 2, price: 6500.5 },
    });
    // The page still shows the text as staff typed it.
    expect(whole!.price).toBe('Rs. 6,500.00');
  });

  it('gives each tier its own cart line id', () => {
    const ids = DEFAULT_PRICING_TIERS.map((t) => bundleCartLine(flagship, t).cartItemId);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('tiers are offered only at a price that reads as one amount above 0', () => {
  it('leaves out a tier whose price is not one amount, rather than charge a guess', () => {
    const tiers = parsePricingTiers(
      [
        'Rs. 6,500',
        'Rs. 6.500,00',
        'Rs 0',
        '65,00',
        'Rs 11,000 - 17,000',
        'Rs. 6,500.999',
        'call us',
        '',
      ].map((price, i) => ({ name: `Tier ${i}`, quantity: 1, price })),
    );
    expect(tiers.map((t) => [t.name, t.amount])).toEqual([['Tier 0', 6500]]);
  });

  it("reads storefront §4's whole-rupee texts as their numeric digits", () => {
    const typed = ['Rs. 6,500', 'Rs. 11,000', 'Rs. 17,000', 'Rs. 1,00,000'];
    const tiers = parsePricingTiers(typed.map((price, i) => ({ name: `Tier ${i}`, quantity: 1, price })));
    expect(tiers.map((t) => t.amount)).toEqual([6500, 11000, 17000, 100000]);
    // The defaults say the same of their own texts.
    expect(DEFAULT_PRICING_TIERS.map((t) => t.amount)).toEqual(tiers.slice(0, 3).map((t) => t.amount));
  });
});

describe('prepareBundleOrder (storefront §5 Home order)', () => {
  const tiers = DEFAULT_PRICING_TIERS;

  it('refuses without the flagship', () => {
    expect(prepareBundleOrder(null, tiers, 0)).toEqual({
      ok: false,
      refusal: { title: 'Product not found', description: 'Vitalix product is currently unavailable.' },
    });
  });

  it('refuses without pricing options', () => {
    expect(prepareBundleOrder(flagship, [], 0)).toEqual({
      ok: false,
      refusal: { title: 'No pricing options available', description: 'Please try again later.' },
    });
  });

  it('refuses when stock is below the tier quantity', () => {
    expect(prepareBundleOrder({ ...flagship, stock: 2 }, tiers, 2)).toEqual({
      ok: false,
      refusal: { title: 'Insufficient stock', description: 'Only 2 items available.' },
    });
  });

  it('accepts stock equal to the tier quantity', () => {
    const result = prepareBundleOrder({ ...flagship, stock: 3 }, tiers, 2);
    expect(result.ok && result.line.plan.jars).toBe(3);
  });

  it('orders the first tier when the index is past the end', () => {
    const custom: PricingTier[] = [{ ...tiers[1]! }];
    const result = prepareBundleOrder(flagship, custom, 4);
    expect(result.ok && result.line.metadata.tier).toBe('2 Jars');
  });
});

describe('findFlagship (storefront §1)', () => {
  it('prefers the slug vitalix, then a name containing vitalix in any case', () => {
    const honey = { slug: 'sidr-honey', name: 'Sidr Honey' };
    const named = { slug: 'vx-gold', name: 'VITALIX Gold' };
    const exact = { slug: 'vitalix', name: 'Daily Blend' };
    expect(findFlagship([honey, named, exact])).toBe(exact);
    expect(findFlagship([honey, named])).toBe(named);
    expect(findFlagship([honey])).toBeNull();
  });
});
