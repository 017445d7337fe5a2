import type { CreateOrderResponse, PayMethod } from '@shop/core/contract';
import {
  FREE_DELIVERY_THRESHOLD_BANI,
  PATHS,
  shippingFee,
  type OrderTotals,
} from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import {
  useEffect,
  useId,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type {
  CheckoutChange,
  CheckoutErrors,
  CheckoutFieldError,
  CheckoutLine,
  CheckoutMode,
  CheckoutSection,
  CheckoutShop,
  CheckoutValues,
  CouponView,
  SectionState,
} from './checkout.types.js';
import { useT, type ApiDetail, type Translator } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Accordion } from '../../primitives/accordion/index.js';
import { Button, buttonVariants } from '../../primitives/button/index.js';
import { Checkbox } from '../../primitives/checkbox/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Input, inputVariants } from '../../primitives/input/index.js';
import { PhoneInput } from '../../primitives/phone-input/index.js';
import { RadioGroup } from '../../primitives/radio-group/index.js';
import { Spinner } from '../../primitives/spinner/index.js';

/** A box of the page: a section card (signed in), the summary, the banner. */
export const checkoutCardVariants = cva('rounded-lg border border-black/10 bg-white', {
  variants: {
    tone: {
      plain: '',
      muted: 'bg-settings-newsletter-block-background/60',
    },
  },
  defaultVariants: { tone: 'plain' },
});

/** The discount code's message: warn (refused) or success (applied). */
export const checkoutCouponMessageVariants = cva('rounded-md px-3 py-2 text-sm', {
  variants: {
    status: {
      warn: 'border border-warning-line bg-warning-surface text-warning',
      success: 'border border-success-line bg-success-surface text-success',
    },
  },
});

/** A link-looking button ('Edit', the cart's edit link). */
const linkButtonClassName =
  'cursor-pointer rounded-sm text-sm font-medium text-settings-main underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main';

const SECTION_TITLE_KEYS = {
  contacts: 'checkout.contactsTitle',
  delivery: 'checkout.deliveryTitle',
  payment: 'checkout.paymentTitle',
} as const;

const SECTIONS: readonly CheckoutSection[] = ['contacts', 'delivery', 'payment'];

/** The text of a checkout field error (core's keys, the date window, a server's own text). */
export function checkoutErrorText(
  translator: Translator,
  error: CheckoutFieldError | undefined,
): string | undefined {
  if (!error) return undefined;
  if (error.key === 'server') return error.text;
  if (error.key === 'deliveryDateRange') {
    return translator.t('checkout.deliveryDateRange', { count: error.params.max });
  }
  return translator.fieldError(error);
}

export interface CheckoutPageProps {
  /** Guest (accordion, login banner) or signed in (saved data with Edit). */
  mode: CheckoutMode;
  /** The order's lines; none shows the empty state. */
  lines: readonly CheckoutLine[];
  /** The shops for pickup. @default [] */
  shops?: readonly CheckoutShop[];
  /** The form's values. */
  values: CheckoutValues;
  /** The errors to show (none before a Continue, Save or submit). @default {} */
  errors?: CheckoutErrors;
  /** How each section shows. */
  sections: Readonly<Record<CheckoutSection, SectionState>>;
  /** Signed-in sections opened by Edit (they show Cancel). @default [] */
  cancellable?: readonly CheckoutSection[];
  /** The payment methods offered (bank transfer for companies only). */
  payMethods: readonly PayMethod[];
  /** The desired date's bounds ('YYYY-MM-DD'). */
  dateBounds: { min: string; max: string };
  /** The discount code field. */
  coupon: CouponView;
  /** Items, discount, shipping and total, in bani (core's `orderTotals`). */
  totals: OrderTotals;
  /** The order request runs: the button is busy with a spinner. @default false */
  placing?: boolean;
  /** The order awaiting its online payment: the pending-payment panel replaces the form. */
  awaitingPayment?: CreateOrderResponse | null;
  /** The last order got no answer: shown above the button (press again to retry). */
  placementProblem?: ApiDetail | null;
  /** Where the empty state and the pending panel lead. @default PATHS.home */
  catalogueHref?: string;
  /** The spinners turn. @default true */
  animated?: boolean;
  /** A field changed; the phone arrives masked. */
  onChange: (change: CheckoutChange) => void;
  /** A guest's Continue. */
  onContinue: (section: CheckoutSection) => void;
  /** Open a section: a guest's header or Edit; a signed-in Edit. */
  onEdit: (section: CheckoutSection) => void;
  /** A signed-in Save. */
  onSave: (section: CheckoutSection) => void;
  /** A signed-in Cancel. */
  onCancel: (section: CheckoutSection) => void;
  /** The discount code changed. */
  onCodeChange: (code: string) => void;
  /** Apply the code (its button, or Enter in its field). */
  onApplyCode: () => void;
  /** Remove the code. */
  onRemoveCode: () => void;
  /** Place the order; not called while placing. */
  onSubmit: () => void;
  /** The summary's edit link: open the cart. */
  onEditCart: () => void;
  /** The guest banner's sign-in button. */
  onSignIn: () => void;
  className?: string;
}

