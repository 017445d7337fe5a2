import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import {
  NewsletterSignupBlock,
  type NewsletterSignupBlockProps,
} from '../newsletter-signup-block.js';
import { NewsletterSignup, type NewsletterSignupProps } from '../newsletter-signup.container.js';
import {
  EMPTY_NEWSLETTER_SIGNUP,
  newsletterSignupMachine,
  type NewsletterSignupValues,
} from '../newsletter-signup.machine.js';

/** The visible states of the newsletter block, each a story and a test. */
export const NEWSLETTER_SIGNUP_STATES = [
  'empty',
  'filledEmail',
  'filledPhone',
  'errors',
  'serverErrors',
  'sending',
  'failed',
  'success',
] as const;
export type NewsletterSignupState = (typeof NEWSLETTER_SIGNUP_STATES)[number];

export const SAMPLE_EMAIL_VALUES: NewsletterSignupValues = {
  name: 'Ana',
  lastName: 'Rusu',
  contact: 'ana.rusu@example.md',
  agreement: true,
};

export const SAMPLE_PHONE_VALUES: NewsletterSignupValues = {
  ...SAMPLE_EMAIL_VALUES,
  contact: '069 123 456',
};

type ViewData = Omit<NewsletterSignupBlockProps, 'onTextChange' | 'onAgreementChange' | 'onSubmit'>;

/** The view's props for a state (the handlers apart). */
export function newsletterSignupStateProps(state: NewsletterSignupState): ViewData {
  switch (state) {
    case 'empty':
      return { values: EMPTY_NEWSLETTER_SIGNUP };
    case 'filledEmail':
      return { values: SAMPLE_EMAIL_VALUES };
    case 'filledPhone':
      return { values: SAMPLE_PHONE_VALUES };
    case 'errors':
      return {
        values: { ...EMPTY_NEWSLETTER_SIGNUP, contact: '069 12' },
        errors: {
          name: { key: 'required' },
          lastName: { key: 'required' },
          contact: { key: 'phone' },
          agreement: { key: 'required' },
        },
      };
    case 'serverErrors':
      return {
        values: SAMPLE_EMAIL_VALUES,
        status: 'failure',
        errors: { contact: { key: 'email' } },
      };
    case 'sending':
      return { values: SAMPLE_EMAIL_VALUES, status: 'sending', busy: true };
    case 'failed':
      return { values: SAMPLE_EMAIL_VALUES, status: 'failure', failure: 'network' };
    case 'success':
      return { values: EMPTY_NEWSLETTER_SIGNUP, status: 'success' };
  }
}

export type NewsletterSignupBlockExampleProps = {
  state: NewsletterSignupState;
} & Partial<NewsletterSignupBlockProps>;

/** The block in a state, without motion. */
export function NewsletterSignupBlockExample({
  state,
  ...props
}: NewsletterSignupBlockExampleProps): ReactNode {
  return (
    <NewsletterSignupBlock
      animated={false}
      onTextChange={() => undefined}
      onAgreementChange={() => undefined}
      onSubmit={() => undefined}
      {...newsletterSignupStateProps(state)}
      {...props}
    />
  );
}

/**
 * The wired block with a stand-in for the API: it takes the sign-up after `delayMs`, or refuses
 * with `fail` (an Error, or an ApiError such as a 400 with field errors).
 */
export function NewsletterSignupExample({
  fail,
  delayMs = 0,
  ...props
}: Omit<NewsletterSignupProps, 'machine'> & { fail?: Error; delayMs?: number }): ReactNode {
  const machine = newsletterSignupMachine.provide({
    actors: {
      subscribe: fromPromise(async () => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (fail) throw fail;
      }),
    },
    actions: { logError: () => undefined },
  });
  return <NewsletterSignup machine={machine} animated={false} {...props} />;
}
