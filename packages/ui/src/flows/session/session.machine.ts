import type { ProfileData } from '@shop/core/contract';
import {
  rolesFromProfile,
  SESSION_STORAGE_KEYS,
  type PricingContext,
  type Roles,
} from '@shop/core/rules';
import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';

/**
 * Who is signed in (SPEC §4 "Session", "Login", §6). The storefront's server checks the `token`
 * cookie when it renders a page and passes the answer as `input.initial`; without it the machine
 * asks `checkSession`. The machine keeps the profile and the roles in memory (§4: roles are
 * in-memory states) and never touches cookies, storage or the router: it emits what the
 * storefront must do (remove storage keys, reload, go home) and the storefront does it.
 */

/** The answer of a token check (GET /accounts/check-token, then the profile). */
export type SessionCheck =
  | { status: 'authenticated'; profile: ProfileData }
  /** No token cookie: a visitor. */
  | { status: 'anonymous' }
  /** A token the server refused: the cookie is removed and the page reloads (§4, §8). */
  | { status: 'invalid' };

/** A key of browser storage the session owns (SESSION_STORAGE_KEYS). */
export type SessionStorageKey = (typeof SESSION_STORAGE_KEYS)[keyof typeof SESSION_STORAGE_KEYS];

/** What `adoptGuestLists` and `loadWholesaleData` receive: the account that signed in. */
export interface AdoptGuestListsInput {
  profile: ProfileData;
}

/** What `adoptGuestLists` answers: whether anything moved into the account. */
export interface AdoptGuestListsOutput {
  adopted: boolean;
}

/** What `socialSignIn` receives: a provider's answer in the address's hash (SPEC §4). */
export interface SocialSignInInput {
  accessToken: string;
  /** The state the provider sent back, compared with the one the browser left with. */
  state: string;
}

/** What `socialSignIn` answers when the state matched and the provider's account signed in. */
export interface SocialSignInOutput {
  profile: ProfileData;
  /**
   * The page the sign-in was started from when it was opened for something there ("Write a
   * review"): the shopper goes back to it instead of home. A local path, or null.
   */
  returnTo: string | null;
}

const notProvided = (name: string) =>
  Promise.reject(
    new Error(
      `${name} not provided: supply it with sessionMachine.provide({ actors: { ${name} } })`,
    ),
  );

/**
 * Checks the token cookie against the server (only when no `input.initial` was given). The
 * storefront supplies it; it must pass `signal` to its fetch.
 */
const checkSession = fromPromise<SessionCheck>(() => notProvided('checkSession'));

/**
 * Beyond the spec: after a sign-in the visitor's favourites and cart kept in browser storage are
 * merged into the account (so they are not lost at login), then removed from storage. The
 * storefront supplies it; it answers at once with `adopted: false` when storage holds nothing
 * (it also runs when a page opens signed in). Its failure does not undo the sign-in.
 */
const adoptGuestLists = fromPromise<AdoptGuestListsOutput, AdoptGuestListsInput>(() =>
  notProvided('adoptGuestLists'),
);

/**
 * The wholesale user data of the account that signed in, loaded last (SPEC §4 "Login"; POST
 * /accounts/): its profile with the dealer and agent blocks. The storefront supplies it.
 */
const loadWholesaleData = fromPromise<ProfileData, AdoptGuestListsInput>(() =>
  notProvided('loadWholesaleData'),
);

/**
 * Signs in with a provider's access token from the address's hash (SPEC §4: Google's redirect,
 * Facebook's answer): the profile and the page to go back to, or null when the state is not the one the browser left with
 * (§4: the sign-in stops silently). The storefront supplies it.
 */
const socialSignIn = fromPromise<SocialSignInOutput | null, SocialSignInInput>(() =>
  notProvided('socialSignIn'),
);

/** Ends the session on the server (POST /auth/token/logout/). The storefront supplies it. */
const logout = fromPromise<void>(() => notProvided('logout'));

/** The machine's input (all optional: pass `{}` to check through `checkSession`). */
export interface SessionMachineInput {
  /**
   * The server's check of the token cookie, made while rendering the page: the machine starts
   * in its answer and does not call `checkSession`.
   * @default undefined (check through the `checkSession` actor)
   */
  initial?: SessionCheck;
}

