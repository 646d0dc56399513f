import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createPublicAnswerCache, PreparedAnswer } from './answer-cache';
import { noteRead, type AnswerTag } from './answer-reads';
import { chooseEncoding, matchesIfNoneMatch } from './http-answer';

/** A load that reads what is named (as its queries would note it), then answers `value`. */
const reads =
  <T>(tags: readonly AnswerTag[], value: T) =>
  async () => {
    for (const tag of tags) noteRead(tag);
    return value;
  };

/** A load that resolves when told to, counting its calls. */
function gatedLoad<T>(value: T) {
  let calls = 0;
  let release: () => void = () => {};
  const load = () => {
    calls++;
    noteRead('catalog');
    return new Promise<T>((resolve) => {
      release = () => resolve(value);
    });
  };
  return { load, release: () => release(), calls: () => calls };
}

const trustedCache = () => {
  const cache = createPublicAnswerCache();
  cache.trust(true);
  return cache;
};

describe('PreparedAnswer', () => {
  const value = {
    items: Array.from({ length: 200 }, (_, i) => ({ i, name: `Product ${i}`, price: '10.00' })),
  };

  it('holds the JSON exactly as JSON.stringify writes it, and a tag of those bytes', () => {
    const answer = new PreparedAnswer(value);
    expect(answer.body.toString()).toBe(JSON.stringify(value));
    expect(answer.etag('identity')).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(new PreparedAnswer(value).etag('identity')).toBe(answer.etag('identity'));
    expect(new PreparedAnswer({ ...value, more: 1 }).etag('identity')).not.toBe(answer.etag('identity'));
    // Each coding is its own representation, with its own strong tag.
    expect(new Set(['identity', 'br', 'gzip', 'deflate'].map((e) => answer.etag(e as 'br'))).size).toBe(4);
  });

  it('makes each compressed variant once, and each decodes to the same bytes', async () => {
    const answer = new PreparedAnswer(value);
    const [br, again] = await Promise.all([answer.variant('br'), answer.variant('br')]);
    expect(again).toBe(br);
    expect(answer.variant('br')).toBe(br); // ready now: no promise
    expect(brotliDecompressSync(br!).equals(answer.body)).toBe(true);
    expect(br!.length).toBeLessThan(answer.body.length / 4);
    expect(gunzipSync(await answer.variant('gzip')).equals(answer.body)).toBe(true);
    expect(inflateSync(await answer.variant('deflate')).equals(answer.body)).toBe(true);
    expect(answer.variant('identity')).toBe(answer.body);
  });

  it('leaves answers under the compression threshold alone', () => {
    expect(new PreparedAnswer({ a: 1 }).compressible).toBe(false);
    expect(new PreparedAnswer(value).compressible).toBe(true);
  });
});

describe('createPublicAnswerCache', () => {
  it('builds once for concurrent readers and keeps the answer', async () => {
    const cache = trustedCache();
    const gate = gatedLoad(['a']);
    const readers = [1, 2, 3].map(() => cache.get('catalog', 'products', gate.load));
    gate.release();
    const answers = await Promise.all(readers);
    expect(gate.calls()).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(cache.get('catalog', 'products', gate.load)).toBe(answers[0]); // kept: no promise, no load
    expect(gate.calls()).toBe(1);
    expect(cache.size('catalog')).toBe(1);
  });

  it('drops the answers that read what changed, and only those', async () => {
    const cache = trustedCache();
    await cache.get('catalog', 'products', reads(['catalog'], [1]));
    await cache.get('settings', 'settings', reads(['settings'], { s: 1 }));
    cache.drop(['catalog']);
    expect(cache.size('catalog')).toBe(0);
    expect(cache.size('settings')).toBe(1);
    const fresh = await cache.get('catalog', 'products', async () => [2]);
    expect(fresh.body.toString()).toBe('[2]');
    cache.drop();
    expect(cache.size('settings')).toBe(0);
  });

  it("drops an answer showing a product's stock only when that product's stock changes", async () => {
    const cache = trustedCache();
    const one = 'stock:00000000-0000-4000-8000-000000000001' as const;
    const two = 'stock:00000000-0000-4000-8000-000000000002' as const;
    await cache.get('catalog', 'slug one', reads(['catalog', one], { stock: 5 }));
    await cache.get('catalog', 'slug two', reads(['catalog', two], { stock: 9 }));
    cache.drop([two]);
    expect(cache.peek('catalog', 'slug one')).toBeDefined();
    expect(cache.peek('catalog', 'slug two')).toBeUndefined();
    expect(cache.size('catalog')).toBe(1);
  });

  it('does not keep a build that a change overtook, and later readers load again', async () => {
    const cache = trustedCache();
    const before = gatedLoad(['old']);
    const early = cache.get('catalog', 'products', before.load);
    cache.drop(['catalog']); // a write committed while the old read was under way
    const after = gatedLoad(['new']);
    const late = cache.get('catalog', 'products', after.load);
    before.release();
    after.release();
    expect((await early).body.toString()).toBe('["old"]'); // asked before the change
    expect((await late).body.toString()).toBe('["new"]');
    expect(after.calls()).toBe(1);
    const kept = cache.get('catalog', 'products', async () => ['again']);
    expect(kept).toBeInstanceOf(PreparedAnswer);
    expect((kept as PreparedAnswer).body.toString()).toBe('["new"]');
  });

  it('passes a load error to every waiting reader and keeps nothing', async () => {
    const cache = trustedCache();
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('Product not found');
    };
    const results = await Promise.allSettled([
      cache.get('catalog', 'slug:x', failing),
      cache.get('catalog', 'slug:x', failing),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(calls).toBe(1);
    await expect(cache.get('catalog', 'slug:x', failing)).rejects.toThrow('Product not found');
    expect(calls).toBe(2);
    expect(cache.size('catalog')).toBe(0);
  });

  it('keeps nothing while change notices are not heard, and drops everything when they start or stop', async () => {
    const cache = createPublicAnswerCache(); // not listening yet
    let calls = 0;
    const load = async () => [++calls];
    await cache.get('catalog', 'products', load);
    await cache.get('catalog', 'products', load);
    expect(calls).toBe(2);
    expect(cache.size('catalog')).toBe(0);

    cache.trust(true);
    await cache.get('catalog', 'products', load);
    await cache.get('catalog', 'products', load);
    expect(calls).toBe(3);

    cache.trust(false); // the listener was lost: what is kept may have missed a notice
    expect(cache.size('catalog')).toBe(0);
    await cache.get('catalog', 'products', load);
    expect(cache.size('catalog')).toBe(0);

    await cache.get('catalog', 'products', load); // a build under way when the listener returns
    const underWay = gatedLoad(['before']);
    const pending = cache.get('catalog', 'products', underWay.load);
    cache.trust(true);
    underWay.release();
    await pending;
    expect(cache.size('catalog')).toBe(0);
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['deflate', 'deflate'],
    ['identity', 'identity'],
    ['zstd', 'identity'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0, deflate;q=0', 'identity'],
    ['GZIP', 'gzip'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('matchesIfNoneMatch', () => {
  const tag = '"abc-br"';
  it.each([
    [undefined, false],
    ['"abc-br"', true],
    ['W/"abc-br"', true],
    ['"other", "abc-br"', true],
    ['*', true],
    ['"abc"', false],
    ['"abc-gzip"', false],
    ['abc-br', false],
  ])('%s → %s', (header, expected) => {
    expect(matchesIfNoneMatch(header, tag)).toBe(expected);
  });
});
