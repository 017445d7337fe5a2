import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page of SPEC §2 in three languages: `:lang?` is absent for ro and 'en' or 'ru' otherwise
 * (anything else is the 404 page). Layouts follow §2: main (home), category, search, sales,
 * profile and default.
 */
export default [
  route('healthz', 'routes/health.ts'),
  route('readyz', 'routes/ready.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('resources/search', 'routes/resources.search.ts'),
  route('resources/products', 'routes/resources.products.ts'),
  route('resources/texts', 'routes/resources.texts.ts'),
  route('session/:action?', 'routes/session.ts'),
  route('auth/:provider', 'routes/auth.ts'),
  route('shop-api/*', 'routes/shop-api.ts'),
  route(':lang?', 'routes/locale.tsx', [
    route('login', 'routes/login.ts'),
    route('pages/ordering/:id/invoice.pdf', 'routes/invoice.ts'),
    layout('layouts/main.tsx', [index('routes/home.tsx')]),
    layout('layouts/category.tsx', [
      route('pages/catalog/:slug', 'routes/catalog.tsx'),
      route('pages/category', 'routes/category.tsx'),
    ]),
    layout('layouts/search.tsx', [route('pages/search', 'routes/search.tsx')]),
    layout('layouts/sales.tsx', [route('pages/sales', 'routes/sales.tsx')]),
    layout('layouts/profile.tsx', [
      route('pages/profile', 'routes/profile-orders.tsx'),
      route('pages/profile/:id', 'routes/profile-order.tsx'),
      route('pages/profile-data', 'routes/profile-data.tsx'),
      route('pages/profile-newsletter', 'routes/profile-newsletter.tsx'),
      route('pages/profile-security', 'routes/profile-security.tsx'),
    ]),
    layout('layouts/default.tsx', [
      route('pages/product/:slug?', 'routes/product.tsx'),
      route('order_success', 'routes/ordering.tsx', { id: 'order-success' }),
      route('pages/about', 'routes/about.tsx'),
      route('pages/about-old', 'routes/about-old.ts'),
      route('pages/actionpromo/:slug?', 'routes/actionpromo.tsx'),
      route('pages/careers', 'routes/careers.tsx'),
      route('pages/cart', 'routes/checkout.tsx'),
      route('pages/contacts', 'routes/contacts.tsx'),
      route('pages/delivery', 'routes/delivery.tsx'),
      route('pages/fast-order', 'routes/fast-order.tsx'),
      route('pages/favorites', 'routes/favourites.tsx'),
      route('pages/fidelity', 'routes/fidelity.tsx'),
      route('pages/faq', 'routes/faq.tsx'),
      route('pages/modals', 'routes/modals.tsx'),
      route('pages/news/:slug?', 'routes/news.tsx'),
      route('pages/ordering/:id', 'routes/ordering.tsx', { id: 'ordering' }),
      route('pages/ordering-error', 'routes/ordering-error.tsx'),
      route('pages/regulament/:slug?', 'routes/regulament.tsx'),
      route('pages/shops/:slug?', 'routes/shops.tsx'),
      route('pages/signup-dealers', 'routes/signup-dealers.tsx'),
      route('pages/social/:slug?', 'routes/hidden-page.tsx', { id: 'social' }),
      route('pages/success/:slug', 'routes/hidden-page.tsx', { id: 'success' }),
      route('pages/aditional/:id?', 'routes/aditional.tsx'),
      route('pages/promo', 'routes/promo.tsx'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
