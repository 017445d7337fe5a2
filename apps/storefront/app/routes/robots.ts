import { PATHS } from '@shop/core/rules';
import { publicUrl } from '../lib/public-url.server.js';

/** robots.txt: everything but the personal and ordering pages, and where the sitemap is. */
export function loader() {
  const origin = publicUrl();
  // Prefixes: '/pages/profile' also covers an order of the history and '/pages/ordering' the
  // order pages and the order error page.
  const personal = [
    PATHS.cart,
    PATHS.profile,
    PATHS.ordering,
    PATHS.fastOrder,
    PATHS.favourites,
    PATHS.orderSuccess,
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
