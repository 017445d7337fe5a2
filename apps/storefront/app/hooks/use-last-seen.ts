import type { Product } from '@shop/core/contract';
import {
  addLastSeen,
  LAST_SEEN_STORAGE_KEY,
  parseLastSeen,
  type LocaleCode,
} from '@shop/core/rules';
import { useEffect, useState } from 'react';
import { readStorage, writeStorage } from './browser-storage.js';

/**
 * The last-seen list of SPEC §4 on a product page: the products seen before this one (newest
 * first, fetched fresh), and this one recorded for the next page. Storage that is full, blocked
 * or tampered with costs the list, never the page (see browser-storage).
 */
export function useLastSeen(productId: number, locale: LocaleCode): Product[] {
  const [products, setProducts] = useState<Product[]>([]);
  useEffect(() => {
    const stored = parseLastSeen(readStorage(LAST_SEEN_STORAGE_KEY));
    writeStorage(LAST_SEEN_STORAGE_KEY, addLastSeen(stored, productId));
    const others = stored.filter((id) => String(id) !== String(productId));
    if (others.length === 0) {
      setProducts([]);
      return;
    }
    const controller = new AbortController();
    const query = new URLSearchParams({ ids: others.join(','), locale });
    fetch(`/resources/products?${query.toString()}`, { signal: controller.signal })
      .then((response) =>
        response.ok ? (response.json() as Promise<{ results: Product[] }>) : null,
      )
      .then((answer) => setProducts(answer?.results ?? []))
      .catch(() => undefined);
    return () => controller.abort();
  }, [productId, locale]);
  return products;
}
