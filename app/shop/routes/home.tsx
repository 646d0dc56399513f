import { useEffect } from 'react';
import { redirect } from 'react-router';
import { frontDoorLanguage, localizedPath } from '../../../common/i18n/languages';
import { findFlagship } from '../../../common/catalog/bundle-pricing';
import { skipLinksHandle } from '../chrome/skip-links';
import { MediaProvider } from '../media/media-context';
import { HoneyPromotionIsland as HoneyPromotion } from '../sections/honey-promotion-island';
import { BundlePricing } from '../features/home/bundle-pricing';
import { parseHomeContent } from '../features/home/home-content';
import { HOME_REVIEW_LIMIT, homeMediaUrls, toHomeFaq, toHomeReview } from '../features/home/home-data';
import { HomeFaq } from '../features/home/home-faq';
import { HomeHero } from '../features/home/home-hero';
import { CustomerReviews, FlagshipSection } from '../features/home/home-islands';
import { organizationJsonLd } from '../features/home/organization-json-ld';
import { QualitySection } from '../features/home/quality-section';
import { buildPageSeo, seoTags } from '../lib/seo';
import { messagesFor } from '../i18n/messages.server';
import { PageMessages } from '../i18n/shop-language';
import type { Route } from './+types/home';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { services, publicUrl } = context;
  // The front door: a shopper who chose Urdu before is sent on to the Urdu shop (decision 038).
  const url = new URL(request.url);
  const chosen = frontDoorLanguage(
    url.pathname,
    request.headers.get('cookie'),
    request.headers.get('sec-fetch-site'),
  );
  if (chosen) {
    throw redirect(localizedPath('/', chosen) + url.search, {
      headers: { 'Cache-Control': 'private, no-store', Vary: 'Cookie' },
    });
  }
  const [blocks, products, testimonials, faqs, settings, seoEntry] = await Promise.all([
    services.content.listPublishedSections('home', context.language),
    services.catalog.listProducts({ language: context.language }),
    services.community.listPublishedTestimonials(),
    services.community.listPublishedFaqs(),
    services.settings.getPublicSettings(),
    services.seo.getPageSeo('home', context.language),
  ]);
  const product = findFlagship(products);
  // Only what the page shows and the order button needs (stock is a courtesy check; checkout decides).
  const flagship = product
    ? { id: product.id, name: product.name, image: product.image, stock: product.stock }
    : null;
  const content = parseHomeContent(blocks, { flagshipImage: flagship?.image ?? null });
  const reviews = testimonials.slice(0, HOME_REVIEW_LIMIT).map(toHomeReview);
  return {
    messages: messagesFor(context.language, ['home']),
    content,
    flagship,
    reviews,
    faqs: faqs.map(toHomeFaq),
    media: await services.media.resolveMedia(homeMediaUrls(content, reviews)),
    // The page's <head> tags, made here so the page's script carries no SEO code (decision 008).
    meta: seoTags(
      buildPageSeo(
        seoEntry,
        {
          title: settings.siteName,
          description: settings.siteDescription ?? content.hero.subheading,
          image: flagship?.image,
        },
        { publicUrl, path: '/', siteName: settings.siteName, language: context.language },
      ),
      [organizationJsonLd(settings, publicUrl)],
    ),
  };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

// The flagship section and the FAQ are the home page's skip-link targets.
export const handle = skipLinksHandle(['products', 'faq']);

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { messages, content, flagship, reviews, faqs, media } = loaderData;

  // The home page opens at its top (storefront §2 Home), unless the address asks for a section (#faq).
  useEffect(() => {
    if (!window.location.hash) window.scrollTo(0, 0);
  }, []);

  return (
    <PageMessages messages={messages}>
      <MediaProvider media={media}>
        <main id="main-content">
          <HomeHero content={content.hero} />
          <FlagshipSection content={content.flagship} />
          <CustomerReviews content={content.reviews} reviews={reviews} />
          <QualitySection content={content.quality} />
          <BundlePricing content={content.pricing} flagship={flagship} />
          <HomeFaq faqs={faqs} />
          <HoneyPromotion content={content.honey} />
        </main>
      </MediaProvider>
    </PageMessages>
  );
}
