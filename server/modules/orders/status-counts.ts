import { and, sql, type SQL } from 'drizzle-orm';
import { ORDER_STATUSES, type OrderStatus } from '../../../common/orders/statuses';
import type { DbOrTx } from '../../db/client';
import { dateConditions, withReadPlan, type DeskFilters, type PageHint, type ReadPlan } from './order-desk';
import { searchFilter } from './order-search';
import { readStatusTotals } from './order-totals';
import { orders } from './orders.tables';

export type StatusCounts = Record<OrderStatus | 'all', number>;

/**
 * The status tabs' counts, and what they learnt about reading the page of the same filters; `sampled`
 * when a sample of the table was read to estimate them (whether or not the estimate was kept).
 */
export type DeskCounts = { counts: StatusCounts; sampled?: boolean } & PageHint;

/** A search that matches up to this many orders is counted exactly, through its indexes… */
export const EXACT_UP_TO = 1_000;
/** …beyond, its counts are estimated from a sample of about this many orders (decision 012). */
const SAMPLE_ORDERS = 5_000;
/** Every estimate reads the same sample, so counts hold still from one refresh to the next. */
const SAMPLE_SEED = 12;
/**
 * A search without dates is estimated from a copy of the sample's search texts and statuses kept in the
 * process, read again once it is this old: matching 5,000 texts in JavaScript takes a fraction of a
 * millisecond where reading and matching them in PostgreSQL took 12–17 ms at 1,000,000 orders.
 */
const SAMPLE_KEPT_MS = 60_000;
/** ANALYZE's frequencies of the search text's most common trigrams (migration 0025, decision 012). */
const TRIGRAM_STATISTICS = 'orders_search_trigrams';

const TTL_MS = 5_000;
const MAX_ENTRIES = 200;

/**
 * The status tabs' counts (decision 012). Without a search or dates they are the running totals, exact
 * and free; a search or a date range is counted over the orders it narrows to, kept for a few seconds
 * per search and date range, as the desk asks on every page, tab and refresh. Those may lag other
 * staff's changes by up to five seconds, but never this process's own: every order placed or status
 * changed here clears the cache (an estimate past EXACT_UP_TO comes from a sample kept up to a minute,
 * `createKeptSample`). Only counts are kept: a search's matches, which spare its page a
 * second search when few, serve the request that found them, so a page is never older than its request.
 */
export function createStatusCounts(db: DbOrTx, options: StatusCountsOptions = {}) {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; counts: Promise<DeskCounts> }>();
  const sample = options.sample ?? createKeptSample(db, SAMPLE_ORDERS, now);
  const trigrams = createKeptTrigrams(db, now);
  return {
    /**
     * Reads the kept sample and trigram frequencies now, if none are kept yet: at server start (onReady),
     * so a fresh copy's first wide search is estimated from them instead of sampling in the database
     * while it reads them (decision 012, amended 2026-11-30). A read that fails is tried again on first use.
     */
    async ready(): Promise<void> {
      await Promise.all([sample.ready(), trigrams.ready()]);
    },
    get(query: DeskFilters): Promise<DeskCounts> {
      if (!query.q && !query.from && !query.to) return countAll(db).then((counts) => ({ counts }));
      const key = JSON.stringify([query.q ?? '', query.from ?? '', query.to ?? '']);
      const hit = cache.get(key);
      if (hit && now() - hit.at < TTL_MS) return hit.counts;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      const fresh: Promise<DeskCounts> = query.q
        ? countSearch(db, { ...query, q: query.q }, { sample, trigrams })
        : countDates(db, query).then((c) => ({ counts: c }));
      const kept = fresh.then(({ matches: _matches, sampled: _sampled, ...counts }): DeskCounts => counts);
      cache.set(key, { at: now(), counts: kept });
      kept.catch(() => cache.delete(key)); // a failed count is not remembered
      return fresh;
    },
    // The kept sample stays: it only estimates counts past EXACT_UP_TO, which a few orders placed or
    // moved here hardly change; exact counts are read afresh.
    clear: () => cache.clear(),
  };
}

export type StatusCountsOptions = {
  now?: () => number;
  /** The kept sample; tests give a small one, so a small shop outgrows it. */
  sample?: KeptSample;
};

function countsFrom(rows: Array<{ status: OrderStatus; n: number }>): StatusCounts {
  const counts = Object.fromEntries([['all', 0], ...ORDER_STATUSES.map((s) => [s, 0])]) as StatusCounts;
  for (const row of rows) {
    counts[row.status] += row.n;
    counts.all += row.n;
  }
  return counts;
}

