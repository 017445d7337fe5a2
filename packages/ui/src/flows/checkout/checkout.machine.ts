import type { Coupon, CreateOrderResponse, PayMethod, ProfileData } from '@shop/core/contract';
import {
  addDays,
  couponMinTotalProblem,
  DELIVERY_DATE_WINDOW_DAYS,
  maskPhone,
  payMethodsFor,
  placementOutcome,
  shopDay,
  toLeiString,
  usernameKind,
  type LocaleCode,
  type OrderTotals,
  type UtmRecord,
} from '@shop/core/rules';
import {
  and,
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  raise,
  setup,
  stateIn,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ApiDetail } from '../../i18n/index.js';
import {
  abandonedContactsValid,
  abandonedSignature,
  checkoutErrors,
  checkoutTotals,
  couponFailure,
  couponTerms,
  finalErrors,
  firstInvalidSection,
  isUnanswered,
  newIdempotencyKey,
  orderBody,
  placementFieldErrors,
  sectionErrors,
  sectionOf,
  sectionValid,
  stockShortage,
  type CheckoutRuleContext,
  type OrderBodySource,
} from './checkout.rules.js';
import {
  CHECKOUT_SECTIONS,
  EMPTY_CHECKOUT_VALUES,
  SECTION_FIELDS,
  type CheckoutChange,
  type CheckoutErrors,
  type CheckoutLine,
  type CheckoutMode,
  type CheckoutSection,
  type CheckoutShop,
  type CheckoutValues,
  type CheckPromoCodeInput,
  type CouponFailure,
  type CouponView,
  type PickupShopsInput,
  type PlaceOrderInput,
  type SectionState,
} from './checkout.types.js';

/**
 * The checkout (SPEC §2 "Checkout", §4 "Order placement", "Coupon", §5, §7 "Analytics"): contacts,
 * delivery and payment sections (a guest's accordion, or a signed-in shopper's saved data with
 * Edit / Save / Cancel), the agreement and a comment, the discount code, and the order. Four
 * parallel regions: `order` (editing → placing → awaitingPayment | placed | failed), `coupon`
 * (neutral, checking, warn, success), `pickupStock` (what each pickup shop has of the lines) and
 * `abandoned` (the silent abandoned-order save). The machine knows nothing of React, the router or
 * fetch: the storefront supplies `placeOrder`, `checkPromoCode` and `pickupShops` and hears
 * `beginCheckout`, `placed`, `failed`, `shortOfStock`, `editCart`, `signInRequested`.
 */

/**
 * Places an order (POST /ru/api/orders/orders/ with the Idempotency-Key header when one is given),
 * also used for the silent abandoned-order save (`body.is_abandoned`). @shop/ui ships one that
 * fails: the storefront supplies the real one with `checkoutMachine.provide({ actors: {
 * placeOrder } })` and passes `signal` on for a real order (an abandoned save may outlive the page:
 * send it with `keepalive` and without the signal).
 */
export const checkoutPlaceOrderActor = fromPromise<CreateOrderResponse, PlaceOrderInput>(() =>
  Promise.reject(
    new Error(
      'placeOrder not provided: supply it with checkoutMachine.provide({ actors: { placeOrder } })',
    ),
  ),
);

/**
 * Checks a discount code (POST /ru/api/shop/check-promo-code with `{ code, total_price: total }`).
 * A stub that fails, like `checkoutPlaceOrderActor`; the real one must pass `signal` on.
 */
export const checkoutCheckPromoCodeActor = fromPromise<Coupon, CheckPromoCodeInput>(() =>
  Promise.reject(
    new Error(
      'checkPromoCode not provided: supply it with checkoutMachine.provide({ actors: { checkPromoCode } })',
    ),
  ),
);

/**
 * Asks what each pickup shop has of the lines (GET /api/shops/stock) and answers the shops with
 * `missing` set (`pickupShopsOf`). @shop/ui's answers the shops as they are: without the
 * storefront's, every shop is offered and the order's own stock check decides.
 */
export const checkoutPickupShopsActor = fromPromise<readonly CheckoutShop[], PickupShopsInput>(
  async ({ input }) => input.shops,
);

