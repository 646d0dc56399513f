import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { SplicedGzip } from './spliced-gzip';

const text = (s: string) => Buffer.from(s);

/** The segments with `insert` between each two, as the spliced gzip must decode. */
const joined = (segments: string[], insert: string) => segments.join(insert);

describe('SplicedGzip', () => {
  const page = Array.from({ length: 200 }, (_, i) => `<p class="card">Product ${i} <b>Rs ${i * 100}</b></p>`);
  const segments = [
    '<head><link nonce="',
    `">${page.slice(0, 120).join('')}<script nonce="`,
    '">run()</script>',
    page.slice(120).join(''),
  ];

  it('decodes to the text with the inserted bytes in every spot, a new insert each time', () => {
    const gzip = new SplicedGzip(segments.map(text), 24);
    for (let i = 0; i < 3; i++) {
      const nonce = randomBytes(16).toString('base64');
      expect(gunzipSync(gzip.bytes(text(nonce))).toString()).toBe(joined(segments, nonce));
    }
  });

  it('is about as small as compressing the whole text: a few bytes more per spot', () => {
    const gzip = new SplicedGzip(segments.map(text), 24);
    const whole = gzipSync(joined(segments, 'x'.repeat(24)), { level: 9 }).length;
    // Per spot: its 24 bytes stored as they are, a 5-byte block header, the 5 bytes that end a piece.
    const spots = segments.length - 1;
    expect(gzip.bytes(text('y'.repeat(24))).length).toBeLessThan(whole + spots * 40);
  });

  it('takes spots at the start, at the end and side by side, and text without any', () => {
    for (const parts of [['', 'a', '', 'b', ''], [''], ['only text, no spot'], ['', '']]) {
      const gzip = new SplicedGzip(parts.map(text), 3);
      expect(gunzipSync(gzip.bytes(text('N=='))).toString()).toBe(joined(parts, 'N=='));
    }
  });

  it('stays right when the text holds NUL bytes (no dictionaries then)', () => {
    const parts = ['a\u0000b'.repeat(50), 'c\u0000'.repeat(40)];
    const gzip = new SplicedGzip(parts.map(text), 4);
    expect(gunzipSync(gzip.bytes(text('\u0000\u0000\u0000\u0000'))).toString()).toBe(
      joined(parts, '\0\0\0\0'),
    );
    expect(gunzipSync(gzip.bytes(text('N0==')))).toEqual(text(joined(parts, 'N0==')));
  });

  it('refuses an insert of another length', () => {
    expect(() => new SplicedGzip(segments.map(text), 24).bytes(text('short'))).toThrow(/wrong length/);
  });
});
