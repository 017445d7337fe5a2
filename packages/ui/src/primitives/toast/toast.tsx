import { cva } from 'class-variance-authority';
import { useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  CloseIcon,
  InfoCircleIcon,
  type IconComponent,
} from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { Button } from '../button/index.js';
import { IconButton } from '../icon-button/index.js';
import type { ToastRecord, ToastTone } from './toast-store.js';

/**
 * The area: a landmark fixed to the bottom of the screen, toasts centred on phones and at the
 * right from `bp744`. It lets clicks through; only the toasts themselves take the pointer.
 */
export const toastAreaVariants = cva(
  'pointer-events-none fixed inset-x-0 bottom-0 z-[60] flex flex-col items-center gap-2 p-4 bp744:items-end',
);

/**
 * One toast: 720 px wide (SPEC §9, `PANEL_WIDTH.toast`), the full width on narrower screens, so
 * stacked toasts line up. `animated` slides it in, only when the user allows motion.
 */
export const toastVariants = cva(
  'pointer-events-auto flex w-full max-w-[720px] items-start gap-3 rounded-lg border border-l-4 border-black/10 bg-white py-2 pr-2 pl-3 text-sm text-ink shadow-lg',
  {
    variants: {
      tone: {
        success: 'border-l-success',
        info: 'border-l-info',
        error: 'border-l-danger',
      },
      animated: {
        true: 'motion-safe:transition-[translate,opacity] motion-safe:duration-200 motion-safe:ease-out motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0',
        false: '',
      },
    },
    defaultVariants: { tone: 'info', animated: true },
  },
);

/** The tone's icon colour (non-text contrast at least 3:1 on white). */
export const toastIconVariants = cva('mt-1.5 size-5 shrink-0', {
  variants: {
    tone: {
      success: 'text-success',
      info: 'text-info',
      error: 'text-danger',
    },
  },
  defaultVariants: { tone: 'info' },
});

/** The tone's icon: a tick, an i, an exclamation mark, each in a circle. */
const TONE_ICONS: Readonly<Record<ToastTone, IconComponent>> = {
  success: CheckCircleIcon,
  info: InfoCircleIcon,
  error: AlertCircleIcon,
};

interface ToastItemProps {
  toast: ToastRecord;
  animated: boolean;
  onDismiss: (id: string) => void;
  onPause: (id: string) => void;
  onResume: (id: string) => void;
}

function ToastItem({ toast, animated, onDismiss, onPause, onResume }: ToastItemProps) {
  const { t } = useT();
  const { id, tone, message, action } = toast;
  const ToneIcon = TONE_ICONS[tone];
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  const ref = useRef<HTMLDivElement>(null);

  // Effect events: the parent may pass new callbacks on every render, and re-running the effects
  // for them would resume and pause again on each change of the store.
  const pause = useEffectEvent(() => onPause(id));
  const resume = useEffectEvent(() => onResume(id));
  const dismiss = useEffectEvent(() => onDismiss(id));

  useEffect(() => {
    if (!held) return;
    pause();
    return () => resume();
  }, [held]);

  // Hover, focus and Escape are watched on the toast (they bubble from its buttons and from any
  // link in the message), with plain listeners: the toast itself is a live region, not a control.
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const enter = () => setHovered(true);
    const leave = () => setHovered(false);
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && node.contains(event.relatedTarget))) {
        setFocused(false);
      }
    };
    const keyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismiss();
    };
    node.addEventListener('mouseenter', enter);
    node.addEventListener('mouseleave', leave);
    node.addEventListener('focusin', focusIn);
    node.addEventListener('focusout', focusOut);
    node.addEventListener('keydown', keyDown);
    return () => {
      node.removeEventListener('mouseenter', enter);
      node.removeEventListener('mouseleave', leave);
      node.removeEventListener('focusin', focusIn);
      node.removeEventListener('focusout', focusOut);
      node.removeEventListener('keydown', keyDown);
    };
  }, []);

  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      aria-live={tone === 'error' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-slot="toast"
      data-tone={tone}
      data-state={toast.paused ? 'paused' : 'open'}
      className={toastVariants({ tone, animated })}
      ref={ref}
    >
      <ToneIcon data-slot="toast-icon" className={toastIconVariants({ tone })} />
      <div data-slot="toast-message" className="min-w-0 flex-1 py-1.5 break-words">
        {message}
      </div>
      {action ? (
        <Button
          data-slot="toast-action"
          variant="secondary"
          size="sm"
          className="shrink-0"
          onClick={() => {
            action.onAction();
            onDismiss(id);
          }}
        >
          {action.label}
        </Button>
      ) : null}
      <IconButton
        data-slot="toast-close"
        size="sm"
        label={t('toast.dismiss')}
        onClick={() => onDismiss(id)}
      >
        <CloseIcon />
      </IconButton>
    </div>
  );
}

export interface ToastViewProps {
  /** The toasts to show, oldest first (the newest sits nearest the screen edge). */
  toasts: readonly ToastRecord[];
  /** Closes a toast: its close button, its action, Escape inside it. */
  onDismiss: (id: string) => void;
  /** The pointer entered a toast or focus moved into it: stop its timer (WCAG 2.2.1). */
  onPause: (id: string) => void;
  /** The pointer left and focus is gone: its timer counts down what was left. */
  onResume: (id: string) => void;
  /**
   * Slide toasts in (never when the user prefers reduced motion). Stories turn it off so
   * screenshots never catch a toast mid-way.
   * @default true
   */
  animated?: boolean;
  /** Extra classes for the area. */
  className?: string;
}

/**
 * The toast area drawn from props alone: a labelled landmark holding the toasts. Each toast is a
 * polite live region (`role="status"`; an error is `role="alert"`) with an icon, its message, an
 * optional action button and a close button. Pointer over it or focus inside it pauses its timer;
 * Escape inside it closes it; its action runs and then closes it. The landmark stays in the page
 * when empty so that assistive technology already knows it when a toast arrives.
 *
 * @example
 * <ToastView toasts={store.getSnapshot()} onDismiss={store.dismiss} onPause={store.pause} onResume={store.resume} />
 */
export function ToastView({
  toasts,
  onDismiss,
  onPause,
  onResume,
  animated = true,
  className,
}: ToastViewProps): ReactNode {
  const { t } = useT();
  return (
    <section
      aria-label={t('toast.region')}
      data-slot="toast-area"
      className={cn(toastAreaVariants(), className)}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.key}
          toast={toast}
          animated={animated}
          onDismiss={onDismiss}
          onPause={onPause}
          onResume={onResume}
        />
      ))}
    </section>
  );
}
