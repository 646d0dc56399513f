import { randomBytes } from 'node:crypto';
import {
  DropLog,
  entityTags,
  tagHash,
  PreparedBytes,
  touchedBy,
  type ContentCoding,
  type Encoding,
  type PublicAnswerCache,
} from './answer-cache';
import { recordReads, UnkeptReads, type AnswerTag } from './answer-reads';
import { hashNoncedScripts, withScriptSources, type HashedPage } from './script-hashes';

/** How long a kept page is served at most: what no change notice covers (a video's variants made in the
 * background, the year in the footer) shows within this time. One render per page per minute. */
export const PAGE_MAX_AGE_MS = 60_000;

/** Bounds on the pages kept: all of them, and those whose address has a query (the products page's
 * filters, which anyone can vary at will). Beyond a bound pages are rendered per request, not kept. */
export const MAX_PAGES = 200;
export const MAX_QUERY_PAGES = 50;

/** A page rendered for the cache: its HTML with `PreparedPage.placeholder` wherever the nonce goes. */
export type RenderedPage = {
  html: Buffer;
  /** The page's own headers (content type…), as React Router answered them; no cookie, no length. */
  headers: ReadonlyArray<readonly [name: string, value: string]>;
  /** The Content-Security-Policy for this page, with the placeholder where the nonce goes. */
  contentSecurityPolicy: string;
};

/** The codings a kept page is compressed in as soon as it is made: what browsers ask for. */
const PAGE_CODINGS: readonly ContentCoding[] = ['br', 'gzip'];

/**
 * One anonymous page as ready bytes, the same for every response (decision 041): rendered with the
 * placeholder as its nonce, then the nonce taken out and the page's inline scripts named in its CSP by
 * their hashes (script-hashes.ts). Its brotli and gzip are made once, off the main thread, as soon as
 * the page is; a request that comes before they are ready waits for them.
 */
export class PreparedPage {
  /** What the page is rendered with in place of a nonce: random, so it occurs nowhere else in a page. */
  static readonly placeholder = randomBytes(16).toString('base64');

  /** The page for everyone, or undefined when the placeholder is left where no nonce goes. */
  static from(page: RenderedPage): PreparedPage | undefined {
    const hashed = hashNoncedScripts(page.html.toString('utf8'), PreparedPage.placeholder);
    return hashed && new PreparedPage(page, hashed);
  }

  readonly bytes: PreparedBytes;
  readonly contentSecurityPolicy: string;
  readonly headers: RenderedPage['headers'];
  readonly madeAt = Date.now();
  /** Per coding, a hash of the page's bytes and of its CSP: a 304 keeps both the browser's copy and its policy. */
  private readonly tags: Record<Encoding, string>;

  private constructor(page: RenderedPage, hashed: HashedPage) {
    this.bytes = new PreparedBytes(Buffer.from(hashed.html));
    this.bytes.precompress(PAGE_CODINGS);
    this.contentSecurityPolicy = withScriptSources(
      page.contentSecurityPolicy,
      PreparedPage.placeholder,
      hashed.scriptSources,
    );
    this.headers = page.headers;
    this.tags = entityTags(tagHash(this.bytes.hash, this.contentSecurityPolicy));
  }

  /**
   * The page's strong entity tag in a coding (the brotli bytes are not the gzip bytes, RFC 9110 §8.8.3).
   * The same page rendered again has the same tag, so a browser's copy outlives a render.
   */
  etag(encoding: Encoding): string {
    return this.tags[encoding];
  }
}

type Entry = { page: PreparedPage; tags: ReadonlySet<AnswerTag>; hasQuery: boolean };

export type PageCache = ReturnType<typeof createPageCache>;

/**
 * The anonymous pages of this process (decision 021), kept as the public answers are (decision 020) and
 * dropped with them: a page keeps what its render read (answer-reads.ts, decision 030: the families of
 * the tables its loaders queried, the products whose public stock it shows), and any drop naming one of
 * those (a change heard from the database, this process's own write, the notices lost) drops it. A
 * render overtaken by such a drop is served to those who asked before it and kept for no one; nothing is
 * kept while the public answers are not (the change notices may be missed), nor a page that read a
 * table no notice covers. Concurrent requests for a page being rendered wait for that one render.
 */
export function createPageCache(answers: Pick<PublicAnswerCache, 'keeping' | 'onDrop'>) {
  const ready = new Map<string, Entry>();
  const rendering = new Map<string, Promise<PreparedPage | undefined>>();
  const log = new DropLog();
  const counts = { hits: 0, renders: 0 };
  const unkept = new UnkeptReads();
  let queryPages = 0;

  function forget(key: string) {
    const entry = ready.get(key);
    if (!entry) return;
    ready.delete(key);
    if (entry.hasQuery) queryPages--;
  }

  answers.onDrop((dropped) => {
    log.note(dropped);
    for (const [key, entry] of ready) if (touchedBy(entry.tags, dropped)) forget(key);
    // Requests from now on start a render of their own; the ones waiting keep theirs.
    rendering.clear();
  });

  function fresh(key: string): PreparedPage | undefined {
    const entry = ready.get(key);
    if (!entry) return undefined;
    if (!answers.keeping() || Date.now() - entry.page.madeAt > PAGE_MAX_AGE_MS) {
      forget(key);
      return undefined;
    }
    return entry.page;
  }

  function keep(key: string, entry: Entry) {
    if (ready.size >= MAX_PAGES || (entry.hasQuery && queryPages >= MAX_QUERY_PAGES)) return;
    ready.set(key, entry);
    if (entry.hasQuery) queryPages++;
  }

  return {
    /** The page kept for `key`, if any and still fresh (nothing is rendered); counted as a hit. */
    peek(key: string): PreparedPage | undefined {
      const page = fresh(key);
      if (page) counts.hits++;
      return page;
    },

    /**
     * The page for `key`: kept, or rendered now by `render` (undefined when the answer may not be kept:
     * not a 200 HTML page, one that sets a cookie, or one with its nonce where no nonce goes; the caller
     * then answers the request itself).
     */
    get(
      key: string,
      { hasQuery }: { hasQuery: boolean },
      render: () => Promise<RenderedPage | undefined>,
    ): PreparedPage | Promise<PreparedPage | undefined> {
      const kept = fresh(key);
      if (kept) {
        counts.hits++;
        return kept;
      }
      const pending = rendering.get(key);
      if (pending) return pending;
      const mark = log.begin();
      const keeping = answers.keeping();
      counts.renders++;
      const made = recordReads(render)
        .then(
          (build) => {
            const overtaken = log.end(mark, build.tags);
            const page = build.value && PreparedPage.from(build.value);
            unkept.note(build.unknownTables);
            const keepable = keeping && answers.keeping() && !overtaken && build.unknownTables.size === 0;
            if (page && keepable) keep(key, { page, tags: build.tags, hasQuery });
            return page;
          },
          (error: unknown) => {
            log.end(mark, new Set());
            throw error;
          },
        )
        .finally(() => {
          if (rendering.get(key) === made) rendering.delete(key);
        });
      rendering.set(key, made);
      return made;
    },

    /** What a kept page read (tests, diagnostics): undefined when the page is not kept. */
    readsOf: (key: string): ReadonlySet<AnswerTag> | undefined => ready.get(key)?.tags,

    /**
     * Pages served from memory and renders made for the cache since the start, and the pages kept (those
     * with a query among them): for tests and diagnostics.
     */
    stats: () => ({ ...counts, kept: ready.size, keptWithQuery: queryPages, unkeptReads: unkept.counts() }),
  };
}
