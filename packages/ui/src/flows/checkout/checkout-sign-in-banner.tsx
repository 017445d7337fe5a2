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
        'flex flex-col gap-3 p-4 bp480:flex-row bp480:items-center bp480:justify-between',
      )}
    >
      <p className="text-sm text-ink bp768:text-base">{t('checkout.signInPrompt')}</p>
      <Button
        variant="secondary"
        size="sm"
        className="self-start bp480:self-auto"
        onClick={onSignIn}
      >
        {t('checkout.signIn')}
      </Button>
    </div>
  );
}
