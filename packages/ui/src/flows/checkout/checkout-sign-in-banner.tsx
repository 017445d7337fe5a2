import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../../primitives/button/index.js';
import { checkoutCardVariants } from './checkout-view.shared.js';

export interface CheckoutSignInBannerProps {
  /** The banner's sign-in button. */
  onSignIn: () => void;
}

/** `Checkout.SignInBanner`: a guest is offered to sign in and use the saved data. */
export function CheckoutSignInBanner({ onSignIn }: CheckoutSignInBannerProps): ReactNode {
  const { t } = useT();
  return (
    <div
      data-slot="checkout-sign-in-banner"
      className={cn(
        checkoutCardVariants({ tone: 'muted' }),
        'shop:flex shop:flex-col shop:gap-3 shop:p-4 shop:bp480:flex-row shop:bp480:items-center shop:bp480:justify-between',
      )}
    >
      <p className="shop:text-sm shop:text-ink shop:bp768:text-base">
        {t('checkout.signInPrompt')}
      </p>
      <Button
        variant="secondary"
        size="sm"
        className="shop:self-start shop:bp480:self-auto"
        onClick={onSignIn}
      >
        {t('checkout.signIn')}
      </Button>
    </div>
  );
}
