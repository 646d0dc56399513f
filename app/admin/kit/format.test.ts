import { describe, expect, it } from 'vitest';
import { formatAge, formatAgo, formatFileSize, formatShopDateTime, formatUntil, orderNumber } from './format';

describe('admin formats', () => {
  it('writes file sizes in binary units, as the upload limits are written', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(340 * 1024)).toBe('340 KB');
    expect(formatFileSize(1.25 * 1024 * 1024)).toBe('1.3 MB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(200 * 1024 * 1024)).toBe('200 MB');
  });

  it('numbers an order by the first 8 characters of its id', () => {
    expect(orderNumber('0f3a9c21-aaaa-bbbb-cccc-dddddddddddd')).toBe('0f3a9c21');
  });
});

describe('formatAge', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it.each([
    ['2026-11-26T11:59:30Z', 'just now'],
    ['2026-11-26T11:48:00Z', '12 min'],
    ['2026-11-26T09:00:00Z', '3 h'],
    ['2026-11-25T11:00:00Z', '1 day'],
    ['2026-11-23T12:00:00Z', '3 days'],
  ])('says %s is %s old', (iso, age) => {
    expect(formatAge(iso, now)).toBe(age);
  });

  it("says when as a phrase, never 'just now ago'", () => {
    expect(formatAgo('2026-11-26T11:59:30Z', now)).toBe('just now');
    expect(formatAgo('2026-11-26T11:48:00Z', now)).toBe('12 min ago');
  });
});

describe("the shop's clock", () => {
  it('writes a moment as Pakistan reads it, whatever the browser says', () => {
    expect(formatShopDateTime('2026-11-28T05:00:00Z')).toBe('Sat 28 Nov, 10:00 am');
    expect(formatShopDateTime('2026-11-28T19:05:00Z')).toBe('Sun 29 Nov, 12:05 am');
  });

  it('says how long until a moment', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(formatUntil('2026-11-26T12:00:20Z', now)).toBe('now');
    expect(formatUntil('2026-11-26T12:30:00Z', now)).toBe('in 30 min');
    expect(formatUntil('2026-11-26T17:00:00Z', now)).toBe('in 5 h');
    expect(formatUntil('2026-11-28T12:00:00Z', now)).toBe('in 2 days');
  });
});
