import {
  missingProfileFields,
  profileFormValues,
  toProfilePayload,
  validateProfile,
  type FieldErrors,
  type PersonType,
  type ProfileField,
  type ProfileFormValues,
  type ProfilePayload,
  type ProfileUser,
} from '@shop/core/rules';
import {
  assertEvent,
  assign,
  emit,
  fromPromise,
  setup,
  type ActorRefFrom,
  type SnapshotFrom,
} from 'xstate';
import type { ApiDetail } from '../../i18n/index.js';
import { profileDataFailure, profileDataFieldErrors } from './profile-data.errors.js';
import { refusal, withoutFieldError } from '../../lib/form.js';

/**
 * The profile's personal data (SPEC §2 /pages/profile-data, §5): the person type, the names, the
 * phone and the e-mail, and a juridical person's company details. A field's error shows once it
 * has been left (blur) and every error after a submit attempt, under core's `validateProfile`
 * (the API's own rules). A valid submit sends the profile-update body; success keeps the stored
 * values the API answers and emits `saved` (the storefront opens the result modal); a refusal
 * keeps what was typed: the fields the API names (400) say why under themselves, anything else
 * (a lost connection, a rate limit) is said under the form.
 */

export type ProfileDataErrors = FieldErrors<ProfileField>;

/**
 * The save call: sends the body, answers the account as stored (or null when the API answers
 * without one). @shop/ui ships one that fails: the storefront supplies the real one with
 * `profileDataMachine.provide({ actors: { save } })`.
 */
export const save = fromPromise<ProfileUser | null, ProfilePayload>(() =>
  Promise.reject(
    new Error('save not provided: supply it with profileDataMachine.provide({ actors: { save } })'),
  ),
);

export interface ProfileDataMachineInput {
  /** The signed-in account as the API gave it (`profileData.user`). */
  user: ProfileUser;
}

export interface ProfileDataContext {
  values: ProfileFormValues;
  /** What the stored account still lacks (a Google or Facebook account: the phone…). */
  missing: readonly ProfileField[];
  /** The fields left once (blur): their errors show. */
  touched: Partial<Record<ProfileField, true>>;
  /** A submit was attempted: every error shows. */
  submitted: boolean;
  /** The form's errors under core's rules, kept current on every change. */
  errors: ProfileDataErrors;
  /** The fields the API refused on the last save, until each is changed. */
  serverErrors: ProfileDataErrors;
  /** Why the last save failed when no field says it, until the next change. */
  failure: ApiDetail | null;
  /** The error of the last failed save, or null. */
  error: unknown;
}

export type ProfileDataEvent =
  | { type: 'CHANGE'; field: ProfileField; value: string }
  | { type: 'BLUR'; field: ProfileField }
  | { type: 'PERSON_TYPE'; personType: PersonType }
  | { type: 'SUBMIT' };

export type ProfileDataEmitted = { type: 'saved'; user: ProfileUser | null };

function errorsOf(values: ProfileFormValues): ProfileDataErrors {
  const result = validateProfile(values);
  if (result.ok) return {};
  const { _form: _ignored, ...fields } = result.errors;
  return fields;
}

function contextFor(user: ProfileUser): ProfileDataContext {
  const values = profileFormValues(user);
  return {
    values,
    missing: missingProfileFields(user),
    touched: {},
    submitted: false,
    errors: errorsOf(values),
    serverErrors: {},
    failure: null,
    error: null,
  };
}

/** What the form does while it is not sending: typing, leaving a field, the type, a submit. */
const editable = {
  CHANGE: { target: 'editing' as const, actions: 'change' as const },
  BLUR: { actions: 'touch' as const },
  PERSON_TYPE: { target: 'editing' as const, actions: 'setPersonType' as const },
  SUBMIT: [
    { guard: 'formValid' as const, target: 'sending' as const, actions: 'startSave' as const },
    { target: 'editing' as const, actions: 'markSubmitted' as const },
  ],
};

