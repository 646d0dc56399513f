import { WHATSAPP_TEMPLATES } from '../../../common/notifications/whatsapp-templates';
import { signBody } from '../../../server/modules/notifications/whatsapp-webhook';
import { statusPayload, type SentMessage } from '../../../server/testing/whatsapp-stand-in';
import { WHATSAPP_CONTROL_PORT, WHATSAPP_E2E_APP_SECRET } from '../whatsapp-stand-in';
import { placeStorefrontOrder, uniqueCustomer } from './admin-orders-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

/**
 * Confirmation by button (docs/whatsapp.md) as staff see it, with WhatsApp played by the Cloud API's
 * stand-in: the owner switches it on, a new order's customer is asked, and an order whose question got no
 * answer comes first on the confirmation desk, marked "No reply". The switch is the whole shop's, so this
 * file runs alone (playwright.config.ts).
 */

/** A mobile number no other order has used: no "other orders in 24 h" signal keeps it from being asked. */
function freshMobile() {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return { typed: `0301 ${digits}`, meta: `92301${digits}` };
}

async function sentTo(to: string): Promise<SentMessage[]> {
  const answer = await fetch(`http://127.0.0.1:${WHATSAPP_CONTROL_PORT}/sent`);
  return ((await answer.json()) as SentMessage[]).filter((message) => message.to === to);
}

test('an order whose WhatsApp question went unanswered comes first on the desk, marked no reply', async ({
  page,
  loginAs,
}) => {
  test.setTimeout(90_000);
  await loginAs('super_admin', '/admin/settings');
  const settings = page.getByRole('region', { name: 'WhatsApp with customers' });
  await expect(settings).toBeVisible();
  await expect(settings.getByText('Not connected.')).toHaveCount(0);
  const confirmByButton = settings.getByRole('switch', { name: 'Confirmation by WhatsApp button' });
  await confirmByButton.click();
  await expect(confirmByButton).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved', { exact: true }).first()).toBeVisible();

  let placedId: string | null = null;
  try {
    const phone = freshMobile();
    const customer = uniqueCustomer('Silent Shopper', test.info().project.name);
    const placed = await placeStorefrontOrder(page.request, customer, phone.typed);
    placedId = placed.id;
    // The question goes after the order's answer: a template with Confirm and Cancel naming the order.
    await expect.poll(async () => (await sentTo(phone.meta)).length).toBe(1);
    const [question] = await sentTo(phone.meta);
    expect(question!.type).toBe('template');
    expect(JSON.stringify(question!.body)).toContain(`confirm:${placed.id}`);

    // WhatsApp could not deliver it (Meta's failed status, signed as Meta signs): no answer can come.
    const body = JSON.stringify(
      statusPayload({
        messageId: question!.id,
        status: 'failed',
        recipient: phone.meta,
        error: { code: 131026, title: 'Message undeliverable' },
      }),
    );
    const webhook = await page.request.post('/api/webhooks/whatsapp', {
      headers: {
        'Content-Type': 'application/json',
        'X-Hub-Signature-256': `sha256=${signBody(Buffer.from(body), WHATSAPP_E2E_APP_SECRET)}`,
      },
      data: body,
    });
    expect(webhook.status()).toBe(200);

    await page.goto('/admin/orders?view=confirm');
    const dueNow = page.getByRole('region', { name: /^Due now \(/ });
    const first = dueNow.getByRole('article').first();
    await expect(first).toHaveAccessibleName(`Order #${placed.number}`);
    await expect(first).toContainText('No reply on WhatsApp');
    await expectNoSeriousAxeViolations(page);
  } finally {
    const off = await page.request.patch('/api/admin/settings', { data: { whatsappAutoConfirm: false } });
    expect(off.status()).toBe(200);
    // Called and confirmed: the next project's run finds no other silent order before its own.
    if (placedId) {
      const call = await page.request.post(`/api/admin/orders/${placedId}/contact`, {
        data: { outcome: 'confirmed' },
      });
      expect(call.status()).toBe(200);
    }
  }
});

test('the settings screen shows each template’s text to register with Meta, in English and Urdu', async ({
  page,
  loginAs,
}) => {
  await loginAs('super_admin', '/admin/settings');
  const card = page.getByRole('region', { name: 'WhatsApp templates' });
  const received = WHATSAPP_TEMPLATES.order_received;
  await expect(card.getByText(received.body.en, { exact: true })).toBeVisible();
  await expect(card.getByText(received.body.ur, { exact: true })).toBeVisible();
  await expect(card.getByText('Quick replies: Confirm / تصدیق کریں, Cancel / منسوخ کریں')).toBeVisible();
  await expect(card.getByLabel('Name of the message to the customer: order received')).toHaveValue(
    'order_received',
  );
  await expectNoSeriousAxeViolations(page);
});
