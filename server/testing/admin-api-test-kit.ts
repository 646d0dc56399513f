import { and, count, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { SUPER_ADMIN_ID } from '../../common/accounts/roles';
import { auditLog } from '../db/schema';
import { addUser, createTestApp, loginCookie, type TestApp } from './test-app';

/** The people an admin API test may sign in as, by the name the tests call them. */
const PEOPLE = {
  /** Content staff: the role the content, SEO, testimonials and FAQ screens are for. */
  editor: { username: 'editor', role: 'cms' },
  /** The super admin, content staff too. */
  owner: { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true },
  /** Order-confirmation staff: signed in, but not allowed there. */
  desk: { username: 'desk', role: 'order_confirmation' },
  /** A customer. */
  shopper: { username: 'shopper' },
} as const;

export type Person = keyof typeof PEOPLE;

/** Adds these people and signs each in: their Cookie headers, by the name the tests call them. */
export async function signInPeople<P extends Person>(
  t: TestApp,
  people: readonly P[],
): Promise<Record<P, string>> {
  const cookies = {} as Record<P, string>;
  for (const person of people) await addUser(t, PEOPLE[person]);
  for (const person of people) cookies[person] = await loginCookie(t, PEOPLE[person].username);
  return cookies;
}

/** Signed in, but not content staff: the content screens' API answers them 403. */
const OUTSIDERS: readonly Person[] = ['shopper', 'desk'];

/** A well-formed id no record has. */
export const MISSING_ID = '00000000-0000-4000-8000-000000000000';

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

type AuditEntity = typeof auditLog.$inferSelect.entity;

/** A table whose rows a refused write must leave alone (read in id order, to compare). */
type Watched = PgTable & { id: AnyPgColumn };

/**
 * What the admin API contract tests share (`app.inject()`, no network): the real server on a fresh
 * database for the test file, the people named signed in once, `call` to /api/admin as the editor (or
 * anyone else), and `expectRefused`, which checks a refusal's answer and that it left the audit log and
 * the watched tables as they were, and the audit trail of a record. Call it at the top of the file: it registers beforeAll and afterAll.
 */
export function adminApiTestKit({
  signIn,
  watch,
  entity,
}: {
  signIn: readonly Person[];
  watch: readonly Watched[];
  /** What the audit log calls the records under test. */
  entity: AuditEntity;
}) {
  let started: TestApp | undefined;
  const cookies = new Map<Person, string>();

  beforeAll(async () => {
    started = await createTestApp();
    for (const [person, cookie] of Object.entries(await signInPeople(started, signIn))) {
      cookies.set(person as Person, cookie as string);
    }
  });
  afterAll(() => started?.close());

  const kit = {
    /** The app and its database (there once the file's tests run). */
    get t(): TestApp {
      if (!started) throw new Error('The test app starts in beforeAll');
      return started;
    },

    /** The Cookie header of someone signed in for this file. */
    cookie(person: Person): string {
      const cookie = cookies.get(person);
      if (!cookie) throw new Error(`${person} is not signed in: add them to signIn`);
      return cookie;
    },

    /**
     * Who the API turns away, with the status it answers: a visitor (no cookie, 401), then each person
     * signed in for this file who is not content staff (403).
     */
    outsiders(): Array<[cookie: string | null, status: number]> {
      const signedIn = OUTSIDERS.filter((person) => signIn.includes(person));
      return [[null, 401], ...signedIn.map((person): [string, number] => [kit.cookie(person), 403])];
    },

    /** A request to /api/admin{url}, as the editor unless another cookie is given (null: a visitor). */
    call(method: Method, url: string, payload?: unknown, cookie: string | null = kit.cookie('editor')) {
      return kit.t.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: cookie ? { cookie } : {},
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
    },

    /** POSTs `body` to /api/admin{url}, expects 201 and answers the record created, read by `schema`. */
    async created<T>(url: string, body: unknown, schema: { parse: (data: unknown) => T }): Promise<T> {
      const res = await kit.call('POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return schema.parse(res.json());
    },

    /** Everything a refused write must leave as it was: the audit log's size and the watched rows. */
    async snapshot() {
      const db = kit.t.database.db;
      const [audit] = await db.select({ n: count() }).from(auditLog);
      const rows = [];
      for (const table of watch) rows.push(await db.select().from(table).orderBy(table.id));
      return { audit: audit!.n, rows };
    },

    /** The audit entries of one record ('all' for a reorder), oldest first. */
    auditOf(entityId: string) {
      return kit.t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
        .orderBy(auditLog.id);
    },

    /** A record's audit trail is its one create, by the editor: nothing before, `after` after. */
    async expectCreateAudited(entityId: string, after: unknown) {
      const entries = await kit.auditOf(entityId);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ action: 'create', actorUsername: 'editor', before: null, after });
    },

    /** A write refused with `status` and an answer matching `answer`, that changed nothing. */
    async expectRefused(
      method: Method,
      url: string,
      body: unknown,
      status: number,
      answer: { error: unknown; details?: unknown },
    ) {
      const before = await kit.snapshot();
      const res = await kit.call(method, url, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json()).toMatchObject(answer);
      expect(await kit.snapshot()).toEqual(before);
      return res;
    },
  };
  return kit;
}
