import type { FilterState } from '@shop/core/rules';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { Button } from '../../primitives/button/index.js';
import { SidePanel } from '../../primitives/side-panel/index.js';
import { FilterPanel, type FilterPanelProps } from './filter-panel.js';
import { activeFilterCount, clearFilters, sameFilters } from './filters.model.js';

export interface FilterDrawerProps extends Omit<FilterPanelProps, 'onChange' | 'showReset'> {
  /**
   * The applied filters. Each time the drawer opens, its draft starts from them.
   */
  value: FilterState;
  /**
   * Called with the draft when 'Show N products' is pressed and it differs from `value` (page
   * aside); the drawer then closes.
   */
  onApply: (next: FilterState) => void;
  /**
   * Called on every change of the draft (ticks, reset), so the page can count the products the
   * draft would show and pass them back as `productCount`.
   */
  onDraftChange?: ((draft: FilterState) => void) | undefined;
  /**
   * Products the draft would show, on the apply button ('Arată 24 de produse'). Without it the
   * button reads 'Arată produsele'.
   */
  productCount?: number | undefined;
  /** Controlled open state. */
  open?: boolean | undefined;
  /**
   * Open at first render (uncontrolled).
   * @default false
   */
  defaultOpen?: boolean | undefined;
  /** Called when the drawer opens or closes (trigger, apply, close button, Escape, overlay). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The element that opens the drawer, usually `<FiltersButton count={…} />`. */
  trigger?: ReactNode;
}

/**
 * The filter drawer of category and search pages at 1280 px or less (SPEC §2): the filter panel
 * in a SidePanel from the left at every width (SPEC §9), with 'Reset' and 'Show N products'
 * in its footer.
 *
 * It edits a draft and applies it only from the footer button: on a phone the listing is hidden
 * behind the drawer, so reloading it on every tick would only cost requests and move the page
 * behind the shopper's back. Closing without applying (×, Escape, overlay) drops the draft.
 * `onDraftChange` lets the page show a live count on the button.
 *
 * @example
 * <FilterDrawer
 *   filters={filters}
 *   value={state}
 *   onApply={applyFilters}
 *   trigger={<FiltersButton count={activeFilterCount(state)} />}
 * />
 */
export function FilterDrawer({
  value,
  onApply,
  onDraftChange,
  productCount,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  className,
  ...panelProps
}: FilterDrawerProps) {
  const { t } = useT();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const [draft, setDraft] = useState(value);
  // The draft restarts from the applied filters whenever the drawer opens, however it was opened
  // (its trigger, or a parent setting `open`): adjusting state during render, not in an effect.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setDraft(value);
  }

  const changeDraft = (next: FilterState) => {
    setDraft(next);
    onDraftChange?.(next);
  };
  const apply = () => {
    if (!sameFilters(draft, value)) onApply(draft);
    setOpen(false);
  };

  return (
    <SidePanel
      side="left"
      phone="drawer"
      title={t('filterPanel.title')}
      open={open}
      onOpenChange={setOpen}
      trigger={trigger}
      className={className}
      footer={
        <div data-slot="filter-drawer-actions" className="shop:flex shop:gap-3">
          <Button
            variant="secondary"
            className="shop:h-11 shop:shrink-0"
            disabled={activeFilterCount(draft) === 0}
            onClick={() => changeDraft(clearFilters(draft))}
          >
            {t('filterPanel.resetShort')}
          </Button>
          <Button className="shop:h-11 shop:min-w-0 shop:flex-1 shop:px-3" onClick={apply}>
            {productCount === undefined
              ? t('filterPanel.applyNoCount')
              : t('filterPanel.apply', { count: productCount })}
          </Button>
        </div>
      }
    >
      <div data-slot="filter-drawer" className="shop:-mx-5 shop:-my-4">
        <FilterPanel {...panelProps} value={draft} onChange={changeDraft} showReset={false} />
      </div>
    </SidePanel>
  );
}