/** The machine's input. */
export interface CheckoutMachineInput {
  /** The cart's lines, priced by the storefront. @default [] */
  lines?: readonly CheckoutLine[];
  /** The shop's language: the order's `lang`. @default 'ro' */
  locale?: LocaleCode;
  /** The signed-in account (prefills the form, shows the signed-in version); null for a guest. */
  profile?: ProfileData | null;
  /** The account's id for the order's `user`. @default profile?.user.id ?? null */
  userId?: number | null;
  /** The stored UTM record (SPEC §4 "UTM values"), sent as `utm_data`. @default null */
  utm?: UtmRecord | null;
  /** The manager's fast-order discount percent, sent as `manager_discount`. @default null */
  managerDiscount?: number | null;
  /** The shops for pickup. @default [] */
  shops?: readonly CheckoutShop[];
  /** The moment that decides "today" for the desired date. @default new Date() */
  now?: Date;
}

export interface CheckoutContext {
  mode: CheckoutMode;
  lines: readonly CheckoutLine[];
  shops: readonly CheckoutShop[];
  locale: LocaleCode;
  userId: number | null;
  utm: UtmRecord | null;
  managerDiscount: number | null;
  /** Today in the shop, 'YYYY-MM-DD'. */
  today: string;
  values: CheckoutValues;
  /** Sections showing their form: a guest's one active section; a signed-in shopper's edits. */
  open: readonly CheckoutSection[];
  /** A guest's completed sections; a signed-in shopper's saved ones. */
  completed: readonly CheckoutSection[];
  /** Sections whose Continue or Save was pressed: their errors show. */
  attempted: readonly CheckoutSection[];
  /** The order was submitted at least once: every error shows (SPEC §4, §5). */
  submitted: boolean;
  /** A signed-in shopper's values before Edit, by section, for Cancel. */
  saved: Partial<Record<CheckoutSection, CheckoutValues>>;
  /** What the server refused of the last order, by field; a field's goes when it changes. */
  serverErrors: CheckoutErrors;
  /** The discount code field's text. */
  code: string;
  /** The applied coupon (the success state), or null. */
  coupon: Coupon | null;
  /** Why the code was refused (the warn state), or null. */
  couponFailure: CouponFailure | null;
  /** The key of the last submit and the body it was made for: a retry of the same body reuses it. */
  idempotency: { key: string; body: string } | null;
  /** The contacts and lines of the last abandoned-order save (SPEC §4: never twice). */
  abandonedSignature: string | null;
  /** The placed order (awaiting its payment, or placed), or null. */
  order: CreateOrderResponse | null;
  /** The last order got no answer (no network): it may be retried with the same key. */
  placementProblem: ApiDetail | null;
  /** `beginCheckout` was emitted (once, SPEC §7). */
  beganCheckout: boolean;
  /**
   * The order was asked for while the discount code was being checked: it goes once the code
   * applies (a refused code stops it, so the shopper sees why).
   */
  submitQueued: boolean;
}

export type CheckoutEvent =
  /** A field changed (typing, choosing, ticking). */
  | ({ type: 'CHANGE' } & CheckoutChange)
  /** A guest's 'Continue': validate the section and open the next one. */
  | { type: 'CONTINUE'; section: CheckoutSection }
  /** Open a section: a guest's header or 'Edit'; a signed-in shopper's 'Edit'. */
  | { type: 'EDIT'; section: CheckoutSection }
  /** A signed-in shopper's 'Save' (validated). */
  | { type: 'SAVE'; section: CheckoutSection }
  /** A signed-in shopper's 'Cancel': the section's data as it was before Edit. */
  | { type: 'CANCEL'; section: CheckoutSection }
  /** The discount code field changed: back to neutral, no discount. */
  | { type: 'CODE_CHANGE'; code: string }
  /** Apply the code. */
  | { type: 'APPLY_CODE' }
  /** Remove the applied or refused code. */
  | { type: 'REMOVE_CODE' }
  /** Place the order. */
  | { type: 'SUBMIT' }
  /** The cart changed while on the page. */
  | { type: 'LINES_CHANGED'; lines: readonly CheckoutLine[] }
  /** The totals' 'edit' link: open the cart. */
  | { type: 'EDIT_CART' }
  /** The login banner's button. */
  | { type: 'SIGN_IN' }
  /** The shopper signed in on the page: the signed-in version, prefilled. */
  | { type: 'SIGNED_IN'; profile: ProfileData; userId?: number | null }
  /** The page is being left without ordering: the abandoned-order save (SPEC §4). */
  | { type: 'LEAVE' }
  /** Internal, raised after a cart change: ask the pickup shops again. */
  | { type: 'PICKUP_ASK' };

