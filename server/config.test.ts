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
    expect(loadConfig({}).trustProxy).toBeUndefined();
    expect(loadConfig({ RATE_LIMIT: 'off' }).rateLimit).toBe(false);
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
});