/**
 * The checkout page (SPEC §2 "Checkout", /pages/cart), drawn from props alone: the sections on
 * the left (a guest's accordion with one active section, or a signed-in shopper's saved data with
 * Edit), the agreement and a comment; the order summary on the right (lines, discount code,
 * totals, the order button); one column on phones. After a submit or a Continue with errors the
 * first invalid field gets focus.
 *
 * @example
 * <CheckoutPage mode="guest" lines={lines} values={values} sections={sections} … />
 */
export function CheckoutPage(props: CheckoutPageProps): ReactNode {
  const { t } = useT();
  const headingId = useId();
  const { lines, awaitingPayment = null, catalogueHref = PATHS.home, className } = props;

  let body: ReactNode;
  if (awaitingPayment) {
    body = <AwaitingPayment order={awaitingPayment} href={catalogueHref} />;
  } else if (lines.length === 0) {
    body = (
      <EmptyState
        icon={<CartIcon />}
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
    <section
      data-slot="checkout"
      data-mode={props.mode}
      aria-labelledby={headingId}
      className={cn('flex flex-col gap-4 bp768:gap-6', className)}
    >
      <h1 id={headingId} className="text-2xl font-semibold text-ink bp768:text-3xl">
        {t('checkout.title')}
      </h1>
      {body}
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Parts
// ---------------------------------------------------------------------------------------------

function CartIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-8">
      <path d="M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 8H6.2" />
      <circle cx="9" cy="19" r="1.5" />
      <circle cx="17" cy="19" r="1.5" />
    </svg>
  );
}

/** The order waits for an online card payment the shop cannot take yet (SPEC §4). */
function AwaitingPayment({ order, href }: { order: CreateOrderResponse; href: string }) {
  const { t } = useT();
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      data-slot="checkout-awaiting-payment"
      className={cn(checkoutCardVariants({ tone: 'muted' }), 'flex flex-col gap-3 p-5 bp768:p-8')}
    >
      <h2
        ref={ref}
        tabIndex={-1}
        className="text-xl font-semibold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main"
      >
        {t('checkout.awaitingTitle', { id: String(order.id) })}
      </h2>
      <p className="max-w-prose text-ink">{t('checkout.awaitingText')}</p>
      <div>
        <ShopLink href={href} className={buttonVariants({ variant: 'secondary' })}>
          {t('checkout.awaitingAction')}
        </ShopLink>
      </div>
    </div>
  );
}

