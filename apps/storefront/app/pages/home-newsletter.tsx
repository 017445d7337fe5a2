import type { NewsletterSignupPayload } from '@shop/core/rules';
import { useT } from '@shop/ui';
import {
  NewsletterSignup,
  newsletterSignupMachine,
  type NewsletterSignupAnswer,
} from '@shop/ui/flows/newsletter-signup';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useAccountModals, useCurrentLocale } from '../shell/account/account-state.js';

/**
 * The home page's newsletter block, its last section (SPEC §2, §3; §7 POST
 * /accounts/newsletter-set/): @shop/ui's newsletter-signup flow with the storefront's call
 * through the API proxy (the client loads with the first sign-up), and the newsletter-success
 * modal once the API has taken it. In a chunk of its own, loaded lazily by the home page: its
 * server HTML shows at once, and neither its code nor its texts weigh on the first load. Until
 * then its form posts itself to the home route's action, whose refusal comes back as `answer`.
 */
export default function HomeNewsletter({ answer }: { answer: NewsletterSignupAnswer | null }) {
  const { locale } = useT();
  const currentLocale = useCurrentLocale(locale);
  const { showResult } = useAccountModals();
  const [machine] = useState(() =>
    newsletterSignupMachine.provide({
      actors: {
        subscribe: fromPromise<void, NewsletterSignupPayload>(async ({ input, signal }) => {
          const { shopClient } = await import('../lib/shop-client.js');
          await shopClient(currentLocale()).account.subscribeNewsletter(input, { signal });
        }),
      },
      actions: {
        logError: ({ context }) =>
          console.error('[storefront] newsletter sign-up not taken:', context.error),
      },
    }),
  );
  return (
    <NewsletterSignup
      machine={machine}
      answer={answer}
      // The home page is its layout's index route: '?index' posts to its action, not the layout's.
      action="?index"
      onSubscribed={() => showResult({ kind: 'newsletterSuccess' })}
    />
  );
}
