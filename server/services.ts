import { join } from 'node:path';
import { API_COURIER_KEYS } from '../common/orders/parcels';
import type { Config } from './config';
import type { Database } from './db/client';
import { createAccountService } from './modules/accounts/accounts.service';
import { createAdsReporting } from './modules/ads/ads-reporting';
import { createSessionService } from './modules/accounts/sessions.service';
import { createAuditService } from './modules/audit/audit.service';
import { createCatalogCsvService } from './modules/catalog/catalog-csv';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createProductAdminService } from './modules/catalog/product-admin.service';
import { createCommunityService } from './modules/community/community.service';
import { createContentService } from './modules/content/content.service';
import { createCourierService } from './modules/orders/couriers/couriers.service';
import { createSettlementService } from './modules/orders/couriers/settlements/settlements.service';
import { createDashboardService } from './modules/dashboard/dashboard.service';
import { createReportService } from './modules/orders/reports/reports.service';
import { createMediaService } from './modules/media/media.service';
import { createMediaStorage } from './modules/media/storage/create-storage';
import { createUploadService } from './modules/media/uploads.service';
import { createVideoJobs } from './modules/media/video/video-jobs';
import { createMailer } from './modules/notifications/mailer';
import { createOutboxWorker } from './modules/notifications/outbox';
import { createWhatsAppInbox } from './modules/notifications/whatsapp-inbox';
import { createWhatsAppSender } from './modules/notifications/whatsapp-cloud';
import { createOrderService, orderNotificationFlags } from './modules/orders/orders.service';
import { createOrderTracking } from './modules/orders/order-tracking';
import { createWhatsAppConfirmation, ORDER_RECEIVED_KIND } from './modules/orders/whatsapp-confirmation';
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
  // Purchases and refunds told to Meta and GA4 from the outbox, each on by its credentials (docs/ads.md).
  const ads = createAdsReporting({ config: config.ads, log });
  // Orders keep the settings between changes, dropped with the public answers' settings (decision 020).
  const settings = createSettingsService(db, publicAnswers, {
    whatsappConnected: Boolean(config.whatsapp),
    adsConnected: { metaConversions: ads.connected.meta, ga4: ads.connected.ga4 },
  });
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
  // WhatsApp's webhook: its events kept once each and carried out after the answer (docs/whatsapp.md).
  // Confirmation by button: a new order's customer answers the desk's question on WhatsApp.
  const whatsappConfirmation = createWhatsAppConfirmation(db, {
    settings: settings.getKeptSettings,
    whatsappConfigured: Boolean(config.whatsapp),
    publicUrl: config.publicUrl,
    afterCommit: () => void outbox.kick(),
    log,
  });
  outbox.handle(whatsappConfirmation.outboxTasks);
  const whatsappInbox = createWhatsAppInbox(db, {
    flags: orderNotificationFlags,
    afterCommit: () => void outbox.kick(),
    log,
    stopWord: async () => (await settings.getKeptSettings()).whatsappStopWord,
    onButton: whatsappConfirmation.answer,
    onFailed: { [ORDER_RECEIVED_KIND]: whatsappConfirmation.askFailed },
  });
  outbox.handle(whatsappInbox.outboxTasks);
  outbox.handle(accounts.outboxTasks); // account mail requests, carried out after the answer
  const orders = createOrderService(db, {
    settings,
    publicUrl: config.publicUrl,
    whatsappConfigured: Boolean(config.whatsapp),
    adsConnected: ads.connected,
    afterCommit: () => void outbox.kick(),
    packs: { listHomePricingTiers: content.listHomePricingTiers, findFlagshipId: catalog.findFlagshipId },
    apiCouriers: API_COURIER_KEYS.filter((courier) => config.couriers[courier]),
  });
  outbox.handle(orders.outboxTasks); // low-stock alerts: their mail and WhatsApp, written when delivered
  outbox.handle(ads.outboxTasks); // purchases and refunds for Meta and GA4, written with the order's change
  // Started by main.ts (its schedule: city lists, PostEx's parcels); bookings go through the outbox.
  const couriers = createCourierService(db, {
    config: config.couriers,
    storage,
    settings,
    orders,
    afterCommit: () => void outbox.kick(),
    log,
  });
  // A parcel booked with its courier after the answer (decision 031); a delivered parcel's charges (036).
  outbox.handle(couriers.outboxTasks);
  return {
    /** What the ads were told since the start (the metrics read it). */
    ads,
    couriers,
    /** What couriers pay and keep of the shop's cash (decision 033). */
    settlements: createSettlementService(db, couriers),
    whatsappInbox,
    mailer,
    outbox,
    orders,
    /** Tracking an order without an account, and a customer's own orders (docs/storefront.md). */
    orderTracking: createOrderTracking(db, { readParcel: couriers.readParcel }),
    dashboard: createDashboardService(db),
    /** The Reports screen's figures (docs/reports.md, decision 035). */
    reports: createReportService(db),
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
