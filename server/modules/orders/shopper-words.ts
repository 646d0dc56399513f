import { LANGUAGE_TAGS, type Language } from '../../../common/i18n/languages';
import { formatMoney, numberStyleOf, type NumberStyle } from '../../../common/money';

/**
 * What the shop's mails to a shopper say, in the language of the storefront the order came from
 * (`orders.language`, decision 038). English is the mails' wording as it always was.
 */
const WORDS = {
  en: {
    dear: (name: string) => `Dear ${name},`,
    dearWith: (name: string, sentence: string) => `Dear ${name}, ${sentence}`,
    thanks: (number: string, site: string) => `Thank you for your order #${number} at ${site}.`,
    thanksHtml: (name: string, site: string) => `Dear ${name}, thank you for your order at ${site}.`,
    total: 'Total',
    codFee: 'Cash on Delivery fee',
    payment: 'Payment',
    paymentText: (total: string) => `Cash on Delivery. Please keep ${total} ready when your parcel arrives.`,
    deliveryAddress: 'Delivery address',
    phone: 'Phone',
    callToConfirm: 'We will call you to confirm before dispatch.',
    trackOrder: 'Track your order',
    seeOrder: 'See your order',
    questions: (phone: string) => `Questions? Call us on ${phone}.`,
    confirmedSubject: (number: string, site: string) => `Order Confirmed! #${number} - ${site}`,
    confirmedHeading: (number: string) => `Order Confirmed! #${number}`,
    shipped: (number: string) => `Your order #${number} has been shipped.`,
    carriedBy: (courier: string) => `Your parcel is with ${courier}.`,
    carriedByTracking: (courier: string, tracking: string) =>
      `Your parcel is with ${courier}, tracking number ${tracking}.`,
    trackHere: (link: string) => `Track it here: ${link}`,
    trackWith: (courier: string) => `Track your parcel with ${courier}`,
    keepCash: (total: string) =>
      `Please keep ${total} ready: you pay when the parcel arrives (Cash on Delivery).`,
    keepCashHtml: (total: string) => `please keep ${total} ready when your parcel arrives.`,
    codLabel: 'Cash on Delivery:',
    onItsWay: (number: string) => `Your order #${number} is on its way`,
    shippedSubject: (number: string, site: string) => `Your order #${number} has shipped - ${site}`,
  },
  ur: {
    dear: (name: string) => `السلام علیکم ${name}،`,
    dearWith: (name: string, sentence: string) => `السلام علیکم ${name}، ${sentence}`,
    thanks: (number: string, site: string) => `${site} سے آرڈر #${number} دینے کا شکریہ۔`,
    thanksHtml: (name: string, site: string) => `السلام علیکم ${name}، ${site} سے آرڈر دینے کا شکریہ۔`,
    total: 'کل رقم',
    codFee: 'کیش آن ڈیلیوری فیس',
    payment: 'ادائیگی',
    paymentText: (total: string) => `کیش آن ڈیلیوری۔ پارسل پہنچنے پر براہِ کرم ${total} تیار رکھیں۔`,
    deliveryAddress: 'ترسیل کا پتہ',
    phone: 'فون',
    callToConfirm: 'روانگی سے پہلے ہم تصدیق کے لیے آپ کو کال کریں گے۔',
    trackOrder: 'اپنا آرڈر ٹریک کریں',
    seeOrder: 'اپنا آرڈر دیکھیں',
    questions: (phone: string) => `کوئی سوال ہو تو ہمیں ${phone} پر کال کریں۔`,
    confirmedSubject: (number: string, site: string) => `آرڈر کی تصدیق ہو گئی! #${number} - ${site}`,
    confirmedHeading: (number: string) => `آرڈر کی تصدیق ہو گئی! #${number}`,
    shipped: (number: string) => `آپ کا آرڈر #${number} روانہ کر دیا گیا ہے۔`,
    carriedBy: (courier: string) => `آپ کا پارسل ${courier} کے پاس ہے۔`,
    carriedByTracking: (courier: string, tracking: string) =>
      `آپ کا پارسل ${courier} کے پاس ہے، ٹریکنگ نمبر ${tracking}۔`,
    trackHere: (link: string) => `یہاں ٹریک کریں: ${link}`,
    trackWith: (courier: string) => `${courier} پر اپنا پارسل ٹریک کریں`,
    keepCash: (total: string) =>
      `براہِ کرم ${total} تیار رکھیں: ادائیگی پارسل پہنچنے پر ہو گی (کیش آن ڈیلیوری)۔`,
    keepCashHtml: (total: string) => `پارسل پہنچنے پر براہِ کرم ${total} تیار رکھیں۔`,
    codLabel: 'کیش آن ڈیلیوری:',
    onItsWay: (number: string) => `آپ کا آرڈر #${number} راستے میں ہے`,
    shippedSubject: (number: string, site: string) => `آپ کا آرڈر #${number} روانہ ہو گیا - ${site}`,
  },
} satisfies Record<Language, unknown>;

export type ShopperWords = (typeof WORDS)['en'];

const urduNumbers: NumberStyle = numberStyleOf(LANGUAGE_TAGS.ur.intl);

/** A shopper's mail in their order's language: its words, its amounts, and its HTML's direction. */
export function shopperMail(language: Language | null | undefined) {
  const urdu = language === 'ur';
  return {
    words: (urdu ? WORDS.ur : WORDS.en) as ShopperWords,
    money: (value: string | number, symbol: string) =>
      formatMoney(value, symbol, urdu ? urduNumbers : undefined),
    /** The mail's outer `<div>`'s attributes and its text direction. */
    htmlAttributes: urdu ? ' lang="ur" dir="rtl"' : '',
    align: urdu ? 'left' : 'right',
  };
}
