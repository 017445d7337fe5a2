// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoSessionMachine, SessionExample } from './examples/session.examples.js';
import { SAMPLE_PROFILES } from './examples/session.samples.js';
import { fromPromise } from 'xstate';
import type {
  AdoptGuestListsInput,
  AdoptGuestListsOutput,
  SessionCheck,
  SocialSignInInput,
  SocialSignInOutput,
} from './session.machine.js';
import { SessionProvider, useSession, useSessionActor } from './session.provider.js';

afterEach(cleanup);

const signedIn = (profile = SAMPLE_PROFILES.customer): SessionCheck => ({
  status: 'authenticated',
  profile,
});

describe('SessionProvider', () => {
  it('hears what the machine emits at its very start (the reset of a visitor)', () => {
    const onSessionStorageCleared = vi.fn();
    render(
      <SessionProvider
        machine={demoSessionMachine()}
        initial={{ status: 'anonymous' }}
        onSessionStorageCleared={onSessionStorageCleared}
      />,
    );
    expect(onSessionStorageCleared).toHaveBeenCalledWith([
      'temporaryProduct',
      'managerFastOrderDiscount',
      'dealerDiscount',
    ]);
  });

  it('an invalid token at start asks for a reload', () => {
    const onReloadRequested = vi.fn();
    render(
      <SessionProvider
        machine={demoSessionMachine()}
        initial={{ status: 'invalid' }}
        onReloadRequested={onReloadRequested}
      />,
    );
    expect(onReloadRequested).toHaveBeenCalledOnce();
  });

  it('checks through checkSession without the server answer', async () => {
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <SessionProvider machine={demoSessionMachine()}>{children}</SessionProvider>
    );
    const { result } = renderHook(() => useSession().status, { wrapper });
    await waitFor(() => expect(result.current).toBe('anonymous'));
  });

  it('calls the latest handlers', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <SessionExample initial={{ status: 'anonymous' }} onSignedIn={first} />,
    );
    rerender(<SessionExample initial={{ status: 'anonymous' }} onSignedIn={second} />);
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    await waitFor(() => expect(second).toHaveBeenCalledWith(SAMPLE_PROFILES.customer));
    expect(first).not.toHaveBeenCalled();
  });

  it("signs in with a provider's token and hears a refusal", async () => {
    const onSignedIn = vi.fn();
    const onSocialSignInFailed = vi.fn();
    const refused = new Error('social_login_failed');
    const machine = demoSessionMachine().provide({
      actors: {
        socialSignIn: fromPromise<SocialSignInOutput | null, SocialSignInInput>(
          async ({ input }) => {
            if (input.accessToken === 'good')
              return { profile: SAMPLE_PROFILES.dealer, returnTo: null };
            throw refused;
          },
        ),
      },
    });
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <SessionProvider
        machine={machine}
        initial={{ status: 'anonymous' }}
        onSignedIn={onSignedIn}
        onSocialSignInFailed={onSocialSignInFailed}
      >
        {children}
      </SessionProvider>
    );
    const { result } = renderHook(() => useSession(), { wrapper });
    act(() => result.current.signInWithProvider({ accessToken: 'bad', state: 's' }));
    await waitFor(() => expect(onSocialSignInFailed).toHaveBeenCalledWith(refused));
    expect(result.current.status).toBe('anonymous');
    act(() => result.current.signInWithProvider({ accessToken: 'good', state: 's' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(SAMPLE_PROFILES.dealer));
    expect(result.current.status).toBe('authenticated');
  });

  it("a page opened signed in that took a visitor's lists says so", async () => {
    const onListsAdopted = vi.fn();
    const machine = demoSessionMachine().provide({
      actors: {
        adoptGuestLists: fromPromise<AdoptGuestListsOutput, AdoptGuestListsInput>(async () => ({
          adopted: true,
        })),
      },
    });
    render(
      <SessionProvider machine={machine} initial={signedIn()} onListsAdopted={onListsAdopted} />,
    );
    await waitFor(() => expect(onListsAdopted).toHaveBeenCalledOnce());
  });

  it('useSessionActor outside a provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useSessionActor())).toThrow(/no SessionProvider/);
  });
});

