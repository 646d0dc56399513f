import { eq } from 'drizzle-orm';
import type { SettingsPatch } from '../../../common/settings/admin-settings-schemas';
import { SETTINGS_DEFAULTS, type PublicSettings } from '../../../common/settings/defaults';
import type { Database } from '../../db/client';
import { withAudit, type Actor } from '../audit/with-audit';
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
    /** Saves the given settings on the one settings row (made from the defaults if the shop has none yet). */
    async updateSettings(patch: SettingsPatch, actor: Actor): Promise<SiteSettings> {
      return withAudit(db, actor, { entity: 'settings', action: 'update', entityId: '1' }, async (tx) => {
        const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
        const values = { ...patch, updatedAt: new Date() };
        const [after] = before
          ? await tx.update(siteSettings).set(values).where(eq(siteSettings.id, 1)).returning()
          : await tx
              .insert(siteSettings)
              .values({ ...EMPTY, ...values })
              .returning();
        const changed = Object.keys(patch) as Array<keyof SettingsPatch>;
        const pick = (row: SiteSettings | undefined) =>
          row ? Object.fromEntries(changed.map((key) => [key, row[key]])) : null;
        return { result: after!, before: pick(before), after: pick(after) };
      });
    },
    /** The logo (media's "used by"). */
    async listMediaReferences() {
      const { logoUrl } = await getSettings();
      return [{ kind: 'settings' as const, label: 'Site logo', href: '/admin/settings', value: logoUrl }];
    },
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
