// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicSettings } from '../../../common/settings/defaults';
import { EveryWord } from '../i18n/every-word';
import { SiteFooter } from './site-footer';
import { WhatsAppButton } from './whatsapp-button';

/**
 * The shop links only to numbers that work (storefront §1 WhatsApp button, §2 Footer): the public
 * settings give a WhatsApp number only when it can open a chat, and a contact phone's `tel:` number only
 * when it can be dialled (modules/settings/settings-phones.ts).
 */
afterEach(cleanup);

const settings: PublicSettings = {
  siteName: 'Vitalix Organics',
  siteDescription: null,
  logoUrl: '/logo.svg',
  currencySymbol: 'Rs',
  defaultCurrency: 'PKR',
  contactEmail: 'hello@vitalix.pk',
  contactPhone: '+92 42 35761234',
  contactPhoneTel: '+924235761234',
  whatsappNumber: '+923001234567',
  address: null,
  facebookUrl: null,
  instagramUrl: null,
  twitterUrl: null,
  youtubeUrl: null,
  metaPixelId: null,
};

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: '/about', Component: () => element }]);
  render(<Stub initialEntries={['/about']} />, { wrapper: EveryWord });
}

describe('the WhatsApp button', () => {
  it('opens a chat with the number as wa.me takes it: the digits of its E.164 form', async () => {
    renderAt(<WhatsAppButton number="+923001234567" publicUrl="https://shop.pk" />);
    const link = await screen.findByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
    const url = new URL(link.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/923001234567');
    expect(url.searchParams.get('text')).toContain('Source page: https://shop.pk/about');
  });

  it('is not there when the settings give no number that can open a chat', async () => {
    renderAt(
      <>
        <p>Page</p>
        <WhatsAppButton number={null} publicUrl="https://shop.pk" />
      </>,
    );
    await screen.findByText('Page');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('the footer contact phone', () => {
  it('links a number that can be dialled, shown in its international form', async () => {
    renderAt(<SiteFooter settings={settings} products={[]} />);
    const link = await screen.findByRole('link', { name: '+92 42 35761234' });
    expect(link.getAttribute('href')).toBe('tel:+924235761234');
  });

  it('shows a stored number that is none as typed, without a link', async () => {
    renderAt(
      <SiteFooter
        settings={{ ...settings, contactPhone: 'Call 0300-CALL-NOW', contactPhoneTel: null }}
        products={[]}
      />,
    );
    await screen.findByText('Call 0300-CALL-NOW');
    expect(screen.queryByRole('link', { name: 'Call 0300-CALL-NOW' })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
  });
});
