export { NewsletterSignup } from './newsletter-signup.container.js';
export type { NewsletterSignupProps } from './newsletter-signup.container.js';
export { NewsletterSignupBlock, newsletterSignupBlockVariants } from './newsletter-signup-block.js';
export type { NewsletterSignupBlockProps } from './newsletter-signup-block.js';
export {
  newsletterSignupFailure,
  newsletterSignupFieldErrors,
} from './newsletter-signup.errors.js';
export {
  checkNewsletterSignup,
  EMPTY_NEWSLETTER_SIGNUP,
  newsletterSignupMachine,
  selectNewsletterSignupBusy,
  selectNewsletterSignupErrors,
  selectNewsletterSignupFailure,
  selectNewsletterSignupStatus,
  selectNewsletterSignupValues,
  subscribeNewsletter,
} from './newsletter-signup.machine.js';
export type {
  NewsletterSignupActorRef,
  NewsletterSignupCheck,
  NewsletterSignupContext,
  NewsletterSignupEmitted,
  NewsletterSignupErrors,
  NewsletterSignupEvent,
  NewsletterSignupField,
  NewsletterSignupMachineInput,
  NewsletterSignupMachine,
  NewsletterSignupSnapshot,
  NewsletterSignupStatus,
  NewsletterSignupTextField,
  NewsletterSignupValues,
} from './newsletter-signup.machine.js';
export {
  answerPostedNewsletterSignup,
  NEWSLETTER_SIGNUP_FORM_MAX_BYTES,
  newsletterSignupValuesOf,
} from './newsletter-signup.posted.js';
export type { NewsletterSignupAnswer, PostedNewsletterSignup } from './newsletter-signup.posted.js';
