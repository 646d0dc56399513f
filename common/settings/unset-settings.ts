import { DEFAULT_PURCHASE_MOMENT } from '../ads/purchase-report';
import { codSettingsOff } from './cod-settings';
import { SETTINGS_DEFAULTS } from './defaults';

/**
 * Every setting as a new shop has it, before staff save their own (back-office §3): the row the server
 * starts from, and what the back office's tests answer for GET /api/admin/settings. A fresh object each
 * call, so no caller can change another's lists.
 */
export function unsetSettings() {
  return {
    ...SETTINGS_DEFAULTS,
    contactEmail: null,
    contactPhone: null,
    whatsappNumber: null,
    address: null,
    facebookUrl: null,
    instagramUrl: null,
    twitterUrl: null,
    youtubeUrl: null,
    emailNotificationsEnabled: true,
    whatsappNotificationsEnabled: true,
    maintenanceMode: false,
    metaPixelId: null,
    confirmationMessageEn: null,
    confirmationMessageUr: null,
    pickupAddress: null,
    parcelWeightGrams: 500,
    whatsappTemplateNames: {},
    whatsappLanguage: 'en' as const,
    whatsappAutoConfirm: false,
    whatsappNoReplyMinutes: 30,
    whatsappShippingUpdates: false,
    whatsappStopWord: null,
    purchaseReportedWhen: DEFAULT_PURCHASE_MOMENT,
    ...codSettingsOff(),
  };
}
