import type { NewsletterPreferencesRequest, NewsletterSettings } from '@shop/core/contract';
import {
  assertEvent,
  assign,
  emit,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';

/**
 * The profile's newsletter switches (SPEC §2 "Profile: newsletter switches", "newsletter-success"
 * modal): news and offers by e-mail and by SMS. The stored settings come with the page (or are
 * loaded); the shopper flips the switches and saves; the server answers what it stored, which
 * becomes the saved state. A save emits `saved` (the storefront opens the newsletter-success
 * modal) or `saveFailed` (the form says so and keeps the switches as the shopper left them).
 */

/** A way the shop writes to the shopper. */
export type NewsletterChannel = 'email' | 'sms';

/** The switches' positions. */
export type NewsletterValues = Readonly<Record<NewsletterChannel, boolean>>;

export interface NewsletterMachineInput {
  /**
   * The stored settings when the page renders (the loader's); without them the machine loads
   * them with `loadNewsletter`.
   */
  initial?: NewsletterSettings | null;
}

/**
 * Loads the stored settings. @shop/ui ships one that fails: the storefront supplies the real one
 * with `newsletterMachine.provide({ actors: { loadNewsletter, saveNewsletter } })`.
 */
export const loadNewsletter = fromPromise<NewsletterSettings>(() =>
  Promise.reject(
    new Error(
      'loadNewsletter not provided: supply it with newsletterMachine.provide({ actors: { loadNewsletter } })',
    ),
  ),
);

/** Saves the switches (POST /accounts/newsletter-set/) and answers the stored settings. */
export const saveNewsletter = fromPromise<NewsletterSettings, NewsletterPreferencesRequest>(() =>
  Promise.reject(
    new Error(
      'saveNewsletter not provided: supply it with newsletterMachine.provide({ actors: { saveNewsletter } })',
    ),
  ),
);

export interface NewsletterContext {
  /** The stored settings have arrived (with the page, or loaded). */
  known: boolean;
  /** The account's e-mail, where the e-mail newsletter goes; null when the account has none. */
  address: string | null;
  /** The switches as the shopper left them. */
  values: NewsletterValues;
  /** The switches as the server stored them. */
  saved: NewsletterValues;
  /** The last save failed (cleared by the next change or save). */
  saveFailed: boolean;
  /** The error of the last failed call, or null. */
  error: unknown;
}

export type NewsletterEvent =
  /** A switch was flipped. */
  | { type: 'CHANGE'; channel: NewsletterChannel; value: boolean }
  /** The save button. */
  | { type: 'SUBMIT' }
  /** Load the settings again, after a failed load. */
  | { type: 'RETRY' };

/** What the machine tells its owner. */
export type NewsletterEmitted =
  { type: 'saved'; values: NewsletterValues } | { type: 'saveFailed'; error: unknown };

const OFF: NewsletterValues = Object.freeze({ email: false, sms: false });

function valuesOf(settings: NewsletterSettings): NewsletterValues {
  return { email: settings.email_subscription, sms: settings.sms_subscription };
}

function settingsContext(settings: NewsletterSettings) {
  const values = valuesOf(settings);
  return { known: true, address: settings.email, values, saved: values };
}

export const newsletterMachine = setup({
  types: {
    context: {} as NewsletterContext,
    events: {} as NewsletterEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as NewsletterMachineInput,
    emitted: {} as NewsletterEmitted,
  },
  guards: {
    /** The page brought the stored settings. */
    known: ({ context }) => context.known,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      return { values: { ...context.values, [event.channel]: event.value }, saveFailed: false };
    }),
    store: assign((_, { settings }: { settings: NewsletterSettings }) => ({
      ...settingsContext(settings),
      saveFailed: false,
      error: null,
    })),
    startSave: assign({ saveFailed: false, error: null }),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    markSaveFailed: assign({ saveFailed: true }),
    /** Failures are also logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[newsletter]', context.error);
    },
    emitSaved: emit(({ context }) => ({ type: 'saved' as const, values: context.saved })),
    emitSaveFailed: emit(({ context }) => ({ type: 'saveFailed' as const, error: context.error })),
  },
  actors: { loadNewsletter, saveNewsletter },
}).createMachine({
  id: 'newsletter',
  context: ({ input }) => ({
    ...(input.initial
      ? settingsContext(input.initial)
      : { known: false, address: null, values: OFF, saved: OFF }),
    saveFailed: false,
    error: null,
  }),
  initial: 'starting',
  states: {
    /** With the page's settings the form is ready at once; otherwise they load. */
    starting: {
      always: [{ guard: 'known', target: 'ready' }, { target: 'loading' }],
    },
    loading: {
      invoke: {
        src: 'loadNewsletter',
        onDone: {
          target: 'ready',
          actions: { type: 'store', params: ({ event }) => ({ settings: event.output }) },
        },
        onError: {
          target: 'loadFailed',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'logError',
          ],
        },
      },
    },
    /** The settings could not be loaded: nothing to switch until they are. */
    loadFailed: {
      on: { RETRY: 'loading' },
    },
    ready: {
      on: {
        CHANGE: { actions: 'change' },
        SUBMIT: { target: 'saving', actions: 'startSave' },
      },
    },
    /** The save runs; the switches hold still. */
    saving: {
      invoke: {
        src: 'saveNewsletter',
        input: ({ context }) => ({
          email_subscription: context.values.email,
          sms_subscription: context.values.sms,
        }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'store', params: ({ event }) => ({ settings: event.output }) },
            'emitSaved',
          ],
        },
        onError: {
          target: 'ready',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'markSaveFailed',
            'logError',
            'emitSaveFailed',
          ],
        },
      },
    },
  },
});

export type NewsletterMachine = typeof newsletterMachine;
export type NewsletterActorRef = ActorRefFrom<NewsletterMachine>;
export type NewsletterSnapshot = SnapshotFrom<NewsletterMachine>;

/** Where the form is: loading, failed to load, or ready (saving included). */
export type NewsletterStatus = 'loading' | 'loadFailed' | 'ready';

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectNewsletterStatus = (snapshot: NewsletterSnapshot): NewsletterStatus =>
  snapshot.matches('loadFailed')
    ? 'loadFailed'
    : snapshot.matches('ready') || snapshot.matches('saving')
      ? 'ready'
      : 'loading';
/** The account's e-mail (where the e-mail newsletter goes), or null. */
export const selectNewsletterAddress = (snapshot: NewsletterSnapshot): string | null =>
  snapshot.context.address;
/** The switches as the shopper left them (a stable object between changes). */
export const selectNewsletterValues = (snapshot: NewsletterSnapshot): NewsletterValues =>
  snapshot.context.values;
/** The switches differ from what the server stored. */
export const selectNewsletterDirty = (snapshot: NewsletterSnapshot): boolean =>
  snapshot.context.values.email !== snapshot.context.saved.email ||
  snapshot.context.values.sms !== snapshot.context.saved.sms;
/** A save runs. */
export const selectNewsletterSaving = (snapshot: NewsletterSnapshot): boolean =>
  snapshot.matches('saving');
/** The last save failed. */
export const selectNewsletterSaveFailed = (snapshot: NewsletterSnapshot): boolean =>
  snapshot.context.saveFailed;