export interface SessionContext {
  /** The start answer given as input; read once, at start. */
  initial: SessionCheck | null;
  /** The signed-in account, or null. Kept while logging out. */
  profile: ProfileData | null;
  /** Roles from the profile (core's `rolesFromProfile`); a visitor's when nobody is signed in. */
  roles: Roles;
  /** A manager's fast-order discount percent, or null (SPEC §5; cleared by a reset). */
  managerDiscount: number | null;
  /** Where to go after a provider's sign-in instead of home (see `SocialSignInOutput`). */
  returnTo: string | null;
  /** The last error of an actor, for the log. */
  error: unknown;
}

export type SessionEvent =
  /** A login, a registration or a social login succeeded (the storefront stored the token). */
  | { type: 'SIGNED_IN'; profile: ProfileData }
  /** The logout button. */
  | { type: 'LOGOUT' }
  /** The profile changed (the profile form saved, wholesale data loaded). */
  | { type: 'PROFILE_UPDATED'; profile: ProfileData }
  /**
   * Beyond the brief: a manager's fast-order discount percent (the storefront reads it from
   * storage or the fast-order page sets it); ignored unless a manager is signed in. null removes it.
   */
  | { type: 'MANAGER_DISCOUNT'; percent: number | null }
  /**
   * Beyond the brief: a call answered 401 for the stored token mid-visit. Like an invalid token
   * at start, the session ends: reset, cookie removed, page reloaded (SPEC §8).
   */
  | { type: 'TOKEN_REJECTED' }
  /**
   * A provider sent the shopper back with an access token in the address's hash (SPEC §4
   * "Login": Google's redirect beginning with state, Facebook's token): sign in with it.
   */
  | { type: 'SOCIAL_RETURNED'; accessToken: string; state: string };

/** What the machine tells the storefront. */
export type SessionEmitted =
  /** Remove the `token` cookie and reload the page (an invalid token, SPEC §4, §8). */
  | { type: 'reloadRequested' }
  /**
   * Signed in, the guest lists adopted: close the modals and load the account's favourites, cart
   * and wholesale data (SPEC §4 "Login").
   */
  | { type: 'signedIn'; profile: ProfileData }
  /** Go to the home page (after a login or a logout, SPEC §2 "Auth redirects"). */
  | { type: 'navigateHome' }
  /**
   * Instead of home after a provider's sign-in: go back to the page it was started from. The path
   * is what `socialSignIn` answered: its provider must answer only a path that core's safe-path
   * rule accepts (the storefront's server checks it on the way in and on the way out).
   */
  | { type: 'navigateBack'; path: string }
  /** Merging the visitor's lists into the account failed; the sign-in stands. */
  | { type: 'guestListsFailed'; error: unknown }
  /**
   * A page opened signed in found a visitor's lists in storage (a sign-in made on the server,
   * Google's code flow) and moved them into the account: load its favourites and cart again.
   */
  | { type: 'listsAdopted' }
  /** A provider's sign-in was refused (SPEC §8: an alert saying so). */
  | { type: 'socialSignInFailed'; error: unknown }
  /** Signed out: clear the token cookie, the cart and the favourites (SPEC §4 "Logout"). */
  | { type: 'signedOut' }
  /** Remove these keys from browser storage (a reset, SPEC §4 "Session"). */
  | { type: 'sessionStorageCleared'; keys: SessionStorageKey[] };

/**
 * The storage keys a reset removes: the temporary product and the manager's fast-order discount
 * always; the dealer discount too unless the account was a manager (SPEC §4 "Session").
 */
export function sessionKeysToClear(roles: Pick<Roles, 'isManager'>): SessionStorageKey[] {
  const keys: SessionStorageKey[] = [
    SESSION_STORAGE_KEYS.temporaryProduct,
    SESSION_STORAGE_KEYS.managerDiscount,
  ];
  if (!roles.isManager) keys.push(SESSION_STORAGE_KEYS.dealerDiscount);
  return keys;
}

const VISITOR_ROLES = rolesFromProfile(null);

/** The input of the calls made for the account that signed in. */
function signedInAccount({ context }: { context: SessionContext }): AdoptGuestListsInput {
  if (!context.profile) throw new Error('a call for the signed-in account without a profile');
  return { profile: context.profile };
}

