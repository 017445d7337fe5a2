import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react';
import { localizePath, type LocaleCode } from '@shop/core/rules';
import { useLocale } from '../i18n/index.js';

/** What a link component receives: an anchor's props with its `href` (already localised). */
export type ShopLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children?: ReactNode;
};

/** Draws a link: the storefront's draws its router's `<Link>`. */
export type RenderLink = (props: ShopLinkProps) => ReactNode;

/** The default: a plain anchor. */
export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

const LinkContext = createContext<RenderLink>(renderAnchor);

export interface LinkProviderProps {
  /**
   * How every @shop/ui link is drawn: the storefront passes one that draws its router's
   * `<Link to={href}>` (client navigation, prefetch); the ui never imports the router.
   */
  renderLink: RenderLink;
  children?: ReactNode;
}

/**
 * Sets how links are drawn for everything below it.
 *
 * @example <LinkProvider renderLink={({ href, ...props }) => <Link to={href} prefetch="intent" {...props} />}>
 */
export function LinkProvider({ renderLink, children }: LinkProviderProps): ReactNode {
  return <LinkContext.Provider value={renderLink}>{children}</LinkContext.Provider>;
}

/** How links are drawn here (a plain anchor unless a LinkProvider says otherwise). */
export function useRenderLink(): RenderLink {
  return useContext(LinkContext);
}

/**
 * A link inside the shop. `href` is the route without a language prefix (`/pages/catalog/x`);
 * the current language's prefix is added (none for ro, `/en`, `/ru`). External addresses
 * (`https://…`, `mailto:`, `tel:`) and in-page anchors are left as they are.
 *
 * @example <ShopLink href={productPath(product.slug)}>{product.name}</ShopLink>
 */
export function ShopLink({ href, ...props }: ShopLinkProps): ReactNode {
  const renderLink = useRenderLink();
  const locale = useLocale();
  return renderLink({ ...props, href: shopHref(href, locale) });
}

/** The localised address of a shop path (see ShopLink); other addresses unchanged. */
export function shopHref(href: string, locale: LocaleCode): string {
  return href.startsWith('/') && !href.startsWith('//') ? localizePath(href, locale) : href;
}

/**
 * A `renderLink` that draws a ShopLink: the default of components that take a `renderLink` prop,
 * so their links are localised and go through the LinkProvider's router link.
 */
export const renderShopLink: RenderLink = (props) => <ShopLink {...props} />;