describe('useSession', () => {
  const wrapperFor = (initial: SessionCheck) =>
    function Wrapper({ children }: { children?: ReactNode }) {
      return (
        <SessionProvider machine={demoSessionMachine()} initial={initial}>
          {children}
        </SessionProvider>
      );
    };

  it('reads the profile, the roles and the pricing of a dealer', () => {
    const { result } = renderHook(() => useSession(), {
      wrapper: wrapperFor(signedIn(SAMPLE_PROFILES.dealer)),
    });
    expect(result.current.status).toBe('authenticated');
    expect(result.current.profile).toBe(SAMPLE_PROFILES.dealer);
    expect(result.current.roles.isDealerOnly).toBe(true);
    expect(result.current.pricing).toEqual({
      role: 'dealer',
      dealerDiscount: 7,
      managerDiscount: null,
    });
  });

  it('keeps the same pricing object while it prices alike', () => {
    const { result } = renderHook(() => useSession(), {
      wrapper: wrapperFor(signedIn(SAMPLE_PROFILES.dealer)),
    });
    const before = result.current.pricing;
    act(() => result.current.updateProfile({ ...SAMPLE_PROFILES.dealer }));
    expect(result.current.pricing).toBe(before);
  });

  it('signIn, updateProfile and logout send their events', async () => {
    const { result } = renderHook(() => useSession(), {
      wrapper: wrapperFor({ status: 'anonymous' }),
    });
    act(() => result.current.signIn(SAMPLE_PROFILES.customer));
    expect(result.current.status).toBe('authenticated');
    act(() => result.current.updateProfile(SAMPLE_PROFILES.manager));
    expect(result.current.roles.isManager).toBe(true);
    act(() => result.current.logout());
    expect(result.current.loggingOut).toBe(true);
    await waitFor(() => expect(result.current.status).toBe('anonymous'));
  });
});

describe('AccountButtonContainer and ProfileNavContainer', () => {
  it('has no axe violations, signed out and signed in', async () => {
    const { container } = render(<SessionExample initial={{ status: 'anonymous' }} />);
    expect((await axe.run(container)).violations).toEqual([]);
    cleanup();
    const signedInView = render(<SessionExample initial={signedIn()} />);
    expect((await axe.run(signedInView.container)).violations).toEqual([]);
  });

  it('a visitor signs in: the storefront hears signedIn then navigateHome; the link appears', async () => {
    const user = userEvent.setup();
    const heard: string[] = [];
    render(
      <SessionExample
        initial={{ status: 'anonymous' }}
        onSignedIn={() => heard.push('signedIn')}
        onNavigateHome={() => heard.push('navigateHome')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Intră în cont' }));
    expect(await screen.findByRole('link', { name: 'Contul meu, Ana' })).toHaveAttribute(
      'href',
      '/pages/profile',
    );
    await waitFor(() => expect(heard).toEqual(['signedIn', 'navigateHome']));
  });

  it('logging out: busy, then a visitor again, with the reset, signedOut and navigateHome', async () => {
    const user = userEvent.setup();
    const heard: string[] = [];
    // The call answers when the test says: the busy state is seen however slow the machine is.
    let answer = () => {};
    const logout = () =>
      new Promise<void>((resolve) => {
        answer = resolve;
      });
    render(
      <SessionExample
        machine={demoSessionMachine({ logout })}
        initial={signedIn(SAMPLE_PROFILES.manager)}
        onSessionStorageCleared={(keys) => heard.push(`cleared:${keys.join(',')}`)}
        onSignedOut={() => heard.push('signedOut')}
        onNavigateHome={() => heard.push('navigateHome')}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Ieși din cont' }));
    expect(screen.getByRole('button', { name: 'Se iese din cont…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    // The account stays on screen until the call answered.
    expect(screen.getByRole('link', { name: 'Contul meu, Mihai' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('button', { name: 'Intră în cont' })).toBeInTheDocument();
    expect(heard).toEqual([
      'cleared:temporaryProduct,managerFastOrderDiscount',
      'signedOut',
      'navigateHome',
    ]);
  });

  it('renders signed in on the server from the check it was given', () => {
    const html = renderToString(<SessionExample initial={signedIn()} />);
    expect(html).toContain('Contul meu, Ana');
    expect(html).toContain('aria-current="page"');
  });
});
