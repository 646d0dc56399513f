import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoData } from '../../seed/demo-data';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => insertDemoData(tx));
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('public catalogue reads', () => {
  it('lists every product with JSON blocks as objects', async () => {
    const res = await get('/api/products');
    expect(res.statusCode).toBe(200);
    const products = res.json();
    expect(products.length).toBeGreaterThanOrEqual(17);
    const vitalix = products.find((p: { slug: string }) => p.slug === 'vitalix');
    expect(vitalix.price).toBe('6500.00');
    expect(vitalix.productBenefits.pricingPlans.map((p: { price: number }) => p.price)).toEqual([
      6500, 11000, 17000,
    ]);
    expect(typeof vitalix.supplementFacts).toBe('object');
  });

  it('gives the first products in listing order for the footer', async () => {
    const all = await t.app.services.catalog.listProducts();
    const firstThree = await t.app.services.catalog.listProducts({ limit: 3 });
    expect(firstThree.map((p) => p.slug)).toEqual(all.slice(0, 3).map((p) => p.slug));
    expect(firstThree[0]!.slug).toBe('vitalix');
  });

  it('finds a product by slug and answers 404 for an unknown one', async () => {
    expect((await get('/api/products/slug/vitalix')).json().name).toMatch(/Vitalix/);
    const missing = await get('/api/products/slug/no-such-product');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Product not found' });
  });

  it('lists approved reviews only, without reviewer emails', async () => {
    const vitalix = (await get('/api/products/slug/vitalix')).json();
    const res = await get(`/api/products/${vitalix.id}/reviews`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(5); // six in the demo, one not approved
    expect(res.body).not.toMatch(/@/);
  });

  it('lists published product FAQs in order', async () => {
    const vitalix = (await get('/api/products/slug/vitalix')).json();
    const faqs = (await get(`/api/products/${vitalix.id}/faqs`)).json();
    expect(faqs.length).toBeGreaterThan(0);
    expect(faqs.map((f: { order: number }) => f.order)).toEqual(
      [...faqs.map((f: { order: number }) => f.order)].sort((a, b) => a - b),
    );
  });

  it('answers a malformed id with 400 and an unknown one with 404', async () => {
    const bad = await get('/api/products/not-a-uuid/reviews');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Invalid product id');
    const unknown = await get('/api/products/00000000-0000-4000-8000-000000000000/faqs');
    expect(unknown.statusCode).toBe(404);
  });
});

describe('public site reads', () => {
  it('gives public settings only', async () => {
    const settings = (await get('/api/settings')).json();
    expect(settings).toMatchObject({ currencySymbol: 'Rs', defaultCurrency: 'PKR', logoUrl: '/logo.svg' });
    expect(settings).not.toHaveProperty('maintenanceMode');
    expect(settings).not.toHaveProperty('emailNotificationsEnabled');
  });

  it('gives published testimonials and FAQs in their order', async () => {
    const testimonials = (await get('/api/testimonials')).json();
    expect(testimonials).toHaveLength(7); // eight in the demo, one a draft
    expect(testimonials.every((x: { isPublished: boolean }) => x.isPublished)).toBe(true);
    const faqs = (await get('/api/site-faqs')).json();
    expect(faqs).toHaveLength(9);
  });

  it('gives the content blocks of each page and refuses unknown pages', async () => {
    const home = (await get('/api/content/home')).json();
    expect(home.map((b: { section: string }) => b.section).sort()).toEqual([
      'hero',
      'honey-strip',
      'quality',
      'testimonials',
      'vitalix',
      'vitalix-pricing',
    ]);
    expect((await get('/api/content/about')).json()).toHaveLength(6);
    expect((await get('/api/content/products')).json()).toHaveLength(5);
    const bad = await get('/api/content/admin');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatch(/^Unknown page/);
  });

  it('lists published supplement facts', async () => {
    expect((await get('/api/supplement-facts')).json().length).toBeGreaterThan(0);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await get('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatch(/No API route/);
  });

  it('reports health', async () => {
    expect((await get('/api/health')).json()).toEqual({ status: 'ok' });
  });
});
