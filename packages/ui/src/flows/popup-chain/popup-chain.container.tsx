import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import {
  popupChainMachine,
  selectPopupChainOpen,
  selectPopupChainPopup,
  type PopupChainMachine,
} from './popup-chain.machine.js';
import { PromoPopup } from './promo-popup.js';

export interface PopupChainProps {
  /**
   * The popup chain machine with the storefront's actors (`popupsSeen`, `loadPopups`,
   * `rememberPopups`) and optionally its `logError`. Read once, at mount.
   * @default popupChainMachine (its actors fail with "not provided": nothing is shown)
   */
  machine?: PopupChainMachine;
  /** Popups fade and slide in and out (when the user allows motion). @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The home page's popups, wired (SPEC §4 "Popups"): runs the popup chain machine from mount, which
 * fetches the popups unless the cookie says it did within 3 hours, and shows them one after
 * another on their timetable; the close button and Escape hide the one on screen. Mount it in
 * the browser only (after hydration): it has nothing to render on the server.
 *
 * @example <PopupChain machine={storefrontPopupChainMachine} />
 */
export function PopupChain({
  machine = popupChainMachine,
  animated,
  className,
}: PopupChainProps): ReactNode {
  const actor = useActorRef(machine);
  const popup = useSelector(actor, selectPopupChainPopup);
  const open = useSelector(actor, selectPopupChainOpen);
  return (
    <PromoPopup
      popup={popup}
      open={open}
      onOpenChange={(next) => {
        if (!next) actor.send({ type: 'CLOSE' });
      }}
      animated={animated}
      className={className}
    />
  );
}
