import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, TOO_MANY_REQUESTS } from '../../lib/rate-limits';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { post, verifiedCustomer } from './auth-testing';

/**
 * Login throttling is no weapon (docs/decisions/009-login-throttling.md): failures count per account
 * whichever of its names is typed, slow down the client that fails, and never keep the right password
 * out from a client that is not failing, the super admin's included. X-Forwarded-For is trusted here, so
 * one test plays many clients.
 */
let t: TestApp;
let nextClient = 1;
const freshClient = () => ({ 'x-forwarded-for': `203.0.113.${nextClient++}` });
const { perClient, perAccount } = LIMITS.loginFailures;

const ADMIN = { username: 'owner', email: 'owner@shop.example.pk', password: 'Super-Admin-Pass-1' };

beforeAll(async () => {
  t = await createTestApp({ rateLimit: true, trustProxy: true });
  await t.app.services.accounts.ensureSuperAdmin(ADMIN);
});
afterAll(() => t.close());

const login = (emailOrUsername: string, password: string, client: Record<string, string>, isAdmin = false) =>
  post(t, 'login', { emailOrUsername, password, isAdmin }, client);

function expectTooMany(res: Awaited<ReturnType<typeof post>>) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ error: TOO_MANY_REQUESTS });
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

/**
 * An attacker's flood from many addresses, alternating the account's two names: each address fails as
 * often as it may and is then refused, until the account reaches its ceiling of failures.
 */
async function flood(names: [string, string]) {
  let failures = 0;
  for (let address = 0; address < Math.ceil(perAccount / perClient); address++) {
    const client = freshClient();
    for (let i = 0; i < perClient; i++, failures++) {
      const res = await login(names[failures % 2]!, `guess-${failures}`, client);
      expect(res.statusCode).toBe(401);
    }
    expectTooMany(await login(names[failures % 2]!, 'one-more-guess', client));
  }
}

// A flood is dozens of password checks, each slow on purpose: the guard is for a hang, not for speed.
describe('login failures', { timeout: 120_000 }, () => {
  it('count the username and the email of one account as one bucket', async () => {
    const account = await verifiedCustomer(t, 'Twofaced');
    const client = freshClient();
    for (let i = 0; i < perClient; i++) {
      const name = i % 2 ? account.email : account.username.toUpperCase();
      expect((await login(name, `guess-${i}`, client)).statusCode).toBe(401);
    }
    expectTooMany(await login(account.email, 'guess', client));
    expectTooMany(await login(account.username, account.password, client));
    // The client was slowed down on that account, not on everything.
    const other = await verifiedCustomer(t, 'Elsewhere');
    expect((await login(other.username, other.password, client)).statusCode).toBe(200);
  });

  it('from other addresses do not keep the right password out from another client', async () => {
    const victim = await verifiedCustomer(t, 'Besieged');
    await flood([victim.username, victim.email]);
    const res = await login(victim.email, victim.password, freshClient());
    expect(res.statusCode).toBe(200);
    expect(res.json().user.username).toBe('Besieged');
    // Past the account's ceiling, a new address buys one guess, not five.
    const attacker = freshClient();
    expect((await login(victim.username, 'late-guess', attacker)).statusCode).toBe(401);
    expectTooMany(await login(victim.username, 'later-guess', attacker));
  });

  it('leave the super admin able to log in after a flood', async () => {
    await flood([ADMIN.username, ADMIN.email]);
    const res = await login(ADMIN.username, ADMIN.password, freshClient(), true);
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ id: 'admin-1', username: ADMIN.username });
  });

  it('are forgotten for a client once it logs in', async () => {
    const shopper = await verifiedCustomer(t, 'Clumsy');
    const client = freshClient();
    for (let i = 0; i < perClient - 1; i++) {
      expect((await login(shopper.username, `typo-${i}`, client)).statusCode).toBe(401);
    }
    expect((await login(shopper.username, shopper.password, client)).statusCode).toBe(200);
    for (let i = 0; i < perClient; i++) {
      expect((await login(shopper.username, `typo-again-${i}`, client)).statusCode).toBe(401);
    }
  });

  it('of an unknown name count as its own bucket and answer like a wrong password', async () => {
    const client = freshClient();
    for (let i = 0; i < perClient; i++) {
      expect((await login('Nobody-Here', `guess-${i}`, client)).statusCode).toBe(401);
    }
    expectTooMany(await login('nobody-here', 'guess', client));
  });
});
