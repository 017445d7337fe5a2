import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/**
 * Every page of SPEC §2 in three languages: `:lang?` is absent for ro and 'en' or 'ru' otherwise
 * (anything else is the 404 page). Layouts follow §2: main (home), category, search, sales,
 * profile and default.
 */
const page = (path: string, id: string) =>
  route(path, 'routes/placeholder.tsx', { id: `placeholder-${id}` });

export default [
  route('healthz', 'routes/health.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('resources/search', 'routes/resources.search.ts'),
  route('resources/products', 'routes/resources.products.ts'),
  route('session/:action?', 'routes/session.ts'),
  route('auth/:provider', 'routes/auth.ts'),
  route('shop-api/*', 'routes/shop-api.ts'),
  route(':lang?', 'routes/locale.tsx', [
    route('login', 'routes/login.ts'),
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
      page('pages/about', 'about'),
      route('pages/about-old', 'routes/about-old.ts'),
      page('pages/actionpromo/:slug?', 'actionpromo'),
      page('pages/careers', 'careers'),
      route('pages/cart', 'routes/checkout.tsx'),
      page('pages/contacts', 'contacts'),
      page('pages/delivery', 'delivery'),
      route('pages/fast-order', 'routes/fast-order.tsx'),
      route('pages/favorites', 'routes/favourites.tsx'),
      page('pages/fidelity', 'fidelity'),
      page('pages/faq', 'faq'),
      page('pages/modals', 'modals'),
      page('pages/news/:slug?', 'news'),
      route('pages/ordering/:id', 'routes/ordering.tsx', { id: 'ordering' }),
      route('pages/ordering-error', 'routes/ordering-error.tsx'),
      page('pages/regulament/:slug?', 'regulament'),
      page('pages/shops/:slug?', 'shops'),
      page('pages/signup-dealers', 'signup-dealers'),
      route('pages/social/:slug?', 'routes/hidden-page.tsx', { id: 'social' }),
      route('pages/success/:slug', 'routes/hidden-page.tsx', { id: 'success' }),
      page('pages/aditional/:id?', 'aditional'),
      page('pages/promo', 'promo'),
      route('*', 'routes/not-found.tsx'),
    ]),
  ]),
] satisfies RouteConfig;
