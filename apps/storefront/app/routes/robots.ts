import type { Route } from './+types/robots';

/** robots.txt: everything but the personal and ordering pages, and where the sitemap is. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const personal = [
    '/pages/cart',
    '/pages/profile',
    '/pages/ordering',
    '/pages/fast-order',
    '/pages/favorites',
    '/order_success',
  ];
  const lines = [
    'User-agent: *',
    ...['', '/en', '/ru'].flatMap((prefix) => personal.map((path) => `Disallow: ${prefix}${path}`)),
    'Disallow: /resources/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ];
  return new Response(lines.join('\n'), {
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    },
  });
}
