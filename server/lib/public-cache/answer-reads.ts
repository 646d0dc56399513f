import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * What a kept public answer depends on (decision 030), recorded while it is built instead of listed by
 * hand: every query the build runs names its tables, and each table belongs to one family; a product's
 * public stock read (catalog.service.ts) names that product. A change drops exactly the answers that read
 * what changed: a family when staff save (a route's `changes`, and the database's triggers), one
 * product's public stock when an order moves it across what a shopper can see (migration 0023).
 */
export const PUBLIC_FAMILIES = ['catalog', 'settings', 'content', 'community', 'seo', 'media'] as const;
export type PublicFamily = (typeof PUBLIC_FAMILIES)[number];

/** A dependency: a family, or one product's public stock (`stock:<product id>`). */
export type AnswerTag = PublicFamily | `stock:${string}`;

/**
 * The tables public answers may read, with their family. Migrations 0013, 0020 and 0023 give each a
 * trigger that notifies the family on any change (public-answers.test.ts checks the two lists agree).
 * A build that reads a table not named here is served but never kept: nothing would tell it the table
 * changed.
 */
export const TABLE_FAMILIES: Readonly<Record<string, PublicFamily>> = {
  products: 'catalog',
  product_slug_redirects: 'catalog',
  product_reviews: 'catalog',
  product_faqs: 'catalog',
  site_supplement_facts: 'catalog',
  site_ingredients: 'catalog',
  site_settings: 'settings',
  site_content: 'content',
  site_testimonials: 'community',
  site_faqs: 'community',
  seo_meta: 'seo',
  media_assets: 'media',
};

type Reads = { tags: Set<AnswerTag>; unknownTables: Set<string> };

const building = new AsyncLocalStorage<Reads>();

/**
 * A table read: the name after FROM or JOIN, as Drizzle writes it (quoted) or by hand (bare); not a
 * column (`extract(epoch from "orders"."created_at")`) nor a function (`from unnest(...)`).
 */
const TABLE_IN_SQL = /\b(?:from|join)\s+"?([a-z_][a-z0-9_]*)"?(?![.(\w])/gi;

/**
 * Notes the tables of a query run inside a build (the database client's query logger calls this for
 * every query; outside a build it costs one lookup).
 */
export function noteQuery(query: string): void {
  const reads = building.getStore();
  if (!reads) return;
  for (const match of query.matchAll(TABLE_IN_SQL)) {
    const table = match[1]!.toLowerCase();
    const family = TABLE_FAMILIES[table];
    if (family) reads.tags.add(family);
    else reads.unknownTables.add(table);
  }
}

/** Notes a dependency that no query shows (a product's public stock; a row kept in memory). */
export function noteRead(tag: AnswerTag): void {
  building.getStore()?.tags.add(tag);
}

export type RecordedBuild<T> = {
  value: T;
  tags: ReadonlySet<AnswerTag>;
  /** Tables read that no family covers: such an answer must not be kept. */
  unknownTables: ReadonlySet<string>;
};

/** Builds under way: `building` is switched off when the last one ends (`recordReads`). */
let buildsRunning = 0;

/**
 * Runs a build and answers what it read along with its value. `building` is on only while a build runs:
 * on Node 20 and 22 each AsyncLocalStorage that is on is told of every promise, tick and socket write of
 * the whole process, kept answers that build nothing included (React's server renderer keeps one of its
 * own on; ours need not add a second, docs/performance.md). Switched off only when no build is left,
 * since switching off ends the contexts of every build still running. Node 24 keeps contexts without
 * async hooks, and there switching off costs and saves nothing.
 */
export async function recordReads<T>(build: () => Promise<T>): Promise<RecordedBuild<T>> {
  const reads: Reads = { tags: new Set(), unknownTables: new Set() };
  buildsRunning++;
  try {
    // Awaited inside: a Drizzle query handed back unawaited runs when `then` is called, which must be
    // within the build's reads.
    const value = await building.run(reads, async () => await build());
    return { value, tags: reads.tags, unknownTables: reads.unknownTables };
  } finally {
    if (--buildsRunning === 0) building.disable();
  }
}

/**
 * How many builds were served unkept for reading a table no notice covers, by table: a sign that a
 * table belongs in TABLE_FAMILIES with a trigger (metrics, tests). Bounded by the number of tables.
 */
export class UnkeptReads {
  private readonly byTable = new Map<string, number>();

  note(tables: ReadonlySet<string>): void {
    for (const table of tables) this.byTable.set(table, (this.byTable.get(table) ?? 0) + 1);
  }

  counts(): Record<string, number> {
    return Object.fromEntries(this.byTable);
  }
}

/** The tag of one product's public stock. */
export const stockTag = (productId: string): AnswerTag => `stock:${productId}`;

/** A change notice's payload as a tag, or undefined when it names nothing known (drop everything). */
export function tagOfNotice(payload: string): AnswerTag | undefined {
  if ((PUBLIC_FAMILIES as readonly string[]).includes(payload)) return payload as PublicFamily;
  if (/^stock:[0-9a-f-]{36}$/.test(payload)) return payload as AnswerTag;
  return undefined;
}
