import { describe, expect, it } from 'vitest';
import { passwordResetMail, verificationMail } from './account-mails';

const shop = { siteName: 'Vitalix Organics', publicUrl: 'https://shop.example.pk' };
const ayesha = { username: 'Ayesha', email: 'ayesha@example.pk' };
type Mail = { to: string; subject: string; text: string; html: string };
const payload = (message: { payload: unknown }) => message.payload as Mail;

describe('the account mails in the language of the page the shopper used (decision 038)', () => {
  it('writes the English mails as they always were, left to right, linking the English pages', () => {
    const verify = payload(verificationMail(ayesha, 'tok', shop));
    expect(verify.subject).toBe('Verify your email for Vitalix Organics');
    expect(verify.text).toContain('Hello Ayesha,');
    expect(verify.text).toContain('https://shop.example.pk/verify-email?token=tok');
    expect(verify.html).toContain('<html><body');
    const reset = payload(passwordResetMail(ayesha, 'tok', shop, 'en'));
    expect(reset.subject).toBe('Reset your Vitalix Organics password');
    expect(reset.text).toContain(
      'The link works once and expires in 1 hour. If you did not ask for this, ignore this email: your password stays as it is.',
    );
    expect(reset.html).toContain('If the button does not work, copy this address into your browser:');
    expect(reset.text).toContain('https://shop.example.pk/reset-password?token=tok');
  });

  it('writes the Urdu mails in Urdu, right to left, linking the Urdu pages', () => {
    const verify = payload(verificationMail(ayesha, 'tok', shop, 'ur'));
    expect(verify.subject).toBe('Vitalix Organics کے لیے اپنی ای میل کی تصدیق کریں');
    expect(verify.text).toContain('السلام علیکم Ayesha،');
    expect(verify.text).toContain('https://shop.example.pk/ur/verify-email?token=tok');
    expect(verify.html).toContain('<html lang="ur" dir="rtl">');
    expect(verify.html).toContain('میری ای میل کی تصدیق کریں');

    const reset = payload(passwordResetMail(ayesha, 'tok', shop, 'ur'));
    expect(reset.subject).toBe('اپنا Vitalix Organics پاس ورڈ ری سیٹ کریں');
    expect(reset.text).toContain('https://shop.example.pk/ur/reset-password?token=tok');
    expect(reset.html).toContain('<html lang="ur" dir="rtl">');
    expect(reset.html).toContain('نیا پاس ورڈ منتخب کریں');
    expect(`${reset.text}${reset.html}`).not.toMatch(/Choose a new password|Hello /);
  });

  it('keeps a staff member’s reset mail English, opening the back office, whatever page asked', () => {
    const reset = payload(passwordResetMail({ ...ayesha, staff: true }, 'tok', shop, 'ur'));
    expect(reset.subject).toBe('Reset your Vitalix Organics back office password');
    expect(reset.text).toContain('https://shop.example.pk/admin/reset-password?token=tok');
    expect(reset.html).not.toContain('dir="rtl"');
  });
});