/** Focuses the first invalid field of `root` once the new errors are drawn. */
function focusFirstInvalid(root: HTMLElement | null): boolean {
  const field = root?.querySelector<HTMLElement>(
    'input[aria-invalid="true"]:not([name="code"]), textarea[aria-invalid="true"], [role="radiogroup"][aria-invalid="true"] input',
  );
  if (!field) return false;
  field.focus();
  field.scrollIntoView?.({ block: 'center' });
  return true;
}

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
    setTimeout(() => focusFirstInvalid(formRef.current), 0);
  };

  return (
    <>
      {mode === 'guest' ? (
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
      ) : null}
      <form
        ref={formRef}
        noValidate
        aria-busy={placing || undefined}
        className="grid grid-cols-1 items-start gap-6 bp1024:grid-cols-[minmax(0,1fr)_380px]"
        onSubmit={handleSubmit}
      >
        <div className="flex min-w-0 flex-col gap-6">
          <Sections {...props} formRef={formRef} />
          <div className="flex flex-col gap-4">
            <Comment
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
        <OrderSummary
          {...props}
          placing={placing}
          placementProblem={placementProblem}
          animated={animated}
        />
      </form>
    </>
  );
}

function Comment({
  value,
  error,
  readOnly,
  onChange,
}: {
  value: string;
  error: string | undefined;
  readOnly: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useT();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5" data-slot="checkout-comment">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {t('checkout.comment')}
      </label>
      <textarea
        id={id}
        name="comment"
        rows={3}
        value={value}
        readOnly={readOnly}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        data-state={error ? 'invalid' : 'valid'}
        className={cn(inputVariants(), 'h-auto min-h-20 py-2')}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}

type SectionsProps = CheckoutPageProps & { formRef: { current: HTMLFormElement | null } };

/** The three sections: a guest's accordion, or a signed-in shopper's cards. */
function Sections(props: SectionsProps) {
  const { t } = useT();
  const { mode, sections, onEdit } = props;
  const active = SECTIONS.find((section) => sections[section] === 'open') ?? '';

  if (mode === 'account') {
    return (
      <div className="flex flex-col gap-4" data-slot="checkout-sections">
        {SECTIONS.map((section) => (
          <AccountSection key={section} section={section} {...props} />
        ))}
      </div>
    );
  }
  return (
    <Accordion.Root
      type="single"
      value={active}
      onValueChange={(value) => {
        const section = SECTIONS.find((candidate) => candidate === value);
        if (section) onEdit(section);
      }}
      className={cn(checkoutCardVariants(), 'divide-y divide-black/10 border')}
      data-slot="checkout-sections"
    >
      {SECTIONS.map((section, index) => {
        const state = sections[section];
        return (
          <Accordion.Item
            key={section}
            value={section}
            data-section={section}
            data-section-state={state}
          >
            <Accordion.Trigger level={2} disabled={state === 'locked'} className="text-lg">
              <span className="flex items-center gap-3">
                <StepNumber number={index + 1} done={state === 'done'} />
                {t(SECTION_TITLE_KEYS[section])}
              </span>
            </Accordion.Trigger>
            {state === 'done' ? (
              <SectionSummary section={section} {...props} onEdit={() => onEdit(section)} />
            ) : null}
            <Accordion.Content>
              <SectionForm section={section} {...props} />
            </Accordion.Content>
          </Accordion.Item>
        );
      })}
    </Accordion.Root>
  );
}

function StepNumber({ number, done }: { number: number; done: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-7 shrink-0 items-center justify-center rounded-full border text-sm font-semibold',
        done
          ? 'border-settings-main bg-settings-main text-white'
          : 'border-line-strong text-ink-soft',
      )}
    >
      {done ? '✓' : number}
    </span>
  );
}

/** A signed-in section: its saved data with Edit, or its form with Save and Cancel. */
function AccountSection({ section, ...props }: SectionsProps & { section: CheckoutSection }) {
  const { t } = useT();
  const headingId = useId();
  const open = props.sections[section] === 'open';
  return (
    <section
      aria-labelledby={headingId}
      data-section={section}
      data-section-state={props.sections[section]}
      className={cn(checkoutCardVariants(), 'flex flex-col gap-3 p-4 bp768:p-5')}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t(SECTION_TITLE_KEYS[section])}
        </h2>
        {open ? null : (
          <button
            type="button"
            className={linkButtonClassName}
            aria-label={t('checkout.editSection', { section: t(SECTION_TITLE_KEYS[section]) })}
            onClick={() => props.onEdit(section)}
          >
            {t('checkout.edit')}
          </button>
        )}
      </div>
      {open ? (
        <SectionForm section={section} {...props} />
      ) : (
        <SectionSummaryText section={section} {...props} />
      )}
    </section>
  );
}