/** What the machine tells its owner. */
export type CheckoutEmitted =
  /** The checkout began with these lines: push begin_checkout (SPEC §7). Once. */
  | { type: 'beginCheckout'; lines: readonly CheckoutLine[] }
  /**
   * The order is placed (not paid online): clear the cart, push the response's `purchase`, go to
   * `path` (/pages/ordering/{id}).
   */
  | { type: 'placed'; response: CreateOrderResponse; path: string }
  /** The order failed: go to `path` (/pages/ordering-error), SPEC §8. */
  | { type: 'failed'; error: unknown; path: string }
  /**
   * Some products ran out while the shopper was here (the API's 409 `out_of_stock`, whose body
   * is `problem`): open the stock modal. The checkout stays editable; the cart's new lines come
   * back as `LINES_CHANGED` and the order can be placed again.
   */
  | { type: 'shortOfStock'; problem: unknown }
  /** Open the cart panel. */
  | { type: 'editCart' }
  /** Open the sign-in modal. */
  | { type: 'signInRequested' };

// ---------------------------------------------------------------------------------------------
// Pure helpers over the context
// ---------------------------------------------------------------------------------------------

type Rules = Pick<CheckoutContext, 'today' | 'shops'>;

const rulesOf = (context: Rules): CheckoutRuleContext => ({
  today: context.today,
  shops: context.shops,
});

/** The applied code for the body and the totals, or null. */
function appliedCoupon(context: Pick<CheckoutContext, 'coupon'>): OrderBodySource['coupon'] {
  return context.coupon ? { code: context.coupon.code, terms: couponTerms(context.coupon) } : null;
}

/** Everything the order body is made of. */
export function bodySource(context: CheckoutContext): OrderBodySource {
  return {
    values: context.values,
    lines: context.lines,
    locale: context.locale,
    userId: context.userId,
    utm: context.utm,
    managerDiscount: context.managerDiscount,
    coupon: appliedCoupon(context),
  };
}

/** The form's values of a signed-in account (its saved data, SPEC §2). */
export function profileValues(profile: ProfileData, base = EMPTY_CHECKOUT_VALUES): CheckoutValues {
  const { user } = profile;
  const fill = (current: string, saved: string | null) =>
    current.trim() ? current : (saved ?? '');
  const phoneGiven = base.phone.replace(/\D/g, '').length > 3;
  return {
    ...base,
    firstName: fill(base.firstName, user.first_name),
    lastName: fill(base.lastName, user.last_name),
    phone:
      phoneGiven || usernameKind(user.username) !== 'phone' ? base.phone : maskPhone(user.username),
    email: fill(base.email, user.email),
    personType: profile.is_juridical ? 'juridical' : user.person_type,
    companyName: fill(base.companyName, user.company_name),
    idno: fill(base.idno, user.idno),
    tva: fill(base.tva, user.tva),
    iban: fill(base.iban, user.iban),
    bic: fill(base.bic, user.bic),
    address: fill(base.address, user.address),
  };
}

/** A signed-in shopper's sections: saved when valid, open (to fill in) otherwise. */
function accountSections(values: CheckoutValues, rules: Rules) {
  const valid = CHECKOUT_SECTIONS.filter((section) =>
    sectionValid(section, values, rulesOf(rules)),
  );
  return {
    completed: valid,
    open: CHECKOUT_SECTIONS.filter((section) => !valid.includes(section)),
  };
}

/**
 * The totals shown and charged: the lines less the applied code, and the chosen delivery's fee
 * (core's `orderTotals`).
 */
export function totalsOf(
  context: Pick<CheckoutContext, 'lines' | 'coupon' | 'values'>,
): OrderTotals {
  return checkoutTotals(context.lines, appliedCoupon(context), context.values.deliveryMethod);
}

const without = <T>(list: readonly T[], item: T): T[] => list.filter((entry) => entry !== item);
const withItem = <T>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? [...list] : [...list, item];

