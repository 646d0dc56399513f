import { describe, expect, it } from 'vitest';
import { cardBadges, clampQuantity, stockLabel, type BadgeSource } from './badges';

const plain: BadgeSource = { stock: 50, isNewArrival: false, isFeatured: false, isBestSeller: false };
const labels = (p: BadgeSource) => cardBadges(p).map((b) => b.label);

describe('cardBadges', () => {
  it('shows nothing for a well-stocked product without flags', () => {
    expect(cardBadges(plain)).toEqual([]);
  });

  it('says Out of Stock at 0 and Only N left from 1 to 10', () => {
    expect(labels({ ...plain, stock: 0 })).toEqual(['Out of Stock']);
    expect(labels({ ...plain, stock: 1 })).toEqual(['Only 1 left']);
    expect(labels({ ...plain, stock: 10 })).toEqual(['Only 10 left']);
    expect(labels({ ...plain, stock: 11 })).toEqual([]);
  });

  it('keeps the spec order: stock, New Arrival, Featured, Best Seller', () => {
    expect(labels({ ...plain, isBestSeller: true, isFeatured: true })).toEqual(['Featured', 'Best Seller']);
    expect(labels({ ...plain, isBestSeller: true, isNewArrival: true })).toEqual([
      'New Arrival',
      'Best Seller',
    ]);
  });

  it('shows only the first two that apply', () => {
    const all = { stock: 3, isNewArrival: true, isFeatured: true, isBestSeller: true };
    expect(labels(all)).toEqual(['Only 3 left', 'New Arrival']);
    expect(labels({ ...all, stock: 0 })).toEqual(['Out of Stock', 'New Arrival']);
    expect(labels({ ...all, stock: 99 })).toEqual(['New Arrival', 'Featured']);
    expect(cardBadges({ ...all, stock: 0 }).map((b) => b.kind)).toEqual(['out-of-stock', 'new-arrival']);
  });
});

describe('stockLabel', () => {
  it('gives the modal labels', () => {
    expect(stockLabel(0)).toEqual({ level: 'out', label: 'Out of Stock' });
    expect(stockLabel(4)).toEqual({ level: 'low', label: 'Low Stock - Only 4 left' });
    expect(stockLabel(10)).toEqual({ level: 'low', label: 'Low Stock - Only 10 left' });
    expect(stockLabel(11)).toEqual({ level: 'in', label: 'In Stock' });
  });
});

describe('clampQuantity', () => {
  it('keeps the quantity between 1 and the stock', () => {
    expect(clampQuantity(0, 5)).toBe(1);
    expect(clampQuantity(-3, 5)).toBe(1);
    expect(clampQuantity(3, 5)).toBe(3);
    expect(clampQuantity(6, 5)).toBe(5);
    expect(clampQuantity(2, 0)).toBe(1);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });
});
