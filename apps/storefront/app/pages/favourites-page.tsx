import type { Product } from '@shop/core/contract';
import { FAVOURITES_STORAGE_KEY } from '@shop/core/rules';
import { FavouritesPageContainer, useFavourites, useLocale, useSession } from '@shop/ui';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router';
import { writeStorage } from '../hooks/browser-storage.js';
import { useQuickOrders } from '../shell/orders/quick-orders.js';

export interface FavouritesRoutePageProps {
  page: number;
  /**
   * A signed-in customer's page, loaded with the page; 'failed' when the API did not give it;
   * null for a visitor.
   */
  account: { products: Product[]; pages: number } | 'failed' | null;
}

interface VisitorPage {
  /** The ids (and attempt) the page was fetched for. */
  key: string;
  products: Product[];
  pages: number;
  failed: boolean;
}

/**
 * The favourites page (SPEC §2): heading with the count, the grid with hearts, pagination,
 * clear-all with its confirmation, and the empty state. A visitor's products are fetched for the
 * ids in browser storage; products the shop no longer sells leave the stored list. A page that
 * could not be loaded says so and tries again on request.
 */
export function FavouritesRoutePage({ page, account }: FavouritesRoutePageProps) {
  const locale = useLocale();
  const { roles, pricing } = useSession();
  const favourites = useFavourites();
  const revalidator = useRevalidator();
  const { addToCart } = useQuickOrders();
  const visitor = account === null && favourites.mode === 'visitor' && favourites.known;
  // The page shows the ids it was opened with: a heart released here keeps its card.
  const [ids, setIds] = useState<readonly number[] | null>(null);
  if (visitor && ids === null) setIds(favourites.ids);
  const [visitorPage, setVisitorPage] = useState<VisitorPage | null>(null);
  const [attempt, setAttempt] = useState(0);

  const key = ids === null ? null : `${page}:${ids.join(',')}:${attempt}`;
  useEffect(() => {
    if (ids === null || key === null || ids.length === 0) return;
    const controller = new AbortController();
    import('../lib/shop-client.js')
      .then(({ shopClient }) =>
        shopClient(locale).favourites.anonymous(
          { favorites_ids: [...ids], page, trigger_delete: true },
          { signal: controller.signal },
        ),
      )
      .then((answer) => {
        setVisitorPage({ key, products: answer.results, pages: answer.pages, failed: false });
        if (answer.invalid_ids.length > 0) {
          const gone = new Set(answer.invalid_ids);
          writeStorage(
            FAVOURITES_STORAGE_KEY,
            favourites.ids.filter((id) => !gone.has(id)),
          );
        }
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[storefront] favourite products not loaded:', error);
        setVisitorPage({ key, products: [], pages: 1, failed: true });
      });
    return () => controller.abort();
    // The stored list is read when the answer comes, not a reason to fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, locale, page]);

  const retrying = revalidator.state === 'loading';
  let shown: { products: Product[]; pages: number } | null;
  let failed: boolean;
  if (account === 'failed') {
    shown = null;
    failed = !retrying;
  } else if (account !== null) {
    shown = account;
    failed = false;
  } else if (ids?.length === 0) {
    shown = { products: [], pages: 1 };
    failed = false;
  } else {
    shown = visitorPage?.key === key ? visitorPage : null;
    failed = visitorPage?.key === key && visitorPage.failed;
  }
  return (
    <FavouritesPageContainer
      products={shown?.products ?? []}
      page={page}
      pages={shown?.pages ?? 1}
      loading={!failed && (shown === null || retrying)}
      loadFailed={failed}
      onRetry={() => {
        if (account === 'failed') void revalidator.revalidate();
        else setAttempt((value) => value + 1);
      }}
      // A favourite goes to the cart from its card, as on every other grid.
      onAddToCart={(product) => addToCart(product)}
      userRole={roles.role}
      pricing={pricing}
    />
  );
}