/** Every order: the running totals (order-totals.ts), kept in the same transaction as every change. */
async function countAll(db: DbOrTx): Promise<StatusCounts> {
  const totals = await readStatusTotals(db);
  return countsFrom(ORDER_STATUSES.map((status) => ({ status, n: totals[status].orders })));
}

/**
 * A date range alone: one count per status, each a range of the (status, created_at, id) index read
 * without the table (a count grouped by status would read every order of the range from the table).
 */
async function countDates(db: DbOrTx, query: DeskFilters): Promise<StatusCounts> {
  const statuses = sql.join(
    ORDER_STATUSES.map((status) => sql`(${status})`),
    sql`, `,
  );
  const rows = await db
    .select({
      status: sql<OrderStatus>`s.status`,
      n: sql<number>`(SELECT count(*)::int FROM ${orders} WHERE ${orders.status} = s.status AND ${and(...dateConditions(query))})`,
    })
    .from(sql`(VALUES ${statuses}) AS s(status)`);
  return countsFrom(rows);
}

/**
 * A search: exact while it matches few orders (finding one order, the desk's errand, always does),
 * estimated when it matches many, and its page then read the way that suits the number (`ReadPlan`).
 * A phone or an order number matches few: it is counted through its indexes at once. So is a text with a
 * rare trigram (`readSearchFacts`): a name, a street, a word that matches nothing, whose trigram bitmap
 * is small. A text whose every trigram is common may match thousands (a city, a first name): a sample of
 * the table tells first, for less than collecting them would cost, and the indexes count it only when
 * the sample finds it rare. Without dates the sample is the kept copy (`createKeptSample`).
 */
async function countSearch(
  db: DbOrTx,
  query: DeskFilters & { q: string },
  kept: { sample: KeptSample; trigrams: ReadTrigrams },
): Promise<DeskCounts> {
  const search = searchFilter(query.q);
  const where = and(search.where, ...dateConditions(query))!;
  const facts = search.number ? undefined : await readSearchFacts(db, search.text, kept.trigrams.get);
  // The kept copy holds search texts and statuses: it answers a text alone, never dates, a phone or an
  // order number, whose conditions read other columns.
  const estimate = async () =>
    (facts && !query.from && !query.to && kept.sample.estimate(facts.lowered)) ||
    sampleCounts(db, where, kept.sample.size);
  let sample: Sample | undefined;
  if (facts && !(search.indexed && facts.rare)) {
    sample = await estimate();
    if (sample.whole) {
      return { counts: sample.counts, plan: planFor(sample.counts, search.indexed), sampled: true };
    }
    if (sample.counts.all > EXACT_UP_TO) return { counts: sample.counts, plan: 'walk', sampled: true };
  }
  // Without a three-character run the trigram index cannot narrow a text: the planner reads the table.
  const collecting = (tx: DbOrTx) => collectMatches(tx, where, EXACT_UP_TO + 1);
  const found = search.indexed ? await withReadPlan(db, 'collect', collecting) : await collecting(db);
  if (found.length <= EXACT_UP_TO) {
    const counts = countsFrom(found.map(({ status }) => ({ status, n: 1 })));
    return {
      counts,
      plan: planFor(counts, search.indexed),
      matches: found.map(({ id }) => id),
      sampled: Boolean(sample),
    };
  }
  sample ??= await estimate();
  // The exact count went past EXACT_UP_TO: an unlucky sample must not claim fewer.
  return {
    counts: { ...sample.counts, all: Math.max(sample.counts.all, roughly(EXACT_UP_TO + 1)) },
    plan: 'walk',
    sampled: true,
  };
}

/**
 * What the search text is, as the search text column holds it (`lower()` is the database's: its
 * locale's, which the stored column was lowered with), and whether one of its trigrams is rare among the
 * orders' search texts, by ANALYZE's statistics (migration 0025): absent from its list of the most common
 * trigrams, or in fewer than EXACT_UP_TO orders. Every order the text matches holds each of its
 * trigrams, so the rarest one bounds the matches, and the trigram index's bitmap for the text costs
 * about that many entries (a word that matches nothing: 0.2 ms, where the sample costs 12–17 ms at
 * 1,000,000 orders). The statistics only choose what is asked first: a stale one costs time, never a
 * wrong count, as the index's answer is exact and a text found past EXACT_UP_TO is then sampled as
 * before. Before ANALYZE has listed any trigram: sample first. The text's trigrams are pg_trgm's own
 * (`show_trgm`); their frequencies are the kept copy's (`createKeptTrigrams`).
 */
