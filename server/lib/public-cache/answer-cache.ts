import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, deflate, gzip } from 'node:zlib';
import { PUBLIC_FAMILIES, recordReads, UnkeptReads, type AnswerTag, type PublicFamily } from './answer-reads';

/**
 * The namespaces of public answers' keys: a public route names the family its answer is mostly about
 * (GET /api/products: `catalog`). What an answer depends on is recorded as it is built (answer-reads.ts,
 * decision 030), not taken from this name.
 */
export const PUBLIC_ANSWER_TOPICS = PUBLIC_FAMILIES;
export type PublicAnswerTopic = PublicFamily;

/** What a drop names: some dependencies, or everything kept (the change notices were lost or are back). */
export type Dropped = readonly AnswerTag[] | 'everything';

export type ContentCoding = 'br' | 'gzip' | 'deflate';
export type Encoding = ContentCoding | 'identity';

/**
 * Brotli quality for a rebuilt answer. A rebuild follows every change of its family, and during a flash
 * sale every order changes the catalogue (its stock), so this runs often: on the 63 KB products list
 * quality 5 takes ~2.4 ms for 16.4 KB, against 1.6 ms and 17.0 KB at 4 (what live compression used), 2.7 ms
 * and 16.3 KB at 6, 5.6 ms at 8 and 117 ms at 11 (bench/public-reads.ts prints these). Quality 5 buys 3 %
 * fewer bytes on every one of thousands of reads for under a millisecond once per change.
 */
export const BROTLI_QUALITY = 5;

/** Below this many bytes an answer travels as it is, as @fastify/compress's threshold in build-server.ts. */
export const COMPRESSION_THRESHOLD = 1024;

/** A bound on the answers kept per family (products by slug, reviews by product…): beyond it, serve unkept. */
const MAX_ANSWERS_PER_TOPIC = 2000;

const compressors: Record<ContentCoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) =>
    promisify(brotliCompress)(body, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => promisify(gzip)(body),
  deflate: (body) => promisify(deflate)(body),
};

/** A short hash of `parts` (27 base64url characters, 160 bits of SHA-256), for entity tags. */
export function tagHash(...parts: Array<string | Buffer>): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('base64url').slice(0, 27);
}

/**
 * The strong entity tags of one content, given its hash, in each coding: they differ per representation,
 * since the brotli bytes are not the gzip bytes (RFC 9110 §8.8.3).
 */
export function entityTags(hash: string): Record<Encoding, string> {
  return { identity: `"${hash}"`, br: `"${hash}-br"`, gzip: `"${hash}-gzip"`, deflate: `"${hash}-deflate"` };
}

/**
 * Bytes sent as they are to everyone (a public answer, a kept page): their strong entity tag (a hash of
 * the bytes) and their compressed variants, each made once, on the first request that asks for it (most
 * clients only ever ask for brotli) or when `precompress` asks ahead. Compression runs on libuv's
 * threads, off the main thread.
 */
export class PreparedBytes {
  readonly body: Buffer;
  /** The hash of `body`; each variant's ETag is this with the coding appended (etag()). */
  readonly hash: string;
  private readonly variants: Partial<Record<ContentCoding, Buffer | Promise<Buffer>>> = {};
  private readonly tags: Record<Encoding, string>;

  constructor(body: Buffer) {
    this.body = body;
    this.hash = tagHash(this.body);
    this.tags = entityTags(this.hash);
  }

  /** Whether the bytes are worth compressing at all (else every client gets `body`). */
  get compressible(): boolean {
    return this.body.length >= COMPRESSION_THRESHOLD;
  }

  etag(encoding: Encoding): string {
    return this.tags[encoding];
  }

  /** Whether the bytes for a coding are made already (`variant` answers them without waiting). */
  ready(encoding: Encoding): boolean {
    return encoding === 'identity' || Buffer.isBuffer(this.variants[encoding]);
  }

  /** The bytes for a coding: ready after its first request, one compression however many ask at once. */
  variant(encoding: Encoding): Buffer | Promise<Buffer> {
    if (encoding === 'identity') return this.body;
    const made = this.variants[encoding];
    if (made) return made;
    const making = compressors[encoding](this.body).then(
      (bytes) => (this.variants[encoding] = bytes),
      (error: unknown) => {
        delete this.variants[encoding]; // the next request tries again
        throw error;
      },
    );
    this.variants[encoding] = making;
    return making;
  }

  /** Starts making these codings now, so that the first requests find them ready. */
  precompress(codings: readonly ContentCoding[]): void {
    if (!this.compressible) return;
    // A failure is retried by the first request that asks for that coding (variant()).
    for (const coding of codings) void Promise.resolve(this.variant(coding)).catch(() => undefined);
  }
}

/** One public answer as ready bytes: the JSON exactly as Fastify's default serializer writes it (`JSON.stringify`). */
export class PreparedAnswer extends PreparedBytes {
  constructor(value: unknown) {
    // JSON.stringify of undefined is undefined: Fastify would answer an empty body; so do we.
    super(Buffer.from(JSON.stringify(value) ?? ''));
  }
}

type Kept = { answer: PreparedAnswer; tags: ReadonlySet<AnswerTag> };

/** Whether a kept entry read anything a drop names. */
export function touchedBy(tags: ReadonlySet<AnswerTag>, dropped: Dropped): boolean {
  return dropped === 'everything' || dropped.some((tag) => tags.has(tag));
}

/**
 * The drops since a build began, so that a build overtaken by a change of something it read is served to
 * those who asked before the change and kept for no one. Only drops later than the oldest build still
 * under way are remembered: with none under way, nothing is (the memory stays bounded whatever changes).
 */
