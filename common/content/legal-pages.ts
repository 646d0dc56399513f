/**
 * The Privacy Policy and Terms pages the footer links to (storefront §2 Footer). Their text is a content
 * section staff edit on the content screen (site_content page 'privacy' or 'terms', section 'main',
 * defined with the other sections in section-schemas.ts); the defaults below are seeded in the demo shop
 * and stand in, field by field, wherever the section is missing, unpublished or empty.
 */
export const LEGAL_PAGES = ['privacy', 'terms'] as const;
export type LegalPage = (typeof LEGAL_PAGES)[number];
export const LEGAL_SECTION = 'main';

/** Where each page lives: the footer's links (and the content screen's Open page). */
export const LEGAL_PATHS: Record<LegalPage, string> = { privacy: '/privacy-policy', terms: '/terms' };

export type LegalSection = { heading: string; paragraphs: string[] };
export type LegalContent = { heading: string; intro: string; sections: LegalSection[] };

const contactParagraph =
  'Questions? Email or call us using the contact details at the foot of every page, or message us on WhatsApp. We reply within one working day.';

export const DEFAULT_LEGAL_CONTENT: Record<LegalPage, LegalContent> = {
  privacy: {
    heading: 'Privacy Policy',
    intro:
      'This policy explains what we collect when you shop with us, why we need it, and how long we keep it. We collect only what it takes to deliver your order.',
    sections: [
      {
        heading: 'What we collect at checkout',
        paragraphs: [
          'To place an order you give us your full name, phone number, delivery address and city, and if you wish your email address and postal code. We also keep what you ordered, the amount and the order’s delivery status.',
          'If you create an account we keep your username, email address and a securely hashed password (never the password itself).',
        ],
      },
      {
        heading: 'Why we need it',
        paragraphs: [
          'We use your details to confirm, pack and deliver your order, to collect payment on delivery, to handle returns, and to answer your questions. We do not use them for anything else without asking you.',
        ],
      },
      {
        heading: 'Order confirmation by phone and WhatsApp',
        paragraphs: [
          'Because every order is paid in cash on delivery, our team may call you or message you on WhatsApp at the number you gave us to confirm the order, your address and a convenient delivery time before we dispatch it. If you gave an email address, we also send an order confirmation by email.',
        ],
      },
      {
        heading: 'No card or bank details',
        paragraphs: [
          'We never ask for card numbers, bank details or passwords, online or by phone. You pay the courier in cash when your parcel arrives. If anyone asks you for such details in our name, please do not share them and tell us.',
        ],
      },
      {
        heading: 'Who sees your details',
        paragraphs: [
          'Our order team, and the courier company delivering your parcel, which needs your name, phone number and address. We do not sell, rent or trade your personal data.',
        ],
      },
      {
        heading: 'Cookies and your browser',
        paragraphs: [
          'A cookie keeps you signed in if you have an account. Your cart, wishlist and recently viewed products are stored in your own browser, not on our servers. We may use advertising tools such as the Meta pixel to count page views and purchases so we can measure our ads.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          'Order records are kept for as long as we need them for deliveries, returns and our accounting and tax records, as the law of Pakistan requires. Account details are kept until you ask us to close your account.',
        ],
      },
      {
        heading: 'Your choices and contact',
        paragraphs: [
          'You may ask us at any time to show you, correct or delete the personal data we hold about you, unless the law requires us to keep it.',
          contactParagraph,
        ],
      },
    ],
  },
  terms: {
    heading: 'Terms & Conditions',
    intro:
      'These terms apply to every order placed on this website. By placing an order you agree to them, so please read them before you buy.',
    sections: [
      {
        heading: 'Orders',
        paragraphs: [
          'An order is accepted once our team has confirmed it with you by phone or WhatsApp. We may cancel an order we cannot confirm, or one for an item that has gone out of stock, and we will tell you if we do.',
        ],
      },
      {
        heading: 'Prices and Cash on Delivery',
        paragraphs: [
          'Prices are in Pakistani Rupees (PKR) and are the prices shown when you place your order.',
          'Payment is Cash on Delivery only: you pay the courier in cash when your parcel arrives. Please keep the exact amount ready. We never ask for card or bank details.',
        ],
      },
      {
        heading: 'Delivery across Pakistan',
        paragraphs: [
          'We deliver all over Pakistan. Orders usually arrive within 2–5 working days in major cities; smaller towns and remote areas may take a few days longer. Delivery times are estimates, and we will keep you informed if there is a delay.',
          'Please check your parcel when it arrives. If it is visibly damaged or opened, you may refuse it and let us know.',
        ],
      },
      {
        heading: 'Returns and refunds',
        paragraphs: [
          'If an item arrives damaged, leaking, past its date or is not what you ordered, tell us within 7 days of delivery with a photo of the item and its packaging. We will send a replacement or refund you in full, including delivery.',
          'Unopened items in their original seal may be returned within 7 days. For hygiene and safety, opened foods and supplements can only be returned if they are faulty.',
          'Refunds are paid by bank transfer or mobile wallet (such as JazzCash or Easypaisa) within 7 working days of our receiving the return.',
        ],
      },
      {
        heading: 'Health products',
        paragraphs: [
          'Our products are foods and traditional herbal supplements. Statements about them have not been evaluated by the Drug Regulatory Authority of Pakistan (DRAP). They are not intended to diagnose, treat, cure or prevent any disease, and nothing on this website is medical advice.',
          'Consult your doctor before use if you are pregnant or breastfeeding, take any medication or have a medical condition. Do not exceed the recommended amount, and keep products out of the reach of children. Honey is not suitable for infants under 12 months.',
        ],
      },
      {
        heading: 'Our responsibility',
        paragraphs: [
          'As far as the law allows, our liability for any order is limited to the amount you paid for it. Nothing in these terms limits your rights as a consumer under the law of Pakistan.',
        ],
      },
      {
        heading: 'Changes and contact',
        paragraphs: [
          'We may update these terms from time to time; the terms on this page when you place an order apply to that order. These terms are governed by the laws of Pakistan.',
          contactParagraph,
        ],
      },
    ],
  },
};
