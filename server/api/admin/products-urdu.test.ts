import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { adminProductSchema, type AdminProduct } from '../../../common/catalog/product-admin-schemas';
import { products } from '../../db/schema';
import { adminApiTestKit } from '../../testing/admin-api-test-kit';
import { keptAnswer } from '../../testing/kept-answers';

/**
 * A product's Urdu version (decision 039) through the product API: saved and answered as `ur`, held to
 * the English fields' rules, audited with the product, and read by the shop with `?lang=ur`, the English
 * wherever the Urdu is empty; the English answers stay as they were, and no kept answer serves one
 * language for the other.
 */
const kit = adminApiTestKit({ signIn: ['editor'], watch: [products], entity: 'product' });
const { call, expectRefused, auditOf } = kit;

const ENGLISH = {
  name: 'Sidr Honey',
  slug: 'sidr-honey',
  description: 'Raw sidr honey from Karak.',
  category: 'Natural Foods',
  price: '4500',
  stock: 40,
  benefits: ['Raw and unheated', 'From one valley'],
  productFaqs: {
    heading: 'Questions',
    faqs: [
      { question: 'Is it raw?', answer: 'Yes, never heated.' },
      { question: 'Does it set?', answer: 'In winter it may crystallise.' },
    ],
  },
  productBenefits: {
    pricingPlans: [{ label: '1 Jar', servings: 30, price: 4500, features: ['500 g', 'Glass jar'] }],
  },
};

const URDU = {
  name: '  سدر شہد  ',
  description: '',
  benefits: ['کچا، بغیر گرم کیا ہوا', ' '],
  productFaqs: { faqs: [{}, { answer: 'سردیوں میں یہ جم سکتا ہے۔' }] },
  productBenefits: { pricingPlans: [{ label: 'ایک مرتبان' }] },
};

const shop = (url: string) => kit.t.app.inject({ method: 'GET', url: `/api${url}` });
const json = (res: LightMyRequestResponse) => res.json() as Record<string, unknown>;
/** The answer's words and figures, without what every save changes (its version and time). */
const shown = (res: LightMyRequestResponse) => {
  const { version: _version, updatedAt: _updatedAt, ...rest } = json(res);
  return rest;
};

async function createProduct(body: Record<string, unknown>): Promise<AdminProduct> {
  return kit.created('/products', body, adminProductSchema);
}

