import type { LocaleCode } from '@shop/core/rules';
import type { ProfileData } from '@shop/core/contract';
import type {
  AdoptGuestListsInput,
  AdoptGuestListsOutput,
  SessionCheck,
  SocialSignInInput,
  SocialSignInOutput,
} from '@shop/ui';
import { favouritesMachine, sessionMachine } from '@shop/ui';
import { fromPromise } from 'xstate';
import { hasGuestLists } from './stored-lists.js';

/**
 * The session and favourites machines of @shop/ui with the storefront's actors. They run on
 * every page, so the calls' code (the @shop/core client and its schemas) is not in the page's
 * first JavaScript: each actor imports it when it first runs, which for a visitor who never
 * signs in is never.
 */

const calls = () => import('../../lib/shop-client.js');

/** The page's language at the time of a call (it changes without the machines starting again). */
export type CurrentLocale = () => LocaleCode;
const guestLists = () => import('./guest-lists.js');

export function sessionMachineFor(locale: CurrentLocale) {
  return sessionMachine.provide({
    actors: {
      checkSession: fromPromise<SessionCheck>(async ({ signal }) =>
        (await calls()).sessionCalls(locale()).check(signal),
      ),
      adoptGuestLists: fromPromise<AdoptGuestListsOutput, AdoptGuestListsInput>(
        async ({ signal }) => {
          // Asked at every signed-in page load: the client is loaded only when there is work.
          if (!hasGuestLists()) return { adopted: false };
          const [{ shopClient }, { adoptGuestLists }] = await Promise.all([calls(), guestLists()]);
          return { adopted: await adoptGuestLists(shopClient(locale()), signal) };
        },
      ),
      loadWholesaleData: fromPromise<ProfileData, AdoptGuestListsInput>(async ({ signal }) =>
        (await calls()).shopClient(locale()).account.wholesaleData({ signal }),
      ),
      socialSignIn: fromPromise<SocialSignInOutput | null, SocialSignInInput>(
        async ({ input, signal }) =>
          (await calls())
            .sessionCalls(locale())
            .social({ access_token: input.accessToken, state: input.state }, signal),
      ),
      logout: fromPromise<void>(async ({ signal }) =>
        (await calls()).sessionCalls(locale()).logout(signal),
      ),
    },
  });
}

export function favouritesMachineFor(locale: CurrentLocale) {
  const favourites = async () => (await calls()).shopClient(locale()).favourites;
  return favouritesMachine.provide({
    actors: {
      loadAccountFavourites: fromPromise(async ({ signal }) =>
        (await favourites()).ids({ signal }),
      ),
      addFavourite: fromPromise<void, { productId: number }>(async ({ input, signal }) => {
        await (await favourites()).add({ product: input.productId }, { signal });
      }),
      removeFavourite: fromPromise<void, { productId: number }>(async ({ input, signal }) => {
        await (await favourites()).remove({ product: input.productId }, { signal });
      }),
      clearFavourites: fromPromise<void>(async ({ signal }) => {
        await (await favourites()).clear({ signal });
      }),
    },
  });
}
