import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, deflate, gzip } from 'node:zlib';

/**
 * The families of public answers, one per group of tables that feed them (decision 020). A change to any
 * of a family's tables drops every answer of that family: the database says which family changed
 * (migration 0013's triggers), and this process's own writes say it at once (public-answers.ts).
 */
export const PUBLIC_ANSWER_TOPICS = ['catalog', 'settings', 'content', 'community'] as const;
export type PublicAnswerTopic = (typeof PUBLIC_ANSWER_TOPICS)[number];

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

/**
 * One public answer as ready bytes: the JSON exactly as Fastify's default serializer writes it
 * (`JSON.stringify`), its strong entity tag (a hash of those bytes), and its compressed variants, each
 * made once, on the first request that asks for it (most clients only ever ask for brotli).
 */
export class PreparedAnswer {
  readonly body: Buffer;
  /** The hash of `body`; each variant's ETag is this with the coding appended (etag()). */
  readonly hash: string;
  private readonly variants: Partial<Record<ContentCoding, Buffer | Promise<Buffer>>> = {};
  private readonly tags: Record<Encoding, string>;

  constructor(value: unknown) {
    // JSON.stringify of undefined is undefined: Fastify would answer an empty body; so do we.
    this.body = Buffer.from(JSON.stringify(value) ?? '');
    this.hash = createHash('sha256').update(this.body).digest('base64url').slice(0, 27);
    // Strong tags differ per representation: the brotli bytes are not the gzip bytes (RFC 9110 §8.8.3).
    this.tags = {
      identity: `"${this.hash}"`,
      br: `"${this.hash}-br"`,
      gzip: `"${this.hash}-gzip"`,
      deflate: `"${this.hash}-deflate"`,
    };
  }

  /** Whether the answer is worth compressing at all (else every client gets `body`). */
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
}

type Store = {
  /** Raised by every drop: a build that started before it must not be kept. */
  generation: number;
  ready: Map<string, PreparedAnswer>;
  building: Map<string, Promise<PreparedAnswer>>;
};

export type PublicAnswerCache = ReturnType<typeof createPublicAnswerCache>;

/**
 * The public answers of this process, per family and key, built lazily on the first read after a change.
 * Concurrent readers of an answer being built wait for that one build (no stampede on the database). An
 * answer is kept only while this process hears the database's change notices (`trust`): without them a
 * change made by another copy of the server would go unnoticed, so every read builds its own answer, as
 * before the cache.
 */
export function createPublicAnswerCache() {
  const stores = new Map<PublicAnswerTopic, Store>(
    PUBLIC_ANSWER_TOPICS.map((topic) => [topic, { generation: 0, ready: new Map(), building: new Map() }]),
  );
  let trusted = false;
  const store = (topic: PublicAnswerTopic) => stores.get(topic)!;
  const dropListeners = new Set<(topics: readonly PublicAnswerTopic[]) => void>();

  function drop(topics: readonly PublicAnswerTopic[] = PUBLIC_ANSWER_TOPICS) {
    for (const topic of topics) {
      const s = store(topic);
      s.generation++;
      s.ready.clear();
      s.building.clear(); // readers from now on start a build of their own; earlier ones keep theirs
    }
    for (const listener of dropListeners) listener(topics);
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
      const s = store(topic);
      const ready = s.ready.get(key);
      if (ready) return ready;
      const pending = s.building.get(key);
      if (pending) return pending;
      const generation = s.generation;
      const building = load().then(
        (value) => {
          const answer = new PreparedAnswer(value);
          // A change noticed while loading may have come after the read: serve it to those who asked
          // before the change, but keep it for no one else.
          if (s.generation === generation && trusted && s.ready.size < MAX_ANSWERS_PER_TOPIC) {
            s.ready.set(key, answer);
          }
          if (s.building.get(key) === building) s.building.delete(key);
          return answer;
        },
        (error: unknown) => {
          if (s.building.get(key) === building) s.building.delete(key);
          throw error;
        },
      );
      s.building.set(key, building);
      return building;
    },

    /** The answer kept for `key` of `topic`, if any (nothing is built). */
    peek(topic: PublicAnswerTopic, key: string): PreparedAnswer | undefined {
      return trusted ? store(topic).ready.get(key) : undefined;
    },

    /** Forgets the answers of these families (all when none are named): the next read rebuilds them. */
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
     * Calls `listener` with the families of every drop (a change heard, this process's own write, a change
     * of `trust`): for what else this process keeps of a family's tables (the settings orders read).
     * Answers a function that stops the calls.
     */
    onDrop(listener: (topics: readonly PublicAnswerTopic[]) => void): () => void {
      dropListeners.add(listener);
      return () => void dropListeners.delete(listener);
    },

    /** How many answers are kept, per family (tests, diagnostics). */
    size(topic: PublicAnswerTopic): number {
      return store(topic).ready.size;
    },
  };
}
