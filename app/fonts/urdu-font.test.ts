import fontverter from 'fontverter';
import * as hb from 'harfbuzzjs';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_NAMES } from '../../common/i18n/languages';
import { ur } from '../shop/i18n/ur';

/** What app.css's @font-face hands to the Urdu font (its unicode-range); the rest falls back. */
const URDU_FONT_RANGE = /[\u0600-\u06ff\u200c-\u200f]/;

/** Each weight's font, read one after the other, its blob and face kept alive beside it (WebAssembly memory). */
const faces: Record<number, hb.Font> = {};
const kept: unknown[] = [];
for (const weight of [400, 700]) {
  const woff2 = readFileSync(join(import.meta.dirname, `noto-naskh-urdu-${weight}.woff2`));
  const blob = new hb.Blob(await fontverter.convert(woff2, 'truetype'));
  const face = new hb.Face(blob);
  faces[weight] = new hb.Font(face);
  kept.push(blob, face);
}

/** Glyph ids the font draws the text with (0 is .notdef: a character the font does not have). */
function glyphs(font: hb.Font, text: string): number[] {
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  return buffer.getGlyphInfos().map((glyph) => glyph.codepoint);
}

/** Every Urdu string the storefront shows, split into the runs of characters the Urdu font draws. */
const urduRuns = [...Object.values(ur).flatMap((section) => Object.values(section)), LANGUAGE_NAMES.ur]
  .flatMap((text) => text.split(/[^\u0600-\u06ff\u200c-\u200f ]+/))
  .filter((run) => URDU_FONT_RANGE.test(run));

describe('the Urdu web font, subset to Urdu (decision 038)', () => {
  it('is small: two weights of a few kilobytes each', () => {
    for (const weight of [400, 700]) {
      const size = readFileSync(join(import.meta.dirname, `noto-naskh-urdu-${weight}.woff2`)).length;
      expect(size).toBeLessThan(20_000);
    }
  });

  it.each([400, 700])(
    'draws every Urdu word of the storefront in weight %i, no character missing',
    (weight) => {
      expect(urduRuns.length).toBeGreaterThan(100);
      for (const run of urduRuns) expect(glyphs(faces[weight]!, run), run).not.toContain(0);
    },
  );

  it('leaves Latin text to the fallback font (it has no Latin letters)', () => {
    expect(glyphs(faces[400]!, 'Rs 6,500')).toEqual(expect.arrayContaining([0]));
  });
});