export async function readSearchFacts(
  db: DbOrTx,
  text: string,
  trigrams: () => Promise<KeptTrigrams>,
): Promise<{ lowered: string; rare: boolean }> {
  const [[row], kept] = await Promise.all([
    db
      .select({
        lowered: sql<string>`lower(${text}::text)`,
        trigrams: sql<string[]>`to_json(show_trgm(${text}::text))`,
      })
      .from(sql`(SELECT 1) AS one`),
    trigrams(),
  ]);
  const { lowered, trigrams: own } = row!;
  if (!kept) return { lowered, rare: false };
  // A trigram with a blank is a word's edge, which `LIKE '%…%'` does not require: only whole runs count.
  const whole = own.filter((t) => !t.includes(' '));
  if (!whole.length) return { lowered, rare: false };
  const least = Math.min(...whole.map((t) => kept.frequencies.get(t) ?? 0));
  return { lowered, rare: least * Math.max(kept.orders, 0) <= EXACT_UP_TO };
}

/**
 * ANALYZE's frequencies of the search text's most common trigrams, and the table's size as it last
 * counted it; null before it has listed any. Reading them from `pg_stats_ext_exprs` costs 5–10 ms at
 * 1,000,000 orders (the view unpacks the whole statistics object), so they are kept for a minute
 * (decision 012, amended 2026-11-30): ANALYZE changes them far less often. Bound: the list's 1,000
 * trigrams.
 */
export type KeptTrigrams = { orders: number; frequencies: Map<string, number> } | null;

/** The kept frequencies (`get`), and their first read now (`ready`). */
export type ReadTrigrams = { get: () => Promise<KeptTrigrams>; ready: () => Promise<void> };

export function createKeptTrigrams(db: DbOrTx, now: () => number): ReadTrigrams {
  return keptForAMinute(now, async (): Promise<KeptTrigrams> => {
    const [row] = await db
      .select({
        orders: sql<
          number | null
        >`(SELECT c.reltuples FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relname = x.tablename AND n.nspname = x.schemaname)::float8`,
        elements: sql<string[]>`to_json(x.most_common_elems::text::text[])`,
        frequencies: sql<number[]>`to_json(x.most_common_elem_freqs)`,
      })
      .from(sql`pg_stats_ext_exprs x`)
      .where(
        sql`x.statistics_name = ${TRIGRAM_STATISTICS} AND x.statistics_schemaname = current_schema()
          AND x.most_common_elem_freqs IS NOT NULL`,
      );
    if (!row || row.orders === null) return null;
    const { elements, frequencies } = row;
    return { orders: row.orders, frequencies: new Map(elements.map((t, i) => [t, frequencies[i]!])) };
  });
}

/**
 * `read`'s answer, kept: read on first use, and again once SAMPLE_KEPT_MS old, while the old answer
 * still serves (a failed re-read is tried again on the next use). `peek` never waits: it answers the
 * kept value, or undefined while the first read is under way.
 */
function keptForAMinute<T>(now: () => number, read: () => Promise<T>) {
  let kept: { at: number; value: T } | undefined;
  let reading: Promise<T> | undefined;
  const refresh = () => {
    reading ??= read()
      .then((value) => {
        kept = { at: now(), value };
        return value;
      })
      .finally(() => {
        reading = undefined;
      });
    return reading;
  };
  const peek = (): T | undefined => {
    if (!kept || now() - kept.at >= SAMPLE_KEPT_MS) refresh().catch(() => undefined);
    return kept?.value;
  };
  return {
    get: async (): Promise<T> => (kept ? (peek() as T) : refresh()),
    peek,
    /** Reads it now, if nothing is kept yet. */
    ready: async (): Promise<void> => void (kept ? undefined : await refresh()),
  };
}

/** Few matches are collected through the search's indexes, when it has them; else the sort is walked. */
const planFor = (counts: StatusCounts, indexed: boolean): ReadPlan =>
  indexed && counts.all <= EXACT_UP_TO ? 'collect' : 'walk';

/** The first `limit` matching orders' ids and statuses: every match when fewer match. */
function collectMatches(db: DbOrTx, where: SQL, limit: number) {
  return db.select({ id: orders.id, status: orders.status }).from(orders).where(where).limit(limit);
}

type Sample = { counts: StatusCounts; /** the whole table was read: the counts are exact */ whole: boolean };

