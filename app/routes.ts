import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  layout('routes/shop/layout.tsx', [
    index('routes/shop/home.tsx'),
    route('products', 'routes/shop/products.tsx'),
    route('*', 'routes/shop/not-found.tsx'),
  ]),
] satisfies RouteConfig;
