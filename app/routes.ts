import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/**
 * The storefront's pages, once per language (decision 038): English at the shop's addresses, Urdu the
 * same pages under `/ur` with route ids of their own (`ur/…`). The address decides the language.
 */
function storefront(language: 'en' | 'ur') {
  const id = (file: string) => (language === 'en' ? {} : { id: `ur/${file.replace(/\.tsx?$/, '')}` });
  const page = (path: string, file: string) => route(path, file, id(file));
  const pages = [
    index('shop/routes/home.tsx', id('shop/routes/home.tsx')),
    page('products', 'shop/routes/products.tsx'),
    page('product/:slug', 'shop/routes/product.tsx'),
    page('about', 'shop/routes/about.tsx'),
    page('privacy-policy', 'shop/routes/privacy-policy.tsx'),
    page('terms', 'shop/routes/terms.tsx'),
    page('checkout', 'shop/routes/checkout.tsx'),
    page('order-confirmation', 'shop/routes/order-confirmation.tsx'),
    page('track', 'shop/routes/track.tsx'),
    page('login', 'shop/routes/account/login.tsx'),
    page('register', 'shop/routes/account/register.tsx'),
    page('forgot-password', 'shop/routes/account/forgot-password.tsx'),
    page('reset-password', 'shop/routes/account/reset-password.tsx'),
    page('verify-email', 'shop/routes/account/verify-email.tsx'),
    page('account/orders', 'shop/routes/account/orders.tsx'),
    page('account/orders/:orderId', 'shop/routes/account/order.tsx'),
    page('*', 'shop/routes/not-found.tsx'),
  ];
  return [layout('shop/routes/layout.tsx', id('shop/routes/layout.tsx'), pages)];
}

export default [
  route('sitemap.xml', 'shop/routes/seo/sitemap.ts'),
  route('robots.txt', 'shop/routes/seo/robots.ts'),
  route('logout', 'shop/routes/account/logout.ts'),
  // The back office (decision 013): a client-rendered section with its own shell, no shop chrome.
  route('admin', 'admin/routes/root.tsx', [
    route('login', 'admin/routes/login.tsx'),
    route('forgot-password', 'admin/routes/forgot-password.tsx'),
    route('reset-password', 'admin/routes/reset-password.tsx'),
    layout('admin/routes/print-layout.tsx', [route('orders/slips', 'admin/routes/packing-slips.tsx')]),
    layout('admin/routes/gated-layout.tsx', [
      index('admin/routes/index.tsx'),
      route('dashboard', 'admin/routes/dashboard.tsx'),
      route('orders', 'admin/routes/orders.tsx'),
      route('media', 'admin/routes/media.tsx'),
      route('settings', 'admin/routes/settings.tsx'),
      route('products', 'admin/routes/products.tsx'),
      route('testimonials', 'admin/routes/testimonials.tsx'),
      route('site-faqs', 'admin/routes/site-faqs.tsx'),
      route('content', 'admin/routes/content.tsx'),
      route('seo', 'admin/routes/seo.tsx'),
      route('users', 'admin/routes/users.tsx'),
      route('activity', 'admin/routes/activity.tsx'),
      route('settlements', 'admin/routes/settlements.tsx'),
      route('reports', 'admin/routes/reports.tsx'),
      route('*', 'admin/routes/not-found.tsx'),
    ]),
  ]),
  ...prefix('ur', storefront('ur')),
  ...storefront('en'),
] satisfies RouteConfig;
