import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'shop/routes/seo/sitemap.ts'),
  route('robots.txt', 'shop/routes/seo/robots.ts'),
  route('logout', 'shop/routes/account/logout.ts'),
  // The back office (decision 013): a client-rendered section with its own shell, no shop chrome.
  route('admin', 'admin/routes/root.tsx', [
    route('login', 'admin/routes/login.tsx'),
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
      route('*', 'admin/routes/not-found.tsx'),
    ]),
  ]),
  layout('shop/routes/layout.tsx', [
    index('shop/routes/home.tsx'),
    route('products', 'shop/routes/products.tsx'),
    route('product/:slug', 'shop/routes/product.tsx'),
    route('about', 'shop/routes/about.tsx'),
    route('privacy-policy', 'shop/routes/privacy-policy.tsx'),
    route('terms', 'shop/routes/terms.tsx'),
    route('checkout', 'shop/routes/checkout.tsx'),
    route('order-confirmation', 'shop/routes/order-confirmation.tsx'),
    route('login', 'shop/routes/account/login.tsx'),
    route('register', 'shop/routes/account/register.tsx'),
    route('forgot-password', 'shop/routes/account/forgot-password.tsx'),
    route('reset-password', 'shop/routes/account/reset-password.tsx'),
    route('verify-email', 'shop/routes/account/verify-email.tsx'),
    route('*', 'shop/routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
