import { MediaProvider } from '../media/media-context';
import { parseAboutContent } from '../features/about/about-content';
import { AboutSections } from '../features/about/about-sections';
import { buildPageSeo, seoTags, type PageSeo } from '../lib/seo';
import { localizedPath } from '../../../common/i18n/languages';
import { messagesFor } from '../i18n/messages.server';
import { PageMessages } from '../i18n/shop-language';
import type { Route } from './+types/about';

export async function loader({ context }: Route.LoaderArgs) {
  const [blocks, settings, seoEntry] = await Promise.all([
    context.services.content.listPublishedSections('about', context.language),
    context.services.settings.getPublicSettings(),
    context.services.seo.getPageSeo('about', context.language),
  ]);
  // Only the parsed fields travel to the browser, never the raw blocks.
  const content = parseAboutContent(blocks);
  return {
    messages: messagesFor(context.language, ['about']),
    content,
    media: await context.services.media.resolveMedia([content.promise.imageUrl, content.quality.imageUrl]),
    // The page's <head> tags, made here so the page's script carries no SEO code (decision 008).
    meta: aboutMeta(
      buildPageSeo(
        seoEntry,
        {
          title: `About Us | ${settings.siteName}`,
          description: content.hero.subheading,
          image: content.promise.imageUrl,
        },
        {
          publicUrl: context.publicUrl,
          path: '/about',
          siteName: settings.siteName,
          language: context.language,
        },
      ),
    ),
  };
}

/** schema.org BreadcrumbList for Home > About, matching the visible breadcrumb. */
function breadcrumbJsonLd(seo: PageSeo) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      {
        '@type': 'ListItem',
        position: 1,
        name: 'Home',
        item: new URL(localizedPath('/', seo.language), seo.canonical).href,
      },
      { '@type': 'ListItem', position: 2, name: 'About', item: seo.canonical },
    ],
  };
}

const aboutMeta = (seo: PageSeo) => seoTags(seo, [breadcrumbJsonLd(seo)]);

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

/** The About page (storefront §2 About): every section renders, from content or from its defaults. */
export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { messages, content, media } = loaderData;
  return (
    <PageMessages messages={messages}>
      <MediaProvider media={media}>
        <main id="main-content">
          <AboutSections content={content} />
        </main>
      </MediaProvider>
    </PageMessages>
  );
}
