import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Dropped } from './answer-cache';
import { noteQuery, noteRead, type AnswerTag } from './answer-reads';
import { createPageCache, MAX_PAGES, PAGE_MAX_AGE_MS, PreparedPage, type RenderedPage } from './page-cache';
import { scriptHashSource } from './script-hashes';

/** The public answers' side of the cache: whether they are kept, and their drops. */
function publicAnswers() {
  const listeners: Array<(dropped: Dropped) => void> = [];
  let keeping = true;
  return {
    keeping: () => keeping,
    onDrop(listener: (dropped: Dropped) => void) {
      listeners.push(listener);
      return () => {};
    },
    drop: (dropped: Dropped) => listeners.forEach((listener) => listener(dropped)),
    setKeeping(value: boolean) {
      keeping = value;
      listeners.forEach((listener) => listener('everything'));
    },
  };
}

const N = PreparedPage.placeholder;
const rendered = (text: string): RenderedPage => ({
  html: Buffer.from(`<script nonce="${N}">${text}</script><p>${text}</p>`),
  headers: [['content-type', 'text/html; charset=utf-8']],
  contentSecurityPolicy: `script-src 'self' 'nonce-${N}'`,
});
const PRODUCT = { hasQuery: false };
const ABOUT = { hasQuery: false };
const VITALIX_STOCK = 'stock:00000000-0000-4000-8000-000000000001' as const;
const HONEY_STOCK = 'stock:00000000-0000-4000-8000-000000000002' as const;

/** A render that reads what is named (as the loaders' queries and stock reads note it), then draws `text`. */
const reading = (reads: readonly AnswerTag[], text: string) => async (): Promise<RenderedPage> => {
  for (const tag of reads) noteRead(tag);
  return rendered(text);
};

afterEach(() => vi.useRealTimers());

describe('PreparedPage', () => {
  it('is the same bytes for everyone: no nonce, its inline scripts named in its CSP by their hashes', async () => {
    const page = PreparedPage.from(rendered('hello'))!;
    expect(page.bytes.body.toString()).toBe('<script>hello</script><p>hello</p>');
    expect(page.contentSecurityPolicy).toBe(`script-src 'self' '${scriptHashSource('hello')}'`);
    // Its brotli and gzip are begun with the page.
    expect(gunzipSync(await page.bytes.variant('gzip')).toString()).toBe(page.bytes.body.toString());
    expect(brotliDecompressSync(await page.bytes.variant('br')).toString()).toBe(page.bytes.body.toString());
  });

  it('keeps its tag when rendered again the same, and changes it with its bytes or its policy', () => {
    const tag = PreparedPage.from(rendered('hello'))!.etag('br');
    expect(PreparedPage.from(rendered('hello'))!.etag('br')).toBe(tag);
    expect(PreparedPage.from(rendered('hello'))!.etag('gzip')).not.toBe(tag);
    expect(PreparedPage.from(rendered('hello!'))!.etag('br')).not.toBe(tag);
    const withPixel = {
      ...rendered('hello'),
      contentSecurityPolicy: `script-src 'self' 'nonce-${N}' https://connect.facebook.net`,
    };
    expect(PreparedPage.from(withPixel)!.etag('br')).not.toBe(tag);
  });

  it('is not made when the placeholder is left where no nonce goes', () => {
    const leaked = { ...rendered('hello'), html: Buffer.from(`<p data-x="${N}">hello</p>`) };
    expect(PreparedPage.from(leaked)).toBeUndefined();
  });
});

