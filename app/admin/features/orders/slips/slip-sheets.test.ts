import { describe, expect, it } from 'vitest';
import { slipSheets, type SlipHead, type SlipLine } from './slip-sheets';

/** A head as long as the one the room was measured with (a 28-character name, 105-character address). */
const HEAD: SlipHead = {
  customerName: 'Muhammad Abdullah Khan Niazi',
  shippingAddress:
    'House 1234, Street 56, Sector G-11/3, near the big mosque and the water tank, Islamabad Capital Territory',
  city: 'Islamabad',
  sender:
    'Vitalix Organics · Office 12, 2nd Floor, Main Boulevard, Gulberg III, Lahore 54660, Pakistan · +92 300 1234567',
};
const lines = (n: number, name = (i: number) => `Herbal tea no. ${i + 1}`): SlipLine[] =>
  Array.from({ length: n }, (_, i) => ({ name: name(i), quantity: 1, packSize: 1 }));
const counts = (result: ReturnType<typeof slipSheets>) => result.sheets.map((sheet) => sheet.length);

describe('packing slip sheets', () => {
  it('prints a usual order on one sheet in the regular type', () => {
    expect(slipSheets(lines(5), 'label', HEAD)).toEqual({ small: false, sheets: [lines(5)] });
    expect(slipSheets(lines(21), 'a4', HEAD)).toEqual({ small: false, sheets: [lines(21)] });
  });

  it('sets a longer order in small type to keep it on one sheet', () => {
    expect(slipSheets(lines(6), 'label', HEAD)).toEqual({ small: true, sheets: [lines(6)] });
    expect(slipSheets(lines(10), 'label', HEAD)).toEqual({ small: true, sheets: [lines(10)] });
    expect(slipSheets(lines(30), 'a4', HEAD)).toEqual({ small: true, sheets: [lines(30)] });
  });

  it('goes on over further sheets when even small type does not fit, every line once and in order', () => {
    const thirty = slipSheets(lines(30), 'label', HEAD);
    expect(thirty.small).toBe(true);
    expect(counts(thirty)).toEqual([10, 20]);
    expect(thirty.sheets.flat()).toEqual(lines(30));
    expect(counts(slipSheets(lines(42), 'label', HEAD))).toEqual([10, 32]);
    expect(counts(slipSheets(lines(43), 'label', HEAD))).toEqual([10, 32, 1]);
    expect(counts(slipSheets(lines(96), 'a4', HEAD))).toEqual([36, 59, 1]);
  });

  it('counts the rows a long name wraps to, a pack included', () => {
    // More than 40 characters take two rows of a label's small type: five fill a sheet, the sixth goes on.
    const long = (n: number) => lines(n, (i) => `Organic cold-pressed black seed oil, batch ${i + 10}`);
    expect(slipSheets(long(5), 'label', HEAD)).toEqual({ small: true, sheets: [long(5)] });
    expect(counts(slipSheets(long(6), 'label', HEAD))).toEqual([5, 1]);
    // "Vitalix, 3 Jars (3 jars each)" is one row of the regular type.
    const pack: SlipLine = { name: 'Vitalix, 3 Jars', quantity: 2, packSize: 3 };
    expect(slipSheets([pack, ...lines(4)], 'label', HEAD).small).toBe(false);
  });

  it('leaves fewer rows under a long address or sender, and under a long name on the later sheets', () => {
    const longAddress = { ...HEAD, shippingAddress: 'Flat 3, '.repeat(40) };
    expect(slipSheets(lines(5), 'label', longAddress).small).toBe(true);
    expect(counts(slipSheets(lines(10), 'label', longAddress))[0]).toBeLessThan(10);
    const longName = { ...HEAD, customerName: 'Syeda '.repeat(16) };
    expect(counts(slipSheets(lines(60), 'label', longName)).slice(1, 2)[0]).toBeLessThan(32);
  });

  it('starts the lines on the second sheet when the head leaves the first no room', () => {
    const enormous = { ...HEAD, shippingAddress: 'Flat 3, Block 7, '.repeat(30) };
    expect(slipSheets(lines(3), 'label', enormous)).toEqual({ small: true, sheets: [[], lines(3)] });
  });

  it('puts a line longer than a whole sheet on a sheet of its own rather than waiting forever', () => {
    const huge: SlipLine = { name: 'x'.repeat(2000), quantity: 1, packSize: 1 };
    expect(counts(slipSheets([...lines(2), huge, ...lines(2)], 'label', HEAD))).toEqual([2, 1, 2]);
  });
});
