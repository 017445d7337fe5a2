import {
  CART_STORAGE_KEY,
  FAVOURITES_STORAGE_KEY,
  localizePath,
  parseFavourites,
  RESET_PASSWORD_PARAM,
  type LocaleCode,
} from '@shop/core/rules';
import {
  FavouritesProvider,
  ModalStackProvider,
  selectFavouritesKnown,
  SessionProvider,
  ToastArea,
  ToastProvider,
  useFavouritesActor,
  useModalStack,
  useSessionActor,
  type FavouritesStart,
  type SocialProvider,
} from '@shop/ui';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { removeStorage, useStoredValue, writeStorage } from '../../hooks/browser-storage.js';
import type { SessionCheck } from '../../lib/session.server.js';
import { onTokenRejected } from '../../lib/token-rejected.js';
import { CartState } from '../cart/cart-state.js';
import { favouritesMachineFor, sessionMachineFor, type CurrentLocale } from './machines.js';
import { ACCOUNT_MODALS, SIGN_IN_PARAM } from './modal-ids.js';

// The dialogs (and the forms' rules and the API client) load when one opens first.
const AccountModals = lazy(() => import('./account-modals.js'));

interface AccountModalsApi {
  /** Opens the sign-in dialog (the header's account button). */
  openSignIn: () => void;
}

const AccountModalsContext = createContext<AccountModalsApi | null>(null);

/** The account dialogs of the page (inside `AccountState`). */
export function useAccountModals(): AccountModalsApi {
  const api = useContext(AccountModalsContext);
  if (!api) throw new Error('useAccountModals: no AccountState above this component');
  return api;
}

export interface AccountStateProps {
  locale: LocaleCode;
  /** The server's check of the token cookie, made while rendering the page. */
  session: SessionCheck;
  /** The sign-in providers the shop is set up for. */
  socialProviders: readonly SocialProvider[];
  children: ReactNode;
}

/** The language of the page as it is now, for calls made by machines that outlive a switch. */
export function useCurrentLocale(locale: LocaleCode): CurrentLocale {
  const current = useRef(locale);
  useLayoutEffect(() => {
    current.current = locale;
  });
  return useCallback(() => current.current, []);
}

/**
 * Who is signed in and what they keep, for the whole page (SPEC §4 "Session", "Login",
 * "Favourites", "Cart panel"): the session, favourites and cart actors of @shop/ui with the
 * storefront's calls, the modal stack, the toasts, and the account dialogs. The session's requests become the storefront's acts:
 * storage written and cleared, the page reloaded, the way home.
 */
export function AccountState({ locale, session, socialProviders, children }: AccountStateProps) {
  const currentLocale = useCurrentLocale(locale);
  const [machines] = useState(() => ({
    session: sessionMachineFor(currentLocale),
    favourites: favouritesMachineFor(currentLocale),
  }));
  const [favouritesStart] = useState<FavouritesStart | undefined>(() =>
    session.status === 'authenticated' && session.favourites
      ? { mode: 'account', favourites: session.favourites }
      : undefined,
  );
  return (
    <ToastProvider>
      <ModalStackProvider>
        <FavouritesProvider
          machine={machines.favourites}
          initial={favouritesStart}
          onVisitorFavouritesChanged={(ids) => writeStorage(FAVOURITES_STORAGE_KEY, ids)}
          onToggleFailed={(productId, error) =>
            console.error('[storefront] favourite not changed:', productId, error)
          }
          onLoadFailed={(error) => console.error('[storefront] favourites not loaded:', error)}
        >
          <SessionWiring
            locale={locale}
            currentLocale={currentLocale}
            session={session}
            machine={machines.session}
            socialProviders={socialProviders}
          >
            {children}
          </SessionWiring>
        </FavouritesProvider>
      </ModalStackProvider>
    </ToastProvider>
  );
}

interface SessionWiringProps {
  locale: LocaleCode;
  currentLocale: CurrentLocale;
  session: SessionCheck;
  machine: ReturnType<typeof sessionMachineFor>;
  socialProviders: readonly SocialProvider[];
  children: ReactNode;
}

