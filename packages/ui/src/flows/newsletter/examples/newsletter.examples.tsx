import type { NewsletterSettings } from '@shop/core/contract';
import type { ReactNode } from 'react';
import { fromPromise } from 'xstate';
import { NewsletterForm, type NewsletterFormProps } from '../newsletter-form.js';
import { Newsletter, type NewsletterProps } from '../newsletter.container.js';
import { newsletterMachine } from '../newsletter.machine.js';

/** The visible states of the newsletter tab, each a story and a test. */
export const NEWSLETTER_STATES = [
  'ready',
  'allOff',
  'noEmail',
  'saving',
  'saveFailed',
  'loading',
  'loadFailed',
] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

export const SAMPLE_ADDRESS = 'ion.popescu@example.md';

/** The view's props for a state (the handlers apart). */
export function newsletterStateProps(
  state: NewsletterState,
): Omit<NewsletterFormProps, 'onChange' | 'onSubmit' | 'onRetry'> {
  const base = { address: SAMPLE_ADDRESS, values: { email: true, sms: false } };
  switch (state) {
    case 'ready':
      return base;
    case 'allOff':
      return { ...base, values: { email: false, sms: false } };
    case 'noEmail':
      return { address: null, values: { email: false, sms: true } };
    case 'saving':
      return { ...base, values: { email: true, sms: true }, saving: true };
    case 'saveFailed':
      return { ...base, values: { email: true, sms: true }, saveFailed: true };
    case 'loading':
      return { ...base, status: 'loading' };
    case 'loadFailed':
      return { ...base, status: 'loadFailed' };
  }
}

export type NewsletterFormExampleProps = { state: NewsletterState } & Partial<NewsletterFormProps>;

/** The tab in a state, without motion. */
export function NewsletterFormExample({ state, ...props }: NewsletterFormExampleProps): ReactNode {
  return (
    <div className="shop:p-4">
      <NewsletterForm animated={false} {...newsletterStateProps(state)} {...props} />
    </div>
  );
}

export const SAMPLE_SETTINGS: NewsletterSettings = {
  email: SAMPLE_ADDRESS,
  email_subscription: true,
  sms_subscription: false,
};

/**
 * The wired tab with a stand-in for the API: it stores what it is sent after `delayMs`, or
 * refuses when `fail` is set.
 */
export function NewsletterExample({
  fail = false,
  delayMs = 0,
  ...props
}: Omit<NewsletterProps, 'machine'> & { fail?: boolean; delayMs?: number }): ReactNode {
  const machine = newsletterMachine.provide({
    actors: {
      loadNewsletter: fromPromise(async () => SAMPLE_SETTINGS),
      saveNewsletter: fromPromise(async ({ input }) => {
        await new Promise((resolve) => setTimeout(resolve, delayMs));
        if (fail) throw new Error('the stand-in refuses');
        return { email: SAMPLE_ADDRESS, ...input };
      }),
    },
    actions: { logError: () => undefined },
  });
  return (
    <div className="shop:p-4">
      <Newsletter machine={machine} initial={SAMPLE_SETTINGS} animated={false} {...props} />
    </div>
  );
}
