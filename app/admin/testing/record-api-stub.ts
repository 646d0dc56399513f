import { json, stubFetch, type FetchCall } from './admin-test-kit';

/** A call the stand-in API received, its JSON body parsed. */
export type SentCall = { path: string; method: string; body?: unknown };

/** The writes a test may answer itself, each with a queue of answers used once, first in first out. */
type Write = 'create' | 'update' | 'delete' | 'order';
type Answer = () => Response | Promise<Response>;

/**
 * Stands in for one record API of the back office (SEO, testimonials, site FAQs: `path` is its list)
 * and records every call. GET answers `list`; POST, PATCH `{path}/{key}`, DELETE `{path}/{key}` and PUT
 * `{path}/order` change it as the server would, unless the test queued an answer for that write
 * (`answers.create = [() => json({ error: '…' }, 409)]`; an answer that throws is a network failure).
 * `other` answers any other path (the FAQ categories, the products), with the stub to read `list` from.
 */
export function stubRecordApi<T extends { id: string }>({
  path,
  rows,
  created,
  keyOf = (row) => row.id,
  other,
}: {
  path: string;
  rows: T[];
  /** The row a POST stores, from its body. */
  created: (body: Partial<T>) => T;
  /** What the path names a row by: its id unless said otherwise (an SEO entry by its page). */
  keyOf?: (row: T) => string;
  other?: (call: FetchCall, stub: RecordApiStub<T>) => Response | undefined;
}) {
  const stub: RecordApiStub<T> = {
    list: rows,
    calls: [],
    answers: {},
    sent: (method) => stub.calls.filter((call) => call.method === method),
  };
  const next = (write: Write) => stub.answers[write]?.shift()?.();

  stubFetch((call) => {
    const { path: sentPath, url, method, init } = call;
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined;
    stub.calls.push({ path: sentPath, method, body });
    const p = url.pathname;
    if (p === path && method === 'GET') return json(stub.list);
    if (p === path && method === 'POST') {
      const answer = next('create');
      if (answer) return answer;
      const row = created(body as Partial<T>);
      stub.list = [...stub.list, row];
      return json(row, 201);
    }
    if (p === `${path}/order` && method === 'PUT') {
      const answer = next('order');
      if (answer) return answer;
      const ids = body!.ids as string[];
      stub.list = ids.map((id, order) => ({ ...stub.list.find((row) => row.id === id)!, order }));
      return json({ success: true });
    }
    if (p.startsWith(`${path}/`)) {
      const key = decodeURIComponent(p.slice(path.length + 1));
      if (method === 'PATCH') {
        const answer = next('update');
        if (answer) return answer;
        stub.list = stub.list.map((row) => (keyOf(row) === key ? { ...row, ...body } : row));
        return json(stub.list.find((row) => keyOf(row) === key));
      }
      if (method === 'DELETE') {
        const answer = next('delete');
        if (answer) return answer;
        stub.list = stub.list.filter((row) => keyOf(row) !== key);
        return json({ success: true });
      }
    }
    return other?.(call, stub);
  });
  return stub;
}

export type RecordApiStub<T> = {
  /** The rows as the server holds them; a test may set them before rendering. */
  list: T[];
  calls: SentCall[];
  answers: Partial<Record<Write, Answer[]>>;
  /** The calls made with `method`, in order. */
  sent: (method: string) => SentCall[];
};
