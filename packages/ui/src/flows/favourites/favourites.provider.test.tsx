// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@testing-library/jest-dom/vitest';
import axe from 'axe-core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import {
  demoFavouritesMachine,
  FAVOURITE_PRODUCT_IDS,
  FavouritesExample,
  FavouritesPageLiveExample,
} from './examples/favourites.examples.js';
import { createCallGate } from '../../lib/call-gate.js';
import type { FavouritesStart } from './favourites.machine.js';
import {
  FavouritesProvider,
  useFavourites,
  useFavouritesActor,
  useFavouritesCount,
  useIsFavourite,
  useIsFavouritePending,
} from './favourites.provider.js';

afterEach(cleanup);

const visitor = (ids = FAVOURITE_PRODUCT_IDS.slice(0, 2)): FavouritesStart => ({
  mode: 'visitor',
  ids,
});
const account = (ids = FAVOURITE_PRODUCT_IDS.slice(0, 2)): FavouritesStart => ({
  mode: 'account',
  favourites: { ids, total: ids.length },
});

const hearts = () => screen.getAllByRole('button', { name: 'Adaugă la favorite' });

describe('one favourites actor for the header, the hearts and the page', () => {
  it('has no axe violations', async () => {
    const { container } = render(<FavouritesExample initial={visitor()} />);
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('a heart pressed in the listing moves the header count; the storefront stores the list', async () => {
    const user = userEvent.setup();
    const onVisitorFavouritesChanged = vi.fn();
    render(
      <FavouritesExample
        initial={visitor()}
        onVisitorFavouritesChanged={onVisitorFavouritesChanged}
      />,
    );
    expect(screen.getByRole('link', { name: 'Favorite, 2 produse' })).toBeInTheDocument();
    expect(hearts().map((heart) => heart.getAttribute('aria-pressed'))).toEqual([
      'true',
      'true',
      'false',
      'false',
      'false',
      'false',
    ]);
    await user.click(hearts()[0]!);
    expect(screen.getByRole('link', { name: 'Favorite, un produs' })).toBeInTheDocument();
    expect(hearts()[0]).toHaveAttribute('aria-pressed', 'false');
    expect(onVisitorFavouritesChanged).toHaveBeenCalledWith([FAVOURITE_PRODUCT_IDS[1]]);
  });

  it('signed in: the heart flips at once and the storefront hears a refusal', async () => {
    const user = userEvent.setup();
    const onToggleFailed = vi.fn();
    const gate = createCallGate();
    gate.hold();
    render(
      <FavouritesExample
        machine={demoFavouritesMachine({ failAdds: true, gate })}
        initial={account()}
        onToggleFailed={onToggleFailed}
      />,
    );
    await user.click(hearts()[4]!);
    expect(hearts()[4]).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'Favorite, 3 produse' })).toBeInTheDocument();
    gate.release();
    await waitFor(() => expect(hearts()[4]).toHaveAttribute('aria-pressed', 'false'));
    expect(onToggleFailed).toHaveBeenCalledWith(FAVOURITE_PRODUCT_IDS[4], expect.any(Error));
    expect(screen.getByRole('link', { name: 'Favorite, 2 produse' })).toBeInTheDocument();
  });

  it('the page: a visitor clears all; the page and the header empty together', async () => {
    const user = userEvent.setup();
    const onVisitorFavouritesChanged = vi.fn();
    render(
      <FavouritesPageLiveExample
        initial={visitor(FAVOURITE_PRODUCT_IDS)}
        onVisitorFavouritesChanged={onVisitorFavouritesChanged}
      />,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Favorite 6 produse');
    await user.click(screen.getByRole('button', { name: 'Șterge toate' }));
    await user.click(screen.getByRole('button', { name: 'Da, șterge toate' }));
    expect(screen.getByRole('heading', { name: 'Nu aveți încă produse favorite' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Favorite' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
    expect(onVisitorFavouritesChanged).toHaveBeenCalledWith([]);
  });

  it('the page: a heart released keeps its card; the heading counts one less', async () => {
    const user = userEvent.setup();
    render(<FavouritesPageLiveExample initial={visitor(FAVOURITE_PRODUCT_IDS)} />);
    const region = screen.getByRole('region');
    await user.click(within(region).getAllByRole('button', { name: 'Adaugă la favorite' })[1]!);
    expect(within(region).getAllByRole('article')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Favorite 5 produse');
  });

  it('the page: signed in, the clear-all is busy, then the page is empty', async () => {
    const user = userEvent.setup();
    const gate = createCallGate();
    gate.hold();
    render(
      <FavouritesPageLiveExample
        machine={demoFavouritesMachine({ gate })}
        initial={account(FAVOURITE_PRODUCT_IDS)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Șterge toate' }));
    await user.click(screen.getByRole('button', { name: 'Da, șterge toate' }));
    expect(screen.getByRole('button', { name: 'Se șterg favoritele…' })).toBeInTheDocument();
    gate.release();
    expect(
      await screen.findByRole('heading', { name: 'Nu aveți încă produse favorite' }),
    ).toBeVisible();
  });

  it('the page: a failed clear-all says so and keeps the list', async () => {
    const user = userEvent.setup();
    const failing = demoFavouritesMachine().provide({
      actors: {
        clearFavourites: fromPromise<void>(() => Promise.reject(new Error('500'))),
      },
    });
    const onClearFailed = vi.fn();
    render(
      <FavouritesPageLiveExample
        machine={failing}
        initial={account(FAVOURITE_PRODUCT_IDS)}
        onClearFailed={onClearFailed}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Șterge toate' }));
    await user.click(screen.getByRole('button', { name: 'Da, șterge toate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nu am putut goli lista');
    expect(screen.getAllByRole('article')).toHaveLength(6);
    expect(onClearFailed).toHaveBeenCalledOnce();
  });

  it('the page: skeletons while the account list loads', () => {
    render(
      <FavouritesPageLiveExample
        machine={demoFavouritesMachine({ delayMs: 60_000 })}
        accountAtMount
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('the page: a list that did not load says so; "try again" loads it', async () => {
    const user = userEvent.setup();
    let loads = 0;
    const flaky = demoFavouritesMachine().provide({
      actors: {
        loadAccountFavourites: fromPromise(async () => {
          loads += 1;
          if (loads === 1) throw new Error('offline');
          return { ids: FAVOURITE_PRODUCT_IDS.slice(0, 3), total: 3 };
        }),
      },
    });
    render(<FavouritesPageLiveExample machine={flaky} accountAtMount />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Nu am putut încărca favoritele');
    await user.click(within(alert).getByRole('button', { name: 'Încercați din nou' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(loads).toBe(2);
  });

  it('renders on the server with the account list it was given', () => {
    const html = renderToString(<FavouritesExample initial={account()} />);
    expect(html).toContain('Favorite, 2 produse');
    expect(html.match(/aria-pressed="true"/g)).toHaveLength(2);
  });
});

describe('hooks', () => {
  const wrapperFor = (initial?: FavouritesStart) =>
    function Wrapper({ children }: { children?: ReactNode }) {
      return (
        <FavouritesProvider machine={demoFavouritesMachine()} initial={initial}>
          {children}
        </FavouritesProvider>
      );
    };

  it('useFavourites reads and toggles; toggle takes an id or a product', () => {
    const { result } = renderHook(() => useFavourites(), { wrapper: wrapperFor(visitor([1])) });
    expect(result.current).toMatchObject({ mode: 'visitor', known: true, count: 1, ids: [1] });
    act(() => result.current.toggle(2));
    act(() => result.current.toggle({ id: 1 }));
    expect(result.current.ids).toEqual([2]);
    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
  });

  it('useIsFavourite, useIsFavouritePending and useFavouritesCount read one thing each', async () => {
    const { result } = renderHook(
      () => ({
        favourite: useIsFavourite(7),
        pending: useIsFavouritePending(7),
        count: useFavouritesCount(),
        actor: useFavouritesActor(),
      }),
      { wrapper: wrapperFor(account([])) },
    );
    act(() => result.current.actor.send({ type: 'TOGGLE', productId: 7 }));
    expect(result.current).toMatchObject({ favourite: true, pending: true, count: 1 });
    await waitFor(() => expect(result.current.pending).toBe(false));
    expect(result.current.favourite).toBe(true);
  });

  it('without input the favourites are not known until USE_VISITOR', () => {
    const { result } = renderHook(() => ({ view: useFavourites(), actor: useFavouritesActor() }), {
      wrapper: wrapperFor(),
    });
    expect(result.current.view.known).toBe(false);
    act(() => result.current.actor.send({ type: 'USE_VISITOR', ids: ['3'] }));
    expect(result.current.view).toMatchObject({ known: true, ids: [3], count: 1 });
  });

  it('useFavouritesActor outside a provider says so', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useFavouritesActor())).toThrow(/no FavouritesProvider/);
  });
});
