import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUPER_ADMIN_ID } from '../../../common/accounts/roles';
import { DEFAULT_CONFIRMATION_MESSAGES } from '../../../common/orders/confirmation-message';
import { auditLog, siteSettings } from '../../db/schema';
import { addProduct, VALID_CUSTOMER } from '../../testing/test-catalog';
import { addUser, createTestApp, loginCookie, type TestApp } from '../../testing/test-app';

/**
 * The confirmation message templates as settings (decision 022, the desk): checked by the settings PATCH (a
 * placeholder the desk cannot fill names itself, length, control characters), audited, and used by the
 * desk's queue from the next read after a save; null is the built-in message.
 */
let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  await addUser(t, { username: 'owner', role: 'cms', id: SUPER_ADMIN_ID, isAdmin: true });
  owner = await loginCookie(t, 'owner');
  const jar = await addProduct(t.database.db, { name: 'Vitalix', price: '6500.00', stock: 100 });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { order: VALID_CUSTOMER, items: [{ productId: jar.id, quantity: 1 }] },
  });
  expect(res.statusCode, res.body).toBe(201);
});
afterAll(() => t.close());

const patch = (payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/api/admin/settings', headers: { cookie: owner }, payload });

/** The templates the desk's queue answers now. */
async function deskMessages(): Promise<{ en: string; ur: string }> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/orders/to-confirm',
    headers: { cookie: owner },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().messages;
}

async function auditCount(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, '1')));
  return row!.n;
}

async function savedTemplates() {
  const [row] = await t.database.db
    .select({ en: siteSettings.confirmationMessageEn, ur: siteSettings.confirmationMessageUr })
    .from(siteSettings);
  return row ?? { en: null, ur: null };
}

describe('the confirmation message templates', () => {
  it('start as the built-in messages', async () => {
    expect(await deskMessages()).toEqual(DEFAULT_CONFIRMATION_MESSAGES);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: owner } });
    expect(res.json()).toMatchObject({ confirmationMessageEn: null, confirmationMessageUr: null });
  });

  it('refuse a placeholder the desk cannot fill, naming it, and store nothing', async () => {
    const audits = await auditCount();
    const res = await patch({ confirmationMessageEn: 'Hi {name}, order {order} of {Total} at {shopName}' });
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ error: string; details: string[] }>();
    expect(body.error).toMatch(/^English confirmation message: unknown placeholder \{order\}, \{Total\}\./);
    expect(body.error).toContain('{orderNumber}');
    expect(body.details[0]).toMatch(/^confirmationMessageEn: /);
    expect(await savedTemplates()).toEqual({ en: null, ur: null });
    expect(await auditCount()).toBe(audits);
  });

  it('refuse a placeholder every object inherits ({constructor}), naming it, and store nothing', async () => {
    const audits = await auditCount();
    for (const [field, label, blank] of [
      ['confirmationMessageEn', 'English', 'constructor'],
      ['confirmationMessageUr', 'Urdu', 'toString'],
      ['confirmationMessageEn', 'English', '__proto__'],
    ] as const) {
      const res = await patch({ [field]: `Hi {name}, {${blank}}` });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toMatch(
        new RegExp(`^${label} confirmation message: unknown placeholder \\{${blank}\\}\\.`),
      );
    }
    expect(await savedTemplates()).toEqual({ en: null, ur: null });
    expect(await auditCount()).toBe(audits);
  });

  it('refuse text over 1000 characters and control characters, but keep line breaks', async () => {
    let res = await patch({ confirmationMessageUr: 'ا'.repeat(1001) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('Urdu confirmation message must be at most 1000 characters');
    res = await patch({ confirmationMessageEn: 'Hi {name}\u0007' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('English confirmation message may not contain control characters');
    res = await patch({ confirmationMessageEn: 'Hi {name},\r\nyour order {orderNumber}.' });
    expect(res.statusCode, res.body).toBe(200);
    expect((await savedTemplates()).en).toBe('Hi {name},\r\nyour order {orderNumber}.');
  });

  it('are saved, audited and used by the desk from its next read; empty or the built-in text is null', async () => {
    // Read once, so the desk keeps the settings in memory: the save must drop them.
    await deskMessages();
    const en = 'Salam {name}! {shopName} here: order #{orderNumber}, {items}, {total} to {address}, {city}.';
    const ur = 'السلام علیکم {name}، آرڈر #{orderNumber}، رقم {total}';
    const res = await patch({ confirmationMessageEn: `  ${en}  `, confirmationMessageUr: ur });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ confirmationMessageEn: en, confirmationMessageUr: ur });
    expect(await deskMessages()).toEqual({ en, ur });

    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'settings'), eq(auditLog.entityId, '1')))
      .orderBy(auditLog.id)
      .limit(1)
      .offset((await auditCount()) - 1);
    expect(entry!.after).toEqual({ confirmationMessageEn: `${en.slice(0, 79)}…`, confirmationMessageUr: ur });

    // "Use the built-in message": the screen sends the built-in text, the API stores null.
    expect(
      (await patch({ confirmationMessageEn: DEFAULT_CONFIRMATION_MESSAGES.en, confirmationMessageUr: '' }))
        .statusCode,
    ).toBe(200);
    expect(await savedTemplates()).toEqual({ en: null, ur: null });
    expect(await deskMessages()).toEqual(DEFAULT_CONFIRMATION_MESSAGES);
  });
});
