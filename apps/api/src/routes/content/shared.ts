import type { Page } from '@shop/core/contract';

/**
 * Page sizes of the paginated content lists. Each fits its grid (§2, §9): the blog and the
 * promotions fill rows of three cards, the sales grid rows of four, the shops rows of three; the
 * regulations are a plain list.
 */
export const PAGE_SIZE = {
  blog: 9,
  promotions: 6,
  regulations: 10,
  shops: 6,
  sales: 12,
} as const;

/** The most articles a `qt` preview may ask for (the home page asks for 5, §9). */
export const MAX_QT = 50;

/** A page of a list: which rows to read. */
export interface PageWindow {
  page: number;
  size: number;
  offset: number;
}

export function pageWindow(page: number | undefined, size: number): PageWindow {
  const current = page ?? 1;
  return { page: current, size, offset: (current - 1) * size };
}

/** Whether a page lies past the last row, so there is nothing to read. */
export function isPastEnd(window: PageWindow, total: number): boolean {
  return window.offset >= total;
}

/**
 * `{ pages, total, results }` of the contract's page schema. Like the catalogue's lists, an empty
 * list has 0 pages; a page past the end answers an empty `results` with the true `pages` and
 * `total`.
 */
export function pageOf<Item>(results: Item[], total: number, size: number): Page<Item> {
  return { pages: Math.ceil(total / size), total, results };
}
