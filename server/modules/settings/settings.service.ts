import { eq } from 'drizzle-orm';
import type { AuditSummary } from '../../../common/admin/audit-schemas';
import type { AdminSettings, SettingsPatch } from '../../../common/settings/admin-settings-schemas';
import { codSettingsPatch, codSettingsProblems } from '../../../common/settings/cod-settings';
import type { PublicSettings } from '../../../common/settings/defaults';
import { unsetSettings } from '../../../common/settings/unset-settings';
import type { Database } from '../../db/client';
import { InputError } from '../../errors';
import { withAudit, type Actor } from '../audit/with-audit';
import { keepSettings, type SettingsChanges } from './kept-settings';
import {
  contactPhoneForShop,
  normalizeSettingsPhones,
  storedPhoneProblems,
  whatsappChatNumber,
} from './settings-phones';
import { siteSettings } from './settings.tables';

export type SiteSettings = typeof siteSettings.$inferSelect;

const EMPTY: SiteSettings = { id: 1, ...unsetSettings(), updatedAt: new Date(0) };

/**
 * The COD rules as this save would leave them must hold together (cod-settings.ts): checked when the
 * save sends any of them, each problem named under its field, and nothing is written.
 */
function refuseCodSettings(before: SiteSettings, sent: SettingsPatch): void {
  if (!Object.keys(sent).some((key) => key in codSettingsPatch)) return;
  const after = { ...before, ...sent };
  const problems = Object.entries(codSettingsProblems(after, after.currencySymbol));
  if (problems.length) {
    throw new InputError(
      problems[0]![1],
      problems.map(([field, message]) => `${field}: ${message}`),
    );
  }
}

/** Longer text (a description, an address, a long link) shows in the trail cut to this many characters. */
const AUDIT_TEXT_MAX = 80;

/** The changed settings as the trail shows them: flat values, long text cut short. */
function auditSummary(row: SiteSettings, keys: Array<keyof SettingsPatch>): AuditSummary {
  return Object.fromEntries(
    keys.map((key) => {
      // The template names are the one setting that is not a flat value: the trail shows them as JSON.
      const stored = row[key];
      const value = typeof stored === 'object' && stored !== null ? JSON.stringify(stored) : stored;
      return [
        key,
        typeof value === 'string' && value.length > AUDIT_TEXT_MAX
          ? `${value.slice(0, AUDIT_TEXT_MAX - 1)}…`
          : value,
      ];
    }),
  );
}

/**
 * The site settings. `changes` (the public answers' cache, decision 020) lets the reads made for every
 * order keep the row in memory between changes (`getKeptSettings`); without it they read it each time.
 * `whatsappConnected` says whether this server holds WhatsApp Business credentials, `adsConnected` which
 * ad services it reports to (config.ts).
 */
export function createSettingsService(
  db: Database,
  changes?: SettingsChanges,
  options: { whatsappConnected?: boolean; adsConnected?: AdminSettings['adsConnected'] } = {},
) {
  /** The settings as the back office reads them: the row, and what the screen says about it. */
  const forStaff = (
    row: SiteSettings,
  ): SiteSettings & Pick<AdminSettings, 'whatsappConnected' | 'adsConnected' | 'phoneProblems'> => ({
    ...row,
    whatsappConnected: options.whatsappConnected ?? false,
    adsConnected: options.adsConnected ?? { metaConversions: false, ga4: false },
    phoneProblems: storedPhoneProblems(row),
  });

  // Built once and prepared once per connection: the maintenance gate reads the row on every order and
  // every shop page, and building the query was most of the work of reading it.
  const readRow = db.select().from(siteSettings).where(eq(siteSettings.id, 1)).prepare('site_settings');
  async function getSettings(): Promise<SiteSettings> {
    const [row] = await readRow.execute();
    return row ?? EMPTY;
  }

  const kept = changes ? keepSettings(getSettings, changes) : getSettings;

  return {
    getSettings,
    /** GET /api/admin/settings. */
    getAdminSettings: async () => forStaff(await getSettings()),
    /**
     * The settings as `getSettings` reads them, kept in memory between changes (kept-settings.ts): for
     * placing orders, which must not read the row each time. Read-only: every reader shares the row.
     */
    getKeptSettings: kept,
    /**
     * Whether the shop messages its customers on WhatsApp (docs/whatsapp.md): confirmation by button or
     * shipping updates on, and this server connected. The checkout then says the messages come there.
     */
    async messagesCustomersOnWhatsApp(): Promise<boolean> {
      if (!options.whatsappConnected) return false;
      const row = await kept();
      return row.whatsappAutoConfirm || row.whatsappShippingUpdates;
    },
    /**
     * Saves exactly the settings sent (back-office §7 "partial or full settings") on the one settings row,
     * in one audited write. The pages and the public settings read this row per request, so the change
     * (maintenance mode included) is live with the next request. The phone numbers are saved as E.164;
     * one that cannot be the shop's is refused (400) before anything is written.
     */
    async updateSettings(input: SettingsPatch, actor: Actor) {
      const patch = normalizeSettingsPhones(input);
      const saved = await withAudit(
        db,
        actor,
        { entity: 'settings', action: 'update', entityId: '1' },
        async (tx) => {
          // A shop without the row shows the defaults (getSettings): the first save starts from them. Two
          // first saves at once cannot both insert: the second waits for the first and then finds its row.
          await tx.insert(siteSettings).values(EMPTY).onConflictDoNothing();
          const [before] = await tx.select().from(siteSettings).where(eq(siteSettings.id, 1)).for('update');
          const sent = Object.fromEntries(
            Object.entries(patch).filter(([, value]) => value !== undefined),
          ) as SettingsPatch;
          refuseCodSettings(before!, sent);
          const [after] = await tx
            .update(siteSettings)
            .set({ ...sent, updatedAt: new Date() })
            .where(eq(siteSettings.id, 1))
            .returning();
          // The trail names what this save changed, not every field a full save sends again unchanged.
          const changed = (Object.keys(sent) as Array<keyof SettingsPatch>).filter(
            (key) => JSON.stringify(before![key]) !== JSON.stringify(after![key]),
          );
          return {
            result: after!,
            before: auditSummary(before!, changed),
            after: auditSummary(after!, changed),
          };
        },
      );
      return forStaff(saved);
    },
    /** The logo (media's "used by"). */
    async listMediaReferences() {
      const { logoUrl } = await getSettings();
      return [{ kind: 'settings' as const, label: 'Site logo', href: '/admin/settings', value: logoUrl }];
    },
    /**
     * What the storefront reads. Only numbers that work are linked: a contact phone that is no Pakistani
     * phone is shown as typed without its `tel:` number, and a WhatsApp number that cannot open a chat is
     * left out (the shop then shows no WhatsApp button).
     */
    async getPublicSettings(): Promise<PublicSettings> {
      const s = await getSettings();
      const contactPhone = contactPhoneForShop(s.contactPhone);
      return {
        siteName: s.siteName,
        siteDescription: s.siteDescription,
        logoUrl: s.logoUrl,
        currencySymbol: s.currencySymbol,
        defaultCurrency: s.defaultCurrency,
        contactEmail: s.contactEmail,
        contactPhone: contactPhone?.text ?? null,
        contactPhoneTel: contactPhone?.tel ?? null,
        whatsappNumber: whatsappChatNumber(s.whatsappNumber),
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
