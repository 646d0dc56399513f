import type { SettingsPatch } from '../../../common/settings/admin-settings-schemas';
import { InputError } from '../../errors';
import { NOT_A_PAKISTANI_PHONE, normalizePakistaniPhone } from '../phones/pakistani-phone';

/**
 * The shop's own numbers (back-office §3 site_settings: contactPhone, whatsappNumber), read with the
 * checkout's parser (decision 022): saved as E.164 (`+923001234567`), and refused when they cannot be
 * a Pakistani phone, or, for WhatsApp, a Pakistani mobile (a landline cannot open a chat).
 */
export const SETTINGS_PHONE_MESSAGES = {
  contactPhone: `Contact phone: ${NOT_A_PAKISTANI_PHONE}`,
  whatsappNumber:
    'WhatsApp number: Enter a Pakistani mobile number, for example 0300 1234567 or +92 300 1234567',
  whatsappLandline: (display: string) =>
    `WhatsApp number: ${display} is a landline, and WhatsApp needs a mobile number, for example 0300 1234567 or +92 300 1234567`,
} as const;

/** What is wrong with a number saved before the shop checked them, as the settings screen says it. */
export const STORED_PHONE_PROBLEMS = {
  contactPhone:
    'This number is not a Pakistani phone number, so the shop shows it without a call link. Enter it again to correct it.',
  whatsappNumber:
    'This number cannot open a WhatsApp chat (it is not a Pakistani mobile number), so the shop hides its WhatsApp button and sends no WhatsApp notifications. Enter it again to correct it.',
} as const;

type PhoneField = 'contactPhone' | 'whatsappNumber';

/** The problem with a number as given, or its E.164 form. */
function readPhone(field: PhoneField, typed: string): { normalized: string } | { problem: string } {
  const phone = normalizePakistaniPhone(typed);
  if (!phone) return { problem: SETTINGS_PHONE_MESSAGES[field] };
  if (field === 'whatsappNumber' && phone.kind !== 'mobile') {
    return { problem: SETTINGS_PHONE_MESSAGES.whatsappLandline(phone.display) };
  }
  return { normalized: phone.normalized };
}

/**
 * The patch with its phone numbers in E.164, or a 400 naming each number it cannot save (its
 * `details` put the words under the field, as a zod refusal's do). An emptied number (null) clears it.
 */
export function normalizeSettingsPhones(patch: SettingsPatch): SettingsPatch {
  const normalized: SettingsPatch = { ...patch };
  const problems: Array<[PhoneField, string]> = [];
  for (const field of ['contactPhone', 'whatsappNumber'] as const) {
    const typed = patch[field];
    if (typed == null) continue;
    const read = readPhone(field, typed);
    if ('problem' in read) problems.push([field, read.problem]);
    else normalized[field] = read.normalized;
  }
  if (problems.length) {
    throw new InputError(
      problems[0]![1],
      problems.map(([field, problem]) => `${field}: ${problem}`),
    );
  }
  return normalized;
}

/** The number a WhatsApp link or message may go to (E.164, a Pakistani mobile), or null when there is none. */
export function whatsappChatNumber(stored: string | null): string | null {
  if (!stored) return null;
  const phone = normalizePakistaniPhone(stored);
  return phone?.kind === 'mobile' ? phone.normalized : null;
}

/**
 * The contact phone as the shop shows it: the international form and the `tel:` number when it is a
 * Pakistani phone; a number saved before the check that is none is shown as typed, with no link.
 */
export function contactPhoneForShop(stored: string | null): { text: string; tel: string | null } | null {
  if (!stored) return null;
  const phone = normalizePakistaniPhone(stored);
  return phone ? { text: phone.display, tel: phone.normalized } : { text: stored, tel: null };
}

/** For the settings screen: what is wrong with each stored number the shop cannot use. */
export function storedPhoneProblems(row: {
  contactPhone: string | null;
  whatsappNumber: string | null;
}): Partial<Record<PhoneField, string>> {
  const problems: Partial<Record<PhoneField, string>> = {};
  if (row.contactPhone && !contactPhoneForShop(row.contactPhone)?.tel) {
    problems.contactPhone = STORED_PHONE_PROBLEMS.contactPhone;
  }
  if (row.whatsappNumber && !whatsappChatNumber(row.whatsappNumber)) {
    problems.whatsappNumber = STORED_PHONE_PROBLEMS.whatsappNumber;
  }
  return problems;
}