/** A guest may open a section once every earlier one is completed. */
function reachable(context: CheckoutContext, section: CheckoutSection): boolean {
  const index = CHECKOUT_SECTIONS.indexOf(section);
  return CHECKOUT_SECTIONS.slice(0, index).every((earlier) => context.completed.includes(earlier));
}

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as CheckoutMachineInput,
    emitted: {} as CheckoutEmitted,
    tags: {} as 'busy',
  },
  guards: {
    editable: stateIn({ order: 'editing' }),
    isGuest: ({ context }) => context.mode === 'guest',
    isAccount: ({ context }) => context.mode === 'account',
    sectionReachable: ({ context, event }) => {
      assertEvent(event, 'EDIT');
      return context.mode === 'account' || reachable(context, event.section);
    },
    canCancel: ({ context, event }) => {
      assertEvent(event, 'CANCEL');
      return context.saved[event.section] !== undefined;
    },
    /** Lines to order, every section valid, the agreement ticked. */
    orderReady: ({ context }) =>
      context.lines.length > 0 &&
      Object.keys(checkoutErrors(context.values, rulesOf(context))).length === 0,
    codeGiven: ({ context }) => context.code.trim() !== '' && context.lines.length > 0,
    /** The lines changed under an applied code: do they still reach its minimum (core's rule)? */
    couponRefusedNow: ({ context, event }) => {
      assertEvent(event, 'LINES_CHANGED');
      const terms = context.coupon ? couponTerms(context.coupon) : null;
      if (!terms) return false;
      const { itemsTotal } = checkoutTotals(event.lines, null, context.values.deliveryMethod);
      return couponMinTotalProblem(terms, itemsTotal) !== null;
    },
    couponChecking: stateIn({ coupon: 'checking' }),
    submitQueued: ({ context }) => context.submitQueued,
    /**
     * An abandoned-order save is due: still editing (not while the order is placed, nor after
     * it failed), contacts valid, lines, and not saved with these before.
     */
    abandonDue: and(['editable', 'abandonWorthSaving']),
    abandonWorthSaving: ({ context, event }) => {
      if (event.type === 'CONTINUE' || event.type === 'SAVE') {
        if (event.section !== 'contacts') return false;
      }
      return (
        context.lines.length > 0 &&
        context.order === null &&
        abandonedContactsValid(context.values) &&
        abandonedSignature(context.values, context.lines) !== context.abandonedSignature
      );
    },
    awaitsPayment: ({ context }) =>
      placementOutcome({ ok: true, orderId: 0, payMethod: context.values.payMethod ?? '' }).kind ===
      'await_payment',
    refusedFields: (_, { error }: { error: unknown }) => placementFieldErrors(error) !== null,
    shortOfStock: (_, { error }: { error: unknown }) => stockShortage(error) !== null,
    unanswered: (_, { error }: { error: unknown }) => isUnanswered(error),
  },
  actions: {
    /** SPEC §7: begin_checkout once, when there are lines. */
    beginCheckout: enqueueActions(({ context, enqueue }) => {
      if (context.beganCheckout || context.lines.length === 0) return;
      enqueue.assign({ beganCheckout: true });
      enqueue.emit({ type: 'beginCheckout', lines: context.lines });
    }),
    askPickup: raise({ type: 'PICKUP_ASK' }),
    setLines: assign(({ event }) => {
      assertEvent(event, 'LINES_CHANGED');
      return { lines: event.lines };
    }),
    /**
     * What the shops have of the lines came. When the chosen shop can no longer give every line,
     * a completed delivery section opens again with the reason, so the shopper chooses again.
     */
    setShops: assign(({ context }, { shops }: { shops: readonly CheckoutShop[] }) => {
      const stale =
        context.completed.includes('delivery') &&
        !sectionValid('delivery', context.values, { ...rulesOf(context), shops });
      if (!stale) return { shops };
      return {
        shops,
        completed: without(context.completed, 'delivery'),
        attempted: withItem(context.attempted, 'delivery'),
        open:
          context.mode === 'account' ? withItem(context.open, 'delivery') : ['delivery' as const],
      };
    }),
    /**
     * Stores the edit (a phone re-masked by core). A company's bank transfer is dropped when the
     * person becomes physical; a completed section that is no longer valid reopens (signed in)
     * or waits again (guest). The field's server error goes.
     */
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const value = event.field === 'phone' ? maskPhone(event.value) : event.value;
      const values: CheckoutValues = { ...context.values, [event.field]: value };
      if (values.payMethod !== null && !payMethodsFor(values.personType).includes(values.payMethod))
        values.payMethod = null;
      const stale = context.completed.filter(
        (section) => !sectionValid(section, values, rulesOf(context)),
      );
      const serverErrors = { ...context.serverErrors };
      delete serverErrors[event.field];
      const touched = sectionOf(event.field);
      const reopened =
        context.mode === 'account' ? stale.filter((section) => section !== touched) : [];
      return {
        values,
        serverErrors,
        placementProblem: null,
        completed: context.completed.filter((section) => !stale.includes(section)),
        open: [...context.open, ...reopened.filter((section) => !context.open.includes(section))],
      };
    }),
    /** A guest's Continue: a valid section is completed and the next one to fill opens. */
    continueSection: assign(({ context, event }) => {
      assertEvent(event, 'CONTINUE');
      const { section } = event;
      if (!sectionValid(section, context.values, rulesOf(context))) {
        return { attempted: withItem(context.attempted, section) };
      }
      const completed = withItem(context.completed, section);
      const after = CHECKOUT_SECTIONS.slice(CHECKOUT_SECTIONS.indexOf(section) + 1);
      const next =
        after.find((candidate) => !completed.includes(candidate)) ??
        CHECKOUT_SECTIONS.find((candidate) => !completed.includes(candidate));
      return {
        completed,
        attempted: without(context.attempted, section),
        open: next === undefined ? [] : [next],
      };
    }),
    editSection: assign(({ context, event }) => {
      assertEvent(event, 'EDIT');
      const { section } = event;
      if (context.mode === 'guest') return { open: [section] };
      return {
        open: withItem(context.open, section),
        completed: without(context.completed, section),
        saved: { ...context.saved, [section]: context.values },
      };
    }),
    saveSection: assign(({ context, event }) => {
      assertEvent(event, 'SAVE');
      const { section } = event;
      if (!sectionValid(section, context.values, rulesOf(context))) {
        return { attempted: withItem(context.attempted, section) };
      }
      const saved = { ...context.saved };
      delete saved[section];
      return {
        open: without(context.open, section),
        completed: withItem(context.completed, section),
        attempted: without(context.attempted, section),
        saved,
      };
    }),
    cancelSection: assign(({ context, event }) => {
      assertEvent(event, 'CANCEL');
      const { section } = event;
      const before = context.saved[section];
      if (!before) return {};
      const values = { ...context.values };
      for (const field of SECTION_FIELDS[section]) {
        (values as Record<string, unknown>)[field] = before[field];
      }
      const saved = { ...context.saved };
      delete saved[section];
      const valid = sectionValid(section, values, rulesOf(context));
      return {
        values,
        saved,
        attempted: without(context.attempted, section),
        open: valid ? without(context.open, section) : context.open,
        completed: valid ? withItem(context.completed, section) : context.completed,
      };
    }),
    /**
     * A submit of an invalid form: every error shows; the first invalid section opens (a guest's
     * accordion moves there; a signed-in shopper's invalid sections open for editing).
     */
    markSubmitted: assign(({ context }) => {
      const first = firstInvalidSection(context.values, rulesOf(context));
      if (first === null) return { submitted: true };
      if (context.mode === 'guest') return { submitted: true, open: [first] };
      const invalid = CHECKOUT_SECTIONS.filter(
        (section) => !sectionValid(section, context.values, rulesOf(context)),
      );
      return {
        submitted: true,
        open: [...context.open, ...invalid.filter((section) => !context.open.includes(section))],
        completed: context.completed.filter((section) => !invalid.includes(section)),
      };
    }),
    /** The key of this submit: the last one when the body is the same (a retry), else a new one. */
    startPlacing: assign(({ context }) => {
      const body = JSON.stringify(orderBody(bodySource(context)));
      const idempotency =
        context.idempotency?.body === body
          ? context.idempotency
          : { key: newIdempotencyKey(), body };
      return { submitted: true, idempotency, placementProblem: null, serverErrors: {} };
    }),
    setOrder: assign((_, { response }: { response: CreateOrderResponse }) => ({
      order: response,
    })),
    emitPlaced: emit((_, { response }: { response: CreateOrderResponse }) => ({
      type: 'placed' as const,
      response,
      path: (() => {
        const outcome = placementOutcome({ ok: true, orderId: response.id, payMethod: '' });
        return outcome.kind === 'order_page' ? outcome.path : '';
      })(),
    })),
    emitFailed: emit((_, { error }: { error: unknown }) => {
      const outcome = placementOutcome({ ok: false });
      return {
        type: 'failed' as const,
        error,
        path: outcome.kind === 'error_page' ? outcome.path : '',
      };
    }),
    /** The server refused fields: their messages show and their sections open. */
    setServerErrors: assign(({ context }, { error }: { error: unknown }) => {
      const serverErrors = placementFieldErrors(error) ?? {};
      const sections = CHECKOUT_SECTIONS.filter((section) =>
        SECTION_FIELDS[section].some((field) => serverErrors[field] !== undefined),
      );
      const first = sections[0];
      if (first === undefined) return { serverErrors };
      if (context.mode === 'guest') {
        return {
          serverErrors,
          open: [first],
          completed: context.completed.filter((section) => !sections.includes(section)),
        };
      }
      return {
        serverErrors,
        open: [...context.open, ...sections.filter((section) => !context.open.includes(section))],
        completed: context.completed.filter((section) => !sections.includes(section)),
      };
    }),
    setUnanswered: assign({ placementProblem: 'network' as ApiDetail }),
    emitShortOfStock: emit((_, { error }: { error: unknown }) => ({
      type: 'shortOfStock' as const,
      problem: stockShortage(error),
    })),
    queueSubmit: assign({ submitQueued: true }),
    dropQueuedSubmit: assign({ submitQueued: false }),
    /** The code applied: the order asked for meanwhile goes now. */
    submitIfQueued: enqueueActions(({ context, enqueue }) => {
      if (!context.submitQueued) return;
      enqueue.assign({ submitQueued: false });
      enqueue.raise({ type: 'SUBMIT' });
    }),
    setCode: assign(({ event }) => {
      assertEvent(event, 'CODE_CHANGE');
      return { code: event.code, coupon: null, couponFailure: null };
    }),
    clearCode: assign({ code: '', coupon: null, couponFailure: null }),
    setCoupon: assign((_, { coupon }: { coupon: Coupon }) => ({ coupon, couponFailure: null })),
    setCouponFailure: assign((_, { error }: { error: unknown }) => ({
      coupon: null,
      couponFailure: couponFailure(error),
    })),
    /** SPEC §4 "Coupon": the applied flag is reset when the code no longer applies. */
    refuseCouponForLines: assign(({ context }) => ({
      coupon: null,
      couponFailure: context.coupon?.min_total
        ? { key: 'promoMinTotal' as const, params: { min: context.coupon.min_total } }
        : { key: 'promoMinTotal' as const },
    })),
    rememberAbandoned: assign(({ context }) => ({
      abandonedSignature: abandonedSignature(context.values, context.lines),
    })),
    signedIn: assign(({ context, event }) => {
      assertEvent(event, 'SIGNED_IN');
      const values = profileValues(event.profile, context.values);
      return {
        mode: 'account' as const,
        userId: event.userId ?? event.profile.user.id,
        values,
        saved: {},
        ...accountSections(values, context),
      };
    }),
    emitEditCart: emit({ type: 'editCart' as const }),
    emitSignIn: emit({ type: 'signInRequested' as const }),
  },
  actors: {
    placeOrder: checkoutPlaceOrderActor,
    checkPromoCode: checkoutCheckPromoCodeActor,
    pickupShops: checkoutPickupShopsActor,
  },
}).createMachine({
  id: 'checkout',
  type: 'parallel',
  context: ({ input }) => {
    const profile = input.profile ?? null;
    const shops = input.shops ?? [];
    const today = shopDay(input.now ?? new Date());
    const values = profile ? profileValues(profile) : { ...EMPTY_CHECKOUT_VALUES };
    const sections = profile
      ? accountSections(values, { today, shops })
      : { completed: [], open: ['contacts' as const] };
    return {
      mode: profile ? 'account' : 'guest',
      lines: input.lines ?? [],
      shops,
      locale: input.locale ?? 'ro',
      userId: input.userId ?? profile?.user.id ?? null,
      utm: input.utm ?? null,
      managerDiscount: input.managerDiscount ?? null,
      today,
      values,
      ...sections,
      attempted: [],
      submitted: false,
      saved: {},
      serverErrors: {},
      code: '',
      coupon: null,
      couponFailure: null,
      idempotency: null,
      abandonedSignature: null,
      order: null,
      placementProblem: null,
      beganCheckout: false,
      submitQueued: false,
    };
  },
  entry: 'beginCheckout',
  on: {
    LINES_CHANGED: { actions: ['setLines', 'beginCheckout', 'askPickup'] },
    EDIT_CART: { actions: 'emitEditCart' },
    SIGN_IN: { actions: 'emitSignIn' },
  },
  states: {
    order: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            CHANGE: { actions: 'change' },
            CONTINUE: { guard: 'isGuest', actions: 'continueSection' },
            EDIT: { guard: 'sectionReachable', actions: 'editSection' },
            SAVE: { guard: 'isAccount', actions: 'saveSection' },
            CANCEL: { guard: 'canCancel', actions: 'cancelSection' },
            SIGNED_IN: { actions: 'signedIn' },
            SUBMIT: [
              // The discount code is being checked: the order waits for its answer.
              { guard: and(['couponChecking', 'orderReady']), actions: 'queueSubmit' },
              { guard: 'orderReady', target: 'placing', actions: 'startPlacing' },
              { actions: 'markSubmitted' },
            ],
          },
        },
        /** The order request runs; edits wait. */
        placing: {
          tags: 'busy',
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => ({
              body: orderBody(bodySource(context)),
              idempotencyKey: context.idempotency?.key,
            }),
            onDone: [
              {
                guard: 'awaitsPayment',
                target: 'awaitingPayment',
                actions: { type: 'setOrder', params: ({ event }) => ({ response: event.output }) },
              },
              {
                target: 'placed',
                actions: [
                  { type: 'setOrder', params: ({ event }) => ({ response: event.output }) },
                  { type: 'emitPlaced', params: ({ event }) => ({ response: event.output }) },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'refusedFields', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: {
                  type: 'setServerErrors',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                guard: { type: 'unanswered', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: 'setUnanswered',
              },
              {
                guard: { type: 'shortOfStock', params: ({ event }) => ({ error: event.error }) },
                target: 'editing',
                actions: {
                  type: 'emitShortOfStock',
                  params: ({ event }) => ({ error: event.error }),
                },
              },
              {
                target: 'failed',
                actions: { type: 'emitFailed', params: ({ event }) => ({ error: event.error }) },
              },
            ],
          },
        },
        /** An online card payment: the order exists and waits; the page stays (SPEC §4). */
        awaitingPayment: {},
        /** Placed: the storefront clears the cart and leaves for the order page. */
        placed: {},
        /** Failed: the storefront leaves for the order error page (SPEC §4, §8). */
        failed: {},
      },
    },
    coupon: {
      initial: 'neutral',
      on: {
        CODE_CHANGE: {
          guard: 'editable',
          target: '.neutral',
          actions: ['setCode', 'dropQueuedSubmit'],
        },
        REMOVE_CODE: {
          guard: 'editable',
          target: '.neutral',
          actions: ['clearCode', 'dropQueuedSubmit'],
        },
      },
      states: {
        neutral: {
          on: { APPLY_CODE: { guard: 'codeGiven', target: 'checking' } },
        },
        checking: {
          invoke: {
            src: 'checkPromoCode',
            input: ({ context }) => ({
              code: context.code.trim(),
              total: toLeiString(totalsOf({ ...context, coupon: null }).itemsTotal),
            }),
            onDone: {
              target: 'success',
              actions: [
                { type: 'setCoupon', params: ({ event }) => ({ coupon: event.output }) },
                'submitIfQueued',
              ],
            },
            onError: {
              target: 'warn',
              actions: [
                {
                  type: 'setCouponFailure',
                  params: ({ event }) => ({ error: event.error }),
                },
                'dropQueuedSubmit',
              ],
            },
          },
        },
        warn: {
          on: { APPLY_CODE: { guard: 'codeGiven', target: 'checking' } },
        },
        success: {
          on: {
            LINES_CHANGED: {
              guard: 'couponRefusedNow',
              target: 'warn',
              actions: ['refuseCouponForLines', 'setLines', 'beginCheckout', 'askPickup'],
            },
          },
        },
      },
    },
    /** What each pickup shop has of the lines: asked at the start and after each cart change. */
    pickupStock: {
      initial: 'asking',
      states: {
        asking: {
          invoke: {
            src: 'pickupShops',
            input: ({ context }) => ({ lines: context.lines, shops: context.shops }),
            onDone: {
              target: 'known',
              actions: { type: 'setShops', params: ({ event }) => ({ shops: event.output }) },
            },
            // The shops stay as they were; the order's own stock check still guards.
            onError: 'known',
          },
          // Raised after each cart change, once the new lines are kept: the question asked with
          // the old ones stops and a new one starts (a self-transition of this state only).
          on: { PICKUP_ASK: { target: 'asking', reenter: true } },
        },
        known: { on: { PICKUP_ASK: 'asking' } },
      },
    },
    abandoned: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            CONTINUE: { guard: 'abandonDue', target: 'saving', actions: 'rememberAbandoned' },
            SAVE: { guard: 'abandonDue', target: 'saving', actions: 'rememberAbandoned' },
            LEAVE: { guard: 'abandonDue', target: 'saving', actions: 'rememberAbandoned' },
          },
        },
        /** The silent save runs; whatever it answers is ignored (SPEC §4). */
        saving: {
          invoke: {
            src: 'placeOrder',
            input: ({ context }) => ({ body: orderBody(bodySource(context), { abandoned: true }) }),
            onDone: 'idle',
            onError: 'idle',
          },
        },
      },
    },
  },
});

