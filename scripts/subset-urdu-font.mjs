// The storefront's Urdu font (decision 038): Noto Naskh Arabic from the npm registry
// (@fontsource/noto-naskh-arabic, SIL Open Font License 1.1), cut down to the characters Urdu is written
// with, in the two weights the shop uses. Run after upgrading the package:
//
//   node scripts/subset-urdu-font.mjs
//
// It writes app/fonts/noto-naskh-urdu-{400,700}.woff2 and the licence beside them; they are committed,
// so the build needs neither the package nor harfbuzz. app/fonts/urdu-font.test.ts checks that every
// character of the Urdu dictionary is in them.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const source = dirname(require.resolve('@fontsource/noto-naskh-arabic/package.json'));
const out = join(import.meta.dirname, '..', 'app', 'fonts');

/** Urdu's letters (with the Arabic forms some keyboards type for them), marks, digits and punctuation. */
export const URDU_CHARACTERS = [
  'ءآأؤإئابپتٹثجچحخدڈذرڑزژسشصضطظعغفقکگلمنںوہھیےۓۂۃةكيىه',
  '\u064b\u064c\u064d\u064e\u064f\u0650\u0651\u0652\u0654\u0655\u0656\u0657\u0670',
  '،؛؟۔٪٫٬',
  '۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩',
  '\u200c\u200d\u200e\u200f ',
].join('');

for (const weight of [400, 700]) {
  const font = readFileSync(join(source, 'files', `noto-naskh-arabic-arabic-${weight}-normal.woff2`));
  const subset = await subsetFont(font, URDU_CHARACTERS, { targetFormat: 'woff2' });
  writeFileSync(join(out, `noto-naskh-urdu-${weight}.woff2`), subset);
  console.log(`noto-naskh-urdu-${weight}.woff2: ${font.length} → ${subset.length} bytes`);
}
copyFileSync(join(source, 'LICENSE'), join(out, 'OFL.txt'));
