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