function SessionWiring({
  locale,
  currentLocale,
  session,
  machine,
  socialProviders,
  children,
}: SessionWiringProps) {
  const favourites = useFavouritesActor();
  const { open: openModal, closeAll } = useModalStack();
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const resetToken = params.get(RESET_PASSWORD_PARAM);
  // `?signIn=1` (where /login leads) opens the sign-in dialog for a visitor.
  const signInAsked = params.has(SIGN_IN_PARAM) && session.status !== 'authenticated';
  // The dialogs' code loads when one is first asked for (a click, or the e-mailed link) and
  // they stay mounted from then on.
  const [modalsUsed, setModalsUsed] = useState(false);
  if ((resetToken !== null || signInAsked) && !modalsUsed) setModalsUsed(true);

  // The e-mailed link (`?resetPassword=…`) opens the new-password dialog (SPEC §4).
  useEffect(() => {
    if (resetToken) openModal(ACCOUNT_MODALS.newPassword);
  }, [resetToken, openModal]);
  useEffect(() => {
    if (signInAsked) openModal(ACCOUNT_MODALS.signIn);
  }, [signInAsked, openModal]);

  const dropResetToken = useCallback(() => {
    const params = new URLSearchParams(location.search);
    if (!params.has(RESET_PASSWORD_PARAM)) return;
    params.delete(RESET_PASSWORD_PARAM);
    const search = params.toString();
    void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
  }, [location.pathname, location.search, navigate]);

  const api = useMemo<AccountModalsApi>(
    () => ({
      openSignIn: () => {
        setModalsUsed(true);
        openModal(ACCOUNT_MODALS.signIn);
      },
    }),
    [openModal],
  );

  return (
    <SessionProvider
      machine={machine}
      initial={session}
      onSignedIn={() => {
        closeAll();
        favourites.send({ type: 'USE_ACCOUNT' });
      }}
      onNavigateHome={() => void navigate(localizePath('/', locale))}
      onReloadRequested={() => window.location.reload()}
      onSessionStorageCleared={(keys) => keys.forEach(removeStorage)}
      onSignedOut={() => {
        removeStorage(FAVOURITES_STORAGE_KEY);
        removeStorage(CART_STORAGE_KEY);
        favourites.send({ type: 'USE_VISITOR', ids: [] });
      }}
      onGuestListsFailed={(error) =>
        console.error('[storefront] the visitor lists were not all kept:', error)
      }
    >
      <AccountModalsContext value={api}>
        <SessionEffects locale={currentLocale} />
        <CartState locale={currentLocale}>{children}</CartState>
        <ToastArea />
        {modalsUsed ? (
          <Suspense fallback={null}>
            <AccountModals
              locale={currentLocale}
              socialProviders={socialProviders}
              resetToken={resetToken ?? undefined}
              onResetDone={dropResetToken}
            />
          </Suspense>
        ) : null}
      </AccountModalsContext>
    </SessionProvider>
  );
}

/**
 * What the page does with the session once it is live: a visitor's favourites from storage
 * (kept current when another tab writes them), the wholesale data after a sign-in, a token
 * refused mid-visit, a provider's answer in the address's hash (SPEC §4 "OAuth callback"), and
 * the lists of a visitor who signed in on the server's side (Google's code flow) taken into the
 * account.
 */
function SessionEffects({ locale }: { locale: CurrentLocale }) {
  const session = useSessionActor();
  const favourites = useFavouritesActor();
  const stored = useStoredValue(FAVOURITES_STORAGE_KEY, parseFavourites);

  useEffect(() => {
    if (stored === undefined) return;
    if (session.getSnapshot().matches('authenticated')) return;
    favourites.send({ type: 'USE_VISITOR', ids: stored });
  }, [stored, session, favourites]);

  // SPEC §4 "Login": the wholesale user data (the dealer and agent blocks) is loaded last.
  useEffect(() => {
    const subscription = session.on('signedIn', () => {
      import('../../lib/shop-client.js')
        .then(({ shopClient }) => shopClient(locale()).account.wholesaleData())
        .then((profile) => session.send({ type: 'PROFILE_UPDATED', profile }))
        .catch((error: unknown) =>
          console.error('[storefront] the wholesale data was not loaded:', error),
        );
    });
    return () => subscription.unsubscribe();
  }, [session, locale]);

  useEffect(() => onTokenRejected(() => session.send({ type: 'TOKEN_REJECTED' })), [session]);

  useEffect(() => {
    const controller = new AbortController();
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const accessToken = hash.get('access_token');
    const state = hash.get('state');
    const signedIn = session.getSnapshot().matches('authenticated');
    if (accessToken && state) {
      // The token leaves the address at once (history, shared links).
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      void import('../../lib/shop-client.js')
        .then(({ sessionCalls }) =>
          sessionCalls(locale()).social({ access_token: accessToken, state }, controller.signal),
        )
        .then((profile) => {
          if (profile) session.send({ type: 'SIGNED_IN', profile });
        })
        .catch((error: unknown) => console.error('[storefront] social sign-in failed:', error));
    } else if (signedIn) {
      // The server could not give the favourite ids with the page: they are asked for now.
      if (!selectFavouritesKnown(favourites.getSnapshot())) {
        favourites.send({ type: 'USE_ACCOUNT' });
      }
      void Promise.all([import('./guest-lists.js'), import('../../lib/shop-client.js')])
        .then(async ([lists, { shopClient }]) => {
          if (!lists.hasGuestLists()) return;
          await lists.adoptGuestLists(shopClient(locale()), controller.signal);
          favourites.send({ type: 'USE_ACCOUNT' });
        })
        .catch((error: unknown) =>
          console.error('[storefront] the visitor lists were not all kept:', error),
        );
    }
    return () => controller.abort();
    // Once per page load: the hash and the stored lists are read at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
