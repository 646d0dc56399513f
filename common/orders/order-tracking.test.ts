import { describe, expect, it } from 'vitest';
import { readOrderNumber, trackingDateText, trackingPagePath } from './order-tracking';

describe('readOrderNumber', () => {
  it('reads the number as printed, with or without #, in any case, spaces around', () => {
    for (const typed of ['6fb27fd9', '#6fb27fd9', '# 6FB27FD9', '  #6fb27fd9 ']) {
      expect(readOrderNumber(typed), typed).toBe('6fb27fd9');
    }
  });

  it('refuses anything but the 8 characters of a number: a prefix, a whole id, other letters', () => {
    for (const typed of [
      '',
      '#',
      '6fb27fd',
      '6fb27fd9a',
      '6fb27fd9-1c2d-4e5f-8a9b-0c1d2e3f4a5b',
      'zzzzzzzz',
      '##6fb27fd9',
    ]) {
      expect(readOrderNumber(typed), typed).toBeNull();
    }
  });
});

describe('trackingDateText', () => {
  it('writes a moment on Pakistan’s clock (+05:00), the same on the server and in the browser', () => {
    expect(trackingDateText('2026-01-12T10:04:00.000Z')).toBe('12 Jan 2026, 3:04 pm');
    expect(trackingDateText('2026-12-31T19:30:00Z')).toBe('1 Jan 2027, 12:30 am');
    expect(trackingDateText('2026-06-01T07:05:09+00:00')).toBe('1 Jun 2026, 12:05 pm');
  });
});

describe('trackingPagePath', () => {
  it('puts the number and the phone in the query, the phone encoded', () => {
    expect(trackingPagePath('6fb27fd9', '03001234567')).toBe('/track?order=6fb27fd9&phone=03001234567');
    expect(trackingPagePath('6fb27fd9', '+92 300 1234567')).toBe(
      '/track?order=6fb27fd9&phone=%2B92+300+1234567',
    );
  });
});
