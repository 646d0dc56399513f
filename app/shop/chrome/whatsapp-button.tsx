import { MessageCircle } from 'lucide-react';
import { useLocation, useMatches } from 'react-router';
import { whatsAppLink } from '../../../common/orders/confirmation-message';
import { Tooltip } from '../../ui/tooltip';
import { fill, type Messages } from '../i18n/messages';
import { useMessages } from '../i18n/shop-language';

/** What a page may offer the WhatsApp button through its loader data (`whatsappProduct`). */
export type WhatsAppProduct = { name: string; price: string; path: string };

/**
 * The prefilled message: product name, price and link when a product is on screen, and the source page;
 * in the page's language, since the shopper sends it (decision 038).
 */
export function whatsappMessage(
  pageUrl: string,
  product: WhatsAppProduct | null,
  origin: string,
  words: Messages['shop'],
): string {
  const source = fill(words.whatsappSource, { url: pageUrl });
  if (!product) return `${words.whatsappQuestion}\n${source}`;
  return [
    fill(words.whatsappInterested, { name: product.name }),
    fill(words.whatsappPrice, { price: product.price }),
    fill(words.whatsappLink, { url: `${origin}${product.path}` }),
    source,
  ].join('\n');
}

/**
 * The floating WhatsApp inquiry button (storefront §1). Only shop pages render it, so it never shows on
 * /admin. `number` is the settings' WhatsApp number as the public settings give it: a Pakistani mobile
 * in E.164, or null when none is set or the one saved cannot open a chat; then it stays hidden.
 */
export function WhatsAppButton({ number, publicUrl }: { number: string | null; publicUrl: string }) {
  const words = useMessages('shop');
  const location = useLocation();
  const matches = useMatches();
  if (!number) return null;
  const product =
    matches
      .map((match) => (match.data as { whatsappProduct?: WhatsAppProduct } | undefined)?.whatsappProduct)
      .find((p): p is WhatsAppProduct => Boolean(p)) ?? null;
  const pageUrl = `${publicUrl}${location.pathname}${location.search}`;
  const href = whatsAppLink(number, whatsappMessage(pageUrl, product, publicUrl, words));
  return (
    <Tooltip label={words.whatsappChat} side="left" className="fixed end-4 bottom-4 z-40">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={words.whatsappChatNewTab}
        className="flex h-14 w-14 items-center justify-center rounded-full bg-[#128c4a] text-white shadow-lg hover:bg-[#0e703b] focus-visible:outline-offset-4"
      >
        <MessageCircle aria-hidden="true" className="h-7 w-7" />
      </a>
    </Tooltip>
  );
}
