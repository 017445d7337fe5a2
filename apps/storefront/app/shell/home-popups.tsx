import { useMemo } from 'react';
import { PopupChain, useLocale } from '@shop/ui';
import { popupChainMachineFor } from './popups.js';

/**
 * The home page's popup chain (SPEC §4 "Popups"), wired to the cookie and the API. A chunk of its
 * own, fetched by {@link HomePopupsSlot} once the home page is idle.
 */
export default function HomePopups() {
  const locale = useLocale();
  const machine = useMemo(() => popupChainMachineFor(locale), [locale]);
  return <PopupChain machine={machine} />;
}
