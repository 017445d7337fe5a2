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
export { useCloseOnRouteChange } from './use-close-on-route-change.js';
export { useControllableState } from './use-controllable-state.js';
export { useHydrated } from './use-hydrated.js';
