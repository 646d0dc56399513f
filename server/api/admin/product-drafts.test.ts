import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  adminProductListSchema,
  adminProductSchema,
  PRODUCT_MESSAGES,
  slugCheckSchema,
} from '../../../common/catalog/product-admin-schemas';
import { oldAddressTakenNote, PRODUCT_STATUS_MESSAGES } from '../../../common/catalog/product-status';
import {
  orderItems,
  orders,
  productFaqs,
  productReviews,
  productSlugRedirects,
  products,
} from '../../db/schema';
import { MISSING_ID, adminApiTestKit } from '../../testing/admin-api-test-kit';
import { newProductBody, VALID_CUSTOMER } from '../../testing/test-catalog';

/**
 * Drafts, copies and old addresses in the product API (decision 029; back-office §7 for the calls
 * they extend): `status` is optional and a create without it is published, as the spec's call made
 * them; a copy is a draft with a fresh slug and SKU; a changed slug is kept as an old address of its
 * product. Every write is audited; every refusal changes nothing.
 */
const kit = adminApiTestKit({
  signIn: ['editor', 'owner', 'desk', 'shopper'],
  watch: [products, productFaqs],
  entity: 'product',
});
const { call, snapshot, auditOf } = kit;

const minimal = newProductBody;
const create = (body: Record<string, unknown> = minimal()) =>
  kit.created('/products', body, adminProductSchema);

