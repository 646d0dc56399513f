import type { Language } from '../i18n/languages';

/** What the parcels desk's WhatsApp message needs of a parcel whose delivery attempt failed. */
export type AttemptMessageParcel = {
  customerName: string;
  /** The order number as printed (8 characters). */
  number: string;
  /** The order's tracking page, on the storefront of the order's language (decision 038). */
  trackingLink: string;
  language: Language;
};

/**
 * The words the parcels desk's WhatsApp button types in for a failed delivery attempt (decision 031), in
 * the order's language like every other message to the shopper, with the order's tracking page so the
 * shopper can see the courier's own word on it. Staff add their own before sending.
 */
export function attemptMessage(parcel: AttemptMessageParcel): string {
  const { customerName, number, trackingLink } = parcel;
  return parcel.language === 'ur'
    ? `السلام علیکم ${customerName}، کورئیر آپ کا آرڈر #${number} نہیں پہنچا سکا۔ ہم اسے کب پہنچائیں؟ آپ کا آرڈر: ${trackingLink}`
    : `Assalam-o-Alaikum ${customerName}, the courier could not deliver your order #${number}. When can we deliver it? Your order: ${trackingLink}`;
}
