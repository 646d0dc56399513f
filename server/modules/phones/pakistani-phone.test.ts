import { describe, expect, it } from 'vitest';
import { normalizePakistaniPhone } from './pakistani-phone';

const mobile = { normalized: '+923001234567', display: '+92 300 1234567', kind: 'mobile' };

describe('Pakistani phone numbers, as customers type them', () => {
  it.each([
    ['0300-1234567'],
    ['0300 1234567'],
    ['03001234567'],
    ['(0300) 1234567'],
    ['+92 300 1234567'],
    ['+92-300-1234567'],
    ['+923001234567'],
    ['923001234567'],
    ['92 300 1234567'],
    ['0092 300 1234567'],
    ['3001234567'],
    ['300 1234567'],
    [' 0300-1234567 '],
  ])('reads %j as +92 300 1234567, a mobile', (typed) => {
    expect(normalizePakistaniPhone(typed)).toEqual(mobile);
  });

  it.each([
    ['0312-7654321', '+923127654321', '+92 312 7654321'],
    ['0333 1112223', '+923331112223', '+92 333 1112223'],
    ['0345-9876543', '+923459876543', '+92 345 9876543'],
    ['0355 1234567', '+923551234567', '+92 355 1234567'],
  ])('reads every network: %j', (typed, normalized, display) => {
    expect(normalizePakistaniPhone(typed)).toEqual({ normalized, display, kind: 'mobile' });
  });

  it.each([
    ['042-35761234', '+924235761234', '+92 42 35761234'],
    ['+92 42 35761234', '+924235761234', '+92 42 35761234'],
    ['021-34567890', '+922134567890', '+92 21 34567890'],
    ['021 111 222 333', '+9221111222333', '+92 21 111 222 333'],
  ])('reads the landline (or UAN) %j, which cannot take WhatsApp', (typed, normalized, display) => {
    expect(normalizePakistaniPhone(typed)).toEqual({ normalized, display, kind: 'landline' });
  });

  it.each([
    ['12345'],
    ['0000000000'],
    ['1111111111'],
    ['0300 123456'], // a digit short
    ['0300 12345678'], // a digit long
    ['0100 1234567'], // no such prefix
    ['+44 20 7946 0958'], // a London number: valid, not Pakistani
    ['+1 212 555 0100'],
    ['abc'],
    [''],
    ['(((((())))))--++'],
  ])('refuses %j: it cannot be a Pakistani phone', (typed) => {
    expect(normalizePakistaniPhone(typed)).toBeNull();
  });
});
