import { orderTotals, payMethodsFor, shopDay } from '@shop/core/rules';
import type { ReactNode } from 'react';
import {
  GOOD_CODE,
  SAMPLE_COUPON,
  SAMPLE_LINES,
  SAMPLE_NOW,
  SAMPLE_PROFILE,
  SAMPLE_SHOPS,
  SAMPLE_VALUES,
  sampleOrderResponse,
  SMALL_LINES,
} from './checkout.samples.js';
import { profileValues } from '../checkout.machine.js';
import { checkoutErrors, couponTerms } from '../checkout.rules.js';
import { EMPTY_CHECKOUT_VALUES, type CheckoutValues } from '../checkout.types.js';
import { LinkProvider, type RenderLink } from '../../../lib/link.js';
import { CheckoutPage, type CheckoutPageProps } from '../checkout-page.js';

/** The visible states of the checkout page, each a story and a test. */
export const CHECKOUT_PAGE_STATES = [
  'guestFresh',
  'guestSectionDone',
  'errors',
  'couponNeutral',
  'couponWarn',
  'couponSuccess',
  'account',
  'accountEditing',
  'pickupShort',
  'juridical',
  'companyCodes',
  'placing',
  'awaitingPayment',
  'empty',
  'couponChecking',
  'unanswered',
  'serverFieldError',
] as const;
export type CheckoutPageState = (typeof CHECKOUT_PAGE_STATES)[number];

type ViewData = Omit<
  CheckoutPageProps,
  | 'onChange'
  | 'onContinue'
  | 'onEdit'
  | 'onSave'
  | 'onCancel'
  | 'onCodeChange'
  | 'onApplyCode'
  | 'onRemoveCode'
  | 'onSubmit'
  | 'onEditCart'
  | 'onSignIn'
>;

const TODAY = shopDay(SAMPLE_NOW);
const rules = { today: TODAY, shops: SAMPLE_SHOPS };

const BASE: ViewData = {
  mode: 'guest',
  lines: SAMPLE_LINES,
  shops: SAMPLE_SHOPS,
  values: EMPTY_CHECKOUT_VALUES,
  sections: { contacts: 'open', delivery: 'locked', payment: 'locked' },
  payMethods: payMethodsFor('physical'),
  dateBounds: { min: TODAY, max: '2025-04-09' },
  coupon: { status: 'neutral', code: '' },
  totals: orderTotals(SAMPLE_LINES, null, EMPTY_CHECKOUT_VALUES.deliveryMethod),
};

/** Every error core's rules give these values, as after a submit. */
const errorsOf = (values: CheckoutValues) => checkoutErrors(values, rules);

const ACCOUNT_VALUES = profileValues(SAMPLE_PROFILE);

