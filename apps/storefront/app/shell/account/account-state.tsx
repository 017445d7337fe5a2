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
import type { ResultModalKind } from '@shop/ui/components/result-modal';
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
import { ACCOUNT_MODALS, SIGN_IN_FAILED_PARAM, SIGN_IN_PARAM } from './modal-ids.js';

// The dialogs (and the forms' rules and the API client) load when one opens first.
const AccountModals = lazy(() => import('./account-modals.js'));

interface AccountModalsApi {
  /**
   * Opens the sign-in dialog (the header's account button). `afterSignIn` runs once if the
   * shopper signs in from this dialog (a visitor's 'Write a review' goes on to the review); it is
   * forgotten when the dialog closes without a sign-in.
   */
  openSignIn: (afterSignIn?: () => void) => void;
  /** Opens the password restore dialog (otherwise reached from the sign-in dialog). */
  openRestore: () => void;
  /** Reports an outcome in the result dialog (SPEC §2 success and error modals). */
  showResult: (result: AccountResult) => void;
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

/** What the account's result dialog reports (SPEC §2 success and error modals, §8). */
export interface AccountResult {
  kind: ResultModalKind;
  detail?: unknown;
}

/**
 * Who is signed in and what they keep, for the whole page (SPEC §4 "Session", "Login",
 * "Favourites", "Cart panel"): the session, favourites and cart actors of @shop/ui with the
 * storefront's calls, the modal stack, the toasts, and the account dialogs. The session's
 * requests become the storefront's acts: storage written and cleared, the page reloaded, the
 * way home, a refused sign-in said.
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
            // The server could not check the token (the API was down): the page checks it.
            session={session.status === 'unknown' ? undefined : session}
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
  session: Exclude<SessionCheck, { status: 'unknown' }> | undefined;
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
  const { open: openModal, closeAll, stack } = useModalStack();
  // What the shopper meant to do once signed in from the dialog now open (see openSignIn).
  const afterSignIn = useRef<(() => void) | null>(null);
  // Set when a sign-in went on to what it was opened for: the page stays, instead of the usual
  // trip home after a login (SPEC §4), which comes right after.
  const stayAfterSignIn = useRef(false);
  const signInOpen = stack.includes(ACCOUNT_MODALS.signIn);
  useEffect(() => {
    if (!signInOpen) afterSignIn.current = null;
  }, [signInOpen]);
  const navigate = useNavigate();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const resetToken = params.get(RESET_PASSWORD_PARAM);
  // `?signIn=1` (where /login leads) opens the sign-in dialog for a visitor.
  const signInAsked = params.has(SIGN_IN_PARAM) && session?.status !== 'authenticated';
  // `?signInFailed=1`: Google's sign-in, finished on the server, was refused (SPEC §8).
  const signInFailed = params.has(SIGN_IN_FAILED_PARAM);
  // The dialogs' code loads when one is first asked for (a click, the e-mailed link, a refused
  // sign-in) and they stay mounted from then on.
  const [modalsUsed, setModalsUsed] = useState(false);
  if ((resetToken !== null || signInAsked || signInFailed) && !modalsUsed) setModalsUsed(true);
  const [result, setResult] = useState<AccountResult>({ kind: 'passwordSuccess' });
  if (signInFailed && result.kind !== 'socialError') setResult({ kind: 'socialError' });

  const showResult = useCallback(
    (next: AccountResult) => {
      setModalsUsed(true);
      setResult(next);
      openModal(ACCOUNT_MODALS.result);
    },
    [openModal],
  );

  /** Takes a one-time parameter (a used reset link, a reported failure) out of the address. */
  const dropParam = useCallback(
    (name: string) => {
      const params = new URLSearchParams(location.search);
      if (!params.has(name)) return;
      params.delete(name);
      const search = params.toString();
      void navigate(`${location.pathname}${search ? `?${search}` : ''}`, { replace: true });
    },
    [location.pathname, location.search, navigate],
  );

