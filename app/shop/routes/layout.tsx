import { Outlet, type ShouldRevalidateFunctionArgs } from 'react-router';
import { CartProvider } from '../cart/cart-context';
import { CartDrawer } from '../cart/cart-drawer';
import { can, isStaff } from '../../../common/accounts/roles';
import { AdPixel } from '../chrome/ad-pixel';
import { MaintenanceNoticeIsland } from '../chrome/maintenance-notice-island';
import { SiteFooterIsland } from '../chrome/site-footer-island';
import { SiteHeader } from '../chrome/site-header';
import { SkipLinks } from '../chrome/skip-links';
import { StarSymbol } from '../../ui/star-rating';
import { Toaster } from '../../ui/toaster';
import { WhatsAppButton } from '../chrome/whatsapp-button';
import { ProductLoading } from '../features/product/product-loading';
import { useLoadingProduct } from '../features/product/use-loading-product';
import { LanguageAlternates } from '../chrome/language-alternates';
import { messagesFor, numberStyleFor } from '../i18n/messages.server';
import { ShopLanguageProvider } from '../i18n/shop-language';
import type { Route } from './+types/layout';

/**
 * Everything the shop chrome needs, read once per page load on the server. While maintenance mode is on
 * only staff get a page at all (plugins/maintenance.ts): they are told the shop is closed to shoppers.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const { viewer } = context;
  const staff = viewer && isStaff(viewer) ? viewer : null;
  const [settings, products, kept] = await Promise.all([
    context.services.settings.getPublicSettings(),
    context.services.catalog.listProducts({ limit: 3, language: context.language }),
    staff ? context.services.settings.getKeptSettings() : null,
  ]);
  return {
    // The page's language, its number style and the words of the chrome (decision 038).
    shopLanguage: {
      language: context.language,
      numbers: numberStyleFor(context.language),
      messages: messagesFor(context.language, ['shop']),
    },
    settings,
    publicUrl: context.publicUrl,
    footerProducts: products.map((p) => ({ name: p.name, slug: p.slug })),
    viewer: viewer ? { username: viewer.username } : null,
    maintenance: staff && kept?.maintenanceMode ? { canChange: can(staff, 'catalog') } : null,
  };
}

// The chrome's data (settings, footer products) does not change when the shopper moves between pages.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod && formMethod !== 'GET' ? defaultShouldRevalidate : false;
}

export default function ShopLayout({ loaderData }: Route.ComponentProps) {
  const { shopLanguage, settings, footerProducts, viewer, publicUrl, maintenance } = loaderData;
  const loadingProduct = useLoadingProduct();
  return (
    <ShopLanguageProvider value={shopLanguage}>
      <LanguageAlternates publicUrl={publicUrl} />
      <CartProvider>
        <SkipLinks mainOnly={loadingProduct} />
        {maintenance ? <MaintenanceNoticeIsland canChange={maintenance.canChange} /> : null}
        <StarSymbol />
        <SiteHeader siteName={settings.siteName} logoUrl={settings.logoUrl} viewer={viewer} />
        {loadingProduct ? <ProductLoading /> : <Outlet />}
        <SiteFooterIsland settings={settings} products={footerProducts} />
        <CartDrawer currencySymbol={settings.currencySymbol} />
        <WhatsAppButton number={settings.whatsappNumber} publicUrl={publicUrl} />
        <Toaster />
        <AdPixel pixelId={settings.metaPixelId} />
      </CartProvider>
    </ShopLanguageProvider>
  );
}