/** A guest's completed section: its data and an Edit button (under the accordion header). */
function SectionSummary({
  section,
  onEdit,
  ...props
}: Omit<SectionsProps, 'onEdit'> & { section: CheckoutSection; onEdit: () => void }) {
  const { t } = useT();
  return (
    <div
      data-slot="checkout-section-summary"
      className="flex items-start justify-between gap-3 px-4 pb-4 pl-14"
    >
      <SectionSummaryText section={section} {...props} />
      <button
        type="button"
        className={cn(linkButtonClassName, 'shrink-0')}
        aria-label={t('checkout.editSection', { section: t(SECTION_TITLE_KEYS[section]) })}
        onClick={onEdit}
      >
        {t('checkout.edit')}
      </button>
    </div>
  );
}

function SectionSummaryText({
  section,
  values,
  shops = [],
}: Pick<CheckoutPageProps, 'values' | 'shops'> & { section: CheckoutSection }) {
  const translator = useT();
  const { t } = translator;
  let rows: string[];
  switch (section) {
    case 'contacts':
      rows = [
        [values.firstName.trim(), values.lastName.trim()].filter(Boolean).join(' '),
        values.phone,
        values.email.trim(),
        values.personType === 'juridical'
          ? t('checkout.company', { name: values.companyName.trim() })
          : '',
      ];
      break;
    case 'delivery': {
      const shop = shops.find((candidate) => candidate.id === values.shopId);
      rows =
        values.deliveryMethod === 'courier'
          ? [
              t('checkout.courierTo', { address: values.address.trim() }),
              values.deliveryDate
                ? t('checkout.dateWanted', {
                    date: { date: `${values.deliveryDate}T12:00:00Z`, style: 'long' },
                  })
                : '',
            ]
          : [t('checkout.pickupAt', { shop: shop?.title ?? '' })];
      break;
    }
    case 'payment':
      rows = [values.payMethod ? t(`checkout.pay.${values.payMethod}`) : ''];
      break;
  }
  return (
    <ul data-slot="checkout-summary-text" className="flex min-w-0 flex-col text-sm text-ink">
      {rows
        .filter((row) => row !== '')
        .map((row) => (
          <li key={row} className="break-words">
            {row}
          </li>
        ))}
    </ul>
  );
}

/** One section's fields and its buttons (Continue, or Save and Cancel). */
function SectionForm({ section, ...props }: SectionsProps & { section: CheckoutSection }) {
  const { t } = useT();
  const { mode, placing = false, cancellable = [], formRef } = props;
  const containerRef = useRef<HTMLDivElement>(null);

  /** After Continue or Save: focus the first invalid field, else the next open section. */
  const afterStep = () =>
    setTimeout(() => {
      if (focusFirstInvalid(containerRef.current)) return;
      const next = formRef.current?.querySelector<HTMLElement>(
        '[data-section-state="open"] [data-slot="accordion-trigger"], [data-slot="accordion-trigger"][data-state="open"]',
      );
      next?.focus();
    }, 0);

  return (
    <div ref={containerRef} className="flex flex-col gap-4" data-slot="checkout-section-form">
      {section === 'contacts' ? <ContactsFields {...props} /> : null}
      {section === 'delivery' ? <DeliveryFields {...props} /> : null}
      {section === 'payment' ? <PaymentFields {...props} /> : null}
      {mode === 'guest' ? (
        <Button
          className="self-start"
          disabled={placing}
          onClick={() => {
            props.onContinue(section);
            afterStep();
          }}
        >
          {t('checkout.continue')}
        </Button>
      ) : (
        <div className="flex flex-wrap gap-3">
          <Button
            disabled={placing}
            onClick={() => {
              props.onSave(section);
              afterStep();
            }}
          >
            {t('checkout.save')}
          </Button>
          {cancellable.includes(section) ? (
            <Button variant="secondary" disabled={placing} onClick={() => props.onCancel(section)}>
              {t('checkout.cancel')}
            </Button>
          ) : null}
        </div>
      )}
    </div>
  );
}

