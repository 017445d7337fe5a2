export { Newsletter } from './newsletter.container.js';
export type { NewsletterProps } from './newsletter.container.js';
export {
  NewsletterForm,
  newsletterFormCardVariants,
  newsletterFormVariants,
} from './newsletter-form.js';
export type { NewsletterFormProps } from './newsletter-form.js';
export {
  newsletterMachine,
  selectNewsletterAddress,
  selectNewsletterDirty,
  selectNewsletterSaveFailed,
  selectNewsletterSaving,
  selectNewsletterStatus,
  selectNewsletterValues,
} from './newsletter.machine.js';
export type {
  NewsletterActorRef,
  NewsletterChannel,
  NewsletterContext,
  NewsletterEmitted,
  NewsletterEvent,
  NewsletterMachine,
  NewsletterMachineInput,
  NewsletterSnapshot,
  NewsletterStatus,
  NewsletterValues,
} from './newsletter.machine.js';
