import { formatMoney } from '../money';

/**
 * The WhatsApp message the confirmation desk sends a customer (decision 022), in English or Urdu. The
 * words are a template with named placeholders, so the owner can reword them in the settings (null there
 * means the built-in one below); the browser fills them from the order. `{total}` is the COD amount in the
 * shop's currency.
 */
export const MESSAGE_LANGUAGES = ['en', 'ur'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

/** The placeholders a template may name, with what each stands for (the settings screen lists them). */
export const MESSAGE_BLANKS = {
  name: "The customer's name",
  orderNumber: 'The order number (8 characters)',
  items: 'The products and quantities',
  total: 'The amount to pay on delivery, in the shop currency',
  address: 'The delivery address',
  city: 'The city',
  shopName: "The shop's name",
  trackingLink: "The order's tracking page, on the storefront of the order's language",
} as const;
export type MessageBlank = keyof typeof MESSAGE_BLANKS;

/** The longest template the settings keep: a WhatsApp message to read on a phone, not a letter. */
export const MAX_TEMPLATE_LENGTH = 1000;

export const DEFAULT_CONFIRMATION_MESSAGES: Record<MessageLanguage, string> = {
  en:
    'Assalam o Alaikum {name}! This is {shopName}. Please confirm your order #{orderNumber}: {items}. ' +
    'Total {total}, Cash on Delivery, to {address}, {city}. Reply YES to confirm, or tell us what to change. ' +
    'Your order: {trackingLink}',
  ur:
    'السلام علیکم {name}! {shopName} کی طرف سے پیغام۔ آپ کا آرڈر #{orderNumber}: {items}۔ ' +
    'کل رقم {total}، ادائیگی ڈیلیوری پر، پتہ: {address}، {city}۔ تصدیق کے لیے YES لکھ کر جواب دیں، یا بتائیں کیا تبدیل کرنا ہے۔ ' +
    'آپ کا آرڈر: {trackingLink}',
};

/** The templates the desk uses: the shop's own where it saved one, else the built-in one. */
export function confirmationTemplates(saved: {
  confirmationMessageEn: string | null;
  confirmationMessageUr: string | null;
}): Record<MessageLanguage, string> {
  return {
    en: saved.confirmationMessageEn ?? DEFAULT_CONFIRMATION_MESSAGES.en,
    ur: saved.confirmationMessageUr ?? DEFAULT_CONFIRMATION_MESSAGES.ur,
  };
}

const BLANK = /\{(\w+)\}/g;

/**
 * Whether `name` is one of the template's own placeholders. An own-property test, never `in`: `in` also
 * finds what every object inherits, so `{constructor}` or `{toString}` passed for a placeholder and was
 * filled with a function's source text.
 */
const isBlank = (name: string): name is MessageBlank => Object.hasOwn(MESSAGE_BLANKS, name);

/** The placeholders of a template the desk cannot fill (a typo such as {ordernumber}), each once. */
export function unknownBlanks(template: string): string[] {
  const names = [...template.matchAll(BLANK)].map((match) => match[1]!);
  return [...new Set(names.filter((name) => !isBlank(name)))];
}

export type MessageOrder = {
  customerName: string;
  number: string;
  lines: Array<{ name: string; quantity: number }>;
  total: string;
  /** The street address, without the city. */
  address: string;
  city: string;
  /**
   * The order's tracking page (`trackingLink` on the server): in the storefront of the order's language,
   * as every other message to the shopper links it.
   */
  trackingLink: string;
};

/** What the settings screen previews a template with. */
export const SAMPLE_MESSAGE_ORDER: MessageOrder = {
  customerName: 'Ayesha Khan',
  number: '6f1c2a9e',
  lines: [
    { name: 'Vitalix, 3 Jars', quantity: 1 },
    { name: 'Sidr Honey', quantity: 2 },
  ],
  total: '26000.00',
  address: 'House 12, Street 4, F-7/2',
  city: 'Islamabad',
  trackingLink: 'https://www.example.pk/track?order=6f1c2a9e&phone=03001234567',
};

/**
 * The template with its placeholders filled; an unknown one is left as written. A template saved before
 * `{trackingLink}` existed, or without it, gets the link on a line of its own: every message to a shopper
 * carries it.
 */
export function fillConfirmationMessage(
  template: string,
  order: MessageOrder,
  shop: { siteName: string; currencySymbol: string },
): string {
  const values: Record<MessageBlank, string> = {
    name: order.customerName,
    orderNumber: order.number,
    items: order.lines.map((line) => `${line.name} x ${line.quantity}`).join(', '),
    total: formatMoney(order.total, shop.currencySymbol),
    address: order.address,
    city: order.city,
    shopName: shop.siteName,
    trackingLink: order.trackingLink,
  };
  const filled = template.replace(BLANK, (blank, name: string) => (isBlank(name) ? values[name] : blank));
  return template.includes('{trackingLink}') ? filled : `${filled}\n${order.trackingLink}`;
}

/** A wa.me link that opens a chat with the number (E.164) and the message typed in. */
export function whatsAppLink(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
