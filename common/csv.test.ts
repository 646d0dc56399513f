import { describe, expect, it } from 'vitest';
import { csvCell, csvRow, CsvSyntaxError, parseCsv } from './csv';

describe('csvCell', () => {
  it('quotes commas, quotes and line ends, and defuses formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Honey, raw')).toBe('"Honey, raw"');
    expect(csvCell('12" pan')).toBe('"12"" pan"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('-5')).toBe("'-5");
  });
});

describe('parseCsv', () => {
  const row = (text: string) => parseCsv(text);

  it('reads rows of cells, with or without a last line end', () => {
    expect(row('a,b,c\r\n1,2,3\r\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2', '3'],
    ]);
    expect(row('a,b\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(row('a,b\r1,2\r')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads quoted cells holding commas, doubled quotes and line ends', () => {
    expect(row('sku,name\r\n"SUP-1","Honey, raw ""Sidr""\r\n500 g"\r\n')).toEqual([
      ['sku', 'name'],
      ['SUP-1', 'Honey, raw "Sidr"\r\n500 g'],
    ]);
    expect(row('"",""\n')).toEqual([['', '']]);
  });

  it('drops a leading byte-order mark and keeps empty cells and blank rows', () => {
    expect(row('\uFEFFsku,price\n\nA,\n,')).toEqual([['sku', 'price'], [''], ['A', ''], ['', '']]);
    expect(row('')).toEqual([]);
    expect(row('\uFEFF')).toEqual([]);
  });

  it('keeps a quote inside an unquoted cell as text', () => {
    expect(row('a,12" pan\n')).toEqual([['a', '12" pan']]);
  });

  it('refuses a quoted cell never closed and text after a closing quote, naming the row', () => {
    const fault = (text: string) => {
      try {
        parseCsv(text);
      } catch (error) {
        if (error instanceof CsvSyntaxError) return { row: error.row, message: error.message };
      }
      return null;
    };
    expect(fault('a,b\n1,2\n"3,4\n5,6')).toEqual({ row: 3, message: expect.stringMatching(/never closed/) });
    expect(fault('a,b\n"1"x,2\n')).toEqual({ row: 2, message: expect.stringMatching(/closing quote/) });
  });

  it('reads back what csvRow writes', () => {
    const cells = ['SUP-001', 'Honey, "raw"', 'line\r\nbreak', '', '6500.00'];
    expect(parseCsv(csvRow(cells) + csvRow(['x']))).toEqual([cells, ['x']]);
  });
});
