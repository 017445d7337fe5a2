export { createFormFlow } from './form-flow.machine.js';
export type {
  FormFlow,
  FormFlowActorRef,
  FormFlowCheck,
  FormFlowContext,
  FormFlowDefinition,
  FormFlowEmitted,
  FormFlowEvent,
  FormFlowMachine,
  FormFlowRequest,
  FormFlowStatus,
  FormFlowValue,
  FormFlowValues,
} from './form-flow.machine.js';
export { optionalPhone, optionalText, requestCheck, requiredPhone } from './form-checks.js';
export { useFormFlow } from './use-form-flow.js';
export type { FormFlowHandlers, FormFlowState } from './use-form-flow.js';
export { checkContactForm, contactFormFlow, EMPTY_CONTACT_FORM } from './contact-form.flow.js';
export type { ContactFormField, ContactFormValues } from './contact-form.flow.js';
export { checkPartnerForm, EMPTY_PARTNER_FORM, partnerFormFlow } from './partner-form.flow.js';
export type { PartnerFormValues } from './partner-form.flow.js';
export { checkDealerForm, dealerFormFlow, EMPTY_DEALER_FORM } from './dealer-form.flow.js';
export type { DealerFormValues } from './dealer-form.flow.js';
export { CompanyForm, companyFormVariants } from './company-form.js';
export type { CompanyFormField, CompanyFormProps } from './company-form.js';
export { CompanyFormDialog } from './company-form-dialog.js';
export { FileField } from './file-field.js';
export type { FileFieldProps } from './file-field.js';
export type { CompanyFormDialogProps } from './company-form-dialog.js';
export { contactFormFields, dealerFormFields, partnerFormFields } from './company-form.fields.js';
export { ContactFormDialog, DealerForm, PartnerFormDialog } from './company-forms.container.js';
export type {
  ContactFormDialogProps,
  DealerFormProps,
  PartnerFormDialogProps,
} from './company-forms.container.js';
