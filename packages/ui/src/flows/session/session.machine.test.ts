import type { ProfileData } from '@shop/core/contract';
import { SESSION_STORAGE_KEYS } from '@shop/core/rules';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { SAMPLE_PROFILES } from './examples/session.samples.js';
import {
  samePricing,
  selectBusy,
  selectIsDealerOnly,
  selectIsManager,
  selectLoggingOut,
  selectPricing,
  selectProfile,
  selectRoles,
  selectStatus,
  sessionKeysToClear,
  sessionMachine,
  type AdoptGuestListsInput,
  type AdoptGuestListsOutput,
  type SessionCheck,
  type SocialSignInInput,
  type SocialSignInOutput,
  type SessionEmitted,
  type SessionMachineInput,
} from './session.machine.js';

/** A pending call of a fake actor, answered by the test. */
interface Call<TInput, TOutput> {
  input: TInput;
  signal: AbortSignal;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

function fakeActor<TOutput, TInput>(calls: Call<TInput, TOutput>[]) {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
}

function setupSession(input: SessionMachineInput = {}) {
  const checks: Call<unknown, SessionCheck>[] = [];
  const adoptions: Call<AdoptGuestListsInput, AdoptGuestListsOutput>[] = [];
  const wholesale: Call<AdoptGuestListsInput, ProfileData>[] = [];
  const socials: Call<SocialSignInInput, SocialSignInOutput | null>[] = [];
  const logouts: Call<unknown, void>[] = [];
  const logged: unknown[] = [];
  const machine = sessionMachine.provide({
    actors: {
      checkSession: fakeActor(checks),
      adoptGuestLists: fakeActor(adoptions),
      loadWholesaleData: fakeActor(wholesale),
      socialSignIn: fakeActor(socials),
      logout: fakeActor(logouts),
    },
    actions: {
      logError: ({ context }) => {
        logged.push(context.error);
      },
    },
  });
  const actor = createActor(machine, { input });
  const emitted: SessionEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  const snapshot = () => actor.getSnapshot();
  return { actor, checks, adoptions, wholesale, socials, logouts, logged, emitted, snapshot };
}

/** Lets settled promises reach the machine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

const ALL_KEYS = [
  SESSION_STORAGE_KEYS.temporaryProduct,
  SESSION_STORAGE_KEYS.managerDiscount,
  SESSION_STORAGE_KEYS.dealerDiscount,
];
const MANAGER_KEYS = [SESSION_STORAGE_KEYS.temporaryProduct, SESSION_STORAGE_KEYS.managerDiscount];

describe('sessionMachine: start with the server check', () => {
  it('starts signed in with the profile and its roles, without checking again', async () => {
    const { adoptions, checks, emitted, snapshot } = setupSession({
      initial: { status: 'authenticated', profile: SAMPLE_PROFILES.dealer },
    });
    expect(selectStatus(snapshot())).toBe('authenticated');
    expect(selectProfile(snapshot())).toBe(SAMPLE_PROFILES.dealer);
    expect(selectRoles(snapshot())).toMatchObject({ role: 'dealer', dealerDiscount: 7 });
    expect(checks).toHaveLength(0);
    // Storage is looked at for a visitor's lists left behind; not busy meanwhile.
    expect(adoptions.map((call) => call.input)).toEqual([{ profile: SAMPLE_PROFILES.dealer }]);
    expect(selectBusy(snapshot())).toBe(false);
    adoptions[0]?.resolve({ adopted: false });
    await flush();
    expect(snapshot().matches({ authenticated: 'ready' })).toBe(true);
    expect(emitted).toEqual([]);
  });

  it("a visitor's lists left in storage (Google's code flow signed in on the server) go into the account", async () => {
    const { adoptions, emitted, snapshot } = setupSession({
      initial: { status: 'authenticated', profile: SAMPLE_PROFILES.customer },
    });
    adoptions[0]?.resolve({ adopted: true });
    await flush();
    // The storefront loads the account's favourites and cart again; nobody is sent home.
    expect(emitted).toEqual([{ type: 'listsAdopted' }]);
    expect(snapshot().matches({ authenticated: 'ready' })).toBe(true);
  });

  it('a failed adoption at start is logged and said; the session stands', async () => {
    const { adoptions, emitted, logged, snapshot } = setupSession({
      initial: { status: 'authenticated', profile: SAMPLE_PROFILES.customer },
    });
    const error = new Error('offline');
    adoptions[0]?.reject(error);
    await flush();
    expect(emitted).toEqual([{ type: 'guestListsFailed', error }]);
    expect(logged).toEqual([error]);
    expect(snapshot().matches({ authenticated: 'ready' })).toBe(true);
  });

  it('starts anonymous and clears the stale session keys (all three: no manager)', () => {
    const { checks, emitted, snapshot } = setupSession({ initial: { status: 'anonymous' } });
    expect(selectStatus(snapshot())).toBe('anonymous');
    expect(selectProfile(snapshot())).toBeNull();
    expect(checks).toHaveLength(0);
    expect(emitted).toEqual([{ type: 'sessionStorageCleared', keys: ALL_KEYS }]);
  });

  it('an invalid token at start: reset, then a reload (the storefront removes the cookie)', () => {
    const { emitted, snapshot } = setupSession({ initial: { status: 'invalid' } });
    expect(selectStatus(snapshot())).toBe('invalid');
    expect(emitted).toEqual([
      { type: 'sessionStorageCleared', keys: ALL_KEYS },
      { type: 'reloadRequested' },
    ]);
  });

  it('the initial snapshot is already in the answer (server rendering reads it unstarted)', () => {
    const actor = createActor(sessionMachine, {
      input: { initial: { status: 'authenticated', profile: SAMPLE_PROFILES.customer } },
    });
    expect(selectStatus(actor.getSnapshot())).toBe('authenticated');
    expect(selectProfile(actor.getSnapshot())?.user.first_name).toBe('Ana');
  });
});

describe('sessionMachine: checking through checkSession', () => {
  it('checks when no answer was given, busy meanwhile', () => {
    const { checks, snapshot } = setupSession();
    expect(selectStatus(snapshot())).toBe('checking');
    expect(selectBusy(snapshot())).toBe(true);
    expect(checks).toHaveLength(1);
  });

  it('valid: signed in, the stored lists looked at, nothing emitted', async () => {
    const { adoptions, checks, emitted, snapshot } = setupSession();
    checks[0]?.resolve({ status: 'authenticated', profile: SAMPLE_PROFILES.manager });
    await flush();
    expect(selectStatus(snapshot())).toBe('authenticated');
    expect(selectIsManager(snapshot())).toBe(true);
    expect(selectBusy(snapshot())).toBe(false);
    adoptions[0]?.resolve({ adopted: false });
    await flush();
    expect(emitted).toEqual([]);
  });

  it('no token: anonymous with the reset', async () => {
    const { checks, emitted, snapshot } = setupSession();
    checks[0]?.resolve({ status: 'anonymous' });
    await flush();
    expect(selectStatus(snapshot())).toBe('anonymous');
    expect(emitted).toEqual([{ type: 'sessionStorageCleared', keys: ALL_KEYS }]);
  });

  it('invalid: reset and reload', async () => {
    const { checks, emitted, snapshot } = setupSession();
    checks[0]?.resolve({ status: 'invalid' });
    await flush();
    expect(selectStatus(snapshot())).toBe('invalid');
    expect(emitted.map((event) => event.type)).toEqual([
      'sessionStorageCleared',
      'reloadRequested',
    ]);
  });

  it('a failed check is logged: a visitor for now, storage kept (the session did not end)', async () => {
    const { checks, emitted, logged, snapshot } = setupSession();
    const error = new Error('offline');
    checks[0]?.reject(error);
    await flush();
    expect(selectStatus(snapshot())).toBe('anonymous');
    expect(logged).toEqual([error]);
    expect(emitted).toEqual([]);
  });

  it('a sign-in that lands before the check answers wins, and the check is aborted', async () => {
    const { actor, checks, adoptions, snapshot } = setupSession();
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILES.customer });
    expect(checks[0]?.signal.aborted).toBe(true);
    expect(snapshot().matches({ authenticated: 'adoptingGuestLists' })).toBe(true);
    expect(adoptions).toHaveLength(1);
    checks[0]?.resolve({ status: 'anonymous' });
    await flush();
    expect(selectStatus(snapshot())).toBe('authenticated');
  });
});

describe('sessionMachine: roles', () => {
  const start = (profile = SAMPLE_PROFILES.customer) =>
    setupSession({ initial: { status: 'authenticated', profile } });

  it('a customer: retail prices', () => {
    const { snapshot } = start();
    expect(selectRoles(snapshot())).toEqual({
      role: 'customer',
      isManager: false,
      isDealer: false,
      isDealerOnly: false,
      dealerDiscount: null,
    });
    expect(selectPricing(snapshot())).toEqual({
      role: 'customer',
      dealerDiscount: null,
      managerDiscount: null,
    });
  });

  it('a dealer who is not a manager: the derived state and the discount', () => {
    const { snapshot } = start(SAMPLE_PROFILES.dealer);
    expect(selectIsDealerOnly(snapshot())).toBe(true);
    expect(selectIsManager(snapshot())).toBe(false);
    expect(selectPricing(snapshot())).toEqual({
      role: 'dealer',
      dealerDiscount: 7,
      managerDiscount: null,
    });
  });

  it('a manager who is a dealer is a manager, not a dealer-only', () => {
    const { snapshot } = start(SAMPLE_PROFILES.manager);
    expect(selectRoles(snapshot())).toMatchObject({
      role: 'manager',
      isManager: true,
      isDealer: true,
    });
    expect(selectIsDealerOnly(snapshot())).toBe(false);
  });

  it('MANAGER_DISCOUNT: a manager gets it (at most 100 %), anyone else not', () => {
    const manager = start(SAMPLE_PROFILES.manager);
    manager.actor.send({ type: 'MANAGER_DISCOUNT', percent: 12 });
    expect(selectPricing(manager.snapshot()).managerDiscount).toBe(12);
    manager.actor.send({ type: 'MANAGER_DISCOUNT', percent: 250 });
    expect(selectPricing(manager.snapshot()).managerDiscount).toBe(100);
    manager.actor.send({ type: 'MANAGER_DISCOUNT', percent: null });
    expect(selectPricing(manager.snapshot()).managerDiscount).toBeNull();

    const dealer = start(SAMPLE_PROFILES.dealer);
    dealer.actor.send({ type: 'MANAGER_DISCOUNT', percent: 12 });
    expect(selectPricing(dealer.snapshot()).managerDiscount).toBeNull();
  });

  it('PROFILE_UPDATED replaces the profile and derives the roles again', () => {
    const { actor, snapshot } = start();
    const roles = selectRoles(snapshot());
    actor.send({ type: 'PROFILE_UPDATED', profile: SAMPLE_PROFILES.dealer });
    expect(selectProfile(snapshot())).toBe(SAMPLE_PROFILES.dealer);
    expect(selectRoles(snapshot())).not.toBe(roles);
    expect(selectRoles(snapshot()).role).toBe('dealer');
  });

  it('a visitor prices as a visitor', () => {
    const { snapshot } = setupSession({ initial: { status: 'anonymous' } });
    expect(selectPricing(snapshot())).toEqual({
      role: 'visitor',
      dealerDiscount: null,
      managerDiscount: null,
    });
  });

  it('samePricing compares by value', () => {
    expect(
      samePricing({ role: 'dealer', dealerDiscount: 7 }, { role: 'dealer', dealerDiscount: 7 }),
    ).toBe(true);
    expect(samePricing({ role: 'dealer' }, { role: 'dealer', dealerDiscount: null })).toBe(true);
    expect(
      samePricing({ role: 'dealer', dealerDiscount: 7 }, { role: 'dealer', dealerDiscount: 5 }),
    ).toBe(false);
  });
});

describe('sessionMachine: signing in', () => {
  it('adopts the guest lists, then announces the sign-in and goes home', async () => {
    const { actor, adoptions, emitted, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    emitted.length = 0;
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILES.customer });
    expect(selectStatus(snapshot())).toBe('authenticated');
    expect(selectBusy(snapshot())).toBe(true);
    expect(selectRoles(snapshot()).role).toBe('customer');
    expect(adoptions.map((call) => call.input)).toEqual([{ profile: SAMPLE_PROFILES.customer }]);
    // The account's lists are loaded on `signedIn`: only after the guest lists are in.
    expect(emitted).toEqual([]);
    adoptions[0]?.resolve({ adopted: false });
    await flush();
    expect(emitted).toEqual([
      { type: 'signedIn', profile: SAMPLE_PROFILES.customer },
      { type: 'navigateHome' },
    ]);
    expect(selectBusy(snapshot())).toBe(false);
  });

  it('loads the wholesale user data last and takes its profile (SPEC §4 "Login")', async () => {
    const { actor, adoptions, wholesale, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILES.customer });
    expect(wholesale).toHaveLength(0);
    adoptions[0]?.resolve({ adopted: true });
    await flush();
    expect(snapshot().matches({ authenticated: 'loadingWholesaleData' })).toBe(true);
    expect(selectBusy(snapshot())).toBe(false);
    expect(wholesale.map((call) => call.input)).toEqual([{ profile: SAMPLE_PROFILES.customer }]);
    wholesale[0]?.resolve(SAMPLE_PROFILES.dealer);
    await flush();
    expect(snapshot().matches({ authenticated: 'ready' })).toBe(true);
    expect(selectProfile(snapshot())).toBe(SAMPLE_PROFILES.dealer);
    expect(selectRoles(snapshot()).role).toBe('dealer');
  });

  it('a failed wholesale load is only logged; the profile of the sign-in stays', async () => {
    const { actor, adoptions, wholesale, logged, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILES.customer });
    adoptions[0]?.resolve({ adopted: false });
    await flush();
    const error = new Error('502');
    wholesale[0]?.reject(error);
    await flush();
    expect(logged).toEqual([error]);
    expect(snapshot().matches({ authenticated: 'ready' })).toBe(true);
    expect(selectProfile(snapshot())).toBe(SAMPLE_PROFILES.customer);
  });

  it('a failed adoption does not undo the sign-in', async () => {
    const { actor, adoptions, emitted, logged, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    emitted.length = 0;
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILES.dealer });
    const error = new Error('merge failed');
    adoptions[0]?.reject(error);
    await flush();
    expect(emitted).toEqual([
      { type: 'guestListsFailed', error },
      { type: 'signedIn', profile: SAMPLE_PROFILES.dealer },
      { type: 'navigateHome' },
    ]);
    expect(logged).toEqual([error]);
    expect(selectStatus(snapshot())).toBe('authenticated');
    expect(selectProfile(snapshot())).toBe(SAMPLE_PROFILES.dealer);
  });

  it('another account signing in over this one is adopted like any login', async () => {
    const { actor, adoptions, emitted, snapshot } = setupSession({
      initial: { status: 'authenticated', profile: SAMPLE_PROFILES.customer },
    });
    adoptions[0]?.resolve({ adopted: false });
    await flush();
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILES.manager });
    expect(selectIsManager(snapshot())).toBe(true);
    adoptions[1]?.resolve({ adopted: false });
    await flush();
    expect(emitted[0]).toEqual({ type: 'signedIn', profile: SAMPLE_PROFILES.manager });
  });
});

describe('sessionMachine: a provider sends the shopper back (the hash form)', () => {
  const RETURNED = { type: 'SOCIAL_RETURNED', accessToken: 'fb-token', state: 's-1' } as const;

  it('signs in with the token: busy, then adopted and announced like any login', async () => {
    const { actor, socials, adoptions, emitted, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    emitted.length = 0;
    actor.send(RETURNED);
    expect(selectStatus(snapshot())).toBe('signingInSocial');
    expect(selectBusy(snapshot())).toBe(true);
    expect(socials.map((call) => call.input)).toEqual([{ accessToken: 'fb-token', state: 's-1' }]);
    socials[0]?.resolve({ profile: SAMPLE_PROFILES.customer, returnTo: null });
    await flush();
    expect(snapshot().matches({ authenticated: 'adoptingGuestLists' })).toBe(true);
    adoptions[0]?.resolve({ adopted: true });
    await flush();
    expect(emitted).toEqual([
      { type: 'signedIn', profile: SAMPLE_PROFILES.customer },
      { type: 'navigateHome' },
    ]);
  });

  it('started from a page for something there, it goes back to that page, once', async () => {
    const { actor, socials, adoptions, emitted, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    emitted.length = 0;
    actor.send(RETURNED);
    socials[0]?.resolve({ profile: SAMPLE_PROFILES.customer, returnTo: '/ru/pages/product/x' });
    await flush();
    adoptions[0]?.resolve({ adopted: false });
    await flush();
    expect(emitted).toEqual([
      { type: 'signedIn', profile: SAMPLE_PROFILES.customer },
      { type: 'navigateBack', path: '/ru/pages/product/x' },
    ]);
    expect(snapshot().context.returnTo).toBeNull();
    // A later sign-in over this one (another account, by password) goes home as usual.
    emitted.length = 0;
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILES.dealer });
    adoptions[1]?.resolve({ adopted: false });
    await flush();
    expect(emitted.at(-1)).toEqual({ type: 'navigateHome' });
  });

  it('a state that does not match stops silently: still a visitor, storage kept', async () => {
    const { actor, socials, emitted, logged, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    emitted.length = 0;
    actor.send(RETURNED);
    socials[0]?.resolve(null);
    await flush();
    expect(selectStatus(snapshot())).toBe('anonymous');
    expect(emitted).toEqual([]);
    expect(logged).toEqual([]);
  });

  it('a refused token is logged and said (SPEC §8: an alert)', async () => {
    const { actor, socials, emitted, logged, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    emitted.length = 0;
    actor.send(RETURNED);
    const error = new Error('social_login_failed');
    socials[0]?.reject(error);
    await flush();
    expect(selectStatus(snapshot())).toBe('anonymous');
    expect(emitted).toEqual([{ type: 'socialSignInFailed', error }]);
    expect(logged).toEqual([error]);
  });

  it('arriving while the token cookie is checked, it wins and the check is aborted', () => {
    const { actor, checks, socials, snapshot } = setupSession();
    actor.send(RETURNED);
    expect(checks[0]?.signal.aborted).toBe(true);
    expect(selectStatus(snapshot())).toBe('signingInSocial');
    expect(socials).toHaveLength(1);
  });
});

describe('sessionMachine: logging out', () => {
  it('calls the server, then resets, signs out and goes home', async () => {
    const { actor, logouts, emitted, snapshot } = setupSession({
      initial: { status: 'authenticated', profile: SAMPLE_PROFILES.dealer },
    });
    actor.send({ type: 'LOGOUT' });
    expect(selectStatus(snapshot())).toBe('loggingOut');
    expect(selectLoggingOut(snapshot())).toBe(true);
    expect(selectBusy(snapshot())).toBe(true);
    // The account stays on screen until the server answered.
    expect(selectProfile(snapshot())).toBe(SAMPLE_PROFILES.dealer);
    expect(logouts).toHaveLength(1);
    expect(emitted).toEqual([]);
    logouts[0]?.resolve();
    await flush();
    expect(selectStatus(snapshot())).toBe('anonymous');
    expect(selectProfile(snapshot())).toBeNull();
    expect(selectRoles(snapshot()).role).toBe('visitor');
    expect(emitted).toEqual([
      // A dealer is not a manager: the stored dealer discount goes too (SPEC §4).
      { type: 'sessionStorageCleared', keys: ALL_KEYS },
      { type: 'signedOut' },
      { type: 'navigateHome' },
    ]);
  });

  it("a manager's reset keeps the dealer discount key and drops the manager discount", async () => {
    const { actor, logouts, emitted, snapshot } = setupSession({
      initial: { status: 'authenticated', profile: SAMPLE_PROFILES.manager },
    });
    actor.send({ type: 'MANAGER_DISCOUNT', percent: 10 });
    actor.send({ type: 'LOGOUT' });
    logouts[0]?.resolve();
    await flush();
    expect(emitted[0]).toEqual({ type: 'sessionStorageCleared', keys: MANAGER_KEYS });
    expect(selectIsManager(snapshot())).toBe(false);
    expect(selectPricing(snapshot()).managerDiscount).toBeNull();
  });

  it('a failed server call still signs out here (and is logged)', async () => {
    const { actor, logouts, emitted, logged, snapshot } = setupSession({
      initial: { status: 'authenticated', profile: SAMPLE_PROFILES.customer },
    });
    actor.send({ type: 'LOGOUT' });
    const error = new Error('500');
    logouts[0]?.reject(error);
    await flush();
    expect(selectStatus(snapshot())).toBe('anonymous');
    expect(logged).toEqual([error]);
    expect(emitted.map((event) => event.type)).toEqual([
      'sessionStorageCleared',
      'signedOut',
      'navigateHome',
    ]);
  });

  it('LOGOUT while the guest lists are adopted stops the adoption', () => {
    const { actor, adoptions, logouts, snapshot } = setupSession({
      initial: { status: 'anonymous' },
    });
    actor.send({ type: 'SIGNED_IN', profile: SAMPLE_PROFILES.customer });
    actor.send({ type: 'LOGOUT' });
    expect(adoptions[0]?.signal.aborted).toBe(true);
    expect(selectStatus(snapshot())).toBe('loggingOut');
    expect(logouts).toHaveLength(1);
  });

  it('LOGOUT means nothing to a visitor', () => {
    const { actor, logouts, snapshot } = setupSession({ initial: { status: 'anonymous' } });
    actor.send({ type: 'LOGOUT' });
    expect(selectStatus(snapshot())).toBe('anonymous');
    expect(logouts).toHaveLength(0);
  });
});

describe('sessionMachine: a token refused mid-visit', () => {
  it('ends the session: reset (by the roles it had) and reload', () => {
    const { actor, emitted, snapshot } = setupSession({
      initial: { status: 'authenticated', profile: SAMPLE_PROFILES.manager },
    });
    actor.send({ type: 'TOKEN_REJECTED' });
    expect(selectStatus(snapshot())).toBe('invalid');
    expect(selectProfile(snapshot())).toBeNull();
    expect(emitted).toEqual([
      { type: 'sessionStorageCleared', keys: MANAGER_KEYS },
      { type: 'reloadRequested' },
    ]);
  });
});

describe('sessionKeysToClear', () => {
  it('names the dealer discount only when the account is not a manager', () => {
    expect(sessionKeysToClear({ isManager: false })).toEqual(ALL_KEYS);
    expect(sessionKeysToClear({ isManager: true })).toEqual(MANAGER_KEYS);
  });
});
