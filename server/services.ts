import type { Config } from './config';
import type { Database } from './db/client';
import { createAccountService } from './modules/accounts/accounts.service';
import { createSessionService } from './modules/accounts/sessions.service';
import { createCatalogService } from './modules/catalog/catalog.service';
import { createCommunityService } from './modules/community/community.service';
import { createContentService } from './modules/content/content.service';
import { createMediaService } from './modules/media/media.service';
import { createMailer } from './modules/notifications/mailer';
import { createSeoService } from './modules/seo/seo.service';
import { createSettingsService } from './modules/settings/settings.service';

/** Every service of every module, made once per process and shared by the API and the SSR loaders. */
export function createServices(db: Database, config: Config, log: (message: string) => void) {
  const sessions = createSessionService(db);
  return {
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir, log }),
    sessions,
    accounts: createAccountService(db, sessions),
    catalog: createCatalogService(db),
    community: createCommunityService(db),
    content: createContentService(db),
    media: createMediaService(db),
    seo: createSeoService(db),
    settings: createSettingsService(db),
  };
}

export type Services = ReturnType<typeof createServices>;