export type CheckoutMachine = typeof checkoutMachine;
export type CheckoutActorRef = ActorRefFrom<CheckoutMachine>;
export type CheckoutSnapshot = SnapshotFrom<CheckoutMachine>;

// Narrow selectors: the container reads the machine only through these (convention 5). Those
// that build a new object on each call are compared with `sameJson`.

export const selectCheckoutMode = (snapshot: CheckoutSnapshot): CheckoutMode =>
  snapshot.context.mode;
export const selectCheckoutLines = (snapshot: CheckoutSnapshot): readonly CheckoutLine[] =>
  snapshot.context.lines;
export const selectCheckoutShops = (snapshot: CheckoutSnapshot): readonly CheckoutShop[] =>
  snapshot.context.shops;
export const selectCheckoutValues = (snapshot: CheckoutSnapshot): CheckoutValues =>
  snapshot.context.values;

/** The desired date's bounds, for the date field's `min` / `max`. */
export const selectDateBounds = (snapshot: CheckoutSnapshot): { min: string; max: string } => ({
  min: snapshot.context.today,
  max: addDays(snapshot.context.today, DELIVERY_DATE_WINDOW_DAYS),
});

/** How each section shows: its form, its summary, or (a guest's) waiting or locked. */
export const selectSectionStates = (
  snapshot: CheckoutSnapshot,
): Record<CheckoutSection, SectionState> => {
  const { context } = snapshot;
  const state = (section: CheckoutSection): SectionState => {
    if (context.open.includes(section)) return 'open';
    if (context.completed.includes(section)) return 'done';
    if (context.mode === 'account') return 'done';
    return reachable(context, section) ? 'pending' : 'locked';
  };
  return { contacts: state('contacts'), delivery: state('delivery'), payment: state('payment') };
};

