import type { Product } from '@shop/core/contract';
import { useCart, useModalStack, useSession, type CartAddRequest } from '@shop/ui';
import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { CurrentLocale } from '../account/machines.js';

// The one-click and unit dialogs (and the order call) load when one is first opened.
const QuickOrderModals = lazy(() => import('./quick-order-modals.js'));

/** The quick-order dialogs' ids in the page's modal stack. */
export const QUICK_ORDER_MODALS = { oneClick: 'one-click', unitPicker: 'unit-picker' } as const;

interface QuickOrdersApi {
  /**
   * Puts a product in the cart: a manager chooses its unit and quantity first (SPEC §4 "Manager
   * unit modal"), anyone else adds it at once.
   */
  addToCart: (product: Product, options?: Omit<CartAddRequest, 'product'>) => void;
  /** Opens the one-click order for a product (SPEC §4 "One-click modal"). */
  buyInOneClick: (product: Product) => void;
}

const QuickOrdersContext = createContext<QuickOrdersApi | null>(null);

/** Adding to the cart and the one-click order, as the page's shopper does them. */
export function useQuickOrders(): QuickOrdersApi {
  const api = useContext(QuickOrdersContext);
  if (!api) throw new Error('useQuickOrders: no QuickOrderState above this component');
  return api;
}

/** The products the dialogs were last opened for (kept while they close). */
export interface QuickOrderProducts {
  oneClick: Product | null;
  unitPicker: Product | null;
}

/** The quick-order dialogs of the page, inside the cart and the session. */
export function QuickOrderState({
  locale,
  children,
}: {
  locale: CurrentLocale;
  children: ReactNode;
}) {
  const { add } = useCart();
  const { pricing } = useSession();
  const { open } = useModalStack();
  const [products, setProducts] = useState<QuickOrderProducts | null>(null);
  const manager = pricing.role === 'manager';
  const api = useMemo<QuickOrdersApi>(() => {
    const openFor = (kind: keyof QuickOrderProducts, product: Product) => {
      setProducts((shown) => ({ oneClick: null, unitPicker: null, ...shown, [kind]: product }));
      open(QUICK_ORDER_MODALS[kind]);
    };
    return {
      addToCart: (product, options) =>
        manager ? openFor('unitPicker', product) : add(product, options),
      buyInOneClick: (product) => openFor('oneClick', product),
    };
  }, [manager, add, open]);
  return (
    <QuickOrdersContext value={api}>
      {children}
      {products ? (
        <Suspense fallback={null}>
          <QuickOrderModals locale={locale} products={products} />
        </Suspense>
      ) : null}
    </QuickOrdersContext>
  );
}
