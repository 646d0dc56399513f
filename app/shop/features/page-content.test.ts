import { describe, expect, it } from 'vitest';
import { parseAboutContent } from './about/about-content';
import { productsPageContent } from './catalog/products-content';
import { parseHomeContent } from './home/home-content';
import { ABOUT_CASES, HOME_CASES, PRODUCTS_CASES, type Block } from './page-content.cases';
import EXPECTED from './page-content.expected.json';

/**
 * What each page gets from its content sections (storefront §2–3), pinned for the demo shop's sections, for
 * none and for malformed ones (page-content.cases.ts). The expected answers are written out in
 * page-content.expected.json: for each page, in full for no sections (`empty`), and for every other case
 * as what differs from that (objects merged key by key, a list replaced whole). They were taken from the
 * readers that parsed each field by hand, before the sections had one definition (common/README.md), and
 * the readers built on that definition must keep giving them.
 */

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `base` with `changes` laid over it. */
function overlay(base: unknown, changes: unknown): unknown {
  if (!isObject(base) || !isObject(changes)) return changes;
  const merged: Json = { ...base };
  for (const [key, value] of Object.entries(changes)) merged[key] = overlay(base[key], value);
  return merged;
}

const FLAGSHIP_IMAGE = '/uploads/demo/vitalix.webp';

const PAGES: Record<keyof typeof EXPECTED, [Record<string, Block[]>, (blocks: Block[]) => unknown]> = {
  home: [HOME_CASES, (blocks) => parseHomeContent(blocks, { flagshipImage: FLAGSHIP_IMAGE })],
  about: [ABOUT_CASES, parseAboutContent],
  products: [PRODUCTS_CASES, productsPageContent],
};

describe.each(Object.entries(PAGES))('the %s page’s content', (page, [cases, read]) => {
  const expected = EXPECTED[page as keyof typeof EXPECTED] as Record<string, unknown>;

  it('covers every case, and only those', () => {
    const extra = page === 'home' ? ['empty, no flagship image'] : [];
    expect(Object.keys(expected).sort()).toEqual([...Object.keys(cases), ...extra].sort());
  });

  it.each(Object.keys(cases))('%s', (name) => {
    const want = name === 'empty' ? expected.empty : overlay(expected.empty, expected[name]);
    expect(read(cases[name]!)).toStrictEqual(want);
  });
});

it('the home page without a flagship image shows none where a section has none', () => {
  expect(parseHomeContent([], { flagshipImage: null })).toStrictEqual(
    overlay(EXPECTED.home.empty, EXPECTED.home['empty, no flagship image']),
  );
});