/** The signed-in sections that can be cancelled (opened by Edit). */
export const selectCancellable = (snapshot: CheckoutSnapshot): CheckoutSection[] =>
  CHECKOUT_SECTIONS.filter((section) => snapshot.context.saved[section] !== undefined);

/**
 * The errors to show: a section's after its Continue / Save or the first submit; the agreement's
 * and the comment's after the first submit (SPEC §4, §5); the server's until the field changes.
 */
export const selectCheckoutErrors = (snapshot: CheckoutSnapshot): CheckoutErrors => {
  const { context } = snapshot;
  const rules = rulesOf(context);
  const errors: CheckoutErrors = { ...context.serverErrors };
  for (const section of CHECKOUT_SECTIONS) {
    if (context.submitted || context.attempted.includes(section)) {
      Object.assign(errors, sectionErrors(section, context.values, rules));
    }
  }
  if (context.submitted) Object.assign(errors, finalErrors(context.values));
  return errors;
};

/** The discount code field's state (SPEC §2: neutral, warn, success). */
export const selectCouponView = (snapshot: CheckoutSnapshot): CouponView => {
  const { context } = snapshot;
  const code = context.code;
  if (snapshot.matches({ coupon: 'checking' })) return { status: 'checking', code };
  if (snapshot.matches({ coupon: 'success' }) && context.coupon) {
    return {
      status: 'success',
      code,
      coupon: context.coupon,
      discount: totalsOf(context).discount,
    };
  }
  if (snapshot.matches({ coupon: 'warn' }) && context.couponFailure) {
    return { status: 'warn', code, failure: context.couponFailure };
  }
  return { status: 'neutral', code };
};

/** The totals: items, the code's discount, the delivery's fee (§9) and the total. */
export const selectCheckoutTotals = (snapshot: CheckoutSnapshot): OrderTotals =>
  totalsOf(snapshot.context);

/** The payment methods the person type may choose. */
export const selectPayMethods = (snapshot: CheckoutSnapshot): readonly PayMethod[] =>
  payMethodsFor(snapshot.context.values.personType);

/** The order request runs, or waits for the discount code's check. */
export const selectPlacing = (snapshot: CheckoutSnapshot): boolean =>
  snapshot.hasTag('busy') || snapshot.context.submitQueued;

/** The order waiting for its online payment (the page's pending-payment panel), or null. */
export const selectAwaitingPayment = (snapshot: CheckoutSnapshot): CreateOrderResponse | null =>
  snapshot.matches({ order: 'awaitingPayment' }) ? snapshot.context.order : null;

/** Why the last order got no answer (shown above the order button), or null. */
export const selectPlacementProblem = (snapshot: CheckoutSnapshot): ApiDetail | null =>
  snapshot.context.placementProblem;

/** Two selections show the same (for `useSelector`'s compare of built objects). */
export function sameJson<T>(a: T, b: T): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
