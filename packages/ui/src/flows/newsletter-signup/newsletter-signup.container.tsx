import type { NewsletterSignupPayload } from '@shop/core/rules';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useEmitted } from '../../lib/use-emitted.js';
import { sameFieldErrors } from '../sign-in/sign-in.machine.js';
import { NewsletterSignupBlock } from './newsletter-signup-block.js';
import {
  newsletterSignupMachine,
  selectNewsletterSignupBusy,
  selectNewsletterSignupErrors,
  selectNewsletterSignupFailure,
  selectNewsletterSignupStatus,
  selectNewsletterSignupValues,
  type NewsletterSignupMachine,
} from './newsletter-signup.machine.js';
import type { NewsletterSignupAnswer } from './newsletter-signup.posted.js';

export interface NewsletterSignupProps {
  /**
   * The machine with the storefront's `subscribe`. Read once, at mount.
   * @default newsletterSignupMachine (its actor fails with "not provided")
   */
  machine?: NewsletterSignupMachine;
  /**
   * The answer to a sign-up the form posted before the page's script ran (the route action's,
   * from `answerPostedNewsletterSignup`): the block opens with its values and reasons. Read once,
   * at mount. @default null
   */
  answer?: NewsletterSignupAnswer | null;
  /** Where the form posts itself before the page's script runs (see the block's `action`). */
  action?: string;
  /** The API took the sign-up (the storefront opens the newsletter-success modal). */
  onSubscribed?: (payload: NewsletterSignupPayload) => void;
  /** The spinner turns. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The home page's newsletter block, wired: runs the newsletter-signup machine and reports a
 * sign-up through `onSubscribed` (refusals are said by the block).
 *
 * @example
 * <NewsletterSignup machine={storefrontMachine}
 *   onSubscribed={() => showResult({ kind: 'newsletterSuccess' })} />
 */
export function NewsletterSignup({
  machine = newsletterSignupMachine,
  answer = null,
  action,
  onSubscribed,
  animated,
  className,
}: NewsletterSignupProps): ReactNode {
  const actor = useActorRef(machine, { input: { answer } });
  useEmitted(actor, (event) => {
    if (event.type === 'subscribed') onSubscribed?.(event.payload);
  });
  const status = useSelector(actor, selectNewsletterSignupStatus);
  const values = useSelector(actor, selectNewsletterSignupValues);
  const errors = useSelector(actor, selectNewsletterSignupErrors, sameFieldErrors);
  const failure = useSelector(actor, selectNewsletterSignupFailure);
  const busy = useSelector(actor, selectNewsletterSignupBusy);
  return (
    <NewsletterSignupBlock
      values={values}
      errors={errors}
      status={status}
      failure={failure}
      busy={busy}
      animated={animated}
      onTextChange={(field, value) => actor.send({ type: 'SET_TEXT', field, value })}
      onAgreementChange={(agreement) => actor.send({ type: 'SET_AGREEMENT', agreement })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      action={action}
      className={className}
    />
  );
}