function ContactsFields({ values, errors = {}, placing = false, onChange }: CheckoutPageProps) {
  const translator = useT();
  const { t } = translator;
  const error = (field: keyof CheckoutValues) => checkoutErrorText(translator, errors[field]);
  return (
    <>
      <div className="grid grid-cols-1 gap-4 bp680:grid-cols-2">
        <Input
          name="firstName"
          label={t('checkout.firstName')}
          autoComplete="given-name"
          readOnly={placing}
          value={values.firstName}
          error={error('firstName')}
          onValueChange={(value) => onChange({ field: 'firstName', value })}
        />
        <Input
          name="lastName"
          label={t('checkout.lastName')}
          autoComplete="family-name"
          readOnly={placing}
          value={values.lastName}
          error={error('lastName')}
          onValueChange={(value) => onChange({ field: 'lastName', value })}
        />
        <PhoneInput
          name="phone"
          label={t('checkout.phone')}
          readOnly={placing}
          value={values.phone}
          error={error('phone')}
          onValueChange={(value) => onChange({ field: 'phone', value })}
        />
        <Input
          name="email"
          type="email"
          label={t('checkout.email')}
          hint={t('checkout.emailHint')}
          autoComplete="email"
          readOnly={placing}
          value={values.email}
          error={error('email')}
          onValueChange={(value) => onChange({ field: 'email', value })}
        />
      </div>
      <RadioGroup
        label={t('checkout.personType')}
        orientation="horizontal"
        options={[
          { value: 'physical', label: t('checkout.physical') },
          { value: 'juridical', label: t('checkout.juridical') },
        ]}
        value={values.personType}
        disabled={placing}
        onValueChange={(value) => onChange({ field: 'personType', value })}
      />
      {values.personType === 'juridical' ? (
        <Input
          name="companyName"
          label={t('checkout.companyName')}
          autoComplete="organization"
          readOnly={placing}
          value={values.companyName}
          error={error('companyName')}
          onValueChange={(value) => onChange({ field: 'companyName', value })}
        />
      ) : null}
    </>
  );
}

function DeliveryFields({
  values,
  errors = {},
  shops = [],
  dateBounds,
  placing = false,
  onChange,
}: CheckoutPageProps) {
  const translator = useT();
  const { t, money } = translator;
  const error = (field: keyof CheckoutValues) => checkoutErrorText(translator, errors[field]);
  return (
    <>
      <RadioGroup
        label={t('checkout.deliveryMethod')}
        variant="card"
        options={[
          {
            value: 'courier',
            label: t('checkout.courier'),
            description: t('checkout.courierHint', { amount: money(FREE_DELIVERY_THRESHOLD_BANI) }),
          },
          { value: 'pickup', label: t('checkout.pickup'), description: t('checkout.pickupHint') },
        ]}
        value={values.deliveryMethod}
        disabled={placing}
        onValueChange={(value) => onChange({ field: 'deliveryMethod', value })}
      />
      {values.deliveryMethod === 'courier' ? (
        <div className="grid grid-cols-1 gap-4 bp680:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Input
            name="address"
            label={t('checkout.address')}
            autoComplete="street-address"
            readOnly={placing}
            value={values.address}
            error={error('address')}
            onValueChange={(value) => onChange({ field: 'address', value })}
          />
          <Input
            name="deliveryDate"
            type="date"
            label={t('checkout.deliveryDate')}
            hint={t('checkout.deliveryDateHint')}
            min={dateBounds.min}
            max={dateBounds.max}
            readOnly={placing}
            value={values.deliveryDate}
            error={error('deliveryDate')}
            onValueChange={(value) => onChange({ field: 'deliveryDate', value })}
          />
        </div>
      ) : (
        <RadioGroup
          label={t('checkout.shop')}
          options={shops.map((shop) => ({
            value: String(shop.id),
            label: shop.title,
            description: shop.description,
          }))}
          value={values.shopId === null ? null : String(values.shopId)}
          disabled={placing}
          required
          error={error('shopId')}
          onValueChange={(value) => onChange({ field: 'shopId', value: Number(value) })}
        />
      )}
    </>
  );
}

