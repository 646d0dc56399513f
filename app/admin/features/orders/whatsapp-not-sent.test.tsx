// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { WhatsAppNotSent } from './whatsapp-not-sent';

afterEach(cleanup);

describe("why the shop's WhatsApp message about an order did not go (the order view)", () => {
  it('says it in words', () => {
    const { container } = render(<WhatsAppNotSent sent={false} reason="not-connected" />);
    expect(container.textContent).toBe(
      'Why WhatsApp was not sent: WhatsApp is not connected: this server has no WhatsApp Business credentials (WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID).',
    );
  });

  it.each([
    ['switched-off', 'WhatsApp notifications were switched off in Settings when this order was placed.'],
    ['no-number', 'No WhatsApp number was set in Settings when this order was placed.'],
    ['refused', 'WhatsApp refused the message. It is tried again a few times.'],
  ] as const)('names %s', (reason, words) => {
    const { container } = render(<WhatsAppNotSent sent={false} reason={reason} />);
    expect(container.textContent).toBe(`Why WhatsApp was not sent: ${words}`);
  });

  it('says nothing once the message went, or when no reason was kept', () => {
    const { container } = render(
      <>
        <WhatsAppNotSent sent reason="refused" />
        <WhatsAppNotSent sent={false} reason={null} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
