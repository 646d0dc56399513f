import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  route('sitemap.xml', 'routes/seo/sitemap.ts'),
  route('robots.txt', 'routes/seo/robots.ts'),
  layout('routes/shop/layout.tsx', [
    index('routes/shop/home.tsx'),
    route('products', 'routes/shop/products.tsx'),
    route('product/:slug', 'routes/shop/product.tsx'),
    route('about', 'routes/shop/about.tsx'),
    route('checkout', 'routes/shop/checkout.tsx'),
    route('order-confirmation', 'routes/shop/order-confirmation.tsx'),
    route('*', 'routes/shop/not-found.tsx'),
  ]),
] satisfies RouteConfig;
