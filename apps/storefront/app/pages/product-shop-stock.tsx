import type { LocaleCode } from '@shop/core/rules';
import { ShopStockModal, type ShopStockEntry } from '@shop/ui/components/shop-stock-modal';
import { useEffect, useState } from 'react';
import { useTexts, type Namespace } from '../lib/texts.js';

export interface ProductShopStockProps {
  locale: LocaleCode;
  productId: number;
  productName: string;
  /** The product's piece unit ('Buc'), shown after the quantities. */
  unit: string | null;
  open: boolean;
  /** Counts the openings: each asks again, since every order changes the stock. */
  asked: number;
  onOpenChange: (open: boolean) => void;
}

// The dialog's texts (the product page declares them; /pages/modals does not), fetched with this chunk in the page's language (lib/texts.ts), not
// registered by importing it.
const TEXTS = ['shopStock'] as const satisfies readonly Namespace[];

/**
 * The product page's "stock in shops" (issue 25): @shop/ui's modal over GET /api/shops/stock for
 * one piece of the product, through the API proxy (so a dealer sees what the wholesale stock
 * allows). Asked at each opening, since every order changes it. Loaded lazily with its
 * texts, so it weighs nothing on the product page's first JavaScript.
 */
export default function ProductShopStock({
  locale,
  productId,
  productName,
  unit,
  open,
  asked,
  onOpenChange,
}: ProductShopStockProps) {
  useTexts(TEXTS);
  const [attempt, setAttempt] = useState(0);
  // The answer of one question (product, language, opening, attempt): an older one never shows.
  const question = `${productId} ${locale} ${asked} ${attempt}`;
  const [answer, setAnswer] = useState<{
    question: string;
    shops: ShopStockEntry[] | null;
    failed: boolean;
  } | null>(null);

  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    void import('../lib/shop-client.js')
      .then(({ shopClient }) =>
        shopClient(locale).content.shopStock([{ productId, pieces: 1 }], {
          signal: controller.signal,
        }),
      )
      .then((shops) =>
        setAnswer({
          question,
          failed: false,
          shops: shops.map((shop) => ({
            id: shop.id,
            title: shop.title,
            city: shop.city,
            location: shop.location,
            phone: shop.phone,
            schedule: shop.schedule,
            available: shop.products[0]?.available ?? 0,
          })),
        }),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('[storefront] the stock in shops was not loaded:', error);
        setAnswer({ question, shops: null, failed: true });
      });
    return () => controller.abort();
    // The question names everything the answer depends on.
  }, [open, question, productId, locale]);
  const current = answer?.question === question ? answer : null;

  return (
    <ShopStockModal
      productName={productName}
      unit={unit}
      shops={current?.shops ?? null}
      error={current?.failed ?? false}
      onRetry={() => setAttempt((count) => count + 1)}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
