import type { Review as ReviewData } from '@shop/core/contract';
import type { LocaleCode, ReviewPayload } from '@shop/core/rules';
import { Review, reviewMachine } from '@shop/ui/flows/review';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useCurrentLocale } from '../shell/account/account-state.js';
import { useTexts, type Namespace } from '../lib/texts.js';

export interface ProductReviewDialogProps {
  locale: LocaleCode;
  /** The product reviewed. */
  product: number;
  productName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The API stored the review: the page lists it at once. */
  onCreated: (review: ReviewData) => void;
}

// The dialog's texts, fetched with this chunk in the page's language (lib/texts.ts), not
// registered by importing it.
const TEXTS = ['reviewForm'] as const satisfies readonly Namespace[];

/**
 * The product page's create-review dialog (SPEC §2, §7 POST /shop/reviews/ with the page's
 * language): @shop/ui's review flow with the storefront's call through the API proxy. Loaded
 * lazily, so it weighs nothing on the product page's first JavaScript.
 */
export default function ProductReviewDialog({
  locale,
  product,
  productName,
  open,
  onOpenChange,
  onCreated,
}: ProductReviewDialogProps) {
  useTexts(TEXTS);
  const currentLocale = useCurrentLocale(locale);
  const [machine] = useState(() =>
    reviewMachine.provide({
      actors: {
        createReview: fromPromise<ReviewData, ReviewPayload>(async ({ input, signal }) => {
          const { shopClient } = await import('../lib/shop-client.js');
          return shopClient(currentLocale()).catalogue.createReview(input, { signal });
        }),
      },
      actions: {
        logError: ({ context }) => console.error('[storefront] review not stored:', context.error),
      },
    }),
  );
  return (
    <Review
      machine={machine}
      product={product}
      productName={productName}
      open={open}
      onOpenChange={onOpenChange}
      onCreated={onCreated}
    />
  );
}
