import { eq } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, type PublicSettings } from '../../../common/settings/defaults';
import type { Database } from '../../db/client';
import { siteSettings } from './settings.tables';

export type SiteSettings = typeof siteSettings.$inferSelect;

const EMPTY: SiteSettings = {
  id: 1,
  ...SETTINGS_DEFAULTS,
  siteDescription: SETTINGS_DEFAULTS.siteDescription,
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
  updatedAt: new Date(0),
};

export function createSettingsService(db: Database) {
  async function getSettings(): Promise<SiteSettings> {
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, 1));
    return row ?? EMPTY;
  }

  return {
    getSettings,
    async getPublicSettings(): Promise<PublicSettings> {
      const s = await getSettings();
      return {
        siteName: s.siteName,
        siteDescription: s.siteDescription,
        logoUrl: s.logoUrl,
        currencySymbol: s.currencySymbol,
        defaultCurrency: s.defaultCurrency,
        contactEmail: s.contactEmail,
        contactPhone: s.contactPhone,
        whatsappNumber: s.whatsappNumber,
        address: s.address,
        facebookUrl: s.facebookUrl,
        instagramUrl: s.instagramUrl,
        twitterUrl: s.twitterUrl,
        youtubeUrl: s.youtubeUrl,
        metaPixelId: s.metaPixelId,
      };
    },
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
