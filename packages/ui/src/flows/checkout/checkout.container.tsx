import type { CreateOrderResponse } from '@shop/core/contract';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { CheckoutPage, type CheckoutPageProps } from './checkout-page.js';
import { useLocale } from '../../i18n/index.js';
import { useEmitted } from '../../lib/use-emitted.js';
import {
  checkoutMachine,
  sameJson,
  selectAwaitingPayment,
  selectCancellable,
  selectCheckoutErrors,
  selectCheckoutLines,
  selectCheckoutMode,
  selectCheckoutShops,
  selectCheckoutTotals,
  selectCheckoutValues,
  selectCouponView,
  selectDateBounds,
  selectPayMethods,
  selectPlacementProblem,
  selectPlacing,
  selectSectionStates,
  type CheckoutMachine,
  type CheckoutMachineInput,
} from './checkout.machine.js';
import type { CheckoutLine } from './checkout.types.js';

export interface CheckoutContainerProps extends Omit<CheckoutMachineInput, 'lines'> {
  /**
   * The checkout machine with the storefront's `placeOrder` and `checkPromoCode` actors. Read
   * once, at mount.
   * @default checkoutMachine (its actors fail with "not provided")
   */
  machine?: CheckoutMachine;
  /** The cart's lines; a change is sent to the machine (`LINES_CHANGED`). */
  lines: readonly CheckoutLine[];
  /** The checkout began with lines: push `begin_checkout` (SPEC §7), once. */
  onBeginCheckout?: (lines: readonly CheckoutLine[]) => void;
  /**
   * Placed (not paid online): clear the cart, push `response.purchase`, go to `path`
   * (/pages/ordering/{id}).
   */
  onPlaced?: (response: CreateOrderResponse, path: string) => void;
  /** The order failed: go to `path` (/pages/ordering-error). */
  onFailed?: (error: unknown, path: string) => void;
  /**
   * Some products ran out meanwhile (the API's 409 body, `problem`): open the stock modal; the
   * checkout stays and takes the cart's new lines.
   */
  onShortOfStock?: (problem: unknown) => void;
  /** The summary's edit link: open the cart panel. */
  onEditCart?: () => void;
  /** The guest banner's button: open the sign-in modal. */
  onSignIn?: () => void;
  /** Where the empty state and the pending-payment panel lead. @default PATHS.home */
  catalogueHref?: CheckoutPageProps['catalogueHref'];
  /** The spinners turn. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The checkout page, wired: runs the checkout machine (input read at mount; the language from
 * the I18nProvider unless `locale` is given), sends it the page's events, the cart's changes and
 * a sign-in made on the page (`profile` given later),
 * sends `LEAVE` when the page is left (unmount or the tab hidden) for the abandoned-order save,
 * and turns its emitted events into the callbacks.
 *
 * @example
 * <CheckoutContainer machine={storefrontCheckoutMachine} lines={checkoutLines}
 *   profile={session.profile} utm={storedUtm} shops={shops}
 *   onPlaced={(response, path) => { clearCart(); pushPurchase(response.purchase); navigate(path); }}
 *   onFailed={(_, path) => navigate(path)} onEditCart={openCart} onSignIn={openSignIn} />
 */
export function CheckoutContainer({
  machine = checkoutMachine,
  lines,
  locale,
  onBeginCheckout,
  onPlaced,
  onFailed,
  onShortOfStock,
  onEditCart,
  onSignIn,
  catalogueHref,
  animated,
  className,
  ...input
}: CheckoutContainerProps): ReactNode {
  const pageLocale = useLocale();
  const actor = useActorRef(machine, { input: { ...input, lines, locale: locale ?? pageLocale } });

  useEmitted(actor, (event) => {
    switch (event.type) {
      case 'beginCheckout':
        onBeginCheckout?.(event.lines);
        break;
      case 'placed':
        onPlaced?.(event.response, event.path);
        break;
      case 'failed':
        onFailed?.(event.error, event.path);
        break;
      case 'shortOfStock':
        onShortOfStock?.(event.problem);
        break;
      case 'editCart':
        onEditCart?.();
        break;
      case 'signInRequested':
        onSignIn?.();
        break;
    }
  });

  // The cart changed under the page (a line removed in the cart panel, storage read after
  // hydration); the first render's lines are the input.
  const firstLines = useRef(lines);
  useEffect(() => {
    if (lines === firstLines.current) return;
    firstLines.current = lines;
    actor.send({ type: 'LINES_CHANGED', lines });
  }, [actor, lines]);

  // The shopper signed in on the page: the signed-in version, prefilled (the form's entries stay
  // where the account has nothing). The same account's profile loaded again changes nothing.
  const { profile } = input;
  const accountId = profile?.user.id ?? null;
  const shownAccount = useRef(accountId);
  useEffect(() => {
    if (accountId === shownAccount.current) return;
    shownAccount.current = accountId;
    if (profile) actor.send({ type: 'SIGNED_IN', profile });
    // The profile is read when the account changes, not on every new object of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor, accountId]);

  // LEAVE before the actor stops: a layout effect's cleanup runs before the passive one that
  // stops it. A hidden tab may never come back, so it counts as leaving too.
  useLayoutEffect(() => () => actor.send({ type: 'LEAVE' }), [actor]);
  useEffect(() => {
    const onHide = () => {
      if (document.visibilityState === 'hidden') actor.send({ type: 'LEAVE' });
    };
    document.addEventListener('visibilitychange', onHide);
    return () => document.removeEventListener('visibilitychange', onHide);
  }, [actor]);

  const mode = useSelector(actor, selectCheckoutMode);
  const currentLines = useSelector(actor, selectCheckoutLines);
  const shops = useSelector(actor, selectCheckoutShops);
  const values = useSelector(actor, selectCheckoutValues);
  const errors = useSelector(actor, selectCheckoutErrors, sameJson);
  const sections = useSelector(actor, selectSectionStates, sameJson);
  const cancellable = useSelector(actor, selectCancellable, sameJson);
  const payMethods = useSelector(actor, selectPayMethods, sameJson);
  const dateBounds = useSelector(actor, selectDateBounds, sameJson);
  const coupon = useSelector(actor, selectCouponView, sameJson);
  const totals = useSelector(actor, selectCheckoutTotals, sameJson);
  const placing = useSelector(actor, selectPlacing);
  const awaitingPayment = useSelector(actor, selectAwaitingPayment);
  const placementProblem = useSelector(actor, selectPlacementProblem);

  return (
    <CheckoutPage
      mode={mode}
      lines={currentLines}
      shops={shops}
      values={values}
      errors={errors}
      sections={sections}
      cancellable={cancellable}
      payMethods={payMethods}
      dateBounds={dateBounds}
      coupon={coupon}
      totals={totals}
      placing={placing}
      awaitingPayment={awaitingPayment}
      placementProblem={placementProblem}
      catalogueHref={catalogueHref}
      animated={animated}
      className={className}
      onChange={(change) => actor.send({ type: 'CHANGE', ...change })}
      onContinue={(section) => actor.send({ type: 'CONTINUE', section })}
      onEdit={(section) => actor.send({ type: 'EDIT', section })}
      onSave={(section) => actor.send({ type: 'SAVE', section })}
      onCancel={(section) => actor.send({ type: 'CANCEL', section })}
      onCodeChange={(code) => actor.send({ type: 'CODE_CHANGE', code })}
      onApplyCode={() => actor.send({ type: 'APPLY_CODE' })}
      onRemoveCode={() => actor.send({ type: 'REMOVE_CODE' })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onEditCart={() => actor.send({ type: 'EDIT_CART' })}
      onSignIn={() => actor.send({ type: 'SIGN_IN' })}
    />
  );
}
