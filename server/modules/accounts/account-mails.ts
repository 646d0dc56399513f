import { localizedPath, type Language } from '../../../common/i18n/languages';
import type { OutboxMessage } from '../notifications/outbox';

export const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_TTL_MS = 60 * 60 * 1000;

/** What the operations that mail need besides the database. */
export type AccountMailDeps = {
  publicUrl: string;
  siteName: () => Promise<string>;
  /** Called once a mail's transaction has committed, so the outbox sends it now, not at its next poll. */
  afterCommit: () => void;
};

type Recipient = { username: string; email: string };
type Shop = { siteName: string; publicUrl: string };

export async function shopOf(deps: AccountMailDeps): Promise<Shop> {
  return { siteName: await deps.siteName(), publicUrl: deps.publicUrl };
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The pages that read these tokens (storefront §2): /verify-email and /reset-password, in the language of
 * the page the shopper asked from (`/ur/verify-email` for an Urdu page, decision 038).
 */
export function verificationLink(publicUrl: string, token: string, language: Language = 'en'): string {
  return `${publicUrl}${localizedPath('/verify-email', language)}?token=${encodeURIComponent(token)}`;
}
export function resetLink(publicUrl: string, token: string, language: Language = 'en'): string {
  return `${publicUrl}${localizedPath('/reset-password', language)}?token=${encodeURIComponent(token)}`;
}
/** A staff account's reset opens the back office's own page, which asks for the staff password rule. */
export function adminResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * What the account mails say, in the language of the storefront page the shopper used (decision 038; as
 * the order mails, orders/shopper-words.ts). English is the mails' wording as it always was. The back
 * office's own reset mail stays English.
 */
const WORDS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    copyLink: 'If the button does not work, copy this address into your browser:',
    verifySubject: (site: string) => `Verify your email for ${site}`,
    verifyLead: (site: string) =>
      `Thank you for creating an account at ${site}. Please confirm that this is your email address.`,
    verifyAction: 'Verify my email',
    verifyAfter:
      'The link works once and expires in 24 hours. If you did not create this account, ignore this email.',
    resetSubject: (site: string) => `Reset your ${site} password`,
    resetLead: 'Someone (we hope you) asked to reset the password of your account.',
    resetAction: 'Choose a new password',
    resetAfter:
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
  },
  ur: {
    hello: (name: string) => `السلام علیکم ${name}،`,
    copyLink: 'اگر بٹن کام نہ کرے تو یہ پتہ اپنے براؤزر میں کاپی کر لیں:',
    verifySubject: (site: string) => `${site} کے لیے اپنی ای میل کی تصدیق کریں`,
    verifyLead: (site: string) =>
      `${site} پر اکاؤنٹ بنانے کا شکریہ۔ براہِ کرم تصدیق کریں کہ یہ آپ ہی کی ای میل ہے۔`,
    verifyAction: 'میری ای میل کی تصدیق کریں',
    verifyAfter:
      'یہ لنک ایک ہی بار کام کرتا ہے اور 24 گھنٹے میں ختم ہو جاتا ہے۔ اگر یہ اکاؤنٹ آپ نے نہیں بنایا تو اس ای میل کو نظر انداز کر دیں۔',
    resetSubject: (site: string) => `اپنا ${site} پاس ورڈ ری سیٹ کریں`,
    resetLead: 'کسی نے (امید ہے آپ ہی نے) آپ کے اکاؤنٹ کا پاس ورڈ ری سیٹ کرنے کی درخواست کی ہے۔',
    resetAction: 'نیا پاس ورڈ منتخب کریں',
    resetAfter:
      'یہ لنک ایک ہی بار کام کرتا ہے اور 1 گھنٹے میں ختم ہو جاتا ہے۔ اگر یہ درخواست آپ نے نہیں کی تو اس ای میل کو نظر انداز کر دیں: آپ کا پاس ورڈ جوں کا توں رہے گا۔',
  },
} satisfies Record<Language, unknown>;

/** One mail, text and HTML saying the same: a greeting, why, the button (a plain link), and the fine print. */
function accountMail(
  kind: string,
  to: Recipient,
  shop: Shop,
  language: Language,
  parts: { subject: string; lead: string; action: string; link: string; after: string },
): OutboxMessage {
  const words = WORDS[language];
  const greeting = words.hello(to.username);
  const text = [
    greeting,
    '',
    parts.lead,
    '',
    `${parts.action}:`,
    parts.link,
    '',
    parts.after,
    '',
    shop.siteName,
  ].join('\n');
  const html = `<!doctype html>
<html${language === 'ur' ? ' lang="ur" dir="rtl"' : ''}><body style="font-family:Arial,sans-serif;color:#292524;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.lead)}</p>
<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px;color:#57534e">${escapeHtml(words.copyLink)}<br>${escapeHtml(parts.link)}</p>
<p style="font-size:13px;color:#57534e">${escapeHtml(parts.after)}</p>
<p>${escapeHtml(shop.siteName)}</p>
</body></html>`;
  return { channel: 'email', kind, payload: { to: to.email, subject: parts.subject, text, html } };
}

/** The verification mail, in the language of the page the shopper registered or asked again on. */
export function verificationMail(
  to: Recipient,
  token: string,
  shop: Shop,
  language: Language = 'en',
): OutboxMessage {
  const words = WORDS[language];
  return accountMail('account-verification', to, shop, language, {
    subject: words.verifySubject(shop.siteName),
    lead: words.verifyLead(shop.siteName),
    action: words.verifyAction,
    link: verificationLink(shop.publicUrl, token, language),
    after: words.verifyAfter,
  });
}

/**
 * The reset link: a customer's opens the shop's page, a staff member's (`staff`) the back office's,
 * whichever page asked for it, so the new password meets the rule of the account (decision 018). A
 * customer's is in the language of the page that asked (decision 038); a staff member's stays English,
 * as the back office it opens.
 */
export function passwordResetMail(
  to: Recipient & { staff?: boolean },
  token: string,
  shop: Shop,
  asked: Language = 'en',
): OutboxMessage {
  const language = to.staff ? 'en' : asked;
  const words = WORDS[language];
  return accountMail('account-password-reset', to, shop, language, {
    subject: to.staff
      ? `Reset your ${shop.siteName} back office password`
      : words.resetSubject(shop.siteName),
    lead: words.resetLead,
    action: words.resetAction,
    link: to.staff ? adminResetLink(shop.publicUrl, token) : resetLink(shop.publicUrl, token, language),
    after: words.resetAfter,
  });
}
