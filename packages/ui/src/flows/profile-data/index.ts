export { ProfileDataTab } from './profile-data.container.js';
export type { ProfileDataTabProps } from './profile-data.container.js';
export {
  profileDataCardVariants,
  profileFieldLabel,
  ProfileDataForm,
  profileDataFormVariants,
} from './profile-data-form.js';
export type { ProfileDataFormProps } from './profile-data-form.js';
export { profileDataFailure, profileDataFieldErrors } from './profile-data.errors.js';
export {
  profileDataMachine,
  selectProfileDataBusy,
  selectProfileDataErrors,
  selectProfileDataFailure,
  selectProfileDataMissing,
  selectProfileDataStatus,
  selectProfileDataValues,
} from './profile-data.machine.js';
export type {
  ProfileDataActorRef,
  ProfileDataContext,
  ProfileDataEmitted,
  ProfileDataErrors,
  ProfileDataEvent,
  ProfileDataMachine,
  ProfileDataMachineInput,
  ProfileDataSnapshot,
  ProfileDataStatus,
} from './profile-data.machine.js';
