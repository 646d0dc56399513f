import { DEFAULT_CONFIRMATION_MESSAGES } from '../../../../common/orders/confirmation-message';
import {
  codSettingsPatch,
  codSettingsProblems,
  type CodSettings,
} from '../../../../common/settings/cod-settings';
import {
  settingsPatchSchema,
  type AdminSettings,
  type SettingsPatch,
} from '../../../../common/settings/admin-settings-schemas';

/**
 * The settings form's rules (back-office §2 Site settings, §5 "site name required", §7 "partial or full
 * settings"): the form's values from the settings, which of them changed, and the checks the API itself
 * makes, run first in the browser so the messages sit next to their fields.
 */

/** The text settings, in the order the form shows them. */
export const TEXT_FIELDS = [
  'siteName',
  'siteDescription',
  'contactEmail',
  'contactPhone',
  'whatsappNumber',
  'address',
  'facebookUrl',
  'instagramUrl',
  'twitterUrl',
  'youtubeUrl',
  'confirmationMessageEn',
  'confirmationMessageUr',
  'pickupAddress',
  'parcelWeightGrams',
  'whatsappNoReplyMinutes',
  'whatsappStopWord',
  'metaPixelId',
  // A choice, kept as the text of its value like the fields above (docs/ads.md).
  'purchaseReportedWhen',
  'codMinOrder',
  'codMaxOrder',
  'codFeeKind',
  'codFeeAmount',
  'codFeePercent',
  'defaultCurrency',
  'currencySymbol',
] as const;
export type TextSetting = (typeof TEXT_FIELDS)[number];

export const FLAG_FIELDS = [
  'emailNotificationsEnabled',
  'whatsappNotificationsEnabled',
  'whatsappAutoConfirm',
  'whatsappShippingUpdates',
  'codCitiesLimited',
  'codFeeFirstOrderOnly',
  'maintenanceMode',
] as const;
export type FlagSetting = (typeof FLAG_FIELDS)[number];

/** The settings that are a list of choices (the cities Cash on Delivery goes to). */
export const LIST_FIELDS = ['codCities'] as const;
export type ListSetting = (typeof LIST_FIELDS)[number];

export type SettingsField = TextSetting | FlagSetting | ListSetting;

/** The form as typed: text as text (an unset setting is empty), switches as booleans, lists as lists. */
export type SettingsFormValues = Record<TextSetting, string> &
  Record<FlagSetting, boolean> &
  Record<ListSetting, string[]>;

/**
 * The confirmation messages' fields, by language. The form shows the message the desk uses: the built-in
 * one while none is saved, so it can be reworded in place; sent back unchanged, the API keeps null.
 */
export const TEMPLATE_FIELDS = { en: 'confirmationMessageEn', ur: 'confirmationMessageUr' } as const;

export function formValuesOf(settings: AdminSettings): SettingsFormValues {
  const values = {} as SettingsFormValues;
  // The parcel weight and the wait are numbers, typed as text like the rest (the API's schema reads them).
  for (const key of TEXT_FIELDS) values[key] = String(settings[key] ?? '');
  values.confirmationMessageEn = settings.confirmationMessageEn ?? DEFAULT_CONFIRMATION_MESSAGES.en;
  values.confirmationMessageUr = settings.confirmationMessageUr ?? DEFAULT_CONFIRMATION_MESSAGES.ur;
  for (const key of FLAG_FIELDS) values[key] = settings[key];
  for (const key of LIST_FIELDS) values[key] = [...settings[key]];
  return values;
}

/**
 * What changed since the form was loaded, as typed: text compared without its surrounding spaces (a
 * trailing space is not a change), switches as they are. Only these are sent, so a save never writes
 * back a setting someone else changed meanwhile, nor the logo, which its uploader saves on its own.
 */
export function changedFields(
  loaded: SettingsFormValues,
  values: SettingsFormValues,
): Partial<SettingsFormValues> {
  const changed: Partial<SettingsFormValues> = {};
  for (const key of TEXT_FIELDS) {
    if (values[key].trim() !== loaded[key].trim()) changed[key] = values[key];
  }
  for (const key of FLAG_FIELDS) {
    if (values[key] !== loaded[key]) changed[key] = values[key];
  }
  for (const key of LIST_FIELDS) {
    if (values[key].join('\n') !== loaded[key].join('\n')) changed[key] = values[key];
  }
  return changed;
}

export function hasChanges(loaded: SettingsFormValues, values: SettingsFormValues): boolean {
  return Object.keys(changedFields(loaded, values)).length > 0;
}

export type SettingsCheck =
  { ok: true; body: SettingsPatch } | { ok: false; errors: Partial<Record<SettingsField, string>> };

/**
 * The changed fields checked with the API's own schema (settingsPatchSchema), so the browser and the
 * server say the same words: the body to send (trimmed, emptied text as null, the currency in capitals),
 * or the first message of each field. Fields left as loaded are not checked: they are not sent.
 */
export function checkSettings(
  changed: Partial<SettingsFormValues>,
  loaded?: SettingsFormValues,
): SettingsCheck {
  const result = settingsPatchSchema.safeParse(changed);
  if (result.success) {
    const problems = loaded ? codProblems(loaded, result.data) : {};
    return Object.keys(problems).length ? { ok: false, errors: problems } : { ok: true, body: result.data };
  }
  const errors: Partial<Record<SettingsField, string>> = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0];
    if (typeof key === 'string' && key in changed) errors[key as SettingsField] ??= issue.message;
  }
  return { ok: false, errors };
}

/**
 * The Cash on Delivery rules as the save would leave them, checked together as the server checks them
 * (cod-settings.ts): a problem may sit under a field that was not changed (the fee's amount when its kind
 * changed to flat), so it is shown there.
 */
function codProblems(
  loaded: SettingsFormValues,
  body: SettingsPatch,
): Partial<Record<SettingsField, string>> {
  if (!Object.keys(body).some((key) => key in codSettingsPatch)) return {};
  const amount = (text: string) => text.trim() || null;
  const saved: CodSettings = {
    codCitiesLimited: loaded.codCitiesLimited,
    codCities: loaded.codCities,
    codMinOrder: amount(loaded.codMinOrder),
    codMaxOrder: amount(loaded.codMaxOrder),
    codFeeKind: loaded.codFeeKind as CodSettings['codFeeKind'],
    codFeeAmount: amount(loaded.codFeeAmount),
    codFeePercent: amount(loaded.codFeePercent),
  };
  const after = { ...saved, ...body } as CodSettings;
  return codSettingsProblems(after, body.currencySymbol ?? loaded.currencySymbol);
}

/** The save closes the shop: maintenance mode goes from off to on (asked first, it refuses orders). */
export function turnsMaintenanceOn(loaded: SettingsFormValues, body: SettingsPatch): boolean {
  return !loaded.maintenanceMode && body.maintenanceMode === true;
}
