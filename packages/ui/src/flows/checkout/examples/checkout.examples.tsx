import type { ReactNode } from 'react';
import { CheckoutFrame, stayingLink } from './checkout-page.examples.js';
import { LinkProvider } from '../../../lib/link.js';
import { CheckoutContainer, type CheckoutContainerProps } from '../checkout.container.js';
import { checkoutMachine } from '../checkout.machine.js';
import {
  fakeCheckPromoCode,
  fakePlaceOrder,
  SAMPLE_LINES,
  SAMPLE_NOW,
  SAMPLE_SHOPS,
} from './checkout.samples.js';

/** The checkout machine as the storefront provides it, with the fake order and code calls. */
export const demoCheckoutMachine = checkoutMachine.provide({
  actors: { placeOrder: fakePlaceOrder, checkPromoCode: fakeCheckPromoCode },
});

export type CheckoutExampleProps = Partial<CheckoutContainerProps>;

/**
 * The wired page with the fake actors, the sample lines and shops, "today" fixed at SAMPLE_NOW,
 * links that stay on the page and still spinners.
 */
export function CheckoutExample(props: CheckoutExampleProps): ReactNode {
  return (
    <LinkProvider renderLink={stayingLink}>
      <CheckoutFrame>
        <CheckoutContainer
          machine={demoCheckoutMachine}
          lines={SAMPLE_LINES}
          shops={SAMPLE_SHOPS}
          now={SAMPLE_NOW}
          animated={false}
          {...props}
        />
      </CheckoutFrame>
    </LinkProvider>
  );
}