export class DropLog {
  private sequence = 0;
  private everything = 0;
  private readonly last = new Map<AnswerTag, number>();
  private underway = 0;

  /** A build begins: its mark. Each `begin` is followed by exactly one `end`. */
  begin(): number {
    this.underway++;
    return this.sequence;
  }

  /** A build begun at `mark` ends, having read `tags`: whether a drop of any of them came meanwhile. */
  end(mark: number, tags: ReadonlySet<AnswerTag>): boolean {
    this.underway--;
    let overtaken = this.everything > mark;
    for (const tag of tags) if (!overtaken && (this.last.get(tag) ?? 0) > mark) overtaken = true;
    if (this.underway === 0) this.last.clear();
    return overtaken;
  }

  note(dropped: Dropped): void {
    this.sequence++;
    if (dropped === 'everything') this.everything = this.sequence;
    else if (this.underway > 0) for (const tag of dropped) this.last.set(tag, this.sequence);
  }
}

export type PublicAnswerCache = ReturnType<typeof createPublicAnswerCache>;

/**
 * The public answers of this process, by route family and key, built lazily on the first read after a
 * change. Each keeps what its build read (answer-reads.ts); a drop forgets exactly the answers that read
 * something it names. Concurrent readers of an answer being built wait for that one build (no stampede
 * on the database). An answer is kept only while this process hears the database's change notices
 * (`trust`): without them a change made by another copy of the server would go unnoticed, so every read
 * builds its own answer, as before the cache.
 */
export function createPublicAnswerCache() {
  const ready = new Map<string, Kept>();
  const building = new Map<string, Promise<PreparedAnswer>>();
  const counts = new Map<PublicAnswerTopic, number>();
  const log = new DropLog();
  const unkept = new UnkeptReads();
  let trusted = false;
  const dropListeners = new Set<(dropped: Dropped) => void>();
  const id = (topic: PublicAnswerTopic, key: string) => `${topic} ${key}`;

  function forget(entryId: string) {
    ready.delete(entryId);
    const topic = entryId.slice(0, entryId.indexOf(' ')) as PublicAnswerTopic;
    counts.set(topic, (counts.get(topic) ?? 1) - 1);
  }

  let drops = 0;
  function drop(dropped: Dropped = 'everything') {
    drops++;
    log.note(dropped);
    for (const [entryId, entry] of ready) if (touchedBy(entry.tags, dropped)) forget(entryId);
    building.clear(); // readers from now on start a build of their own; earlier ones keep theirs
    for (const listener of dropListeners) listener(dropped);
  }

  return {
    /**
     * The answer for `key` of `topic`, kept or built now by `load` (whose error, a 404 for instance,
     * reaches every reader waiting on it and is not kept).
     */
    get(
      topic: PublicAnswerTopic,
      key: string,
      load: () => Promise<unknown>,
    ): PreparedAnswer | Promise<PreparedAnswer> {
      if (!trusted) return load().then((value) => new PreparedAnswer(value));
      const entryId = id(topic, key);
      const kept = ready.get(entryId);
      if (kept) return kept.answer;
      const pending = building.get(entryId);
      if (pending) return pending;
      const mark = log.begin();
      // Serialized inside the build: what the JSON reads (a product's shown stock) is what it shows.
      const made = recordReads(async () => new PreparedAnswer(await load())).then(
        (build) => {
          const overtaken = log.end(mark, build.tags);
          unkept.note(build.unknownTables);
          const answer = build.value;
          // A change noticed while loading may have come after the read: serve it to those who asked
          // before the change, but keep it for no one else. Nor an answer of a table no notice covers.
          const keep = !overtaken && trusted && build.unknownTables.size === 0;
          if (keep && (counts.get(topic) ?? 0) < MAX_ANSWERS_PER_TOPIC) {
            ready.set(entryId, { answer, tags: build.tags });
            counts.set(topic, (counts.get(topic) ?? 0) + 1);
          }
          if (building.get(entryId) === made) building.delete(entryId);
          return answer;
        },
        (error: unknown) => {
          log.end(mark, new Set());
          if (building.get(entryId) === made) building.delete(entryId);
          throw error;
        },
      );
      building.set(entryId, made);
      return made;
    },

    /** The answer kept for `key` of `topic`, if any (nothing is built). */
    peek(topic: PublicAnswerTopic, key: string): PreparedAnswer | undefined {
      return trusted ? ready.get(id(topic, key))?.answer : undefined;
    },

    /** Forgets the answers that read what is named (all when nothing is): the next read rebuilds them. */
    drop,

    /**
     * The database's change notices are heard (true) or may have been missed (false: the listening
     * connection was lost). Either way everything kept so far is dropped; while false nothing is kept.
     */
    trust(heard: boolean) {
      trusted = heard;
      drop();
    },

    /** Whether answers are kept now: false while the database's change notices may be missed. */
    keeping: () => trusted,

    /**
     * Calls `listener` with every drop (a change heard, this process's own write, a change of `trust`):
     * for what else this process keeps (the pages, the settings orders read). Answers a function that
     * stops the calls.
     */
    onDrop(listener: (dropped: Dropped) => void): () => void {
      dropListeners.add(listener);
      return () => void dropListeners.delete(listener);
    },

    /**
     * Answers kept in all, drops since the start (changes heard, this copy's writes), and builds not
     * kept for reading a table no notice covers, by table.
     */
    stats: () => ({ kept: ready.size, drops, unkeptReads: unkept.counts() }),

    /** How many answers are kept, per route family (tests, diagnostics). */
    size(topic: PublicAnswerTopic): number {
      return counts.get(topic) ?? 0;
    },
  };
}