describe('the page cache', () => {
  it('renders a page once for everyone asking at the same time, then answers it from memory', async () => {
    const pages = createPageCache(publicAnswers());
    const render = vi.fn(async () => rendered('vitalix'));
    const asked = await Promise.all([1, 2, 3].map(() => pages.get('/product/vitalix', PRODUCT, render)));
    expect(new Set(asked).size).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(pages.peek('/product/vitalix')).toBe(asked[0]);
    expect(pages.stats()).toMatchObject({ renders: 1, hits: 1, kept: 1 });
  });

  it('drops the pages that read a family that changed, and only those', async () => {
    const answers = publicAnswers();
    const pages = createPageCache(answers);
    await pages.get('/product/vitalix', PRODUCT, reading(['catalog', 'settings'], 'vitalix'));
    await pages.get('/about', ABOUT, reading(['content', 'settings'], 'about'));
    expect(pages.readsOf('/about')).toEqual(new Set(['content', 'settings']));
    answers.drop(['community']);
    expect(pages.stats().kept).toBe(2);
    answers.drop(['catalog']);
    expect(pages.peek('/product/vitalix')).toBeUndefined();
    expect(pages.peek('/about')).toBeDefined();
    answers.drop(['settings']);
    expect(pages.stats().kept).toBe(0);
  });

  it("drops a page showing a product's stock when that stock changes, and keeps the others", async () => {
    const answers = publicAnswers();
    const pages = createPageCache(answers);
    await pages.get('/product/vitalix', PRODUCT, reading(['catalog', VITALIX_STOCK], 'vitalix'));
    await pages.get('/product/honey', PRODUCT, reading(['catalog', HONEY_STOCK], 'honey'));
    await pages.get('/products', PRODUCT, reading(['catalog', VITALIX_STOCK, HONEY_STOCK], 'list'));
    await pages.get('/about', ABOUT, reading(['content'], 'about'));
    answers.drop([VITALIX_STOCK]);
    expect(pages.peek('/product/vitalix')).toBeUndefined();
    expect(pages.peek('/products')).toBeUndefined();
    expect(pages.peek('/product/honey')).toBeDefined();
    expect(pages.peek('/about')).toBeDefined();
    answers.drop('everything');
    expect(pages.stats().kept).toBe(0);
  });

  it('keeps no page that read a table no change notice covers', async () => {
    const pages = createPageCache(publicAnswers());
    const page = await pages.get('/about', ABOUT, async () => {
      noteQuery('select "id" from "orders" where "id" = $1');
      return rendered('about');
    });
    expect(page!.bytes.body.toString()).toContain('about'); // served all the same
    expect(pages.stats().kept).toBe(0);
  });

  it('serves a render overtaken by a change to those who asked before it, and keeps it for no one', async () => {
    const answers = publicAnswers();
    const pages = createPageCache(answers);
    let finish!: (page: RenderedPage) => void;
    const early = pages.get('/product/vitalix', PRODUCT, () => {
      noteRead('catalog');
      return new Promise((resolve) => (finish = resolve));
    });
    answers.drop(['catalog']);
    const late = pages.get('/product/vitalix', PRODUCT, async () => rendered('new price'));
    finish(rendered('old price'));
    expect((await early)!.bytes.body.toString()).toContain('old price');
    expect((await late)!.bytes.body.toString()).toContain('new price');
    expect(pages.peek('/product/vitalix')!.bytes.body.toString()).toContain('new price');
  });

  it('keeps nothing while the change notices may be missed', async () => {
    const answers = publicAnswers();
    const pages = createPageCache(answers);
    await pages.get('/about', ABOUT, async () => rendered('about'));
    answers.setKeeping(false);
    expect(pages.peek('/about')).toBeUndefined();
    await pages.get('/about', ABOUT, async () => rendered('about'));
    expect(pages.stats().kept).toBe(0);
    answers.setKeeping(true);
    await pages.get('/about', ABOUT, async () => rendered('about'));
    expect(pages.stats().kept).toBe(1);
  });

  it('renders a page again once it is older than the longest it may be served', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const pages = createPageCache(publicAnswers());
    await pages.get('/about', ABOUT, async () => rendered('about'));
    vi.setSystemTime(Date.now() + PAGE_MAX_AGE_MS - 1000);
    expect(pages.peek('/about')).toBeDefined();
    vi.setSystemTime(Date.now() + 2000);
    expect(pages.peek('/about')).toBeUndefined();
  });

  it('keeps no answer the render says may not be kept, nor more pages than its bound', async () => {
    const pages = createPageCache(publicAnswers());
    expect(await pages.get('/terms', ABOUT, async () => undefined)).toBeUndefined();
    expect(pages.stats().kept).toBe(0);
    for (let i = 0; i < MAX_PAGES + 5; i++) {
      await pages.get(`/product/p-${i}`, PRODUCT, async () => rendered(`p-${i}`));
    }
    expect(pages.stats().kept).toBe(MAX_PAGES);
    expect(pages.peek('/product/p-0')).toBeDefined(); // the first ones stay: nobody can push them out
  });
});
