import { POPUPS_COOKIE, shouldFetchPopups, type LocaleCode } from '@shop/core/rules';
import { popupChainMachine, type PopupChainMachine } from '@shop/ui';
import { fromPromise } from 'xstate';
import { shopClient } from '../lib/shop-client.js';

/**
 * The popup chain's I/O in the browser (SPEC §4 "Popups"): the `popups_shown` cookie (Max-Age
 * 10800 s, so the popups are fetched at most once per 3 hours) and the popups call through
 * /shop-api in the page's language.
 */

/** A cookie's value in a `document.cookie` string, or null. */
export function cookieValueOf(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The Set-Cookie style string that marks the popups as fetched for 3 hours. */
export function popupsCookie(https: boolean): string {
  const secure = https ? '; Secure' : '';
  return `${POPUPS_COOKIE.name}=1; Max-Age=${String(POPUPS_COOKIE.maxAgeSeconds)}; Path=/; SameSite=Lax${secure}`;
}

/** What the actors need of the browser; tests give their own. */
export interface PopupsEnvironment {
  readCookies: () => string;
  writeCookie: (cookie: string) => void;
  https: boolean;
  loadPopups: (
    locale: LocaleCode,
    signal: AbortSignal,
  ) => ReturnType<ReturnType<typeof shopClient>['content']['popups']>;
}

const browserEnvironment = (): PopupsEnvironment => ({
  readCookies: () => document.cookie,
  writeCookie: (cookie) => {
    document.cookie = cookie;
  },
  https: window.location.protocol === 'https:',
  loadPopups: (locale, signal) => shopClient(locale).content.popups({ signal }),
});

/** The popup chain machine with the storefront's actors, in a language. */
export function popupChainMachineFor(
  locale: LocaleCode,
  env: PopupsEnvironment = browserEnvironment(),
): PopupChainMachine {
  return popupChainMachine.provide({
    actors: {
      popupsSeen: fromPromise(
        async () => !shouldFetchPopups(cookieValueOf(env.readCookies(), POPUPS_COOKIE.name)),
      ),
      loadPopups: fromPromise(({ signal }) => env.loadPopups(locale, signal)),
      rememberPopups: fromPromise(async () => {
        env.writeCookie(popupsCookie(env.https));
      }),
    },
  });
}
