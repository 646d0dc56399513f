import { Link } from 'react-router';
import type { PublicSettings } from '../../../common/settings/defaults';
import { useLocalizedPath, useMessages } from '../i18n/shop-language';

// Shown when staff have not filled in the contact fields yet (storefront §2 Footer).
const FALLBACK_EMAIL = 'support@vitalixorganics.pk';
const FALLBACK_PHONE = '+92 300 0000000';

type Props = { settings: PublicSettings; products: Array<{ name: string; slug: string }> };

export function SiteFooter({ settings, products }: Props) {
  const words = useMessages('shop');
  const to = useLocalizedPath();
  const email = settings.contactEmail || FALLBACK_EMAIL;
  // A number saved before the shop checked numbers may be none: shown as typed, but not linked.
  const phone = settings.contactPhone
    ? { text: settings.contactPhone, tel: settings.contactPhoneTel }
    : { text: FALLBACK_PHONE, tel: FALLBACK_PHONE.replace(/[^+\d]/g, '') };
  const social = [
    { href: settings.facebookUrl, label: 'Facebook' },
    { href: settings.instagramUrl, label: 'Instagram' },
    { href: settings.twitterUrl, label: 'Twitter' },
    { href: settings.youtubeUrl, label: 'YouTube' },
  ].filter((s): s is { href: string; label: string } => Boolean(s.href));

  return (
    <footer className="mt-16 border-t border-stone-200 bg-stone-50 text-sm text-stone-700">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-base font-semibold text-stone-900">{settings.siteName}</p>
          {settings.siteDescription ? <p className="mt-2">{settings.siteDescription}</p> : null}
        </div>
        <nav aria-label={words.footerNav}>
          <p className="font-semibold text-stone-900">{words.shop}</p>
          <ul className="mt-2 space-y-2">
            <li>
              <Link to={to('/products')} className="hover:text-brand-700">
                {words.shop}
              </Link>
            </li>
            {products.map((p) => (
              <li key={p.slug}>
                <Link to={to(`/product/${p.slug}`)} className="hover:text-brand-700">
                  {p.name}
                </Link>
              </li>
            ))}
            <li>
              <Link to={to('/track')} className="hover:text-brand-700">
                {words.trackOrder}
              </Link>
            </li>
          </ul>
        </nav>
        <div>
          <p className="font-semibold text-stone-900">{words.company}</p>
          <ul className="mt-2 space-y-2">
            <li>
              <Link to={to('/about')} className="hover:text-brand-700">
                {words.about}
              </Link>
            </li>
            <li>
              <Link to={to('/privacy-policy')} className="hover:text-brand-700">
                {words.privacyPolicy}
              </Link>
            </li>
            <li>
              <Link to={to('/terms')} className="hover:text-brand-700">
                {words.terms}
              </Link>
            </li>
          </ul>
        </div>
        <div>
          <p className="font-semibold text-stone-900">{words.contact}</p>
          <ul className="mt-2 space-y-2">
            <li>
              <a href={`mailto:${email}`} dir="ltr" className="hover:text-brand-700">
                {email}
              </a>
            </li>
            <li>
              {phone.tel ? (
                <a href={`tel:${phone.tel}`} dir="ltr" className="hover:text-brand-700">
                  {phone.text}
                </a>
              ) : (
                phone.text
              )}
            </li>
            {settings.address ? <li>{settings.address}</li> : null}
          </ul>
          {social.length ? (
            <ul className="mt-4 flex flex-wrap gap-3" aria-label={words.socialMedia}>
              {social.map((s) => (
                <li key={s.label}>
                  <a
                    href={s.href}
                    rel="noopener noreferrer"
                    target="_blank"
                    className="underline hover:text-brand-700"
                  >
                    {s.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      <div className="border-t border-stone-200">
        <p className="mx-auto max-w-7xl px-4 py-6 text-xs text-stone-600">
          {words.disclaimer} © {settings.siteName}
        </p>
      </div>
    </footer>
  );
}
