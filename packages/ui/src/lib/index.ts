export { cn } from './cn.js';
export { safeFrameUrl } from './frame-url.js';
export {
  LinkProvider,
  renderAnchor,
  renderShopLink,
  ShopLink,
  shopHref,
  useRenderLink,
} from './link.js';
export type { LinkProviderProps, RenderLink, ShopLinkProps } from './link.js';
