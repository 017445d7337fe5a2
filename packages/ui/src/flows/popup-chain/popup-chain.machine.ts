import type { Popup } from '@shop/core/contract';
import { popupSchedule } from '@shop/core/rules';
import { assign, fromPromise, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';

/**
 * The home page's chained popups (SPEC §4 "Popups", §9). At most once per 3 hours the page fetches
 * them: a cookie (max-age 10800 s, `POPUPS_COOKIE` of @shop/core) is written when a fetch
 * succeeds, and while it is set nothing is fetched or shown. The popups then take their turns in
 * the order the API gives, on the timetable of core's `popupSchedule`: each turn is the popup's
 * `inactive_time` hidden, then its `active_time` shown, and the next turn starts when it ends, so
 * each popup appears the previous one's inactive plus active time after the previous one's turn
 * began (plus its own inactive time). A popup without active time takes no turn.
 *
 * The close button (or Escape) hides the popup at once, but does not move the timetable: the
 * turn runs out hidden and the next popup's timer is the one it would have had, the rest of the
 * closed popup's active time plus the next one's inactive time. Closing therefore never brings the
 * next popup sooner than the chain promises, and every popup shows at the moment the timetable
 * gives it, whether the shopper closed the previous one or not.
 *
 * A failed fetch shows nothing, writes no cookie and is not tried again on this page (the next
 * home page visit tries again). The I/O (reading the cookie, fetching, writing the cookie) is
 * three actors the storefront provides; @shop/ui ships ones that fail with "not provided", on
 * which the machine shows nothing.
 */

/** A popup's turn in the chain: the popup, how long it stays hidden, then shown (ms). */
export interface PopupTurn {
  popup: Popup;
  /** Milliseconds hidden from the start of the turn. */
  inactiveMs: number;
  /** Milliseconds shown after that; the next turn starts when they are over. */
  activeMs: number;
}

/**
 * Whether the popups cookie is set (they were fetched less than 3 hours ago). @shop/ui ships one
 * that fails: the storefront supplies the real one with
 * `popupChainMachine.provide({ actors: { popupsSeen, loadPopups, rememberPopups } })`.
 */
export const popupsSeen = fromPromise<boolean>(() =>
  Promise.reject(
    new Error(
      'popupsSeen not provided: supply it with popupChainMachine.provide({ actors: { popupsSeen } })',
    ),
  ),
);

/** Fetches the popups (GET /api/popups/items) in the page's language; must honour `signal`. */
export const loadPopups = fromPromise<readonly Popup[]>(() =>
  Promise.reject(
    new Error(
      'loadPopups not provided: supply it with popupChainMachine.provide({ actors: { loadPopups } })',
    ),
  ),
);

/** Writes the popups cookie (max-age 10800 s), so the next 3 hours fetch nothing. */
export const rememberPopups = fromPromise<void>(() =>
  Promise.reject(
    new Error(
      'rememberPopups not provided: supply it with popupChainMachine.provide({ actors: { rememberPopups } })',
    ),
  ),
);

export interface PopupChainContext {
  /** The turns of the fetched popups, in chain order. */
  turns: readonly PopupTurn[];
  /** The turn under way (or next). */
  index: number;
  /** The popup shown last: kept while it hides, so its leaving can be drawn. */
  shown: Popup | null;
  /** The error of the last failed call, or null. */
  error: unknown;
}

export type PopupChainEvent =
  /** The close button, or Escape: hide the popup on screen now. */
  { type: 'CLOSE' };

/** setTimeout's longest delay (about 24.8 days); a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

const ms = (seconds: number) => Math.min(Math.round(seconds * 1000), MAX_DELAY_MS);

/** The popups' turns, timed by core's chain rule (popups without active time are dropped). */
export function popupTurns(popups: readonly Popup[]): PopupTurn[] {
  const slots = popupSchedule(
    popups.map((popup, index) => ({
      id: index,
      inactive_time: popup.inactive_time,
      active_time: popup.active_time,
    })),
  );
  const turns: PopupTurn[] = [];
  let turnStart = 0;
  for (const slot of slots) {
    const popup = popups[Number(slot.id)];
    if (popup === undefined) continue;
    turns.push({
      popup,
      inactiveMs: ms(slot.showAt - turnStart),
      activeMs: ms(slot.hideAt - slot.showAt),
    });
    turnStart = slot.hideAt;
  }
  return turns;
}

const currentTurn = (context: PopupChainContext): PopupTurn | undefined =>
  context.turns[context.index];

export const popupChainMachine = setup({
  types: {
    context: {} as PopupChainContext,
    events: {} as PopupChainEvent,
  },
  delays: {
    /** The hidden part of the current turn. */
    inactive: ({ context }) => currentTurn(context)?.inactiveMs ?? 0,
    /** The shown part of the current turn. */
    active: ({ context }) => currentTurn(context)?.activeMs ?? 0,
  },
  guards: {
    /** The cookie says the popups were fetched less than 3 hours ago. */
    seen: (_, seen: boolean) => seen,
    /** A turn is left. */
    hasTurn: ({ context }) => context.index < context.turns.length,
  },
  actions: {
    storeTurns: assign((_, { popups }: { popups: readonly Popup[] }) => ({
      turns: popupTurns(popups),
      index: 0,
    })),
    show: assign(({ context }) => ({ shown: currentTurn(context)?.popup ?? null })),
    advance: assign(({ context }) => ({ index: context.index + 1 })),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    /** Failures stay quiet on screen (SPEC §8: most failures are only logged); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[popup-chain]', context.error);
    },
  },
  actors: { popupsSeen, loadPopups, rememberPopups },
}).createMachine({
  id: 'popupChain',
  context: { turns: [], index: 0, shown: null, error: null },
  initial: 'checking',
  states: {
    /** Is the cookie set? Then the popups were fetched within 3 hours: nothing to do. */
    checking: {
      invoke: {
        src: 'popupsSeen',
        onDone: [
          { guard: { type: 'seen', params: ({ event }) => event.output }, target: 'done' },
          { target: 'loading' },
        ],
        onError: {
          target: 'done',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'logError',
          ],
        },
      },
    },
    /** Fetching the popups; a failure shows nothing and is not retried on this page. */
    loading: {
      invoke: {
        src: 'loadPopups',
        onDone: {
          target: 'remembering',
          actions: { type: 'storeTurns', params: ({ event }) => ({ popups: event.output }) },
        },
        onError: {
          target: 'done',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'logError',
          ],
        },
      },
    },
    /** The fetch is recorded in the cookie (an empty list too); a failed write is only logged. */
    remembering: {
      invoke: {
        src: 'rememberPopups',
        onDone: 'chain',
        onError: {
          target: 'chain',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'logError',
          ],
        },
      },
    },
    chain: {
      initial: 'next',
      states: {
        /** The next turn, or the end of the chain. */
        next: {
          always: [{ guard: 'hasTurn', target: 'waiting' }, { target: '#popupChain.done' }],
        },
        /** The popup of the turn is hidden for its inactive time. */
        waiting: {
          after: { inactive: 'active' },
        },
        /**
         * The popup's active time. Its timer belongs to this state, not to `open`, so closing the
         * popup hides it without cutting the turn short.
         */
        active: {
          entry: 'show',
          after: { active: { target: 'next', actions: 'advance' } },
          initial: 'open',
          states: {
            open: { on: { CLOSE: 'closed' } },
            /** Closed by the shopper: hidden for the rest of its turn. */
            closed: {},
          },
        },
      },
    },
    /** Nothing (more) to show on this page. */
    done: { type: 'final' },
  },
});

export type PopupChainMachine = typeof popupChainMachine;
export type PopupChainActorRef = ActorRefFrom<PopupChainMachine>;
export type PopupChainSnapshot = SnapshotFrom<PopupChainMachine>;

// Narrow selectors: the container reads the machine only through these (convention 5).

/** A popup is on screen. */
export const selectPopupChainOpen = (snapshot: PopupChainSnapshot): boolean =>
  snapshot.matches({ chain: { active: 'open' } });
/** The popup on screen, or the one shown last while it hides; null before the first. */
export const selectPopupChainPopup = (snapshot: PopupChainSnapshot): Popup | null =>
  snapshot.context.shown;
