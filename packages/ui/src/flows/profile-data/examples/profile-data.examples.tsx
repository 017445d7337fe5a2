import { ApiError } from '@shop/core/client';
import { profileFormValues, type ProfileUser } from '@shop/core/rules';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { ProfileDataForm, type ProfileDataFormProps } from '../profile-data-form.js';
import { ProfileDataTab, type ProfileDataTabProps } from '../profile-data.container.js';
import { profileDataMachine } from '../profile-data.machine.js';
import {
  SAMPLE_JURIDICAL_USER,
  SAMPLE_PHYSICAL_USER,
  SAMPLE_SOCIAL_USER,
} from './profile-data.samples.js';

/** The visible states of the personal-data tab, each a story and a test. */
export const PROFILE_DATA_STATES = [
  'physical',
  'juridical',
  'invalid',
  'sending',
  'failed',
  'refused',
  'incomplete',
] as const;
export type ProfileDataState = (typeof PROFILE_DATA_STATES)[number];

/** The view's props for a state (the handlers apart). */
export function profileDataStateProps(
  state: ProfileDataState,
): Omit<ProfileDataFormProps, 'onFieldChange' | 'onFieldBlur' | 'onPersonTypeChange' | 'onSubmit'> {
  const physical = profileFormValues(SAMPLE_PHYSICAL_USER);
  switch (state) {
    case 'physical':
      return { values: physical };
    case 'juridical':
      return { values: profileFormValues(SAMPLE_JURIDICAL_USER) };
    case 'invalid':
      // A submit as a company with a short phone, a bad e-mail and the company half filled in.
      return {
        values: {
          ...physical,
          personType: 'juridical',
          email: 'ana@',
          phone: '+373 (69) 12',
          companyName: 'SR',
          idno: '',
          iban: 'MD24',
        },
        errors: {
          email: { key: 'email' },
          phone: { key: 'phone' },
          companyName: { key: 'minLength', params: { min: 3 } },
          idno: { key: 'required' },
          iban: { key: 'minLength', params: { min: 24 } },
          bic: { key: 'required' },
        },
      };
    case 'sending':
      return { values: physical, busy: true };
    case 'failed':
      return { values: physical, failure: 'network' };
    case 'refused':
      // The API said the e-mail is another account's.
      return { values: physical, errors: { email: { key: 'taken' } } };
    case 'incomplete':
      return { values: profileFormValues(SAMPLE_SOCIAL_USER), missing: ['phone'] };
  }
}

export type ProfileDataFormExampleProps = {
  state: ProfileDataState;
} & Partial<ProfileDataFormProps>;

/** The tab in a state, without motion. */
export function ProfileDataFormExample({
  state,
  ...props
}: ProfileDataFormExampleProps): ReactNode {
  return (
    <div className="shop:p-4">
      <ProfileDataForm animated={false} {...profileDataStateProps(state)} {...props} />
    </div>
  );
}

/** The e-mail the stand-in for the API takes as another account's. */
export const TAKEN_EMAIL = 'ocupat@example.md';

/**
 * The wired tab with a stand-in for the API: it stores what is sent and answers the account,
 * but refuses `TAKEN_EMAIL` as another account's ('taken').
 */
export function ProfileDataExample({
  user = SAMPLE_PHYSICAL_USER,
  ...props
}: Omit<ProfileDataTabProps, 'machine' | 'user'> & { user?: ProfileUser }): ReactNode {
  const machine = profileDataMachine.provide({
    actors: {
      save: fromPromise(async ({ input }) => {
        if (input.email === TAKEN_EMAIL) {
          throw new ApiError({
            code: 'http',
            method: 'POST',
            url: '/accounts/profile-update/',
            status: 400,
            fieldErrors: { _form: 'invalid_request', email: 'taken' },
            body: { detail: 'invalid_request', email: { key: 'taken' } },
          });
        }
        return {
          email: input.email,
          username: input.username,
          first_name: input.first_name,
          last_name: input.last_name,
          person_type: input.person_type,
          company_name: input.company_name ?? null,
          idno: input.idno ?? null,
          tva: input.tva ? input.tva : null,
          iban: input.iban ?? null,
          bic: input.bic ?? null,
        } satisfies ProfileUser;
      }),
    },
    actions: { logError: () => undefined },
  });
  return (
    <div className="shop:p-4">
      <ProfileDataTab user={user} machine={machine} animated={false} {...props} />
    </div>
  );
}