function PaymentFields({
  values,
  errors = {},
  payMethods,
  placing = false,
  onChange,
}: CheckoutPageProps) {
  const translator = useT();
  const { t } = translator;
  return (
    <RadioGroup<PayMethod>
      label={t('checkout.payMethod')}
      variant="card"
      options={payMethods.map((method) => ({
        value: method,
        label: t(`checkout.pay.${method}`),
        description: t(`checkout.payHint.${method}`),
      }))}
      value={values.payMethod}
      disabled={placing}
      required
      error={checkoutErrorText(translator, errors.payMethod)}
      onValueChange={(value) => onChange({ field: 'payMethod', value })}
    />
  );
}

/** The right column: the lines, the discount code, the totals and the order button. */
function OrderSummary({
  lines,
  values,
  coupon,
  totals,
  placing = false,
  placementProblem = null,
  animated = true,
  onCodeChange,
  onApplyCode,
  onRemoveCode,
  onEditCart,
}: CheckoutPageProps) {
  const translator = useT();
  const { t, money, number } = translator;
  const headingId = useId();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const courierFee = values.deliveryMethod === 'courier' ? shippingFee(totals.itemsTotal) : 0;

  return (
    <aside
      aria-labelledby={headingId}
      data-slot="checkout-summary"
      className={cn(
        checkoutCardVariants(),
        'flex flex-col gap-4 p-4 bp768:p-5 bp1024:sticky bp1024:top-4',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold text-ink">
          {t('checkout.summaryTitle')}{' '}
          <span className="text-sm font-normal text-ink-soft">
            {t('checkout.lines', { count })}
          </span>
        </h2>
        <button type="button" className={cn(linkButtonClassName, 'shrink-0')} onClick={onEditCart}>
          {t('checkout.editCart')}
        </button>
      </div>
      <ul className="flex flex-col divide-y divide-black/10" data-slot="checkout-lines">
        {lines.map((line) => (
          <li
            key={`${line.productId}:${line.attributes.map((a) => a.id).join(',')}:${String(line.unitId)}`}
            className="flex gap-3 py-3 first:pt-0"
          >
            <div className="size-16 shrink-0 overflow-hidden rounded-md border border-black/10 bg-surface-muted">
              {line.image ? (
                <img src={line.image} alt="" className="size-full object-contain" />
              ) : null}
            </div>
            <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
              {line.href ? (
                <ShopLink
                  href={line.href}
                  className="font-medium text-ink hover:underline focus-visible:outline-2 focus-visible:outline-settings-main"
                >
                  {line.name}
                </ShopLink>
              ) : (
                <span className="font-medium text-ink">{line.name}</span>
              )}
              {line.attributes.length > 0 ? (
                <span className="text-ink-soft">
                  {line.attributes.map((attribute) => attribute.title).join(', ')}
                </span>
              ) : null}
              <span className="text-ink-soft tabular-nums">
                {t('checkout.lineQuantity', {
                  quantity: number(line.quantity),
                  price: money(line.unitPrice),
                })}
                {line.unitLabel ? ` · ${line.unitLabel}` : ''}
              </span>
            </div>
            <div className="shrink-0 text-right text-sm font-semibold whitespace-nowrap tabular-nums">
              <span className="sr-only">{t('checkout.lineTotal')}: </span>
              {money(line.total)}
            </div>
          </li>
        ))}
      </ul>
      <CouponField
        coupon={coupon}
        disabled={placing}
        onCodeChange={onCodeChange}
        onApplyCode={onApplyCode}
        onRemoveCode={onRemoveCode}
        animated={animated}
      />
      <dl
        className="flex flex-col gap-2 border-t border-black/10 pt-4 text-sm"
        data-slot="checkout-totals"
      >
        <TotalRow label={t('checkout.itemsTotal')} value={money(totals.itemsTotal)} />
        {totals.discount > 0 ? (
          <TotalRow
            label={t('checkout.discount')}
            value={`−${money(totals.discount)}`}
            className="text-success"
          />
        ) : null}
        <TotalRow
          label={
            values.deliveryMethod === 'courier' && courierFee > 0
              ? t('checkout.shippingOnDelivery')
              : t('checkout.shipping')
          }
          value={courierFee > 0 ? money(courierFee) : t('checkout.shippingFree')}
        />
        <TotalRow
          label={t('checkout.total')}
          value={money(totals.total)}
          className="border-t border-black/10 pt-3 text-lg font-semibold text-ink"
        />
      </dl>
      <div role="alert" data-slot="checkout-placement-problem">
        {placementProblem ? (
          <p className="rounded-md border border-danger-line bg-danger-surface px-3 py-2 text-sm text-danger-strong">
            {translator.apiDetail(placementProblem)}
          </p>
        ) : null}
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        busy={placing}
        busyLabel={t('checkout.placing')}
        animated={animated}
      >
        {t('checkout.order')}
      </Button>
    </aside>
  );
}

function TotalRow({
  label,
  value,
  className,
}: {
  label: string;
  value: string;
  className?: string;
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-3', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums whitespace-nowrap">{value}</dd>
    </div>
  );
}

/** The discount code: a field and Apply; neutral, checking, warn or success (SPEC §2). */
function CouponField({
  coupon,
  disabled,
  animated,
  onCodeChange,
  onApplyCode,
  onRemoveCode,
}: {
  coupon: CouponView;
  disabled: boolean;
  animated: boolean;
  onCodeChange: (code: string) => void;
  onApplyCode: () => void;
  onRemoveCode: () => void;
}) {
  const translator = useT();
  const { t, money } = translator;
  const messageId = useId();
  const checking = coupon.status === 'checking';

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter applies the code; it must not place the order around it.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (!checking && !disabled) onApplyCode();
  };

  let message: ReactNode = null;
  if (coupon.status === 'warn') {
    const failure = coupon.failure;
    message = (
      <p className={checkoutCouponMessageVariants({ status: 'warn' })}>
        {failure.key === 'detail'
          ? translator.apiDetail(failure.detail)
          : translator.fieldError(failure)}
      </p>
    );
  } else if (coupon.status === 'success') {
    message = (
      <p className={checkoutCouponMessageVariants({ status: 'success' })}>
        {t('checkout.codeApplied', { code: coupon.coupon.code, amount: money(coupon.discount) })}
      </p>
    );
  } else if (checking) {
    message = <Spinner size="sm" animated={animated} label={t('checkout.checking')} showLabel />;
  }

  return (
    <div
      data-slot="checkout-coupon"
      data-status={coupon.status}
      className="flex flex-col gap-2 border-t border-black/10 pt-4"
    >
      <div className="flex items-end gap-2">
        <Input
          name="code"
          label={t('checkout.code')}
          autoComplete="off"
          rootClassName="flex-1"
          value={coupon.code}
          readOnly={disabled}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={coupon.status === 'warn' || undefined}
          className={cn(
            coupon.status === 'warn' && 'border-warning-solid',
            coupon.status === 'success' && 'border-success-solid',
          )}
          onKeyDown={handleKeyDown}
          onValueChange={onCodeChange}
        />
        {coupon.status === 'success' ? (
          <Button variant="secondary" className="h-11" disabled={disabled} onClick={onRemoveCode}>
            {t('checkout.removeCode')}
          </Button>
        ) : null}
        {coupon.status !== 'success' ? (
          <Button
            variant="secondary"
            className="h-11"
            disabled={disabled || checking || coupon.code.trim() === ''}
            onClick={onApplyCode}
          >
            {t('checkout.apply')}
          </Button>
        ) : null}
      </div>
      <div id={messageId} aria-live="polite">
        {message}
      </div>
    </div>
  );
}
