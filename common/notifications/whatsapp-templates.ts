/**
 * The shop's WhatsApp message templates (docs/whatsapp.md). WhatsApp delivers a business's free text only
 * within 24 hours of the customer's last message; anything the shop starts must be a template Meta has
 * approved, sent by name and language with its parameters filled. Each entry here is one such message: the
 * exact text to submit to Meta in English and Urdu (the back office shows it), and what the server fills in.
 *
 * Meta's rules the texts keep: placeholders `{{1}}…{{n}}` numbered in the order they appear, none at the very
 * start or end of the body, none next to another; quick-reply labels of at most 20 characters.
 */

export const TEMPLATE_LANGUAGES = ['en', 'ur'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];

type Words = Readonly<Record<TemplateLanguage, string>>;

/** A body parameter: the name the server fills it by, and the sample Meta asks for when it reviews. */
export type TemplateParameter = { readonly name: string; readonly example: string };

/** A quick reply: its label, and what it answers the shop (`confirm:<orderId>`) when the customer taps it. */
export type TemplateButton = { readonly action: ButtonAction; readonly label: Words };

export const BUTTON_ACTIONS = ['confirm', 'cancel'] as const;
export type ButtonAction = (typeof BUTTON_ACTIONS)[number];

export type WhatsAppTemplate = {
  /** The name it is submitted under; the back office may record another one Meta approved. */
  readonly name: string;
  readonly category: 'UTILITY';
  readonly to: 'shop' | 'shopper';
  readonly body: Words;
  readonly parameters: readonly TemplateParameter[];
  readonly buttons: readonly TemplateButton[];
};

const CONFIRM_CANCEL: readonly TemplateButton[] = [
  { action: 'confirm', label: { en: 'Confirm', ur: 'تصدیق کریں' } },
  { action: 'cancel', label: { en: 'Cancel', ur: 'منسوخ کریں' } },
];

const NAME = { name: 'name', example: 'Ayesha' };
const ORDER_NUMBER = { name: 'orderNumber', example: '6fb27fd9' };
const TOTAL = { name: 'total', example: '4,500' };
const COURIER = { name: 'courier', example: 'PostEx' };
/**
 * The shop's tracking page opened on the order (docs/storefront.md, "Tracking an order"): every message to
 * a shopper carries it, as a body parameter since the shop's address is the server's, not the template's.
 */
const TRACKING_LINK = {
  name: 'trackingLink',
  example: 'https://vitalix.example.pk/track?order=6fb27fd9&phone=03001234567',
};

