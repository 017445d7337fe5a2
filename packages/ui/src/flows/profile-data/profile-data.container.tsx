import type { ProfileUser } from '@shop/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useEmitted } from '../../lib/use-emitted.js';
import { ProfileDataForm } from './profile-data-form.js';
import {
  profileDataMachine,
  selectProfileDataBusy,
  selectProfileDataErrors,
  selectProfileDataFailure,
  selectProfileDataMissing,
  selectProfileDataValues,
  type ProfileDataErrors,
  type ProfileDataMachine,
} from './profile-data.machine.js';

export interface ProfileDataTabProps {
  /** The signed-in account as the API gave it (`profileData.user`). Read once, at mount. */
  user: ProfileUser;
  /**
   * The profile-data machine with the storefront's `save` (and optionally its `logError`). Read
   * once, at mount.
   * @default profileDataMachine (its actor fails with "not provided")
   */
  machine?: ProfileDataMachine;
  /** The details were saved: the storefront opens the result modal. */
  onSaved?: (user: ProfileUser | null) => void;
  /** The spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/** Two error maps say the same: the same fields with the same keys and bounds. */
function sameErrors(a: ProfileDataErrors, b: ProfileDataErrors): boolean {
  const keys = Object.keys(a) as (keyof ProfileDataErrors)[];
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
}

/**
 * The profile's personal-data tab, wired: runs the profile-data machine from the account's
 * stored values and reports a save through `onSaved` (refusals are said by the form itself).
 *
 * @example
 * ```tsx
 * <ProfileDataTab user={profile.user} machine={storefrontProfileDataMachine}
 *   onSaved={() => showResult({ kind: 'profileDataSuccess' })} />
 * ```
 */
export function ProfileDataTab({
  user,
  machine = profileDataMachine,
  onSaved,
  animated,
  className,
}: ProfileDataTabProps): ReactNode {
  const actor = useActorRef(machine, { input: { user } });
  useEmitted(actor, (event) => {
    if (event.type === 'saved') onSaved?.(event.user);
  });
  const values = useSelector(actor, selectProfileDataValues);
  const errors = useSelector(actor, selectProfileDataErrors, sameErrors);
  const missing = useSelector(actor, selectProfileDataMissing);
  const failure = useSelector(actor, selectProfileDataFailure);
  const busy = useSelector(actor, selectProfileDataBusy);
  return (
    <ProfileDataForm
      values={values}
      errors={errors}
      missing={missing}
      failure={failure}
      busy={busy}
      onFieldChange={(field, value) => actor.send({ type: 'CHANGE', field, value })}
      onFieldBlur={(field) => actor.send({ type: 'BLUR', field })}
      onPersonTypeChange={(personType) => actor.send({ type: 'PERSON_TYPE', personType })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      animated={animated}
      className={className}
    />
  );
}