/** The sample's pages: whole table pages (TABLESAMPLE SYSTEM), the same ones every time. */
function samplePages(percent: number): SQL {
  // Drizzle's builder has no TABLESAMPLE: the sampled table is plain SQL, its columns too.
  return sql`${orders} TABLESAMPLE SYSTEM (${percent}::real) REPEATABLE (${SAMPLE_SEED})`;
}

/** The percentage of the table's pages that holds about `size` of its `orderCount` orders. */
const samplePercent = (size: number, orderCount: number) =>
  Math.min(100, (100 * size) / Math.max(orderCount, 1));

/**
 * Counts scaled up from a sample of whole table pages, rounded to two significant digits. Counting
 * thousands of matches exactly visits each one in the table, at up to 10 µs a visit once the table
 * outgrows the database's cache; the tabs of a search that wide need their size, not their last digit.
 * A table no larger than the sample is read whole, and counted exactly.
 */
export async function sampleCounts(db: DbOrTx, where: SQL, size: number): Promise<Sample> {
  const { all: orderCount } = await countAll(db);
  const percent = samplePercent(size, orderCount);
  const status = sql<OrderStatus>`${orders.status}`;
  const rows = await db
    .select({
      status,
      matched: sql<number>`(count(*) FILTER (WHERE ${where}))::int`,
      read: sql<number>`count(*)::int`,
    })
    .from(samplePages(percent))
    .groupBy(status);
  const sampled = countsFrom(rows.map(({ status, matched }) => ({ status, n: matched })));
  if (percent >= 100) return { counts: sampled, whole: true };
  const read = rows.reduce((sum, row) => sum + row.read, 0);
  return { counts: scaled(sampled, orderCount / Math.max(read, 1)), whole: false };
}

function scaled(sampled: StatusCounts, scale: number): StatusCounts {
  return Object.fromEntries(
    Object.entries(sampled).map(([key, n]) => [key, roughly(n * scale)]),
  ) as StatusCounts;
}

export type KeptSample = {
  /** About how many orders the sample holds. */
  size: number;
  /**
   * The estimate for a text alone (already `lower()`ed); null when the table is no larger than the
   * sample, and while the copy is first read (`sampleCounts` then reads the sample in the database).
   */
  estimate: (lowered: string) => Sample | null;
  /** Reads the copy now, if none is kept yet. */
  ready: () => Promise<void>;
};

type KeptRows = { orderCount: number; texts: Array<{ status: OrderStatus; text: string }> } | null;

/**
 * The sample's search texts and statuses, kept in the process (decision 012, amended 2026-11-30): the
 * same pages `sampleCounts` reads, read again once SAMPLE_KEPT_MS old (the old copy answers while the new
 * one is read; while the first is read, the sample is read in the database as before, so a freshly
 * started copy's first searches do not wait for it). A text matches a kept order when its search text
 * contains it, which is what the search's `LIKE '%…%'` asks (`%` and `_` taken literally), so the
 * estimate is the one `sampleCounts` gives for the same pages. It may be up to a minute behind the
 * table; it only ever estimates, above EXACT_UP_TO. Bound: one sample, about `size` orders' search texts
 * (about 80 bytes each in the synthetic shop; at most about 2.2 kB, the date index's entry limit). A table
 * no larger than the sample keeps nothing: it is read whole and counted exactly, every time.
 */
export function createKeptSample(db: DbOrTx, size: number, now: () => number): KeptSample {
  const rows = keptForAMinute(now, () => readKeptRows(db, size));
  return {
    size,
    estimate(lowered) {
      const kept = rows.peek();
      if (!kept) return null;
      const matched = countsFrom(
        kept.texts.filter(({ text }) => text.includes(lowered)).map(({ status }) => ({ status, n: 1 })),
      );
      return { counts: scaled(matched, kept.orderCount / Math.max(kept.texts.length, 1)), whole: false };
    },
    ready: rows.ready,
  };
}

async function readKeptRows(db: DbOrTx, size: number): Promise<KeptRows> {
  const { all: orderCount } = await countAll(db);
  const percent = samplePercent(size, orderCount);
  if (percent >= 100) return null;
  const texts = await db
    .select({ status: sql<OrderStatus>`${orders.status}`, text: sql<string>`${orders.searchText}` })
    .from(samplePages(percent));
  return { orderCount, texts };
}

/** Two significant digits: 18,734 reads 19,000; below 100, the number itself. */
function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}
