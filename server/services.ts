import { join } from 'node:path';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccountService } from './modules/accounts/accounts.service';
import { createSessionService } from './modules/accounts/sessions.service';
import { createAuditService } from './modules/audit/audit.service';
import { createCatalogCsvService } from './modules/catalog/catalog-csv';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createProductAdminService } from './modules/catalog/product-admin.service';
import { createCommunityService } from './modules/community/community.service';
import { createContentService } from './modules/content/content.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createMediaService } from './modules/media/media.service';
import { createMediaStorage } from './modules/media/storage/create-storage';
import { createUploadService } from './modules/media/uploads.service';
import { createVideoJobs } from './modules/media/video/video-jobs';
import { createMailer } from './modules/notifications/mailer';
import { createOutboxWorker } from './modules/notifications/outbox';
import { createWhatsAppSender } from './modules/notifications/whatsapp';
import { createOrderService, orderNotificationFlags } from './modules/orders/orders.service';
import { createBlockedPhones } from './modules/phones/blocked-phones.service';
import { createPublicAnswerCache } from './lib/public-cache/answer-cache';
import { createSeoService } from './modules/seo/seo.service';
import { createSettingsService } from './modules/settings/settings.service';

/** Every service of every module, made once per process and shared by the API and the SSR loaders. */
export function createServices(
  db: Database,
  config: Config,
  log: (level: 'info' | 'warn', message: string) => void,
) {
  const sessions = createSessionService(db);
  const publicAnswers = createPublicAnswerCache();
  // Orders keep the settings between changes, dropped with the public answers' settings (decision 020).
  const settings = createSettingsService(db, publicAnswers, { whatsappConnected: Boolean(config.whatsapp) });
  const catalog = createCatalogService(db);
  const content = createContentService(db);
  const storage = createMediaStorage(config);
  // Started by main.ts (tests call runOnce): videos become their variants in the background.
  const videoJobs = createVideoJobs({ db, storage, log, leaseMs: config.mediaJobLeaseMs });
  const community = createCommunityService(db);
  const seo = createSeoService(db);
  const media = createMediaService(db, {
    storage,
    // Every module that stores media URLs says where ("used by" in the library).
    references: [
      catalog.listMediaReferences,
      content.listMediaReferences,
      settings.listMediaReferences,
      community.listMediaReferences,
      seo.listMediaReferences,
    ],
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    log: (message) => log('info', message),
  });
  const outbox = createOutboxWorker({
    db,
    mailer,
    whatsapp: config.whatsapp ? createWhatsAppSender(config.whatsapp) : null,
    flags: orderNotificationFlags,
    log,
  });
  const accounts = createAccountService(db, sessions, {
    publicUrl: config.publicUrl,
    siteName: async () => (await settings.getSettings()).siteName,
    afterCommit: () => void outbox.kick(),
  });
  outbox.handle(accounts.outboxTasks); // account mail requests, carried out after the answer
  const orders = createOrderService(db, {
    settings,
    publicUrl: config.publicUrl,
    whatsappConfigured: Boolean(config.whatsapp),
    afterCommit: () => void outbox.kick(),
    packs: { listHomePricingTiers: content.listHomePricingTiers, findFlagshipId: catalog.findFlagshipId },
  });
  outbox.handle(orders.outboxTasks); // low-stock alerts: their mail and WhatsApp, written when delivered
  return {
    mailer,
    outbox,
    orders,
    dashboard: createDashboardService(db),
    audit: createAuditService(db),
    sessions,
    accounts,
    catalog,
    productAdmin: createProductAdminService(db),
    catalogCsv: createCatalogCsvService(db),
    community,
    content,
    storage,
    media,
    videoJobs,
    uploads: createUploadService({
      db,
      storage,
      diskRoot: join(config.dataDir, 'uploads'),
      // A stored video waits for its variants; the video worker (modules/media/video) makes them.
      onVideoQueued: () => videoJobs.wake(),
    }),
    seo,
    blockedPhones: createBlockedPhones(db),
    settings,
    /** The public API's answers as ready bytes, kept true by plugins/public-answers.ts (decision 020). */
    publicAnswers,
  };
}

export type Services = ReturnType<typeof createServices>;
