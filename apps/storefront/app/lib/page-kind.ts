import { localeFromPath } from '@shop/core/rules';
import type { PageSkeletonKind } from '@shop/ui/components/page-skeleton';

/**
 * The content pages whose shape a loading skeleton draws (SPEC §2 "Other pages"), by the path
 * without its language prefix: lists of cards, plain lists, and pages of text.
 */
const KINDS: readonly [RegExp, PageSkeletonKind][] = [
  [/^\/pages\/(news|actionpromo)\/?$/, 'cards'],
  [/^\/pages\/(regulament|aditional)\/?$/, 'list'],
  [
    /^\/pages\/((news|actionpromo|regulament|aditional|social|success)\/[^/]+|about|delivery|faq|fidelity|promo|social)\/?$/,
    'article',
  ],
];

/**
 * The skeleton a browser shows while the page at `pathname` loads, or null for pages that keep
 * the previous page on screen (the shop's other pages: a listing, a product, the cart).
 */
export function skeletonKindOf(pathname: string): PageSkeletonKind | null {
  const { path } = localeFromPath(pathname);
  return KINDS.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}
