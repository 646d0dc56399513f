import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5002);
    expect(config.dataDir).toBe('./data');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:5002');
    expect(config.rateLimit).toBe(true);
    expect(config.admin.username).toBe('admin');
    expect(config.admin.password).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', ADMIN_PASSWORD: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['PORT', { PORT: '70000' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/shop' }],
    ['ADMIN_PASSWORD', { ADMIN_PASSWORD: 'short' }],
    ['ADMIN_EMAIL', { ADMIN_EMAIL: 'not-an-email' }],
    ['RATE_LIMIT', { RATE_LIMIT: 'maybe' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail' }],
  ])('refuses a bad %s and names it', (name, env) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid configuration:\\n\\s+${name}:`));
  });

  it('derives PUBLIC_URL from PORT and strips a trailing slash when given', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.pk/' }).publicUrl).toBe('https://shop.example.pk');
  });

  it('reads TRUST_PROXY and RATE_LIMIT=off', () => {
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toBe('loopback');
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8, 203.0.113.7, ::1' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8, 203.0.113.7, ::1',
    );
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBeUndefined();
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBe(false);
  });

  it('refuses TRUST_PROXY=true, which would trust every hop, and names what to set instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY: true would trust X-Forwarded-For from any client.*list the proxies/,
    );
  });

  it.each(['1', 'everyone', '10.0.0.0/33', 'loopback,nginx'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      /TRUST_PROXY: ".+" is not an address, a CIDR range or one of loopback, linklocal, uniquelocal/,
    );
  });

  it('refuses to start in production without PUBLIC_URL, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /^Invalid configuration:\n\s+PUBLIC_URL: required in production: the links in mails/,
    );
    const config = loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.pk' });
    expect(config.publicUrl).toBe('https://shop.example.pk');
    expect(loadConfig({ NODE_ENV: 'development' }).publicUrl).toBe('http://localhost:5002');
  });

  it('gives timeouts that stop slow clients, in seconds from the environment', () => {
    expect(loadConfig({}).timeouts).toEqual({
      requestMs: 30_000,
      headersMs: 10_000,
      keepAliveMs: 5_000,
      idleMs: 60_000,
    });
    const env = {
      REQUEST_TIMEOUT: '2.5',
      HEADERS_TIMEOUT: '1',
      KEEP_ALIVE_TIMEOUT: '65',
      IDLE_TIMEOUT: '120',
    };
    expect(loadConfig(env).timeouts).toEqual({
      requestMs: 2_500,
      headersMs: 1_000,
      keepAliveMs: 65_000,
      idleMs: 120_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT: '0' })).toThrow(
      /REQUEST_TIMEOUT: must be a number of seconds/,
    );
    expect(() => loadConfig({ REQUEST_TIMEOUT: '5', HEADERS_TIMEOUT: '10' })).toThrow(
      /HEADERS_TIMEOUT: must not be longer than REQUEST_TIMEOUT/,
    );
  });

  it('enables WhatsApp only with both credentials, and checks the phone number id', () => {
    expect(loadConfig({ WHATSAPP_TOKEN: 'token' }).whatsapp).toBeUndefined();
    expect(loadConfig({ WHATSAPP_TOKEN: 'token', WHATSAPP_PHONE_NUMBER_ID: '1234' }).whatsapp).toEqual({
      token: 'token',
      phoneNumberId: '1234',
      apiUrl: 'https://graph.facebook.com/v21.0',
    });
    expect(() => loadConfig({ WHATSAPP_PHONE_NUMBER_ID: '12ab' })).toThrow(
      /WHATSAPP_PHONE_NUMBER_ID: must be digits/,
    );
  });

  describe('the ads (docs/ads.md)', () => {
    it('reports to each service only with its credentials, to its live address unless one is given', () => {
      expect(loadConfig({}).ads).toEqual({});
      expect(
        loadConfig({ META_CAPI_TOKEN: 'capi', GA4_MEASUREMENT_ID: 'G-A1B2C3D4E5', GA4_API_SECRET: 'secret' })
          .ads,
      ).toEqual({
        meta: { token: 'capi', apiUrl: 'https://graph.facebook.com/v25.0' },
        ga4: {
          measurementId: 'G-A1B2C3D4E5',
          apiSecret: 'secret',
          apiUrl: 'https://www.google-analytics.com/mp/collect',
        },
      });
      expect(
        loadConfig({
          META_CAPI_TOKEN: 'capi',
          META_CAPI_URL: 'http://127.0.0.1:9000/v25.0/',
          GA4_MEASUREMENT_ID: 'G-A1B2C3D4E5',
          GA4_API_SECRET: 'secret',
          GA4_MP_URL: 'https://www.google-analytics.com/debug/mp/collect',
        }).ads,
      ).toMatchObject({
        meta: { apiUrl: 'http://127.0.0.1:9000/v25.0' },
        ga4: { apiUrl: 'https://www.google-analytics.com/debug/mp/collect' },
      });
    });

    it.each([
      [{ GA4_MEASUREMENT_ID: 'G-A1B2C3D4E5' }, /GA4_API_SECRET: required with GA4_MEASUREMENT_ID/],
      [{ GA4_API_SECRET: 'secret' }, /GA4_MEASUREMENT_ID: required with GA4_API_SECRET/],
      [{ META_CAPI_URL: 'https://graph.example' }, /META_CAPI_TOKEN: required when META_CAPI_URL is set/],
      [
        { GA4_MP_URL: 'https://ga.example/mp/collect' },
        /GA4_MEASUREMENT_ID: required with GA4_MP_URL: Google Analytics takes events with both/,
      ],
      [{ GA4_MEASUREMENT_ID: 'UA-12345-1', GA4_API_SECRET: 's' }, /GA4_MEASUREMENT_ID: must be a web stream/],
      [{ META_CAPI_TOKEN: 'capi', META_CAPI_URL: 'graph.facebook.com' }, /META_CAPI_URL: must be an http/],
    ])('stops a half or bad configuration, naming what is missing (%o)', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });

  it('reads METRICS_TOKEN, unset by default, and refuses one too short to resist guessing', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    const token = 'k3Jq9vXw2mPz7LrT5nYb8cHd';
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(
      /METRICS_TOKEN: must be at least 24 characters/,
    );
  });

  describe('S3 media storage', () => {
    it('is off without S3_BUCKET (media go to DATA_DIR/uploads)', () => {
      expect(loadConfig({}).s3).toBeUndefined();
      expect(loadConfig({ S3_BUCKET: '' }).s3).toBeUndefined();
    });

    it('on AWS: us-east-1, the default credential chain, the bucket host as public URL', () => {
      expect(loadConfig({ S3_BUCKET: 'shop-media' }).s3).toEqual({
        bucket: 'shop-media',
        region: 'us-east-1',
        endpoint: undefined,
        credentials: undefined,
        publicUrl: 'https://shop-media.s3.us-east-1.amazonaws.com',
        forcePathStyle: false,
      });
      const s3 = loadConfig({ S3_BUCKET: 'shop-media', S3_REGION: 'eu-west-1' }).s3;
      expect(s3?.publicUrl).toBe('https://shop-media.s3.eu-west-1.amazonaws.com');
    });

    it('with an endpoint (MinIO, R2): path style and endpoint/bucket as public URL by default', () => {
      const env = {
        S3_BUCKET: 'media',
        S3_ENDPOINT: 'http://127.0.0.1:9000/',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      };
      expect(loadConfig(env).s3).toEqual({
        bucket: 'media',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9000',
        credentials: { accessKeyId: 'minio', secretAccessKey: 'minio-secret' },
        publicUrl: 'http://127.0.0.1:9000/media',
        forcePathStyle: true,
      });
      const custom = loadConfig({
        ...env,
        S3_REGION: 'auto',
        S3_PUBLIC_URL: 'https://cdn.example.pk/',
        S3_FORCE_PATH_STYLE: 'false',
      }).s3;
      expect(custom).toMatchObject({
        region: 'auto',
        publicUrl: 'https://cdn.example.pk',
        forcePathStyle: false,
      });
      expect(loadConfig({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'true' }).s3?.forcePathStyle).toBe(true);
    });

    it.each([
      [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, /S3_BUCKET: required when S3_ENDPOINT is set/],
      [
        { S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' },
        /S3_BUCKET: required when S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set/,
      ],
      [{ S3_PUBLIC_URL: 'https://cdn.example.pk' }, /S3_BUCKET: required when S3_PUBLIC_URL is set/],
      [
        { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'a' },
        /S3_SECRET_ACCESS_KEY: required with S3_ACCESS_KEY_ID: set both, or neither/,
      ],
      [
        { S3_BUCKET: 'media', S3_SECRET_ACCESS_KEY: 'b' },
        /S3_ACCESS_KEY_ID: required with S3_SECRET_ACCESS_KEY: set both, or neither/,
      ],
      [{ S3_BUCKET: 'My_Bucket' }, /S3_BUCKET: must be a bucket name/],
      [{ S3_BUCKET: 'media', S3_ENDPOINT: 'ftp://files.example' }, /S3_ENDPOINT: must be an http/],
      [{ S3_BUCKET: 'media', S3_PUBLIC_URL: 'cdn.example.pk' }, /S3_PUBLIC_URL: must be an http/],
      [{ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE:/],
      [{ S3_BUCKET: 'media', S3_REGION: 'EU West' }, /S3_REGION: must be a region name/],
    ])('stops a half or bad S3 configuration, naming the variable (%o)', (env, message) => {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(message);
    });
  });
});