/** Another account signed in over this one: its lists are adopted as at any login. */
const SIGNED_IN_OVER = {
  target: 'adoptingGuestLists',
  actions: {
    type: 'setProfile',
    params: ({ event }: { event: SessionEvent }) => {
      assertEvent(event, 'SIGNED_IN');
      return event.profile;
    },
  },
} as const;

const percentOrNull = (value: number | null): number | null =>
  value !== null && Number.isFinite(value) && value > 0 ? Math.min(value, 100) : null;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    // The assertion is the type: without it xstate would read the input as `{}`.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    input: {} as SessionMachineInput,
    emitted: {} as SessionEmitted,
    tags: {} as 'busy',
  },
  guards: {
    startsAuthenticated: ({ context }) => context.initial?.status === 'authenticated',
    startsAnonymous: ({ context }) => context.initial?.status === 'anonymous',
    startsInvalid: ({ context }) => context.initial?.status === 'invalid',
    checkedAuthenticated: (_, check: SessionCheck) => check.status === 'authenticated',
    checkedInvalid: (_, check: SessionCheck) => check.status === 'invalid',
    isManager: ({ context }) => context.roles.isManager,
    adopted: (_, output: AdoptGuestListsOutput) => output.adopted,
    gotProfile: (_, output: SocialSignInOutput | null) => output !== null,
  },
  actions: {
    /** Signed in according to a check (the server's at start, or `checkSession`'s). */
    adoptCheck: assign((_, check: SessionCheck | null) => {
      const profile = check?.status === 'authenticated' ? check.profile : null;
      return { profile, roles: rolesFromProfile(profile) };
    }),
    setProfile: assign((_, profile: ProfileData) => ({
      profile,
      roles: rolesFromProfile(profile),
    })),
    setManagerDiscount: assign(({ event }) => {
      assertEvent(event, 'MANAGER_DISCOUNT');
      return { managerDiscount: percentOrNull(event.percent) };
    }),
    setError: assign((_, { error }: { error: unknown }) => ({ error })),
    /** Failures are only logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[session]', context.error);
    },
    /**
     * The reset of SPEC §4: the storage keys to remove are named first (which ones depends on
     * the roles being cleared), then the profile, the roles and the manager discount go.
     */
    reset: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({ type: 'sessionStorageCleared', keys: sessionKeysToClear(context.roles) });
      enqueue.assign({ profile: null, roles: VISITOR_ROLES, managerDiscount: null });
    }),
    emitReloadRequested: emit({ type: 'reloadRequested' as const }),
    /**
     * After a login: close the modals and load the account's lists, then go home (SPEC §4), or
     * back to the page a provider's sign-in was started from.
     */
    announceSignedIn: enqueueActions(({ context, enqueue }) => {
      if (context.profile) enqueue.emit({ type: 'signedIn', profile: context.profile });
      if (context.returnTo === null) {
        enqueue.emit({ type: 'navigateHome' });
      } else {
        enqueue.emit({ type: 'navigateBack', path: context.returnTo });
        enqueue.assign({ returnTo: null });
      }
    }),
    setSocialSignIn: assign((_, { profile, returnTo }: SocialSignInOutput) => ({
      profile,
      roles: rolesFromProfile(profile),
      returnTo,
    })),
    emitNavigateHome: emit({ type: 'navigateHome' as const }),
    emitSignedOut: emit({ type: 'signedOut' as const }),
    emitGuestListsFailed: emit((_, { error }: { error: unknown }) => ({
      type: 'guestListsFailed' as const,
      error,
    })),
    emitListsAdopted: emit({ type: 'listsAdopted' as const }),
    emitSocialSignInFailed: emit((_, { error }: { error: unknown }) => ({
      type: 'socialSignInFailed' as const,
      error,
    })),
  },
  actors: { checkSession, adoptGuestLists, loadWholesaleData, socialSignIn, logout },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    initial: input.initial ?? null,
    profile: null,
    roles: VISITOR_ROLES,
    managerDiscount: null,
    returnTo: null,
    error: null,
  }),
  initial: 'start',
  states: {
    /** Passes at once: into the server's answer when it was given, else into `checking`. */
    start: {
      always: [
        {
          guard: 'startsAuthenticated',
          target: 'authenticated.adoptingStoredLists',
          actions: { type: 'adoptCheck', params: ({ context }) => context.initial },
        },
        { guard: 'startsAnonymous', target: 'anonymous', actions: 'reset' },
        { guard: 'startsInvalid', target: 'invalid' },
        { target: 'checking' },
      ],
    },
    /** The token cookie is being checked (SPEC §4 "At start a token cookie is checked"). */
    checking: {
      tags: 'busy',
      invoke: {
        src: 'checkSession',
        onDone: [
          {
            guard: { type: 'checkedAuthenticated', params: ({ event }) => event.output },
            target: 'authenticated.adoptingStoredLists',
            actions: { type: 'adoptCheck', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'checkedInvalid', params: ({ event }) => event.output },
            target: 'invalid',
          },
          { target: 'anonymous', actions: 'reset' },
        ],
        // The check could not be made (the server is down): a visitor for now, storage kept
        // (the session did not end; the next page checks again). Only logged (SPEC §8).
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'logError',
          ],
        },
      },
      on: {
        // A sign-in that finished before the check (the dialog was quicker).
        SIGNED_IN: {
          target: 'authenticated.adoptingGuestLists',
          actions: { type: 'setProfile', params: ({ event }) => event.profile },
        },
        SOCIAL_RETURNED: 'signingInSocial',
      },
    },
    /**
     * A provider's access token from the address's hash is being exchanged for a session (SPEC
     * §4 "Login"). A state that does not match stops silently; a refusal is said (§8).
     */
    signingInSocial: {
      tags: 'busy',
      invoke: {
        src: 'socialSignIn',
        input: ({ event }) => {
          assertEvent(event, 'SOCIAL_RETURNED');
          return { accessToken: event.accessToken, state: event.state };
        },
        onDone: [
          {
            guard: { type: 'gotProfile', params: ({ event }) => event.output },
            target: 'authenticated.adoptingGuestLists',
            actions: {
              type: 'setSocialSignIn',
              params: ({ event }) => {
                if (!event.output) throw new Error('socialSignIn answered no profile');
                return event.output;
              },
            },
          },
          { target: 'anonymous' },
        ],
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'logError',
            { type: 'emitSocialSignInFailed', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
    /** Signed in: the profile and roles are known. */
    authenticated: {
      initial: 'ready',
      on: {
        LOGOUT: 'loggingOut',
        PROFILE_UPDATED: {
          actions: { type: 'setProfile', params: ({ event }) => event.profile },
        },
        MANAGER_DISCOUNT: { guard: 'isManager', actions: 'setManagerDiscount' },
        TOKEN_REJECTED: 'invalid',
      },
      states: {
        ready: {
          on: { SIGNED_IN: SIGNED_IN_OVER },
        },
        /**
         * The page opened signed in while this browser still keeps a visitor's lists (the
         * sign-in was made on the server: Google's code flow): they go into the account, and the
         * storefront loads its favourites and cart again. Not busy: for nearly every page the
         * actor finds storage empty and answers at once.
         */
        adoptingStoredLists: {
          invoke: {
            src: 'adoptGuestLists',
            input: signedInAccount,
            onDone: [
              {
                guard: { type: 'adopted', params: ({ event }) => event.output },
                target: 'ready',
                actions: 'emitListsAdopted',
              },
              { target: 'ready' },
            ],
            onError: {
              target: 'ready',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                'logError',
                { type: 'emitGuestListsFailed', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
          on: { SIGNED_IN: SIGNED_IN_OVER },
        },
        /**
         * Just signed in: the visitor's lists from browser storage go into the account before
         * the storefront loads the account's favourites and cart (on `signedIn`).
         */
        adoptingGuestLists: {
          tags: 'busy',
          invoke: {
            src: 'adoptGuestLists',
            input: signedInAccount,
            onDone: { target: 'loadingWholesaleData', actions: 'announceSignedIn' },
            onError: {
              target: 'loadingWholesaleData',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                'logError',
                { type: 'emitGuestListsFailed', params: ({ event }) => ({ error: event.error }) },
                'announceSignedIn',
              ],
            },
          },
        },
        /**
         * Signed in and announced: the wholesale user data comes last (SPEC §4 "Login"). Its
         * failure is only logged; the sign-in's profile stays.
         */
        loadingWholesaleData: {
          invoke: {
            src: 'loadWholesaleData',
            input: signedInAccount,
            onDone: {
              target: 'ready',
              actions: { type: 'setProfile', params: ({ event }) => event.output },
            },
            onError: {
              target: 'ready',
              actions: [
                { type: 'setError', params: ({ event }) => ({ error: event.error }) },
                'logError',
              ],
            },
          },
          on: { SIGNED_IN: SIGNED_IN_OVER },
        },
      },
    },
    /**
     * The server is told (POST /auth/token/logout/). Whatever it answers, the shopper is signed
     * out here: a failed call must not keep anyone signed in on this device (SPEC §4 "Logout").
     */
    loggingOut: {
      tags: 'busy',
      invoke: {
        src: 'logout',
        onDone: {
          target: 'anonymous',
          actions: ['reset', 'emitSignedOut', 'emitNavigateHome'],
        },
        onError: {
          target: 'anonymous',
          actions: [
            { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            'logError',
            'reset',
            'emitSignedOut',
            'emitNavigateHome',
          ],
        },
      },
    },
    /** Nobody is signed in: the cart and favourites live in browser storage (SPEC §4, §6). */
    anonymous: {
      on: {
        SIGNED_IN: {
          target: 'authenticated.adoptingGuestLists',
          actions: { type: 'setProfile', params: ({ event }) => event.profile },
        },
        SOCIAL_RETURNED: 'signingInSocial',
      },
    },
    /** The token was refused: the storefront removes the cookie and reloads (SPEC §4, §8). */
    invalid: {
      entry: ['reset', 'emitReloadRequested'],
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionActorRef = ActorRefFrom<SessionMachine>;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

/** Where the session is: 'checking' only without the server's answer at start. */
export type SessionStatus =
  'checking' | 'signingInSocial' | 'authenticated' | 'loggingOut' | 'anonymous' | 'invalid';

// Narrow selectors: containers read the machine only through these (convention 5).

export const selectStatus = (snapshot: SessionSnapshot): SessionStatus => {
  if (snapshot.matches('authenticated')) return 'authenticated';
  if (snapshot.matches('loggingOut')) return 'loggingOut';
  if (snapshot.matches('anonymous')) return 'anonymous';
  if (snapshot.matches('invalid')) return 'invalid';
  if (snapshot.matches('signingInSocial')) return 'signingInSocial';
  return 'checking';
};
/** The signed-in account (kept while logging out), or null. */
export const selectProfile = (snapshot: SessionSnapshot): ProfileData | null =>
  snapshot.context.profile;
/** The roles (a visitor's when nobody is signed in). Same object until the profile changes. */
export const selectRoles = (snapshot: SessionSnapshot): Roles => snapshot.context.roles;
export const selectIsManager = (snapshot: SessionSnapshot): boolean =>
  snapshot.context.roles.isManager;
/** A dealer who is not a manager (SPEC §4: a derived state). */
export const selectIsDealerOnly = (snapshot: SessionSnapshot): boolean =>
  snapshot.context.roles.isDealerOnly;
/** Signing in or out is under way (the guest lists being adopted, the logout call). */
export const selectBusy = (snapshot: SessionSnapshot): boolean => snapshot.hasTag('busy');
export const selectLoggingOut = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches('loggingOut');
/**
 * Who buys, for core's price rules: the role, the dealer discount of the profile and the
 * manager's fast-order discount. A new object each call: compare with `samePricing`.
 */
export const selectPricing = (snapshot: SessionSnapshot): PricingContext => ({
  role: snapshot.context.roles.role,
  dealerDiscount: snapshot.context.roles.dealerDiscount,
  managerDiscount: snapshot.context.roles.isManager ? snapshot.context.managerDiscount : null,
});
/** Two pricing contexts price alike. */
export function samePricing(a: PricingContext, b: PricingContext): boolean {
  return (
    a.role === b.role &&
    (a.dealerDiscount ?? null) === (b.dealerDiscount ?? null) &&
    (a.managerDiscount ?? null) === (b.managerDiscount ?? null)
  );
}