export const profileDataMachine = setup({
  types: {
    context: {} as ProfileDataContext,
    events: {} as ProfileDataEvent,
    emitted: {} as ProfileDataEmitted,
    input: {} as ProfileDataMachineInput,
  },
  guards: {
    formValid: ({ context }) => validateProfile(context.values).ok,
  },
  actions: {
    change: assign(({ context, event }) => {
      assertEvent(event, 'CHANGE');
      const values = { ...context.values, [event.field]: event.value };
      return {
        values,
        errors: errorsOf(values),
        serverErrors: withoutFieldError(context.serverErrors, event.field),
        failure: null,
      };
    }),
    touch: assign(({ context, event }) => {
      assertEvent(event, 'BLUR');
      return { touched: { ...context.touched, [event.field]: true as const } };
    }),
    setPersonType: assign(({ context, event }) => {
      assertEvent(event, 'PERSON_TYPE');
      const values = { ...context.values, personType: event.personType };
      return { values, errors: errorsOf(values), failure: null };
    }),
    markSubmitted: assign({ submitted: true }),
    startSave: assign({ submitted: true, serverErrors: {}, failure: null, error: null }),
    /** The stored account the API answered becomes the form (the values as sent without one). */
    applySaved: assign((_, { user }: { user: ProfileUser | null }) =>
      user === null ? { touched: {}, submitted: false } : contextFor(user),
    ),
    // Field refusals under their fields; the rest is said for the whole form.
    fail: assign((_, { error }: { error: unknown }) =>
      refusal(error, profileDataFieldErrors, profileDataFailure),
    ),
    /** Failures are also logged (SPEC §8); the storefront provides its logger. */
    logError: ({ context }) => {
      console.error('[profile-data]', context.error);
    },
    emitSaved: emit((_, { user }: { user: ProfileUser | null }) => ({
      type: 'saved' as const,
      user,
    })),
  },
  actors: { save },
}).createMachine({
  id: 'profileData',
  context: ({ input }) => contextFor(input.user),
  initial: 'editing',
  states: {
    editing: { on: editable },
    /** The save runs; the form holds still. */
    sending: {
      invoke: {
        src: 'save',
        input: ({ context }) => {
          const result = validateProfile(context.values);
          if (!result.ok) throw new Error('profile data: the form is not valid');
          return toProfilePayload(result.profile);
        },
        onDone: {
          target: 'saved',
          actions: [
            { type: 'applySaved', params: ({ event }) => ({ user: event.output }) },
            { type: 'emitSaved', params: ({ event }) => ({ user: event.output }) },
          ],
        },
        onError: {
          target: 'failed',
          actions: [{ type: 'fail', params: ({ event }) => ({ error: event.error }) }, 'logError'],
        },
      },
    },
    /** Saved: the form shows the stored values and can be changed again. */
    saved: { on: editable },
    /** Refused: the values stay as typed, the errors say why. */
    failed: { on: editable },
  },
});

export type ProfileDataMachine = typeof profileDataMachine;
export type ProfileDataActorRef = ActorRefFrom<ProfileDataMachine>;
export type ProfileDataSnapshot = SnapshotFrom<ProfileDataMachine>;

/** Where the form is: typing, sending, just saved, or refused. */
export type ProfileDataStatus = 'editing' | 'sending' | 'saved' | 'failed';

// Narrow selectors: the container reads the machine only through these (convention 5).

export const selectProfileDataValues = (snapshot: ProfileDataSnapshot): ProfileFormValues =>
  snapshot.context.values;

/**
 * The errors to show: what the API refused, and core's errors of the fields left once (all of
 * them after a submit attempt).
 */
export function selectProfileDataErrors(snapshot: ProfileDataSnapshot): ProfileDataErrors {
  const { errors, serverErrors, touched, submitted } = snapshot.context;
  const shown: ProfileDataErrors = {};
  for (const [field, error] of Object.entries(errors) as [
    ProfileField,
    ProfileDataErrors[ProfileField],
  ][]) {
    if (error && (submitted || touched[field])) shown[field] = error;
  }
  return { ...shown, ...serverErrors };
}

/** What the stored account still lacks. */
export const selectProfileDataMissing = (snapshot: ProfileDataSnapshot): readonly ProfileField[] =>
  snapshot.context.missing;
/** Why the last save failed when no field says it. */
export const selectProfileDataFailure = (snapshot: ProfileDataSnapshot): ApiDetail | null =>
  snapshot.context.failure;
/** The save runs. */
export const selectProfileDataBusy = (snapshot: ProfileDataSnapshot): boolean =>
  snapshot.matches('sending');
export const selectProfileDataStatus = (snapshot: ProfileDataSnapshot): ProfileDataStatus =>
  snapshot.value;