export const WHATSAPP_TEMPLATES = {
  new_order_shop: {
    name: 'new_order_shop',
    category: 'UTILITY',
    to: 'shop',
    body: {
      en: 'New order {{1}} from {{2}}: Rs {{3}}, to be delivered in {{4}}. Please open the back office to confirm it with the customer.',
      ur: 'نیا آرڈر {{1}} موصول ہوا ہے۔ گاہک: {{2}}، رقم: {{3}} روپے، شہر: {{4}}۔ براہِ کرم بیک آفس کھول کر گاہک سے اس کی تصدیق کر لیں۔',
    },
    parameters: [
      ORDER_NUMBER,
      { name: 'customer', example: 'Ayesha Khan' },
      TOTAL,
      { name: 'city', example: 'Karachi' },
    ],
    buttons: [],
  },
  low_stock_shop: {
    name: 'low_stock_shop',
    category: 'UTILITY',
    to: 'shop',
    body: {
      en: 'Low stock: {{1}} has only {{2}} left. Please restock it soon so that no order is missed.',
      ur: 'اسٹاک کم ہے: {{1}} کے صرف {{2}} باقی رہ گئے ہیں۔ براہِ کرم جلد اسٹاک پورا کر لیں تاکہ کوئی آرڈر رہ نہ جائے۔',
    },
    parameters: [
      { name: 'product', example: 'Sidr Honey 500 g' },
      { name: 'stock', example: '3' },
    ],
    buttons: [],
  },
  order_received: {
    name: 'order_received',
    category: 'UTILITY',
    to: 'shopper',
    body: {
      en: 'Hello {{1}}, thank you for your order {{2}}. The amount to pay on delivery is Rs {{3}}. You can see your order at any time here: {{4}} Please tap Confirm so that we can send it, or Cancel if you no longer want it.',
      ur: 'السلام علیکم {{1}}، آپ کے آرڈر {{2}} کا بہت شکریہ۔ ڈیلیوری پر ادا کی جانے والی رقم {{3}} روپے ہے۔ آپ اپنا آرڈر کسی بھی وقت یہاں دیکھ سکتے ہیں: {{4}} آرڈر بھجوانے کے لیے براہِ کرم "تصدیق کریں" دبائیں، اور اگر اب یہ آرڈر نہیں چاہیے تو "منسوخ کریں" دبائیں۔',
    },
    parameters: [NAME, ORDER_NUMBER, TOTAL, TRACKING_LINK],
    buttons: CONFIRM_CANCEL,
  },
  order_shipped: {
    name: 'order_shipped',
    category: 'UTILITY',
    to: 'shopper',
    body: {
      en: 'Hello {{1}}, your order {{2}} has been handed to {{3}}. You can follow it here: {{4}} Please keep Rs {{5}} ready to pay the rider on delivery.',
      ur: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} کورئیر کمپنی {{3}} کے حوالے کر دیا گیا ہے۔ آپ اسے یہاں دیکھ سکتے ہیں: {{4}} براہِ کرم ڈیلیوری کے وقت رائیڈر کو دینے کے لیے {{5}} روپے تیار رکھیں۔',
    },
    parameters: [NAME, ORDER_NUMBER, COURIER, TRACKING_LINK, TOTAL],
    buttons: [],
  },
  out_for_delivery: {
    name: 'out_for_delivery',
    category: 'UTILITY',
    to: 'shopper',
    body: {
      en: 'Hello {{1}}, your order {{2}} is out for delivery today. Please keep your phone nearby and Rs {{3}} ready for the rider. You can follow your order here: {{4}} Thank you for shopping with us.',
      ur: 'السلام علیکم {{1}}، آپ کا آرڈر {{2}} آج ڈیلیوری کے لیے روانہ ہو چکا ہے۔ براہِ کرم اپنا فون قریب رکھیں اور رائیڈر کے لیے {{3}} روپے تیار رکھیں۔ آپ اپنا آرڈر یہاں دیکھ سکتے ہیں: {{4}} ہم سے خریداری کا شکریہ۔',
    },
    parameters: [NAME, ORDER_NUMBER, TOTAL, TRACKING_LINK],
    buttons: [],
  },
  delivery_attempted: {
    name: 'delivery_attempted',
    category: 'UTILITY',
    to: 'shopper',
    body: {
      en: 'Hello {{1}}, the rider could not deliver your order {{2}} today. The courier {{3}} will try again soon. You can follow your order here: {{4}} If you would like another time or address, please reply to this message.',
      ur: 'السلام علیکم {{1}}، آج رائیڈر آپ کا آرڈر {{2}} ڈیلیور نہیں کر سکا۔ کورئیر کمپنی {{3}} جلد دوبارہ کوشش کرے گی۔ آپ اپنا آرڈر یہاں دیکھ سکتے ہیں: {{4}} اگر آپ کسی اور وقت یا پتے پر ڈیلیوری چاہتے ہیں تو براہِ کرم اس پیغام کا جواب دیں۔',
    },
    parameters: [NAME, ORDER_NUMBER, COURIER, TRACKING_LINK],
    buttons: [],
  },
} as const satisfies Record<string, WhatsAppTemplate>;

export type TemplateKey = keyof typeof WHATSAPP_TEMPLATES;
export const TEMPLATE_KEYS = Object.keys(WHATSAPP_TEMPLATES) as [TemplateKey, ...TemplateKey[]];

