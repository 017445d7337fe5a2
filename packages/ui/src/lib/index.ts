export { LinkProvider, ShopLink, shopHref, useRenderLink } from './link.js';
export type { LinkProviderProps, RenderLink, ShopLinkProps } from './link.js';
