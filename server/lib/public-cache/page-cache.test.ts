import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PublicAnswerTopic } from './answer-cache';
import { createPageCache, MAX_PAGES, PAGE_MAX_AGE_MS, PreparedPage, type RenderedPage } from './page-cache';

/** The public answers' side of the cache: whether they are kept, and their drops. */
function publicAnswers() {
  const listeners: Array<(topics: readonly PublicAnswerTopic[]) => void> = [];
  let keeping = true;
  return {
    keeping: () => keeping,
    onDrop(listener: (topics: readonly PublicAnswerTopic[]) => void) {
      listeners.push(listener);
      return () => {};
    },
    drop: (topics: readonly PublicAnswerTopic[]) => listeners.forEach((listener) => listener(topics)),
    setKeeping(value: boolean) {
      keeping = value;
      listeners.forEach((listener) => listener(['catalog', 'settings', 'content', 'community']));
    },
  };
}

const N = PreparedPage.placeholder;
const rendered = (text: string): RenderedPage => ({
  html: Buffer.from(`<script nonce="${N}">${text}</script><p>${text}</p>`),
  headers: [['content-type', 'text/html; charset=utf-8']],
  contentSecurityPolicy: `script-src 'self' 'nonce-${N}'`,
});
const PRODUCT = { topics: ['catalog', 'settings'] as const, hasQuery: false };
const ABOUT = { topics: ['content', 'settings'] as const, hasQuery: false };

afterEach(() => vi.useRealTimers());

describe('PreparedPage', () => {
  it('puts the nonce wherever the placeholder was, in the HTML, its gzip and the CSP', () => {
    const page = new PreparedPage(rendered('hello'));
    const nonce = 'Q'.repeat(22) + '==';
    const html = `<script nonce="${nonce}">hello</script><p>hello</p>`;
    expect(page.html(nonce).toString()).toBe(html);
    expect(gunzipSync(page.gzipped(nonce)).toString()).toBe(html);
    expect(page.contentSecurityPolicy(nonce)).toBe(`script-src 'self' 'nonce-${nonce}'`);
    expect(page.length).toBe(html.length);
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
    await pages.get('/product/vitalix', PRODUCT, async () => rendered('vitalix'));
    await pages.get('/about', ABOUT, async () => rendered('about'));
    answers.drop(['community']);
    expect(pages.stats().kept).toBe(2);
    answers.drop(['catalog']);
    expect(pages.peek('/product/vitalix')).toBeUndefined();
    expect(pages.peek('/about')).toBeDefined();
    answers.drop(['settings']);
    expect(pages.stats().kept).toBe(0);
  });

  it('serves a render overtaken by a change to those who asked before it, and keeps it for no one', async () => {
    const answers = publicAnswers();
    const pages = createPageCache(answers);
    let finish!: (page: RenderedPage) => void;
    const early = pages.get('/product/vitalix', PRODUCT, () => new Promise((resolve) => (finish = resolve)));
    answers.drop(['catalog']);
    const late = pages.get('/product/vitalix', PRODUCT, async () => rendered('new price'));
    finish(rendered('old price'));
    expect((await early)!.html(N).toString()).toContain('old price');
    expect((await late)!.html(N).toString()).toContain('new price');
    expect(pages.peek('/product/vitalix')!.html(N).toString()).toContain('new price');
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
