import { PATHS, switchLocalePath, type LocaleCode } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { LinkProvider, type RenderLink } from '../../../lib/link.js';
import type { NavExtraLink } from '../nav-links.js';

/**
 * Sample data shared by the navigation's stories and tests. Links stay on the page (a story
 * or a jsdom test must not navigate), as a storefront's router link would.
 */

/** The page the samples are on (Romanian, no prefix): a blog article. */
export const SAMPLE_PATHNAME = '/pages/news/reduceri-de-primavara';

/** The same page in each language, as the storefront computes it with core's switchLocalePath. */
export function sampleHrefFor(locale: LocaleCode): string {
  return switchLocalePath(SAMPLE_PATHNAME, locale);
}

/** The manager's fast-order link (its text is translated by the storefront). */
export const FAST_ORDER_LINK: NavExtraLink = {
  href: PATHS.fastOrder,
  label: 'Comandă rapidă',
};

/** An anchor whose click does not leave the page. */
export const stayOnPage: RenderLink = ({ children, href, onClick, ...props }) => (
  <a
    href={href}
    {...props}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

/** Links below it keep the page: for stories and tests that click them. */
export function StayOnPage({ children }: { children?: ReactNode }): ReactNode {
  return <LinkProvider renderLink={stayOnPage}>{children}</LinkProvider>;
}
