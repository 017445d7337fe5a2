import type { NewsletterPreferencesRequest, NewsletterSettings } from '@shop/core/contract';
import { useLocale } from '@shop/ui';
import { Newsletter, newsletterMachine } from '@shop/ui/flows/newsletter';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import type { Route } from './+types/profile-newsletter';
import { requireLocale } from '../lib/locale.js';
import { routeMeta } from '../lib/meta.js';
import { isUnauthenticated, shopperClient, tokenOf } from '../lib/session.server.js';
import { useAccountModals, useCurrentLocale } from '../shell/account/account-state.js';
import { withTexts } from '../lib/texts.server.js';

/**
 * /pages/profile-newsletter (SPEC §2 "Profile: newsletter switches"): news and offers by e-mail
 * and by SMS. The stored switches come with the page; when the API cannot give them, the page
 * loads them itself (and says so if that fails too). A save opens the newsletter-success modal.
 */
export const loader = withTexts(
  ['newsletterForm'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    const token = tokenOf(request);
    // The layout's loader, beside this one, sends a visitor home.
    if (!token) return { settings: null };
    try {
      const settings = await shopperClient(request, locale, token).account.newsletter({
        signal: request.signal,
      });
      return { settings };
    } catch (error) {
      // A dead token: the root's check removes it and loads the page again.
      if (isUnauthenticated(error)) throw error;
      console.error('[storefront] newsletter settings not loaded:', error);
      return { settings: null };
    }
  },
);

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({ title: t('pageTitle.profileNewsletter'), noindex: true }));

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export default function ProfileNewsletterRoute({ loaderData }: Route.ComponentProps) {
  // The calls follow the page's language (a switch keeps this page and its machine).
  const locale = useCurrentLocale(useLocale());
  const { showResult } = useAccountModals();
  const [machine] = useState(() => {
    // The API client (with its schemas) loads when a call is made: the page renders from the
    // loader's settings.
    const account = async () =>
      (await import('../lib/shop-client.js')).shopClient(locale()).account;
    return newsletterMachine.provide({
      actors: {
        loadNewsletter: fromPromise<NewsletterSettings>(async ({ signal }) =>
          (await account()).newsletter({ signal }),
        ),
        saveNewsletter: fromPromise<NewsletterSettings, NewsletterPreferencesRequest>(
          async ({ input, signal }) =>
            (await account()).setNewsletterPreferences(input, { signal }),
        ),
      },
    });
  });
  return (
    <Newsletter
      machine={machine}
      initial={loaderData.settings}
      onSaved={() => showResult({ kind: 'newsletterSuccess' })}
    />
  );
}
