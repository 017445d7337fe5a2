export { careersFormFlow, checkCareersForm, EMPTY_CAREERS_FORM } from './careers-form.flow.js';
export type {
  CareersFormField,
  CareersFormPayload,
  CareersFormValues,
} from './careers-form.flow.js';
export { CareersModal, careersFormFields, CV_ACCEPT } from './careers-modal.js';
export type { CareersModalProps } from './careers-modal.js';
export { CareersFormDialog } from './careers.container.js';
export type { CareersFormDialogProps } from './careers.container.js';
