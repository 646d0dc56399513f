import { describe, expect, it } from 'vitest';
import { COURIER_KEYS, courierName, TRACKING_NUMBER, trackingUrl } from './couriers';

describe('couriers and their tracking pages', () => {
  it('offers the seven couriers, Other last', () => {
    expect(COURIER_KEYS.map(courierName)).toEqual([
      'TCS',
      'Leopards',
      'PostEx',
      'Trax',
      'M&P',
      'Call Courier',
      'Other',
    ]);
  });

  it('links each named courier to its public tracking page, with the number in it', () => {
    for (const key of COURIER_KEYS.filter((k) => k !== 'other')) {
      const url = new URL(trackingUrl(key, 'LE-7712345')!);
      expect(url.protocol).toBe('https:');
      expect(url.href).toContain('LE-7712345');
    }
    expect(trackingUrl('tcs', '771234')).toBe('https://www.tcsexpress.com/track/771234');
  });

  it('has no link for Other, and escapes what it puts in an address', () => {
    expect(trackingUrl('other', '771234')).toBeNull();
    expect(trackingUrl('trax', 'a&b=c')).toBe('https://trax.pk/tracking?cn=a%26b%3Dc');
  });

  it.each([
    ['771234', true],
    ['LE-7712345', true],
    ['abc', false],
    ['77 12 34', false],
    ['x'.repeat(41), false],
  ])('reads %j as a tracking number: %s', (text, ok) => {
    expect(TRACKING_NUMBER.test(text)).toBe(ok);
  });
});
