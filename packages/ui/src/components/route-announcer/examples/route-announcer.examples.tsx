import { useState, type ReactNode } from 'react';
import { RouteAnnouncer, type RouteAnnouncerProps } from '../route-announcer.js';

/** Two pages of a shop the examples move between, as a router would. */
export const EXAMPLE_PAGES = [
  { path: '/pages/catalog/electrocasnice', title: 'Electrocasnice' },
  { path: '/pages/cart', title: 'Plasarea comenzii' },
] as const;

export interface RouteAnnouncerExampleProps extends Partial<RouteAnnouncerProps> {
  /**
   * Show the live region's text under the page (stories), instead of hiding it visually.
   * @default false
   */
  showRegion?: boolean;
  /**
   * The page shown first.
   * @default 0
   */
  start?: 0 | 1;
}

/**
 * A page shell with a navigation between two pages: following a link changes the path, the
 * announcer says the new title and the new page's heading takes focus.
 */
export function RouteAnnouncerExample({
  showRegion = false,
  start = 0,
  ...props
}: RouteAnnouncerExampleProps): ReactNode {
  const [index, setIndex] = useState<number>(start);
  const page = EXAMPLE_PAGES[index] ?? EXAMPLE_PAGES[0];
  return (
    <div className="shop:flex shop:flex-col shop:gap-4">
      <nav aria-label="Pagini" className="shop:flex shop:gap-3">
        {EXAMPLE_PAGES.map((item, position) => (
          <a
            key={item.path}
            href={item.path}
            aria-current={position === index ? 'page' : undefined}
            className="shop:text-settings-main shop:underline"
            onClick={(event) => {
              event.preventDefault();
              setIndex(position);
            }}
          >
            {item.title}
          </a>
        ))}
      </nav>
      <main className="shop:rounded-lg shop:border shop:border-line shop:p-4">
        <h1 key={page.path} className="shop:text-2xl shop:font-semibold">
          {page.title}
        </h1>
      </main>
      <RouteAnnouncer
        pathKey={page.path}
        title={page.title}
        {...props}
        className={
          showRegion
            ? 'shop:not-sr-only shop:rounded-md shop:bg-surface-muted shop:p-2 shop:text-sm shop:text-ink-soft'
            : undefined
        }
      />
    </div>
  );
}
