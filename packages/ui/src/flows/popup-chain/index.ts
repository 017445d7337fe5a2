export { PopupChain } from './popup-chain.container.js';
export type { PopupChainProps } from './popup-chain.container.js';
export { PromoPopup, promoPopupLinkVariants, promoPopupVariants } from './promo-popup.js';
export type { PromoPopupProps } from './promo-popup.js';
export {
  popupChainMachine,
  popupTurns,
  selectPopupChainOpen,
  selectPopupChainPopup,
} from './popup-chain.machine.js';
export type {
  PopupChainActorRef,
  PopupChainContext,
  PopupChainEvent,
  PopupChainMachine,
  PopupChainSnapshot,
  PopupTurn,
} from './popup-chain.machine.js';
