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

/** The pages that read these tokens (storefront §2): /verify-email and /reset-password. */
export function verificationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/verify-email?token=${encodeURIComponent(token)}`;
}
export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
}
/** A staff account's reset opens the back office's own page, which asks for the staff password rule. */
export function adminResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/admin/reset-password?token=${encodeURIComponent(token)}`;
}

/** One mail, text and HTML saying the same: a greeting, why, the button (a plain link), and the fine print. */
function accountMail(
  kind: string,
  to: Recipient,
  shop: Shop,
  parts: { subject: string; lead: string; action: string; link: string; after: string },
): OutboxMessage {
  const greeting = `Hello ${to.username},`;
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
<html><body style="font-family:Arial,sans-serif;color:#292524;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(parts.lead)}</p>
<p><a href="${escapeHtml(parts.link)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(parts.action)}</a></p>
<p style="font-size:13px;color:#57534e">If the button does not work, copy this address into your browser:<br>${escapeHtml(parts.link)}</p>
<p style="font-size:13px;color:#57534e">${escapeHtml(parts.after)}</p>
<p>${escapeHtml(shop.siteName)}</p>
</body></html>`;
  return { channel: 'email', kind, payload: { to: to.email, subject: parts.subject, text, html } };
}

export function verificationMail(to: Recipient, token: string, shop: Shop): OutboxMessage {
  return accountMail('account-verification', to, shop, {
    subject: `Verify your email for ${shop.siteName}`,
    lead: `Thank you for creating an account at ${shop.siteName}. Please confirm that this is your email address.`,
    action: 'Verify my email',
    link: verificationLink(shop.publicUrl, token),
    after:
      'The link works once and expires in 24 hours. If you did not create this account, ignore this email.',
  });
}

/**
 * The reset link: a customer's opens the shop's page, a staff member's (`staff`) the back office's,
 * whichever page asked for it, so the new password meets the rule of the account (decision 018).
 */
export function passwordResetMail(
  to: Recipient & { staff?: boolean },
  token: string,
  shop: Shop,
): OutboxMessage {
  return accountMail('account-password-reset', to, shop, {
    subject: to.staff
      ? `Reset your ${shop.siteName} back office password`
      : `Reset your ${shop.siteName} password`,
    lead: 'Someone (we hope you) asked to reset the password of your account.',
    action: 'Choose a new password',
    link: to.staff ? adminResetLink(shop.publicUrl, token) : resetLink(shop.publicUrl, token),
    after:
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
  });
}
