import type { AppLoadContext } from 'react-router';
import { LEGAL_PATHS, LEGAL_SECTION, type LegalPage } from '../../../../common/content/legal-pages';
import { buildPageSeo, metaDescription, seoTags } from '../../lib/seo';
import { parseLegalContent } from './legal-content';

/** A legal page's text (staff's section, else the default) and its SEO, for the page's loader. */
export async function loadLegalPage(context: AppLoadContext, page: LegalPage) {
  const [blocks, settings, seoEntry] = await Promise.all([
    context.services.content.listPublishedSections(page, context.language),
    context.services.settings.getPublicSettings(),
    context.services.seo.getPageSeo(page, context.language),
  ]);
  const content = parseLegalContent(page, blocks.find((b) => b.section === LEGAL_SECTION)?.content);
  const summary = content.intro || content.sections[0]?.paragraphs[0] || content.heading;
  return {
    content,
    // The page's <head> tags, made here so the page's script carries no SEO code (decision 008).
    meta: seoTags(
      buildPageSeo(
        seoEntry,
        { title: `${content.heading} | ${settings.siteName}`, description: metaDescription(summary) },
        {
          publicUrl: context.publicUrl,
          path: LEGAL_PATHS[page],
          siteName: settings.siteName,
          language: context.language,
        },
      ),
    ),
  };
}
