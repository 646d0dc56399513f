import { describe, expect, it } from 'vitest';
import { dateBound } from './wire';

const refusal = (value: string) => dateBound.safeParse(value).error?.issues[0]?.message;

describe('dateBound', () => {
  it.each([
    '2024-01-01',
    '2024-02-29',
    '2024-01-01T00:00:00.000Z',
    '2024-01-01T23:59:59.999+05:00',
    '2024-01-01T10:30',
    '1900-01-01T00:00:00+14:00',
    '9998-12-31T23:59:59.999-14:00',
  ])('takes %s', (value) => {
    expect(refusal(value)).toBeUndefined();
  });

  it.each([
    'yesterday',
    '99999-01-01',
    '2024-13-45',
    '2024-02-30',
    '2023-02-29',
    '2024-06-31',
    '2024-01-01T24:00Z',
    '2024-01-01T23:59:60Z',
    '2024-01-01T00:00:00+99:99',
    '2024-01-01T1',
  ])('refuses %s as no date', (value) => {
    expect(refusal(value)).toBe('must be a date (YYYY-MM-DD) or an ISO date-time');
  });

  it.each(['0000-01-01', '0001-01-01T00:00Z', '1899-12-31', '9999-12-31', '9999-01-01T00:00:00Z'])(
    'refuses %s as out of range',
    (value) => {
      expect(refusal(value)).toBe('must be a date between 1900-01-01 and 9998-12-31');
    },
  );
});