async function patch(id: string, body: Record<string, unknown>) {
  const res = await call('PATCH', `/products/${id}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return adminProductSchema.parse(res.json());
}
const getProduct = async (id: string) =>
  adminProductSchema.parse((await call('GET', `/products/${id}`)).json());
const rowOf = async (id: string) =>
  (await kit.t.database.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('status', () => {
  it('publishes a product the spec’s create call makes without a status, and says so in the audit', async () => {
    const product = await create();
    expect(product.status).toBe('published');
    expect((await rowOf(product.id)).status).toBe('published');
    await kit.expectCreateAudited(product.id, { name: product.name, status: 'published' });
  });

  it('shows a draft in the back office: created, listed and read with its status', async () => {
    const draft = await create(minimal({ status: 'draft' }));
    expect(draft.status).toBe('draft');
    const list = adminProductListSchema.parse((await call('GET', '/products')).json());
    expect(list.find((p) => p.id === draft.id)?.status).toBe('draft');
    expect((await getProduct(draft.id)).status).toBe('draft');
  });

  it('publishes and unpublishes with PATCH, each an audited update that raises the version', async () => {
    const draft = await create(minimal({ status: 'draft' }));
    const published = await patch(draft.id, { version: draft.version, status: 'published' });
    expect(published).toMatchObject({ status: 'published', version: draft.version + 1 });
    const back = await patch(draft.id, { version: published.version, status: 'draft' });
    expect(back.status).toBe('draft');
    const entries = await auditOf(draft.id);
    expect(entries.map((e) => [e.action, e.before?.status, e.after?.status])).toEqual([
      ['create', undefined, 'draft'],
      ['update', 'draft', 'published'],
      ['update', 'published', 'draft'],
    ]);
  });

  it('leaves the status alone when a PATCH does not name it', async () => {
    const draft = await create(minimal({ status: 'draft' }));
    expect((await patch(draft.id, { price: '1200.00' })).status).toBe('draft');
  });

  it('refuses a status that is neither draft nor published (400), changing nothing', async () => {
    const product = await create();
    await kit.expectRefused('POST', '/products', minimal({ status: 'hidden' }), 400, {
      error: 'status must be one of draft, published',
      details: ['status: status must be one of draft, published'],
    });
    await kit.expectRefused('PATCH', `/products/${product.id}`, { status: 'archived' }, 400, {
      error: 'status must be one of draft, published',
      details: ['status: status must be one of draft, published'],
    });
  });

  it('saves the whole product back as GET answered it, old addresses and status included', async () => {
    const product = await create();
    const moved = await patch(product.id, { slug: `moved-${product.slug}` });
    const whole = await getProduct(product.id);
    expect(whole.oldSlugs).toEqual([product.slug]);
    const saved = await patch(product.id, { ...whole, price: '1500.00' });
    expect(saved).toMatchObject({ price: '1500.00', status: 'published', slug: moved.slug });
    expect(saved.oldSlugs).toEqual([product.slug]);
  });
});

describe('POST /api/admin/products/{id}/duplicate', () => {
  const full = {
    name: 'Royal Sidr Honey',
    slug: 'royal-sidr-honey',
    sku: 'NF-RSH-900',
    description: 'Raw sidr honey from Karak.',
    category: 'Natural Foods',
    price: '6500.00',
    stock: 40,
    image: '/uploads/demo/sidr-honey.webp',
    images: ['/uploads/demo/sidr-2.webp'],
    videos: ['https://video.example.com/sidr.mp4'],
    isBestSeller: true,
    maxPerOrder: 5,
    benefits: ['Raw and unheated'],
    ingredients: '100% sidr honey',
    usageInstructions: 'One spoon a day.',
    productHeroSection: { heading: 'Honey From Karak', subheading: 'Raw and unheated.' },
    productBenefits: {
      heading: 'Why Sidr',
      subheading: 'Single origin',
      benefits: [{ title: 'Raw', description: 'Never heated', icon: 'leaf' }],
      pricingPlans: [
        {
          label: '1 Jar',
          servings: 30,
          price: 6500,
          perDay: 217,
          description: 'One month',
          features: ['30 servings'],
          highlight: '',
          savings: { amount: 0 },
        },
      ],
    },
  };

  it('makes a draft copy with a fresh slug and SKU, the same content, no stock and no reviews', async () => {
    const source = await create(full);
    const db = kit.t.database.db;
    await db.insert(productFaqs).values([
      { productId: source.id, question: 'Is it raw?', answer: 'Yes.', order: 1 },
      { productId: source.id, question: 'Hidden?', answer: 'Yes.', order: 2, isPublished: false },
    ]);
    await db.insert(productReviews).values({
      productId: source.id,
      customerName: 'Amina',
      rating: 5,
      comment: 'Lovely',
      isApproved: true,
    });
    await db.update(products).set({ rating: '5.00', reviewCount: 1 }).where(eq(products.id, source.id));

    const res = await call('POST', `/products/${source.id}/duplicate`);
    expect(res.statusCode, res.body).toBe(201);
    const copy = adminProductSchema.parse(res.json());
    expect(copy).toMatchObject({
      name: 'Royal Sidr Honey (copy)',
      slug: 'royal-sidr-honey-copy',
      status: 'draft',
      stock: 0,
      rating: '0.00',
      reviewCount: 0,
      version: 1,
      oldSlugs: [],
      description: source.description,
      price: source.price,
      image: source.image,
      images: source.images,
      videos: source.videos,
      isBestSeller: true,
      maxPerOrder: 5,
      benefits: source.benefits,
      ingredients: source.ingredients,
      usageInstructions: source.usageInstructions,
      productHeroSection: source.productHeroSection,
      productBenefits: source.productBenefits,
    });
    expect(copy.id).not.toBe(source.id);
    expect(copy.sku).not.toBe(source.sku);
    expect(copy.sku).toMatch(/^NF-/);
    const faqsOf = (id: string) =>
      db
        .select({
          question: productFaqs.question,
          order: productFaqs.order,
          isPublished: productFaqs.isPublished,
        })
        .from(productFaqs)
        .where(eq(productFaqs.productId, id))
        .orderBy(productFaqs.order);
    expect(await faqsOf(copy.id)).toEqual(await faqsOf(source.id));
    expect(await db.select().from(productReviews).where(eq(productReviews.productId, copy.id))).toEqual([]);
    // The original is as it was.
    expect(await getProduct(source.id)).toMatchObject({ status: 'published', stock: 40, version: 1 });
    await kit.expectCreateAudited(copy.id, {
      name: copy.name,
      status: 'draft',
      copyOf: source.name,
      copyOfId: source.id,
      faqs: 2,
    });
  });

  it('gives each copy a slug of its own', async () => {
    const source = await create(minimal({ name: 'Ajwa Box' }));
    const first = adminProductSchema.parse((await call('POST', `/products/${source.id}/duplicate`)).json());
    const second = adminProductSchema.parse((await call('POST', `/products/${source.id}/duplicate`)).json());
    expect([first.slug, second.slug]).toEqual(['ajwa-box-copy', 'ajwa-box-copy-2']);
    expect(first.sku).not.toBe(second.sku);
  });

  it('keeps the copy’s name within the 200 characters a name may have', async () => {
    const source = await create(minimal({ name: 'N'.repeat(200) }));
    const copy = adminProductSchema.parse((await call('POST', `/products/${source.id}/duplicate`)).json());
    expect(copy.name).toHaveLength(200);
    expect(copy.name.endsWith(' (copy)')).toBe(true);
  });

  it('answers 404 for an unknown product and 400 for a malformed id, changing nothing', async () => {
    await kit.expectRefused('POST', `/products/${MISSING_ID}/duplicate`, undefined, 404, {
      error: PRODUCT_MESSAGES.notFound,
    });
    await kit.expectRefused('POST', '/products/not-a-uuid/duplicate', undefined, 400, {
      error: expect.any(String),
    });
  });

  it('answers 401 to a visitor and 403 to a customer or order-confirmation staff, changing nothing', async () => {
    const source = await create();
    const before = await snapshot();
    for (const [cookie, status] of kit.outsiders()) {
      expect((await call('POST', `/products/${source.id}/duplicate`, undefined, cookie)).statusCode).toBe(
        status,
      );
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('old addresses', () => {
  it('keeps every earlier slug of a product, newest first, each leading to it', async () => {
    const product = await create(minimal({ slug: 'walnut-a' }));
    const b = await patch(product.id, { slug: 'walnut-b' });
    expect(b.oldSlugs).toEqual(['walnut-a']);
    const c = await patch(product.id, { slug: 'walnut-c' });
    expect(c.oldSlugs).toEqual(['walnut-b', 'walnut-a']);
    const catalog = kit.t.app.services.catalog;
    expect(await catalog.findSlugRedirect('walnut-a')).toBe('walnut-c');
    expect(await catalog.findSlugRedirect('walnut-b')).toBe('walnut-c');
    expect(await catalog.findSlugRedirect('walnut-c')).toBeNull();
    // A change of anything but the slug keeps them; going back to an old slug makes it live again.
    expect((await patch(product.id, { price: '1100.00' })).oldSlugs).toEqual(['walnut-b', 'walnut-a']);
    const back = await patch(product.id, { slug: 'walnut-a' });
    expect(back.oldSlugs.sort()).toEqual(['walnut-b', 'walnut-c']);
    expect(await catalog.findSlugRedirect('walnut-c')).toBe('walnut-a');
  });

  it('lets a product take another’s old slug, which then leads to it alone; the slug check says so', async () => {
    const first = await create(minimal({ slug: 'pine-nuts' }));
    await patch(first.id, { slug: 'pine-nuts-roasted' });
    const check = slugCheckSchema.parse((await call('GET', '/products/validate-slug/pine-nuts')).json());
    expect(check).toEqual({
      valid: true,
      error: null,
      note: oldAddressTakenNote('pine-nuts', first.name),
    });
    // Its own old slug is simply free for the product itself.
    expect(
      slugCheckSchema.parse(
        (await call('GET', `/products/validate-slug/pine-nuts?excludeId=${first.id}`)).json(),
      ),
    ).toEqual({ valid: true, error: null });

    const second = await create(minimal({ slug: 'pine-nuts' }));
    expect(second.slug).toBe('pine-nuts');
    expect((await getProduct(first.id)).oldSlugs).toEqual([]);
    expect(await kit.t.app.services.catalog.findSlugRedirect('pine-nuts')).toBeNull();
    expect((await kit.t.app.services.catalog.getProductBySlug('pine-nuts')).id).toBe(second.id);
  });

  it('never makes up a slug that is another product’s old address', async () => {
    const first = await create(minimal({ name: 'Kalonji Oil', slug: 'kalonji-oil' }));
    await patch(first.id, { slug: 'kalonji-oil-cold-pressed' });
    const res = await call('POST', '/products/generate-slug', { productName: 'Kalonji Oil' });
    expect(res.json()).toEqual({ slug: 'kalonji-oil-2' });
    const made = await create(minimal({ name: 'Kalonji Oil', slug: '' }));
    expect(made.slug).toBe('kalonji-oil-2');
    // For the product itself, its own old slug may come back.
    const own = await call('POST', '/products/generate-slug', {
      productName: 'Kalonji Oil',
      excludeId: first.id,
    });
    expect(own.json()).toEqual({ slug: 'kalonji-oil' });
  });

  it('lets the old addresses go with their product', async () => {
    const product = await create(minimal({ slug: 'fig-jam' }));
    await patch(product.id, { slug: 'fig-jam-small' });
    expect((await call('DELETE', `/products/${product.id}`)).statusCode).toBe(200);
    expect(
      await kit.t.database.db
        .select()
        .from(productSlugRedirects)
        .where(eq(productSlugRedirects.slug, 'fig-jam')),
    ).toEqual([]);
  });

  it('keeps no old address when a save refused for its slug changed nothing', async () => {
    const holder = await create(minimal({ slug: 'held-slug' }));
    const product = await create(minimal({ slug: 'wanting-slug' }));
    const oldAddresses = () => kit.t.database.db.select().from(productSlugRedirects);
    const before = await oldAddresses();
    await kit.expectRefused('PATCH', `/products/${product.id}`, { slug: 'held-slug' }, 409, {
      error: `Slug "held-slug" is already used by "${holder.name}"`,
    });
    await kit.expectRefused(
      'PATCH',
      `/products/${product.id}`,
      { slug: 'free-slug', version: product.version + 5 },
      409,
      { error: PRODUCT_MESSAGES.stale },
    );
    expect(await oldAddresses()).toEqual(before);
  });
});

describe('drafts and the order desk', () => {
  async function placeOrderFor(productId: string) {
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/orders',
      payload: { order: VALID_CUSTOMER, items: [{ productId, productName: 'x', quantity: 1, price: 1 }] },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ id: string }>().id;
  }

  it('leaves drafts out of the products staff may add to an order, and refuses adding one (400)', async () => {
    const onSale = await create(minimal());
    const draft = await create(minimal({ status: 'draft' }));
    const choices = (await call('GET', '/orders/product-choices')).json<Array<{ id: string }>>();
    expect(choices.map((c) => c.id)).toContain(onSale.id);
    expect(choices.map((c) => c.id)).not.toContain(draft.id);

    const orderId = await placeOrderFor(onSale.id);
    const db = kit.t.database.db;
    // The outbox marks the order's mails sent in its own time: the order as staff edit it is the rest.
    const orderAsEdited = async () => {
      const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
      const {
        emailNotificationSent: _mailed,
        whatsappNotificationSent: _whatsapped,
        whatsappNotSentReason: _whyNot,
        notificationError: _failure,
        ...rest
      } = row!;
      return rest;
    };
    const order = await orderAsEdited();
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    const before = { order, items, draft: await rowOf(draft.id) };
    const res = await call('PATCH', `/orders/${orderId}`, {
      expectedUpdatedAt: order.updatedAt.toISOString(),
      customerName: order.customerName,
      customerPhone: order.customerPhone,
      shippingAddress: order.shippingAddress,
      city: order.city,
      postalCode: order.postalCode ?? '',
      discount: 0,
      discountReason: null,
      lines: [
        { itemId: items[0]!.id, quantity: 1 },
        { productId: draft.id, quantity: 1 },
      ],
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ error: PRODUCT_STATUS_MESSAGES.draftNotOrderable(draft.name) });
    expect({
      order: await orderAsEdited(),
      items: await db.select().from(orderItems).where(eq(orderItems.orderId, orderId)),
      draft: await rowOf(draft.id),
    }).toEqual(before);
  });
});
