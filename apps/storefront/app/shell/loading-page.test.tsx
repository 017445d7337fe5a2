// @vitest-environment jsdom
import { I18nProvider, registerCatalogues, ro } from '@shop/ui';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Link, Outlet, createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadingPage } from './loading-page.js';

registerCatalogues({ ro });

/** A loader that answers when the test says so. */
function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<null>((done) => {
    resolve = () => done(null);
  });
  return { promise, resolve };
}

function shop(load: Promise<null>) {
  const Stub = createRoutesStub([
    {
      Component: () => (
        <main>
          <Outlet />
          <LoadingPage />
        </main>
      ),
      children: [
        {
          path: '/',
          Component: () => (
            <>
              <h1>Acasă</h1>
              <Link to="/en/pages/news">News</Link>
            </>
          ),
        },
        { path: '/en/pages/news', loader: () => load, Component: () => <h1>Noutăți</h1> },
      ],
    },
  ]);
  const container = document.body.appendChild(document.createElement('div'));
  root = createRoot(container);
  act(() =>
    root?.render(
      <I18nProvider locale="ro">
        <Stub initialEntries={['/']} />
      </I18nProvider>,
    ),
  );
  return container;
}

let root: Root | null = null;
const slot = (name: string) => document.querySelector(`[data-slot="${name}"]`);
const heading = () => document.querySelector('h1')?.textContent;

describe('LoadingPage', () => {
  afterEach(() => {
    act(() => root?.unmount());
    document.body.replaceChildren();
  });

  it('covers the previous page with the next one’s skeleton while it loads, then goes', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const load = deferred();
    const page = shop(load.promise);
    expect(slot('loading-page')).toBeNull();
    act(() => page.querySelector('a')?.click());
    // The previous page stays underneath; the list's skeleton says the page is loading.
    await vi.waitFor(() => expect(slot('page-skeleton')).not.toBeNull(), { timeout: 5000 });
    expect(slot('page-skeleton')?.getAttribute('data-kind')).toBe('cards');
    expect(page.querySelector('[role="status"]')?.textContent).toBe('Se încarcă…');
    expect(heading()).toBe('Acasă');
    await act(async () => load.resolve());
    await vi.waitFor(() => expect(heading()).toBe('Noutăți'), { timeout: 5000 });
    expect(slot('loading-page')).toBeNull();
  });
});
