import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  route('logout', 'routes/account/logout.ts'),
  // The back office (decision 013): a client-rendered section with its own shell, no shop chrome.
  route('admin', 'routes/admin/root.tsx', [
    route('login', 'routes/admin/login.tsx'),
    layout('routes/admin/print-layout.tsx', [route('orders/slips', 'routes/admin/packing-slips.tsx')]),
    layout('routes/admin/gated-layout.tsx', [
      index('routes/admin/index.tsx'),
      route('dashboard', 'routes/admin/dashboard.tsx'),
      route('orders', 'routes/admin/orders.tsx'),
      route('media', 'routes/admin/media.tsx'),
      route('settings', 'routes/admin/settings.tsx'),
      route('products', 'routes/admin/products.tsx'),
      route('testimonials', 'routes/admin/testimonials.tsx'),
      route('site-faqs', 'routes/admin/site-faqs.tsx'),
      route('content', 'routes/admin/content.tsx'),
      route('seo', 'routes/admin/seo.tsx'),
      route('users', 'routes/admin/users.tsx'),
      route('activity', 'routes/admin/activity.tsx'),
      route('*', 'routes/admin/not-found.tsx'),
    ]),
  ]),
  layout('routes/shop/layout.tsx', [
    index('routes/shop/home.tsx'),
    route('products', 'routes/shop/products.tsx'),
    route('product/:slug', 'routes/shop/product.tsx'),
    route('about', 'routes/shop/about.tsx'),
    route('privacy-policy', 'routes/shop/privacy-policy.tsx'),
    route('terms', 'routes/shop/terms.tsx'),
    route('checkout', 'routes/shop/checkout.tsx'),
    route('order-confirmation', 'routes/shop/order-confirmation.tsx'),
    route('login', 'routes/account/login.tsx'),
    route('register', 'routes/account/register.tsx'),
    route('forgot-password', 'routes/account/forgot-password.tsx'),
    route('reset-password', 'routes/account/reset-password.tsx'),
    route('verify-email', 'routes/account/verify-email.tsx'),
    route('*', 'routes/shop/not-found.tsx'),
  ]),
] satisfies RouteConfig;