/** The view's props for a state (callbacks apart). */
export function checkoutPageStateProps(state: CheckoutPageState): ViewData {
  switch (state) {
    case 'guestFresh':
      return BASE;
    case 'guestSectionDone':
      return {
        ...BASE,
        values: { ...SAMPLE_VALUES, address: '', deliveryDate: '', agreement: false },
        sections: { contacts: 'done', delivery: 'open', payment: 'locked' },
      };
    case 'errors': {
      const values: CheckoutValues = {
        ...EMPTY_CHECKOUT_VALUES,
        firstName: 'M',
        phone: '+373 (79) 55',
        email: 'maria@',
      };
      return { ...BASE, values, errors: errorsOf(values) };
    }
    case 'couponNeutral':
      return { ...BASE, coupon: { status: 'neutral', code: GOOD_CODE } };
    case 'couponWarn':
      return {
        ...BASE,
        coupon: { status: 'warn', code: 'IARNA2024', failure: { key: 'promoExpired' } },
      };
    case 'couponSuccess': {
      const totals = orderTotals(SAMPLE_LINES, couponTerms(SAMPLE_COUPON), 'courier');
      return {
        ...BASE,
        coupon: {
          status: 'success',
          code: GOOD_CODE,
          coupon: SAMPLE_COUPON,
          discount: totals.discount,
        },
        totals,
      };
    }
    case 'account':
      return {
        ...BASE,
        mode: 'account',
        values: ACCOUNT_VALUES,
        sections: { contacts: 'done', delivery: 'done', payment: 'done' },
      };
    case 'accountEditing':
      return {
        ...BASE,
        mode: 'account',
        values: { ...ACCOUNT_VALUES, deliveryMethod: 'pickup', shopId: 1 },
        sections: { contacts: 'done', delivery: 'open', payment: 'done' },
        cancellable: ['delivery'],
        lines: SMALL_LINES,
        // A pickup under 500 lei: no fee, as the server stores it.
        totals: orderTotals(SMALL_LINES, null, 'pickup'),
      };
    case 'pickupShort': {
      // What the page learnt of each shop: Bălți lacks two of the lines, and it was chosen.
      const shops = [
        SAMPLE_SHOPS[0]!,
        { ...SAMPLE_SHOPS[1]!, missing: SAMPLE_LINES.slice(0, 2).map((line) => line.name) },
      ];
      const values: CheckoutValues = {
        ...SAMPLE_VALUES,
        deliveryMethod: 'pickup',
        shopId: SAMPLE_SHOPS[1]!.id,
      };
      return {
        ...BASE,
        shops,
        values,
        errors: checkoutErrors(values, { ...rules, shops }),
        sections: { contacts: 'done', delivery: 'open', payment: 'locked' },
      };
    }
    case 'juridical':
      return {
        ...BASE,
        values: {
          ...SAMPLE_VALUES,
          personType: 'juridical',
          companyName: 'Casa Mea SRL',
          idno: '1008600038413',
          payMethod: 'bank_transfer',
        },
        sections: { contacts: 'done', delivery: 'done', payment: 'open' },
        payMethods: payMethodsFor('juridical'),
      };
    case 'companyCodes': {
      // A company's contacts open: its codes for the invoice, the IDNO typed with a wrong digit.
      const values: CheckoutValues = {
        ...SAMPLE_VALUES,
        personType: 'juridical',
        companyName: 'Casa Mea SRL',
        idno: '1008600038412',
        tva: '1234567',
        iban: 'MD24 AG00 0225 1000 1310 4168',
        bic: '',
      };
      return { ...BASE, values, errors: errorsOf(values), payMethods: payMethodsFor('juridical') };
    }
    case 'placing':
      return {
        ...BASE,
        values: SAMPLE_VALUES,
        sections: { contacts: 'done', delivery: 'done', payment: 'done' },
        placing: true,
      };
    case 'awaitingPayment':
      return {
        ...BASE,
        values: { ...SAMPLE_VALUES, payMethod: 'by_card_online' },
        awaitingPayment: sampleOrderResponse(1042, 'by_card_online'),
      };
    case 'empty':
      return { ...BASE, lines: [], totals: orderTotals([], null, 'courier') };
    case 'couponChecking':
      return { ...BASE, coupon: { status: 'checking', code: GOOD_CODE } };
    case 'unanswered':
      return {
        ...BASE,
        values: SAMPLE_VALUES,
        sections: { contacts: 'done', delivery: 'done', payment: 'done' },
        placementProblem: 'network',
      };
    case 'serverFieldError':
      // The server refused the address of an order: the delivery section opens on it.
      return {
        ...BASE,
        values: SAMPLE_VALUES,
        sections: { contacts: 'done', delivery: 'open', payment: 'locked' },
        errors: { address: { key: 'invalid' } },
      };
  }
}

const noop = () => undefined;

/** Links that do not leave the page: stories and tests stay where they are on a click. */
export const stayingLink: RenderLink = ({ children, href, onClick, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
    }}
  >
    {children}
  </a>
);

export type CheckoutPageExampleProps = { state: CheckoutPageState } & Partial<CheckoutPageProps>;

/** The page in a state, in the page's column; callbacks do nothing unless given; still spinners. */
export function CheckoutPageExample({ state, ...props }: CheckoutPageExampleProps): ReactNode {
  return (
    <LinkProvider renderLink={stayingLink}>
      <CheckoutFrame>
        <CheckoutPage
          onChange={noop}
          onContinue={noop}
          onEdit={noop}
          onSave={noop}
          onCancel={noop}
          onCodeChange={noop}
          onApplyCode={noop}
          onRemoveCode={noop}
          onSubmit={noop}
          onEditCart={noop}
          onSignIn={noop}
          animated={false}
          {...checkoutPageStateProps(state)}
          {...props}
        />
      </CheckoutFrame>
    </LinkProvider>
  );
}

/** The page's column. */
export function CheckoutFrame({ children }: { children: ReactNode }): ReactNode {
  return (
    <div className="shop:mx-auto shop:max-w-[1280px] shop:px-3 shop:py-4 shop:bp768:px-6 shop:bp768:py-6">
      {children}
    </div>
  );
}
