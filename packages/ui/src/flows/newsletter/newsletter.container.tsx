import type { NewsletterSettings } from '@shop/core/contract';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { useEmitted } from '../../lib/use-emitted.js';
import { NewsletterForm } from './newsletter-form.js';
import {
  newsletterMachine,
  selectNewsletterAddress,
  selectNewsletterSaveFailed,
  selectNewsletterSaving,
  selectNewsletterStatus,
  selectNewsletterValues,
  type NewsletterMachine,
  type NewsletterValues,
} from './newsletter.machine.js';

export interface NewsletterProps {
  /**
   * The newsletter machine with the storefront's actors (`loadNewsletter`, `saveNewsletter`) and
   * optionally its `logError`. Read once, at mount.
   * @default newsletterMachine (its actors fail with "not provided")
   */
  machine?: NewsletterMachine;
  /**
   * The stored settings when the page renders (the loader's); read at mount. Without them the
   * machine loads them.
   */
  initial?: NewsletterSettings | null;
  /** The switches were saved: the storefront opens the newsletter-success modal (SPEC §2). */
  onSaved?: (values: NewsletterValues) => void;
  /** Skeletons pulse and spinners turn. @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The profile's newsletter tab, wired: runs the newsletter machine from the page's settings and
 * reports a save through `onSaved` (a failed save is said by the form itself).
 *
 * @example
 * <Newsletter machine={storefrontNewsletterMachine} initial={loaderData.settings}
 *   onSaved={() => showResult({ kind: 'newsletterSuccess' })} />
 */
export function Newsletter({
  machine = newsletterMachine,
  initial,
  onSaved,
  animated,
  className,
}: NewsletterProps): ReactNode {
  const actor = useActorRef(machine, { input: { initial } });
  useEmitted(actor, (event) => {
    if (event.type === 'saved') onSaved?.(event.values);
  });
  const status = useSelector(actor, selectNewsletterStatus);
  const address = useSelector(actor, selectNewsletterAddress);
  const values = useSelector(actor, selectNewsletterValues);
  const saving = useSelector(actor, selectNewsletterSaving);
  const saveFailed = useSelector(actor, selectNewsletterSaveFailed);
  return (
    <NewsletterForm
      status={status}
      address={address}
      values={values}
      saving={saving}
      saveFailed={saveFailed}
      onChange={(channel, value) => actor.send({ type: 'CHANGE', channel, value })}
      onSubmit={() => actor.send({ type: 'SUBMIT' })}
      onRetry={() => actor.send({ type: 'RETRY' })}
      animated={animated}
      className={className}
    />
  );
}
