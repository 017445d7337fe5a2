import type { FilterState } from '@shop/core/rules';
import { sameFilters } from '@shop/ui';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Counts the products a draft of filters would show (the API's total for it). */
export type CountProducts = (draft: FilterState, signal: AbortSignal) => Promise<number>;

/** How long the draft must stay unchanged before it is counted: ticking three brands asks once. */
export const DRAFT_COUNT_DELAY_MS = 250;

interface DraftCount {
  /** The draft being counted, or null while the draft is the applied filters. */
  draft: FilterState | null;
  /** Its count once known. */
  count: number | undefined;
}

/**
 * The count on the filter drawer's apply button (SPEC §2: "Show N products"): the applied
 * filters' total while the draft equals them, the draft's own total once the API answers for it,
 * and no number in between or when counting failed (the button then says "Show products"), so it
 * never names the products of filters the shopper has already changed.
 */
export function useDraftCount(
  applied: FilterState,
  appliedCount: number,
  countProducts: CountProducts | undefined,
) {
  const [state, setState] = useState<DraftCount>({ draft: null, count: undefined });
  const pending = useRef<{ timer?: ReturnType<typeof setTimeout>; controller?: AbortController }>(
    {},
  );

  const stop = useCallback(() => {
    clearTimeout(pending.current.timer);
    pending.current.controller?.abort();
    pending.current = {};
  }, []);
  useEffect(() => stop, [stop]);

  const onDraftChange = (draft: FilterState) => {
    stop();
    if (sameFilters(draft, applied)) {
      setState({ draft: null, count: undefined });
      return;
    }
    setState({ draft, count: undefined });
    if (!countProducts) return;
    const controller = new AbortController();
    pending.current = {
      controller,
      timer: setTimeout(() => {
        countProducts(draft, controller.signal).then(
          (count) => {
            if (!controller.signal.aborted) setState({ draft, count });
          },
          // No count: the button reads "Show products"; applying still works.
          () => undefined,
        );
      }, DRAFT_COUNT_DELAY_MS),
    };
  };

  /** The drawer opened or closed: its draft is the applied filters again. */
  const reset = () => {
    stop();
    setState({ draft: null, count: undefined });
  };

  return {
    productCount: state.draft === null ? appliedCount : state.count,
    onDraftChange,
    reset,
  };
}
