import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/client';
import { auditLog } from '../db/schema';
import { withAudit } from '../modules/audit/with-audit';
import { createTestDatabase } from '../testing/test-database';
import { registerAdminGuard } from './admin-guard';
import { registerErrorHandler } from './error-handler';

/**
 * The guard on its own, in a small server whose visitor is always a signed-in staff member: what it
 * refuses at start, and what it checks on an audited write. The real server's routes are walked in
 * api/admin/admin-guard.test.ts.
 */
let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const staff = {
  id: 'u-desk',
  username: 'desk',
  email: 'desk@example.com',
  emailVerified: true,
  isAdmin: false,
  role: 'order_confirmation' as const,
};

/** Error lines the small server logged (a 500's cause stays in the log). */
const logged: string[] = [];

async function guarded(routes: FastifyPluginAsyncZod): Promise<FastifyInstance> {
  const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } } });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.decorateRequest('getViewer', async () => staff);
  app.decorateRequest('sessionEnded', async () => null);
  await app.register(
    async (admin) => {
      registerAdminGuard(admin);
      await admin.register(routes);
    },
    { prefix: '/api/admin' },
  );
  await app.ready();
  return app;
}

const answer = z.object({ ok: z.boolean() });

describe('the admin guard refuses to start', () => {
  it('for a route without a capability', async () => {
    await expect(
      guarded(async (app) => {
        app.get('/x', { schema: { response: { 200: answer } } }, () => ({ ok: true }));
      }),
    ).rejects.toThrow('Admin route GET /api/admin/x declares no access capability');
  });

  it('for a route without a response schema for its success', async () => {
    await expect(
      guarded(async (app) => {
        app.get('/x', { schema: { response: { 404: answer } }, config: { access: 'orders' } }, () => ({
          ok: true,
        }));
      }),
    ).rejects.toThrow('Admin route GET /api/admin/x declares no response schema for its success');
  });

  it('for a writing route that declares no audit entity', async () => {
    await expect(
      guarded(async (app) => {
        app.post('/x', { schema: { response: { 200: answer } }, config: { access: 'orders' } }, () => ({
          ok: true,
        }));
      }),
    ).rejects.toThrow('Admin route POST /api/admin/x writes but declares no audit entity (config.audit)');
  });

  it('but starts with a raw answer that says why', async () => {
    const app = await guarded(async (app) => {
      app.get('/file', { config: { access: 'orders', rawAnswer: 'a file' } }, (_req, reply) =>
        reply.type('text/plain').send('a,b'),
      );
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/file' })).body).toBe('a,b');
    await app.close();
  });
});

describe('an answer', () => {
  it('carries only the fields its schema names', async () => {
    const app = await guarded(async (app) => {
      app.get(
        '/me',
        { schema: { response: { 200: z.object({ id: z.string() }) } }, config: { access: 'orders' } },
        () => ({ id: 'u1', passwordHash: 'scrypt$secret' }),
      );
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/me' })).json()).toEqual({ id: 'u1' });
    await app.close();
  });
});

describe('an audited write', () => {
  const change = { entity: 'order', action: 'update', entityId: 'o-1' } as const;
  const entries = () => database.db.select().from(auditLog).orderBy(auditLog.id);

  it('answers once its change is in the audit trail, with the staff member as actor', async () => {
    const app = await guarded(async (app) => {
      app.post(
        '/audited',
        { schema: { response: { 200: answer } }, config: { access: 'orders', audit: { entity: 'order' } } },
        (request) =>
          withAudit(database.db, request.actor(), change, async () => ({
            result: { ok: true },
            before: { status: 'pending' },
            after: { status: 'processing' },
          })),
      );
    });
    const res = await app.inject({ method: 'POST', url: '/api/admin/audited', payload: {} });
    expect(res.statusCode).toBe(200);
    expect(await entries()).toEqual([
      expect.objectContaining({ actorId: 'u-desk', actorUsername: 'desk', ...change }),
    ]);
    await app.close();
  });

  it('fails loudly when its service wrote without the audit trail', async () => {
    const app = await guarded(async (app) => {
      app.post(
        '/forgetful',
        { schema: { response: { 200: answer } }, config: { access: 'orders', audit: { entity: 'order' } } },
        () => ({ ok: true }),
      );
    });
    const res = await app.inject({ method: 'POST', url: '/api/admin/forgetful', payload: {} });
    expect(res.statusCode).toBe(500);
    expect(logged.join('')).toContain('POST /api/admin/forgetful answered without an audit entry');
    await app.close();
  });

  it('keeps secrets out of a summary, writing neither the change nor its entry', async () => {
    const before = (await entries()).length;
    const work = withAudit(database.db, { id: 'u1', username: 'desk' }, change, async (tx) => {
      await tx.insert(auditLog).values({ actorId: 'x', actorUsername: 'x', ...change }); // "the change"
      return { result: null, before: null, after: { passwordHash: 'scrypt$…' } };
    });
    await expect(work).rejects.toThrow('An audit summary may not hold "passwordHash"');
    expect(await entries()).toHaveLength(before);
  });

  it('gives no actor to a read', async () => {
    const app = await guarded(async (app) => {
      app.get('/read', { schema: { response: { 200: answer } }, config: { access: 'orders' } }, (request) => {
        request.actor();
        return { ok: true };
      });
    });
    expect((await app.inject({ method: 'GET', url: '/api/admin/read' })).statusCode).toBe(500);
    expect(logged.join('')).toContain('GET /api/admin/read is not an audited admin route');
    await app.close();
  });
});
