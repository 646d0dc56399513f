import type { PublicSettings } from '../../../../common/settings/defaults';

type OrganizationSettings = Pick<
  PublicSettings,
  | 'siteName'
  | 'logoUrl'
  | 'contactEmail'
  | 'contactPhoneTel'
  | 'facebookUrl'
  | 'instagramUrl'
  | 'twitterUrl'
  | 'youtubeUrl'
>;

function absolute(publicUrl: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${publicUrl}${url.startsWith('/') ? '' : '/'}${url}`;
}

/**
 * schema.org Organization for the home page, so search engines show the shop's name, logo, contact
 * details and social profiles. Contact fields and profiles appear only when staff have set them.
 */
export function organizationJsonLd(settings: OrganizationSettings, publicUrl: string) {
  const sameAs = [
    settings.facebookUrl,
    settings.instagramUrl,
    settings.twitterUrl,
    settings.youtubeUrl,
  ].filter((url): url is string => Boolean(url));
  // Only a phone that can be dialled: one saved before the shop checked numbers may be none.
  const hasContact = Boolean(settings.contactPhoneTel || settings.contactEmail);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: settings.siteName,
    url: publicUrl,
    logo: absolute(publicUrl, settings.logoUrl),
    ...(hasContact
      ? {
          contactPoint: {
            '@type': 'ContactPoint',
            contactType: 'customer service',
            areaServed: 'PK',
            ...(settings.contactPhoneTel ? { telephone: settings.contactPhoneTel } : {}),
            ...(settings.contactEmail ? { email: settings.contactEmail } : {}),
          },
        }
      : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}