  // The e-mailed link (`?resetPassword=…`) opens the new-password dialog (SPEC §4).
  useEffect(() => {
    if (resetToken) openModal(ACCOUNT_MODALS.newPassword);
  }, [resetToken, openModal]);
  useEffect(() => {
    if (signInAsked) openModal(ACCOUNT_MODALS.signIn);
  }, [signInAsked, openModal]);
  useEffect(() => {
    if (!signInFailed) return;
    openModal(ACCOUNT_MODALS.result);
    dropParam(SIGN_IN_FAILED_PARAM);
  }, [signInFailed, openModal, dropParam]);

  const api = useMemo<AccountModalsApi>(
    () => ({
      openSignIn: (then) => {
        afterSignIn.current = then ?? null;
        setModalsUsed(true);
        openModal(ACCOUNT_MODALS.signIn);
      },
      openRestore: () => {
        setModalsUsed(true);
        openModal(ACCOUNT_MODALS.restore);
      },
      showResult,
    }),
    [openModal, showResult],
  );

  return (
    <SessionProvider
      machine={machine}
      initial={session}
      onSignedIn={() => {
        const then = afterSignIn.current;
        afterSignIn.current = null;
        stayAfterSignIn.current = then !== null;
        closeAll();
        favourites.send({ type: 'USE_ACCOUNT' });
        then?.();
      }}
      onListsAdopted={() => favourites.send({ type: 'USE_ACCOUNT' })}
      onNavigateHome={() => {
        if (stayAfterSignIn.current) stayAfterSignIn.current = false;
        else void navigate(localizePath('/', locale));
      }}
      // The server answers only a path core's safe-path rule accepted (oauth.server.ts).
      onNavigateBack={(path) => void navigate(path)}
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
      onSocialSignInFailed={() => showResult({ kind: 'socialError' })}
    >
      <AccountModalsContext value={api}>
        <SessionEffects />
        <CartState locale={currentLocale}>{children}</CartState>
        <ToastArea />
        {modalsUsed ? (
          <Suspense fallback={null}>
            <AccountModals
              locale={currentLocale}
              socialProviders={socialProviders}
              resetToken={resetToken ?? undefined}
              onResetDone={() => dropParam(RESET_PASSWORD_PARAM)}
              socialReturnPath={() =>
                afterSignIn.current === null
                  ? undefined
                  : window.location.pathname + window.location.search
              }
              result={result}
              onResult={showResult}
            />
          </Suspense>
        ) : null}
      </AccountModalsContext>
    </SessionProvider>
  );
}

/**
 * What the page does with the session once it is live: a visitor's favourites from storage
 * (kept current when another tab writes them), a token refused mid-visit, a provider's answer in
 * the address's hash (SPEC §4 "Login": handed to the session, which signs in with it), and the
 * favourite ids of an account when the server could not give them with the page.
 */
function SessionEffects() {
  const session = useSessionActor();
  const favourites = useFavouritesActor();
  const stored = useStoredValue(FAVOURITES_STORAGE_KEY, parseFavourites);

  useEffect(() => {
    if (stored === undefined) return;
    if (session.getSnapshot().matches('authenticated')) return;
    favourites.send({ type: 'USE_VISITOR', ids: stored });
  }, [stored, session, favourites]);

  useEffect(() => onTokenRejected(() => session.send({ type: 'TOKEN_REJECTED' })), [session]);

  useEffect(() => {
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const accessToken = hash.get('access_token');
    const state = hash.get('state');
    if (accessToken && state) {
      // The token leaves the address at once (history, shared links).
      window.history.replaceState(
        window.history.state,
        '',
        window.location.pathname + window.location.search,
      );
      session.send({ type: 'SOCIAL_RETURNED', accessToken, state });
    } else if (
      session.getSnapshot().matches('authenticated') &&
      !selectFavouritesKnown(favourites.getSnapshot())
    ) {
      favourites.send({ type: 'USE_ACCOUNT' });
    }
    // Once per page load: the hash is read at start.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return null;
}
