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
/** ANALYZE's frequencies of the search text's most common trigrams (migration 0025, decision 012). */
const TRIGRAM_STATISTICS = 'orders_search_trigrams';

const TTL_MS = 5_000;
const MAX_ENTRIES = 200;

/**
 * The status tabs' counts (decision 012). Without a search or dates they are the running totals, exact
 * and free; a search or a date range is counted over the orders it narrows to, kept for a few seconds
 * per search and date range, as the desk asks on every page, tab and refresh. Those may lag other
 * staff's changes by up to five seconds, but never this process's own: every order placed or status
 * changed here clears the cache. Only counts are kept: a search's matches, which spare its page a
 * second search when few, serve the request that found them, so a page is never older than its request.
 */
export function createStatusCounts(db: DbOrTx, now: () => number = Date.now) {
  const cache = new Map<string, { at: number; counts: Promise<DeskCounts> }>();
  return {
    get(query: DeskFilters): Promise<DeskCounts> {
      if (!query.q && !query.from && !query.to) return countAll(db).then((counts) => ({ counts }));
      const key = JSON.stringify([query.q ?? '', query.from ?? '', query.to ?? '']);
      const hit = cache.get(key);
      if (hit && now() - hit.at < TTL_MS) return hit.counts;
      if (cache.size >= MAX_ENTRIES) cache.clear();
      const fresh: Promise<DeskCounts> = query.q
        ? countSearch(db, { ...query, q: query.q })
        : countDates(db, query).then((c) => ({ counts: c }));
      const kept = fresh.then(({ matches: _matches, sampled: _sampled, ...counts }): DeskCounts => counts);
      cache.set(key, { at: now(), counts: kept });
      kept.catch(() => cache.delete(key)); // a failed count is not remembered
      return fresh;
    },
    clear: () => cache.clear(),
  };
}

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
 * rare trigram (`hasRareTrigram`): a name, a street, a word that matches nothing, whose trigram bitmap is
 * small. A text whose every trigram is common may match thousands (a city, a first name): a sample of the
 * table tells first, for less than collecting them would cost, and the indexes count it only when the
 * sample finds it rare.
 */
async function countSearch(db: DbOrTx, query: DeskFilters & { q: string }): Promise<DeskCounts> {
  const search = searchFilter(query.q);
  const where = and(search.where, ...dateConditions(query))!;
  let sample: Sample | undefined;
  if (!search.number && !(search.indexed && (await hasRareTrigram(db, search.text)))) {
    sample = await sampleCounts(db, where);
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
  sample ??= await sampleCounts(db, where);
  // The exact count went past EXACT_UP_TO: an unlucky sample must not claim fewer.
  return {
    counts: { ...sample.counts, all: Math.max(sample.counts.all, roughly(EXACT_UP_TO + 1)) },
    plan: 'walk',
    sampled: true,
  };
}

/**
 * Whether one of the text's trigrams is rare among the orders' search texts, by ANALYZE's statistics
 * (migration 0025): absent from its list of the most common trigrams, or in fewer than EXACT_UP_TO
 * orders. Every order the text matches holds each of its trigrams, so the rarest one bounds the matches,
 * and the trigram index's bitmap for the text costs about that many entries (a word that matches nothing:
 * 0.2 ms, where the sample costs 12–17 ms at 1,000,000 orders). The statistics only choose what is asked
 * first: a stale one costs time, never a wrong count, as the index's answer is exact and a text found
 * past EXACT_UP_TO is then sampled as before. Before ANALYZE has listed any trigram: sample first.
 */
async function hasRareTrigram(db: DbOrTx, text: string): Promise<boolean> {
  // A trigram with a blank is a word's edge, which `LIKE '%…%'` does not require: only whole runs count.
  const [row] = await db
    .select({ orders: sql<number | null>`s.orders`, least: sql<number | null>`s.least` })
    .from(
      sql`(SELECT (SELECT c.reltuples FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relname = x.tablename AND n.nspname = x.schemaname)::float8 AS orders,
        (SELECT min(coalesce(x.most_common_elem_freqs[array_position(x.most_common_elems::text::text[], t)], 0))
           FROM unnest(show_trgm(${text})) AS t WHERE position(' ' in t) = 0)::float8 AS least
        FROM pg_stats_ext_exprs x
        WHERE x.statistics_name = ${TRIGRAM_STATISTICS} AND x.statistics_schemaname = current_schema()
          AND x.most_common_elem_freqs IS NOT NULL) AS s`,
    );
  if (!row || row.least === null || row.orders === null) return false;
  return row.least * Math.max(row.orders, 0) <= EXACT_UP_TO;
}

/** Few matches are collected through the search's indexes, when it has them; else the sort is walked. */
const planFor = (counts: StatusCounts, indexed: boolean): ReadPlan =>
  indexed && counts.all <= EXACT_UP_TO ? 'collect' : 'walk';

/** The first `limit` matching orders' ids and statuses: every match when fewer match. */
function collectMatches(db: DbOrTx, where: SQL, limit: number) {
  return db.select({ id: orders.id, status: orders.status }).from(orders).where(where).limit(limit);
}

type Sample = { counts: StatusCounts; /** the whole table was read: the counts are exact */ whole: boolean };

/**
 * Counts scaled up from a sample of whole table pages (TABLESAMPLE SYSTEM), rounded to two significant
 * digits. Counting thousands of matches exactly visits each one in the table, at up to 10 µs a visit
 * once the table outgrows the database's cache; the tabs of a search that wide need their size, not
 * their last digit. A table no larger than the sample is read whole, and counted exactly.
 */
async function sampleCounts(db: DbOrTx, where: SQL): Promise<Sample> {
  const { all: orderCount } = await countAll(db);
  const percent = Math.min(100, (100 * SAMPLE_ORDERS) / Math.max(orderCount, 1));
  // Drizzle's builder has no TABLESAMPLE: the sampled table is plain SQL, its columns too.
  const status = sql<OrderStatus>`${orders.status}`;
  const rows = await db
    .select({
      status,
      matched: sql<number>`(count(*) FILTER (WHERE ${where}))::int`,
      read: sql<number>`count(*)::int`,
    })
    .from(sql`${orders} TABLESAMPLE SYSTEM (${percent}::real) REPEATABLE (${SAMPLE_SEED})`)
    .groupBy(status);
  const sampled = countsFrom(rows.map(({ status, matched }) => ({ status, n: matched })));
  if (percent >= 100) return { counts: sampled, whole: true };
  const read = rows.reduce((sum, row) => sum + row.read, 0);
  const scale = orderCount / Math.max(read, 1);
  const counts = Object.fromEntries(
    Object.entries(sampled).map(([key, n]) => [key, roughly(n * scale)]),
  ) as StatusCounts;
  return { counts, whole: false };
}

/** Two significant digits: 18,734 reads 19,000; below 100, the number itself. */
function roughly(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}
