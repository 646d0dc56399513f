import { Outlet } from 'react-router';
import { SiteFooter } from '../../components/layout/site-footer';
import { SiteHeader } from '../../components/layout/site-header';
import { SkipLinks } from '../../components/layout/skip-links';
import type { Route } from './+types/layout';

/** Everything the shop chrome needs, read once per page load on the server. */
export async function loader({ context }: Route.LoaderArgs) {
  const [settings, products] = await Promise.all([
    context.services.settings.getPublic(),
    context.services.catalog.listProducts({ limit: 3 }),
  ]);
  return {
    settings,
    footerProducts: products.map((p) => ({ name: p.name, slug: p.slug })),
    viewer: context.viewer ? { username: context.viewer.username } : null,
  };
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { settings, footerProducts, viewer } = loaderData;
  return (
    <>
      <SkipLinks />
      <SiteHeader siteName={settings.siteName} logoUrl={settings.logoUrl} viewer={viewer} />
      <Outlet />
      <SiteFooter settings={settings} products={footerProducts} />
    </>
  );
}
