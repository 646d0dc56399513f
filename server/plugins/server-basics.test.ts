import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser, createTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { loadConfig } from '../config';
import { pageContentSecurityPolicy } from './security';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = { method: 'POST' as const, url: '/api/auth/login' };

describe('bad input never becomes a 5xx', () => {
  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      ...login,
      headers: { 'content-type': 'application/json' },
      payload: '{"emailOrUsername":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Request body is not valid JSON' });
  });

  it('refuses non-JSON bodies with 415 (no text/plain cross-site posts)', async () => {
    const res = await t.app.inject({ ...login, headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(res.statusCode).toBe(415);
    const form = await t.app.inject({
      ...login,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=b',
    });
    expect(form.statusCode).toBe(415);
  });

  it('answers a body over the limit with 413', async () => {
    const payload = JSON.stringify({ emailOrUsername: 'x'.repeat(2 * 1024 * 1024), password: 'y' });
    const res = await t.app.inject({ ...login, headers: { 'content-type': 'application/json' }, payload });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: 'Request body is too large' });
  });

  it('lists every problem in details', async () => {
    const res = await t.app.inject({ ...login, payload: { emailOrUsername: '', password: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      'emailOrUsername: Email or username is required',
      'password: Password is required',
    ]);
  });
});

describe('cross-site requests', () => {
  it('refuses a mutating request from another origin', async () => {
    const res = await t.app.inject({
      ...login,
      headers: { origin: 'https://evil.example' },
      payload: { emailOrUsername: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Cross-site request refused' });
  });

  it('accepts one from our own origin', async () => {
    const res = await t.app.inject({
      ...login,
      headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      payload: { emailOrUsername: 'a', password: 'b' },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('security headers', () => {
  it('sets nosniff, frame denial and a locked-down CSP, and no x-powered-by', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('deny the browser features the shop never uses', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/settings' });
    const policy = String(res.headers['permissions-policy']);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toContain(`${feature}=()`);
    }
  });

  it("give pages a CSP that allows only what they load, Meta's pixel only when one is set", () => {
    const plain = pageContentSecurityPolicy('n0nce', { metaPixel: false });
    expect(plain).toContain("script-src 'self' 'nonce-n0nce';");
    // blob: only for images and videos: the back office previews a file picked for upload.
    expect(plain).toContain("img-src 'self' blob:;");
    expect(plain).toContain("media-src 'self' blob:;");
    expect(plain).toContain("connect-src 'self';");
    expect(plain).not.toMatch(/data:|facebook|https?:/);
    expect(plain.match(/blob:/g)).toHaveLength(2);
    const withPixel = pageContentSecurityPolicy('n0nce', { metaPixel: true });
    expect(withPixel).toContain("script-src 'self' 'nonce-n0nce' https://connect.facebook.net;");
    expect(withPixel).toContain("img-src 'self' blob: https://www.facebook.com;");
    expect(withPixel).toContain("connect-src 'self' https://www.facebook.com;");
  });

  it('let pages show media from the S3 public origin and PUT uploads to the bucket, only with S3 set', () => {
    const s3 = loadConfig({
      S3_BUCKET: 'shop-media',
      S3_REGION: 'eu-west-1',
      S3_PUBLIC_URL: 'https://cdn.example.pk/media/',
    }).s3!;
    const policy = pageContentSecurityPolicy('n0nce', { metaPixel: false, s3 });
    expect(policy).toContain("img-src 'self' blob: https://cdn.example.pk;");
    expect(policy).toContain("media-src 'self' blob: https://cdn.example.pk;");
    expect(policy).toContain(
      "connect-src 'self' https://cdn.example.pk https://s3.eu-west-1.amazonaws.com " +
        'https://shop-media.s3.eu-west-1.amazonaws.com;',
    );
    expect(policy).toContain("script-src 'self' 'nonce-n0nce';");

    const minio = loadConfig({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3!;
    const local = pageContentSecurityPolicy('n0nce', { metaPixel: true, s3: minio });
    expect(local).toContain("img-src 'self' blob: http://127.0.0.1:9000 https://www.facebook.com;");
    expect(local).toContain("media-src 'self' blob: http://127.0.0.1:9000;");
    expect(local).toContain("connect-src 'self' http://127.0.0.1:9000 https://www.facebook.com;");
  });
});

describe('the session cookie', () => {
  const sessionCookie = async (app: TestApp) => {
    await addUser(app, { username: 'cookie-tester' });
    const res = await app.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { emailOrUsername: 'cookie-tester', password: TEST_PASSWORD },
    });
    return res.cookies.find((c) => c.name === 'sid')!;
  };

  it('is Secure whenever the public URL is https, in any mode, and HttpOnly and SameSite=Lax', async () => {
    const https = await createTestApp({ env: 'test', publicUrl: 'https://shop.example.pk' });
    try {
      const cookie = await sessionCookie(https);
      expect(cookie).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax' });
    } finally {
      await https.close();
    }
  });

  it('is not Secure on a plain http address (a local shop)', async () => {
    expect((await sessionCookie(t)).secure).toBeUndefined();
  });
});

describe('internal errors', () => {
  it('hide their details behind a 500', async () => {
    const broken = await createTestApp();
    try {
      await broken.database.close(); // the database goes away under a running server
      const res = await broken.app.inject({ method: 'GET', url: '/api/products' });
      expect(res.statusCode).toBe(500);
      // The id to find the log line by (decision 019), the same as the answer's X-Request-Id.
      expect(res.json()).toEqual({ error: 'Internal server error', requestId: res.headers['x-request-id'] });
      const health = await broken.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(503);
    } finally {
      await broken.app.close();
    }
  });
});
