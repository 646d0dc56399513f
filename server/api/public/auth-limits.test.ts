import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { RESET_REQUESTED, VERIFICATION_RESENT } from './auth';
import { post, registration, verifiedCustomer } from './auth-testing';

// X-Forwarded-For is trusted here (as behind a proxy named by TRUST_PROXY), so one test can play many
// clients: that is how the per-account limits show apart from the per-client ones.
let t: TestApp;
let nextClient = 1;
const freshClient = () => ({ 'x-forwarded-for': `198.51.100.${nextClient++}` });

beforeAll(async () => {
  t = await createTestApp({ rateLimit: true, trustProxy: true });
});
afterAll(() => t.close());

function expectTooMany(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: TOO_MANY_REQUESTS });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('login', () => {
  it("slows one client's guesses at one account, and only that client on that account", async () => {
    const victim = await verifiedCustomer(t, 'Victim');
    const client = freshClient();
    for (let i = 0; i < LIMITS.loginFailures.perClient; i++) {
      const res = await post(t, 'login', { emailOrUsername: 'victim', password: `guess-${i}` }, client);
      expect(res.statusCode).toBe(401);
    }
    // Any spelling of the account is the same account.
    expectTooMany(await post(t, 'login', { emailOrUsername: ' VICTIM ', password: 'guess' }, client));
    const bystander = await verifiedCustomer(t, 'Bystander');
    const other = await post(
      t,
      'login',
      { emailOrUsername: bystander.username, password: bystander.password },
      client,
    );
    expect(other.statusCode).toBe(200);
    // Another client is not held back by this one's failures (auth-lockout.test.ts says more).
    const owner = await post(
      t,
      'login',
      { emailOrUsername: victim.username, password: victim.password },
      freshClient(),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('stops one client trying many accounts', async () => {
    const client = freshClient();
    for (let i = 0; i < 10; i++) {
      const res = await post(t, 'login', { emailOrUsername: `user${i}`, password: 'guess' }, client);
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(await post(t, 'login', { emailOrUsername: 'user-11', password: 'guess' }, client));
    // Even a body that would fail its schema is refused first: the client is over its limit.
    expectTooMany(await post(t, 'login', {}, client));
  });
});

describe('register', () => {
  it('limits each client, and each email across clients', async () => {
    const client = freshClient();
    for (let i = 0; i < 5; i++) {
      expect((await post(t, 'register', registration(`bulk${i}`), client)).statusCode).toBe(201);
    }
    expectTooMany(await post(t, 'register', registration('bulk5'), client));

    const form = registration('Sought');
    expect((await post(t, 'register', form, freshClient())).statusCode).toBe(201);
    for (const name of ['Sought2', 'Sought3']) {
      const res = await post(t, 'register', { ...form, username: name }, freshClient());
      expect(res.statusCode).toBe(409);
    }
    expectTooMany(await post(t, 'register', { ...form, username: 'Sought4' }, freshClient()));
  });
});

describe.each([
  ['forgot-password', RESET_REQUESTED],
  ['resend-verification', VERIFICATION_RESENT],
])('%s', (path, message) => {
  it('limits each email across clients, the same way whether or not it has an account', async () => {
    const known = registration(`known-${path}`);
    await post(t, 'register', known, freshClient());
    for (const email of [known.email, `unknown-${path}@example.pk`]) {
      for (let i = 0; i < 3; i++) {
        const res = await post(t, path, { email }, freshClient());
        expect(res.statusCode).toBe(200);
        expect(res.json().message).toBe(message);
      }
      expectTooMany(await post(t, path, { email }, freshClient()));
    }
  });

  it('counts plus-addressed spellings of one mailbox as that mailbox, whatever their case', async () => {
    for (const email of [
      `plus-${path}+1@example.pk`,
      `Plus-${path}+2@Example.PK`,
      `plus-${path}@example.pk`,
    ]) {
      expect((await post(t, path, { email }, freshClient())).statusCode).toBe(200);
    }
    expectTooMany(await post(t, path, { email: `PLUS-${path}+shop@example.pk` }, freshClient()));
    // Another mailbox on the same domain still has its own three.
    expect((await post(t, path, { email: `other-${path}+1@example.pk` }, freshClient())).statusCode).toBe(
      200,
    );
  });

  it('limits each client across emails', async () => {
    const client = freshClient();
    for (let i = 0; i < 5; i++) {
      expect((await post(t, path, { email: `spread${i}-${path}@example.pk` }, client)).statusCode).toBe(200);
    }
    expectTooMany(await post(t, path, { email: `spread5-${path}@example.pk` }, client));
  });
});