/** The values a template needs: each body parameter by name, and the order's id when it has buttons. */
export type TemplateValues<K extends TemplateKey> = Record<
  | (typeof WHATSAPP_TEMPLATES)[K]['parameters'][number]['name']
  | ((typeof WHATSAPP_TEMPLATES)[K]['buttons'] extends readonly [] ? never : 'orderId'),
  string
>;

/** The `template` object of a Graph API message (`type: "template"`). */
export type GraphTemplate = {
  name: string;
  language: { code: TemplateLanguage };
  components: GraphTemplateComponent[];
};

export type GraphTemplateComponent =
  | { type: 'body'; parameters: { type: 'text'; text: string }[] }
  | {
      type: 'button';
      sub_type: 'quick_reply';
      index: string;
      parameters: { type: 'payload'; payload: string }[];
    };

/** A template could not be filled: a value is missing, or is one Meta would refuse. */
export class TemplateValueRefused extends Error {
  constructor(
    readonly template: string,
    readonly parameter: string,
    reason: string,
  ) {
    super(`WhatsApp template ${template}: ${parameter} ${reason}`);
    this.name = 'TemplateValueRefused';
  }
}

/** The placeholders of a body, as numbers, in the order they appear. */
export function placeholdersOf(text: string): number[] {
  return [...text.matchAll(/\{\{(\d+)\}\}/g)].map((match) => Number(match[1]));
}

/** The names of the values a template needs, in order: body parameters, then `orderId` if it has buttons. */
export function valuesNeeded(template: WhatsAppTemplate): string[] {
  return [
    ...template.parameters.map((parameter) => parameter.name),
    ...(template.buttons.length ? ['orderId'] : []),
  ];
}

export function buttonPayload(action: ButtonAction, orderId: string): string {
  return `${action}:${orderId}`;
}

/** What a quick reply's payload asks of which order, or null for a payload the shop never sent. */
export function readButtonPayload(payload: string): { action: ButtonAction; orderId: string } | null {
  const separator = payload.indexOf(':');
  const action = payload.slice(0, separator);
  const orderId = payload.slice(separator + 1);
  if (separator < 1 || !orderId || !(BUTTON_ACTIONS as readonly string[]).includes(action)) return null;
  return { action: action as ButtonAction, orderId };
}

/**
 * The Graph API's `template` object for one message: body parameters as text in the template's order, one
 * quick-reply component a button whose payload names the order. `name` is the approved name, if the shop's
 * differs from the default. A missing or blank value is refused here rather than by Meta (its error 132000).
 */
export function buildTemplate<K extends TemplateKey>(
  key: K,
  language: TemplateLanguage,
  values: TemplateValues<K>,
  options: { name?: string } = {},
): GraphTemplate {
  const template: WhatsAppTemplate = WHATSAPP_TEMPLATES[key];
  const given = values as Record<string, string | undefined>;
  const value = (name: string): string => {
    const text = given[name];
    if (typeof text !== 'string' || text.trim() === '') {
      throw new TemplateValueRefused(template.name, name, 'is missing');
    }
    // Meta refuses a parameter with a line break, a tab or more than four spaces in a row.
    if (/[\n\t]| {5}/.test(text)) {
      throw new TemplateValueRefused(template.name, name, 'has a line break, a tab or a run of spaces');
    }
    return text;
  };
  const body: GraphTemplateComponent = {
    type: 'body',
    parameters: template.parameters.map((parameter) => ({ type: 'text', text: value(parameter.name) })),
  };
  const buttons = template.buttons.map((button, index): GraphTemplateComponent => ({
    type: 'button',
    sub_type: 'quick_reply',
    index: String(index),
    parameters: [{ type: 'payload', payload: buttonPayload(button.action, value('orderId')) }],
  }));
  return {
    name: options.name ?? template.name,
    language: { code: language },
    components: [body, ...buttons],
  };
}
