import type { LegalPage } from '../../../../common/content/legal-pages';
import { readSection, type SectionRead } from '../../../../common/content/section-schemas';

/**
 * A legal page's text (storefront §2 Footer: Privacy Policy, Terms), read by its one definition
 * (common/content/section-schemas.ts) over the page's default text, field by field: staff's heading,
 * introduction and parts, or the default's where they left one empty. Runs in the page's loader and the
 * back office's preview; the page's component imports its type only.
 */
export type LegalContent = SectionRead<'privacy-main'>;

export function parseLegalContent(page: LegalPage, stored: unknown): LegalContent {
  return page === 'privacy' ? readSection('privacy-main', stored) : readSection('terms-main', stored);
}