describe('a product saved with its Urdu version', () => {
  it('stores the Urdu trimmed and without empties, answers it as ur, and audits it with the product', async () => {
    const product = await createProduct({ ...ENGLISH, ur: URDU });
    expect(product.ur).toEqual({
      name: 'سدر شہد',
      benefits: ['کچا، بغیر گرم کیا ہوا'],
      productFaqs: { faqs: [{}, { answer: 'سردیوں میں یہ جم سکتا ہے۔' }] },
      productBenefits: { pricingPlans: [{ label: 'ایک مرتبان' }] },
    });
    const read = await call('GET', `/products/${product.id}`);
    expect(read.json().ur).toEqual(product.ur);
    await kit.expectCreateAudited(product.id, expect.objectContaining({ name: 'Sidr Honey', urduTexts: 4 }));
  });

  it('is read by the shop in Urdu with ?lang=ur, the English wherever the Urdu is empty', async () => {
    const english = json(await shop('/products/slug/sidr-honey'));
    const res = await shop('/products/slug/sidr-honey?lang=ur');
    expect(res.statusCode, res.body).toBe(200);
    const urdu = json(res);
    expect(urdu).toMatchObject({
      name: 'سدر شہد',
      // Left empty in Urdu: the English.
      description: 'Raw sidr honey from Karak.',
      benefits: ['کچا، بغیر گرم کیا ہوا'],
      price: english.price,
      stock: english.stock,
      productFaqs: {
        heading: 'Questions',
        faqs: [
          { question: 'Is it raw?', answer: 'Yes, never heated.' },
          { question: 'Does it set?', answer: 'سردیوں میں یہ جم سکتا ہے۔' },
        ],
      },
    });
    const [plan] = (urdu.productBenefits as { pricingPlans: Array<Record<string, unknown>> }).pricingPlans;
    expect(plan).toEqual({
      label: 'ایک مرتبان',
      servings: 30,
      price: 4500,
      features: ['500 g', 'Glass jar'],
      description: '',
      perDay: 0,
      highlight: '',
      savings: { amount: 0 },
    });
    expect(urdu).not.toHaveProperty('ur');

    const list = (await shop('/products?lang=ur')).json() as Array<Record<string, unknown>>;
    expect(list.find((p) => p.slug === 'sidr-honey')).toMatchObject({ name: 'سدر شہد' });
  });

  it('leaves the English answers as they were: no ur, the English words, the same bytes as the service', async () => {
    const res = await shop('/products/slug/sidr-honey');
    expect(json(res)).toMatchObject({ name: 'Sidr Honey', benefits: ENGLISH.benefits });
    expect(json(res)).not.toHaveProperty('ur');
    expect(res.body).toBe(JSON.stringify(await kit.t.app.services.catalog.getProductBySlug('sidr-honey')));
    expect((await shop('/products/slug/sidr-honey?lang=en')).body).toBe(res.body);
    const list = await shop('/products');
    expect(list.body).toBe(JSON.stringify(await kit.t.app.services.catalog.listProducts()));
    expect(list.body).not.toContain('سدر');
  });

  it('changes with a PATCH of ur alone, live at once in Urdu, the English answer untouched', async () => {
    const [product] = await kit.t.database.db.select().from(products);
    const englishBefore = shown(await shop('/products/slug/sidr-honey'));
    expect(json(await shop('/products/slug/sidr-honey?lang=ur')).description).toBe(ENGLISH.description);

    const res = await call('PATCH', `/products/${product!.id}`, {
      ur: { ...URDU, description: 'کرک کا کچا سدر شہد۔' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().version).toBe(product!.version + 1);
    expect(json(await shop('/products/slug/sidr-honey?lang=ur')).description).toBe('کرک کا کچا سدر شہد۔');
    expect(shown(await shop('/products/slug/sidr-honey'))).toEqual(englishBefore);

    const [update] = (await auditOf(product!.id)).filter((entry) => entry.action === 'update');
    expect(update).toMatchObject({ before: { urduTexts: 4 }, after: { urduTexts: 5 } });
  });

  it('keeps its Urdu through a PATCH that leaves ur out, and drops it with ur: null', async () => {
    const [product] = await kit.t.database.db.select().from(products);
    const kept = await call('PATCH', `/products/${product!.id}`, { stock: 41 });
    expect(kept.json().ur).toMatchObject({ name: 'سدر شہد' });

    const cleared = await call('PATCH', `/products/${product!.id}`, { ur: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().ur).toBeNull();
    const urdu = await shop('/products/slug/sidr-honey?lang=ur');
    expect(urdu.body).toBe((await shop('/products/slug/sidr-honey')).body);
  });
});

describe('an Urdu version the rules refuse', () => {
  const refusedCreate = (ur: unknown, details: unknown[]) =>
    expectRefused('POST', '/products', { ...ENGLISH, slug: 'another-honey', ur }, 400, {
      error: expect.any(String),
      details: expect.arrayContaining(details),
    });

  it('is held to the English fields’ lengths and lists, with their messages, and nothing is stored', async () => {
    await refusedCreate({ name: 'ن'.repeat(201) }, ['ur.name: Name must be at most 200 characters']);
    await refusedCreate({ productFaqs: { faqs: Array.from({ length: 51 }, () => ({ question: 'س' })) } }, [
      'ur.productFaqs.faqs: At most 50 FAQs',
    ]);
    await refusedCreate({ benefits: 'not a list' }, [expect.stringMatching(/^ur\.benefits: /)]);
  });

  it('holds no prices, images or unknown fields, and must be an object', async () => {
    await refusedCreate({ price: '1' }, [expect.stringContaining('price')]);
    await refusedCreate({ productBenefits: { pricingPlans: [{ price: 1 }] } }, [
      expect.stringMatching(/^ur\.productBenefits\.pricingPlans\.0: .*price/),
    ]);
    await refusedCreate({ productHoneyPromotion: { imageUrl: '/uploads/x.jpg' } }, [
      expect.stringContaining('imageUrl'),
    ]);
    await refusedCreate('سدر شہد', [expect.stringMatching(/^ur: /)]);
  });

  it('refuses a PATCH with a bad Urdu version whole, changing nothing', async () => {
    const [product] = await kit.t.database.db.select().from(products);
    await expectRefused(
      'PATCH',
      `/products/${product!.id}`,
      { name: 'Sidr Honey Gold', ur: { description: 'د'.repeat(20_001) } },
      400,
      {
        error: 'Description must be at most 20000 characters',
        details: ['ur.description: Description must be at most 20000 characters'],
      },
    );
  });
});

describe('the kept answers, per language', () => {
  it('never serve one language for the other, and refuse a language the shop has not', async () => {
    const [product] = await kit.t.database.db.select().from(products);
    await call('PATCH', `/products/${product!.id}`, { ur: URDU });
    // English first, kept; then Urdu, which must not be the English kept answer.
    const english = await keptAnswer(kit.t, '/api/products', ['catalog', 'products']);
    const urdu = await keptAnswer(kit.t, '/api/products?lang=ur', ['catalog', 'products|ur']);
    expect(urdu.body).toContain('سدر شہد');
    expect(english.body).not.toContain('سدر شہد');
    expect(urdu.headers.etag).not.toBe(english.headers.etag);
    // Both kept now: each answered from memory, each still its own.
    expect((await shop('/products')).body).toBe(english.body);
    expect((await shop('/products?lang=ur')).body).toBe(urdu.body);
    expect((await shop('/products?lang=ur&utm_source=ad')).body).toBe(urdu.body);

    for (const url of ['/products?lang=xx', '/products?lang=UR', '/products?lang=ur&lang=en']) {
      const res = await shop(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error).toBe('lang must be one of en, ur');
    }
    expect((await shop('/products/slug/sidr-honey?lang=fr')).statusCode).toBe(400);

    // A save drops both languages' answers: each shows it at once.
    await call('PATCH', `/products/${product!.id}`, { name: 'Sidr Honey Gold' });
    expect(json(await shop('/products/slug/sidr-honey')).name).toBe('Sidr Honey Gold');
    expect(json(await shop('/products/slug/sidr-honey?lang=ur')).name).toBe('سدر شہد');
    expect((await shop('/products')).body).toContain('Sidr Honey Gold');
  });
});
