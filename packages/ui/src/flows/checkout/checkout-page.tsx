import { PATHS } from '@shop/core/rules';
import { useRef, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CartIcon } from '../../icons/index.js';
import { focusFirstInvalid, focusInvalidField } from '../../lib/focus-first-invalid.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { Checkbox } from '../../primitives/checkbox/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { CheckoutAwaitingPayment } from './checkout-awaiting-payment.js';
import { CheckoutComment } from './checkout-comment.js';
import { CheckoutContacts } from './checkout-contacts.js';
import { CheckoutCoupon } from './checkout-coupon.js';
import { CheckoutDelivery } from './checkout-delivery.js';
import type { CheckoutPageProps } from './checkout-page.types.js';
import { CheckoutPayment } from './checkout-payment.js';
import { CheckoutRoot } from './checkout-root.js';
import { CheckoutSectionForm } from './checkout-section-form.js';
import { CheckoutSectionSummary } from './checkout-section-summary.js';
import { CheckoutSections } from './checkout-sections.js';
import { CheckoutSignInBanner } from './checkout-sign-in-banner.js';
import { CheckoutSummary } from './checkout-summary.js';
import { checkoutErrorText } from './checkout-view.shared.js';

export type { CheckoutPageProps } from './checkout-page.types.js';
export { checkoutErrorText } from './checkout-view.shared.js';

/**
 * The parts of the checkout page, to compose another layout of it from the same pieces:
 * `<Checkout.Root>`, `<Checkout.Sections>` (or one `<Checkout.SectionForm>` with
 * `<Checkout.Contacts>`, `<Checkout.Delivery>`, `<Checkout.Payment>`), `<Checkout.Comment>`,
 * `<Checkout.Summary>` with `<Checkout.Coupon>`, `<Checkout.SignInBanner>`,
 * `<Checkout.AwaitingPayment>`. Each draws from props alone.
 */
export const Checkout = {
  Root: CheckoutRoot,
  SignInBanner: CheckoutSignInBanner,
  Sections: CheckoutSections,
  SectionForm: CheckoutSectionForm,
  SectionSummary: CheckoutSectionSummary,
  Contacts: CheckoutContacts,
  Delivery: CheckoutDelivery,
  Payment: CheckoutPayment,
  Comment: CheckoutComment,
  Summary: CheckoutSummary,
  Coupon: CheckoutCoupon,
  AwaitingPayment: CheckoutAwaitingPayment,
};

/**
 * The checkout page (SPEC §2 "Checkout", /pages/cart), drawn from props alone: the sections on
 * the left (a guest's accordion with one active section, or a signed-in shopper's saved data with
 * Edit), the agreement and a comment; the order summary on the right (lines, discount code,
 * totals, the order button); one column on phones. After a submit or a Continue with errors the
 * first invalid field gets focus. Composed of the `Checkout.*` parts, each in a file of its own.
 *
 * @example
 * <CheckoutPage mode="guest" lines={lines} values={values} sections={sections} … />
 */
export function CheckoutPage(props: CheckoutPageProps): ReactNode {
  const { t } = useT();
  const { lines, awaitingPayment = null, catalogueHref = PATHS.home, className } = props;

  let body: ReactNode;
  if (awaitingPayment) {
    body = <CheckoutAwaitingPayment order={awaitingPayment} href={catalogueHref} />;
  } else if (lines.length === 0) {
    body = (
      <EmptyState
        icon={<CartIcon strokeWidth={2} className="shop:size-8" />}
        title={t('checkout.emptyTitle')}
        description={t('checkout.emptyText')}
        action={
          <ShopLink href={catalogueHref} className={buttonVariants({ size: 'lg' })}>
            {t('checkout.emptyAction')}
          </ShopLink>
        }
      />
    );
  } else {
    body = <CheckoutForm {...props} />;
  }

  return (
    <CheckoutRoot mode={props.mode} className={className}>
      {body}
    </CheckoutRoot>
  );
}

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

/** A refused discount code is a warning beside the form, not one of its errors. */
const NOT_FORM_ERRORS = { skip: '[name="code"]' };

function CheckoutForm(props: CheckoutPageProps) {
  const translator = useT();
  const { t } = translator;
  const {
    mode,
    values,
    errors = {},
    placing = false,
    placementProblem = null,
    animated = true,
    onChange,
    onSubmit,
    onSignIn,
  } = props;
  const formRef = useRef<HTMLFormElement>(null);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (placing) return;
    onSubmit();
    focusFirstInvalid(formRef.current, NOT_FORM_ERRORS);
  };

  /**
   * After Continue or Save: focus the first invalid field; else the heading of the step that
   * opened (a guest's next section); else the heading of the section just done (the last step,
   * a signed-in Save), whose form has gone: focus never falls to the page's body.
   */
  const afterStep = (section: { readonly current: HTMLElement | null }) => {
    const done = section.current?.closest<HTMLElement>('[data-section]') ?? null;
    setTimeout(() => {
      if (focusInvalidField(section.current, NOT_FORM_ERRORS)) return;
      const form = formRef.current;
      const next =
        form?.querySelector<HTMLElement>(
          '[data-section-state="open"] [data-slot="accordion-trigger"], [data-slot="accordion-trigger"][data-state="open"]',
        ) ?? null;
      const heading =
        next ??
        done?.querySelector<HTMLElement>('[data-slot="accordion-trigger"]') ??
        done?.querySelector<HTMLElement>('[data-slot="checkout-section-heading"]') ??
        null;
      heading?.focus();
    }, 0);
  };

  return (
    <>
      {mode === 'guest' ? <CheckoutSignInBanner onSignIn={onSignIn} /> : null}
      <form
        ref={formRef}
        noValidate
        aria-busy={placing || undefined}
        className="shop:grid shop:grid-cols-1 shop:items-start shop:gap-6 shop:bp1024:grid-cols-[minmax(0,1fr)_380px]"
        onSubmit={handleSubmit}
      >
        <div className="shop:flex shop:min-w-0 shop:flex-col shop:gap-6">
          <CheckoutSections {...props} onStepDone={afterStep} />
          <div className="shop:flex shop:flex-col shop:gap-4">
            <CheckoutComment
              value={values.comment}
              error={checkoutErrorText(translator, errors.comment)}
              readOnly={placing}
              onChange={(value) => onChange({ field: 'comment', value })}
            />
            <Checkbox
              name="agreement"
              label={t('agreement.label')}
              checked={values.agreement}
              error={errors.agreement ? t('agreement.required') : undefined}
              onCheckedChange={(value) => {
                if (!placing) onChange({ field: 'agreement', value });
              }}
            />
          </div>
        </div>
        <CheckoutSummary
          {...props}
          placing={placing}
          placementProblem={placementProblem}
          animated={animated}
        />
      </form>
    </>
  );
}
