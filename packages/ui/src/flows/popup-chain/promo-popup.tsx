import type { Popup } from '@shop/core/contract';
import { cva } from 'class-variance-authority';
import {
  useEffect,
  useEffectEvent,
  useId,
  useLayoutEffect,
  useRef,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { useT } from '../../i18n/index.js';
import { CloseIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { IconButton } from '../../primitives/icon-button/index.js';
import { buttonVariants } from '../../primitives/button/index.js';
import { RichText } from '../../primitives/rich-text/index.js';
import { safeColour } from '../../theme/theme.js';

/**
 * The popup: a card in the bottom corner (above the phone bottom bar below 768 px, at the right
 * from 480 px), over the page but under the header's panels and modals. Closed, it is not
 * displayed. `animated` fades and slides it in and out, only when the user allows motion.
 */
export const promoPopupVariants = cva(
  'shop:fixed shop:inset-x-4 shop:bottom-20 shop:z-30 shop:flex shop:max-h-[calc(100dvh-7rem)] shop:flex-col shop:overflow-hidden shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:text-ink shop:shadow-xl shop:data-[state=closed]:hidden shop:bp480:inset-x-auto shop:bp480:right-4 shop:bp480:w-[360px] shop:bp768:right-6 shop:bp768:bottom-6',
  {
    variants: {
      animated: {
        true: 'shop:motion-safe:transition-[opacity,translate,display] shop:motion-safe:transition-discrete shop:motion-safe:duration-300 shop:motion-safe:ease-out shop:motion-safe:starting:translate-y-4 shop:motion-safe:starting:opacity-0 shop:motion-safe:data-[state=closed]:translate-y-4 shop:motion-safe:data-[state=closed]:opacity-0',
        false: '',
      },
    },
    defaultVariants: { animated: true },
  },
);

/**
 * The popup's link: a button in the editor's colours (`link.bg_color`, `link.text_color`), given
 * as CSS variables on the element; a colour that is missing or not one falls back to the
 * theme's button colours.
 */
export const promoPopupLinkVariants = cva(
  'shop:mt-2 shop:self-start shop:bg-(color:--shop-popup-link-bg) shop:text-(color:--shop-popup-link-text) shop:hover:bg-(color:--shop-popup-link-bg) shop:hover:opacity-90',
);

export interface PromoPopupProps {
  /**
   * The popup (SPEC §3 "Popup"): image, title, description (HTML, already sanitised by the API's
   * allow-list, `apps/api/src/http/safe-html.ts`: it is put into the page as it comes) and an
   * optional link. null draws nothing but the (empty) live region.
   */
  popup: Popup | null;
  /** Shown (controlled). */
  open?: boolean;
  /** Shown at first (uncontrolled). @default true */
  defaultOpen?: boolean;
  /** The close button or Escape asked to hide it (`false`). */
  onOpenChange?: (open: boolean) => void;
  /** Fades and slides in and out when the user allows motion (off in visual tests). @default true */
  animated?: boolean;
  className?: string;
}

/** Something other than this popup that takes Escape: an open modal or panel, a native dialog. */
function otherDialogOpen(own: Element | null): boolean {
  for (const dialog of document.querySelectorAll(
    '[role="dialog"][data-state="open"], [role="alertdialog"], [aria-modal="true"], dialog[open]',
  )) {
    if (dialog !== own && !own?.contains(dialog)) return true;
  }
  return false;
}

/**
 * A home page popup (SPEC §2 "timed promotional popups", §4 "Popups"): a non-modal dialog in a
 * corner, named by its title, with the image, the description, the link button in its own colours
 * and a close button. It never takes the focus (the shopper may be typing in the search box); a
 * polite live region says once that it appeared. Escape closes it when the focus is in it, or on
 * the page itself (nothing focused) while no modal is open; if the focus was in it when it
 * closes, the focus goes back where it came from.
 *
 * @example
 * ```tsx
 * <PromoPopup popup={popup} open={open} onOpenChange={(next) => !next && close()} />
 * ```
 */
export function PromoPopup({
  popup,
  open: openProp,
  defaultOpen = true,
  onOpenChange,
  animated = true,
  className,
}: PromoPopupProps): ReactNode {
  const { t } = useT();
  const titleId = useId();
  const [open, setOpen] = useControllableState(openProp, defaultOpen, onOpenChange);
  const shown = open && popup !== null;
  const dialog = useRef<HTMLDivElement>(null);
  /** Where the focus was before it came into the popup. */
  const focusOrigin = useRef<HTMLElement | null>(null);

  const close = useEffectEvent(() => setOpen(false));

  // Escape with nothing focused (the page's body): the popup is what the shopper sees on top.
  useEffect(() => {
    if (!shown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focused = document.activeElement;
      if (focused !== null && focused !== document.body && focused !== document.documentElement) {
        return;
      }
      if (otherDialogOpen(dialog.current)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown]);

  // Hidden with the focus inside (closed, or its time was up): the focus goes back, not to <body>.
  useLayoutEffect(() => {
    if (shown) return;
    const node = dialog.current;
    if (!node?.contains(document.activeElement)) return;
    const origin = focusOrigin.current;
    focusOrigin.current = null;
    if (origin?.isConnected) origin.focus();
    else (document.activeElement as HTMLElement | null)?.blur();
  }, [shown]);

  // Escape and focus are watched on the dialog with plain listeners (it is not a control): Escape
  // inside closes it, and where the focus came from is kept for when it hides.
  const hasPopup = popup !== null;
  useEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const onFocusIn = (event: FocusEvent) => {
      const from = event.relatedTarget;
      if (from instanceof HTMLElement && !node.contains(from)) focusOrigin.current = from;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    node.addEventListener('focusin', onFocusIn);
    node.addEventListener('keydown', onKeyDown);
    return () => {
      node.removeEventListener('focusin', onFocusIn);
      node.removeEventListener('keydown', onKeyDown);
    };
  }, [hasPopup]);

  const link = popup?.link ?? null;
  const linkColours = link
    ? ({
        '--shop-popup-link-bg': safeColour(link.bg_color) ?? 'var(--shop-buttons-bg-color)',
        '--shop-popup-link-text': safeColour(link.text_color) ?? 'var(--shop-buttons-color)',
      } as CSSProperties)
    : undefined;
  const title = popup?.title.trim() ?? '';

  return (
    <div data-slot="promo-popup" className="shop:contents">
      {/* Rendered before the popup appears, so screen readers hear the text put into it. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="shop:sr-only">
        {shown ? t('popupChain.announce', { title: title || t('popupChain.label') }) : ''}
      </div>
      {popup ? (
        <div
          ref={dialog}
          role="dialog"
          aria-modal="false"
          aria-labelledby={title ? titleId : undefined}
          aria-label={title ? undefined : t('popupChain.label')}
          data-state={shown ? 'open' : 'closed'}
          className={cn(promoPopupVariants({ animated }), className)}
        >
          {popup.image ? (
            <img
              src={popup.image}
              alt=""
              width={600}
              height={400}
              decoding="async"
              className="shop:aspect-[3/2] shop:w-full shop:shrink-0 shop:bg-surface-muted shop:object-cover"
            />
          ) : null}
          <IconButton
            label={t('popupChain.close')}
            size="sm"
            onClick={() => setOpen(false)}
            className="shop:absolute shop:top-2 shop:right-2 shop:bg-white/90 shop:text-ink shop:shadow-sm shop:hover:bg-white"
          >
            <CloseIcon />
          </IconButton>
          <div className="shop:flex shop:min-h-0 shop:flex-col shop:gap-2 shop:overflow-y-auto shop:p-4">
            {title ? (
              <h2 id={titleId} className="shop:pr-8 shop:text-lg shop:leading-snug shop:font-bold">
                {title}
              </h2>
            ) : null}
            {popup.description ? (
              // Sanitised by the API before it leaves it (see the `popup` prop).
              <RichText
                data-slot="promo-popup-description"
                html={popup.description}
                size="sm"
                className="shop:text-ink-soft shop:[&_strong]:text-ink"
              />
            ) : null}
            {link ? (
              <ShopLink
                href={link.url}
                data-slot="promo-popup-link"
                style={linkColours}
                className={cn(buttonVariants(), promoPopupLinkVariants())}
              >
                {link.title}
              </ShopLink>
            ) : null}
          </div>
        </div>
      ) : null}
    </div>
  );
}
