import { useState } from 'react';
import { useT, type Translator } from '../../../i18n/index.js';
import { Button } from '../../button/index.js';
import { ToastArea, ToastProvider, useToast } from '../toast-area.js';
import {
  addedToCartToast,
  createToastStore,
  type ToastInput,
  type ToastStore,
} from '../toast-store.js';

/** The sample toasts of the stories and tests, by name. */
export const TOAST_SAMPLES = ['added', 'info', 'error', 'removed', 'long'] as const;
export type ToastSample = (typeof TOAST_SAMPLES)[number];

/** Sample content (product texts are not catalogue strings; the cart toast is). */
export function sampleToast(
  sample: ToastSample,
  t: Translator['t'],
  onOpenCart: () => void,
): ToastInput {
  switch (sample) {
    case 'added':
      return addedToCartToast({ t, onOpenCart });
    case 'info':
      return { id: 'info', tone: 'info', message: 'Prețurile din coș au fost actualizate.' };
    case 'error':
      return {
        id: 'error',
        tone: 'error',
        message: 'Produsul nu a putut fi adăugat în coș. Încercați din nou.',
      };
    case 'removed':
      return {
        id: 'removed',
        tone: 'info',
        message: '2 produse care nu mai sunt disponibile au fost scoase din coș.',
      };
    case 'long':
      return {
        id: 'long',
        tone: 'success',
        message:
          'Set de scule profesionale cu acumulator, 18 V, două baterii de 4 Ah, încărcător rapid și valiză de transport a fost adăugat în coș.',
        action: { label: t('toast.cart'), onAction: onOpenCart },
      };
  }
}

export interface ToastExampleProps {
  /** The toasts on screen at first render, oldest first. */
  samples: readonly ToastSample[];
  /** The "Cart" button of the cart toasts. */
  onOpenCart?: () => void;
  /**
   * The store; by default one whose toasts never close, so a screenshot always finds them.
   * Tests pass one with a fake clock.
   */
  store?: ToastStore;
  /** @default false (no slide-in in screenshots) */
  animated?: boolean;
}

/** A toast area already showing some sample toasts. */
export function ToastExample({
  samples,
  onOpenCart = () => undefined,
  store,
  animated = false,
}: ToastExampleProps) {
  const { t } = useT();
  // Shown once, while the store is made; each sample has an id, so a second run replaces.
  const [own] = useState(() => {
    const target = store ?? createToastStore({ durationMs: Infinity });
    for (const sample of samples) target.show(sampleToast(sample, t, onOpenCart));
    return target;
  });
  return (
    <ToastProvider store={own}>
      <ToastArea animated={animated} />
    </ToastProvider>
  );
}

function AddToCartButton({ onOpenCart }: { onOpenCart: () => void }) {
  const { t } = useT();
  const toast = useToast();
  return (
    <Button onClick={() => toast.show(addedToCartToast({ t, onOpenCart }))}>Adaugă în coș</Button>
  );
}

export interface AddToCartExampleProps {
  /** The toast's "Cart" button. */
  onOpenCart?: () => void;
  /** The store; by default one whose toasts never close. */
  store?: ToastStore;
  /** @default false */
  animated?: boolean;
}

/** A product's "add to cart" button raising the cart toast through `useToast()`. */
export function AddToCartExample({
  onOpenCart = () => undefined,
  store,
  animated = false,
}: AddToCartExampleProps) {
  const [own] = useState(() => store ?? createToastStore({ durationMs: Infinity }));
  return (
    <ToastProvider store={own}>
      <AddToCartButton onOpenCart={onOpenCart} />
      <ToastArea animated={animated} />
    </ToastProvider>
  );
}
