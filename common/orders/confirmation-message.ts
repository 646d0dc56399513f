import { formatMoney } from '../money';

/**
 * The WhatsApp message the confirmation desk sends a customer (issue 17 §1), in English or Urdu. The
 * words are a template with named blanks, so the owner can reword them; the browser fills them from the
 * order. `{total}` is the COD amount in the shop's currency.
 */
export const MESSAGE_LANGUAGES = ['en', 'ur'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

export const MESSAGE_BLANKS = ['name', 'order', 'items', 'total', 'address', 'shop'] as const;

export const DEFAULT_CONFIRMATION_MESSAGES: Record<MessageLanguage, string> = {
  en:
    'Assalam o Alaikum {name}! This is {shop}. Please confirm your order #{order}: {items}. ' +
    'Total {total}, Cash on Delivery, to {address}. Reply YES to confirm, or tell us what to change.',
  ur:
    'السلام علیکم {name}! {shop} کی طرف سے پیغام۔ آپ کا آرڈر #{order}: {items}۔ ' +
    'کل رقم {total}، ادائیگی ڈیلیوری پر، پتہ: {address}۔ تصدیق کے لیے YES لکھ کر جواب دیں، یا بتائیں کیا تبدیل کرنا ہے۔',
};

export type MessageOrder = {
  customerName: string;
  number: string;
  lines: Array<{ name: string; quantity: number }>;
  total: string;
  address: string;
};

/** The template with its blanks filled; an unknown blank is left as written. */
export function fillConfirmationMessage(
  template: string,
  order: MessageOrder,
  shop: { siteName: string; currencySymbol: string },
): string {
  const values: Record<(typeof MESSAGE_BLANKS)[number], string> = {
    name: order.customerName,
    order: order.number,
    items: order.lines.map((line) => `${line.name} x ${line.quantity}`).join(', '),
    total: formatMoney(order.total, shop.currencySymbol),
    address: order.address,
    shop: shop.siteName,
  };
  return template.replace(/\{(\w+)\}/g, (blank, name: string) =>
    name in values ? values[name as keyof typeof values] : blank,
  );
}

/** A wa.me link that opens a chat with the number (E.164) and the message typed in. */
export function whatsAppLink(e164: string, message: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
