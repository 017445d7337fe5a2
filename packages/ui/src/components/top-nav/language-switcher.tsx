import { LOCALES, type LocaleCode } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { useLocale, useT } from '../../i18n/index.js';
import { CheckIcon, ChevronDownIcon, GlobeIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { useRenderLink } from '../../lib/link.js';

/** The switcher lists the languages by their own names in this order (SPEC §2). */
export const LANGUAGE_SWITCHER_LOCALES = [
  'en',
  'ro',
  'ru',
] as const satisfies readonly LocaleCode[];

export const languageLinkVariants = cva(
  'flex items-center justify-between gap-3 text-ink transition-colors hover:bg-black/5 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-settings-main aria-[current=true]:font-semibold aria-[current=true]:text-settings-main [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        /** A row of the desktop dropdown. */
        menu: 'h-10 px-3 text-sm',
        /** A row of the mobile menu's list: a 48 px target. */
        list: 'h-12 rounded-md px-3 text-base',
      },
    },
    defaultVariants: { variant: 'menu' },
  },
);

export interface LanguageSwitcherProps {
  /**
   * The current language (marked `aria-current`).
   * @default the I18nProvider's language
   */
  locale?: LocaleCode;
  /**
   * The address of the current page in a language, already with its prefix. The storefront
   * computes it with core's `switchLocalePath(location.pathname, locale)` (plus the query).
   * @example hrefFor={(code) => switchLocalePath(pathname, code) + search}
   */
  hrefFor: (locale: LocaleCode) => string;
  /**
   * A language was chosen (before its link navigates): the storefront keeps the cookie and
   * refreshes the footer data (SPEC §2).
   */
  onLocaleChange?: (locale: LocaleCode) => void;
  /**
   * `menu`: a compact button opening a small list (the top navigation). `list`: the languages as
   * a labelled list (the mobile menu).
   * @default 'menu'
   */
  variant?: 'menu' | 'list';
  /** Extra classes for the root. */
  className?: string;
}

/**
 * The language switcher: English, Română, Русский, each in its own language (`lang`), linking to
 * the same page in that language. Real links, so it works before JavaScript loads; the menu
 * variant is a native `<details>` disclosure (it opens without JavaScript too) that also closes
 * on Escape, on a click or focus outside, and after a choice.
 *
 * @example
 * ```tsx
 * <LanguageSwitcher hrefFor={(code) => switchLocalePath(pathname, code)} onLocaleChange={setLocaleCookie} />
 * ```
 */
export function LanguageSwitcher({
  locale: localeProp,
  hrefFor,
  onLocaleChange,
  variant = 'menu',
  className,
}: LanguageSwitcherProps) {
  const { t } = useT();
  const contextLocale = useLocale();
  const locale = localeProp ?? contextLocale;
  const renderLink = useRenderLink();
  const headingId = useId();
  const detailsRef = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const details = detailsRef.current;
    if (!open || !details) return;
    const close = () => {
      details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      details.querySelector('summary')?.focus();
    };
    const onOutside = (event: Event) => {
      if (event.target instanceof Node && !details.contains(event.target)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open]);

  const items = LANGUAGE_SWITCHER_LOCALES.map((code) => {
    const current = code === locale;
    const { iso, title } = LOCALES[code];
    return (
      <li key={code}>
        {renderLink({
          href: hrefFor(code),
          lang: iso,
          hrefLang: iso,
          'aria-current': current ? 'true' : undefined,
          className: languageLinkVariants({ variant }),
          onClick: (event) => {
            event.currentTarget.closest('details')?.removeAttribute('open');
            if (!current) onLocaleChange?.(code);
          },
          children: (
            <>
              {title}
              {current ? <CheckIcon strokeWidth={1.8} /> : null}
            </>
          ),
        })}
      </li>
    );
  });

  if (variant === 'list') {
    return (
      <div data-slot="language-switcher" data-variant="list" className={className}>
        <p
          id={headingId}
          className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
        >
          {t('nav.languages')}
        </p>
        <ul aria-labelledby={headingId} className="space-y-0.5">
          {items}
        </ul>
      </div>
    );
  }

  const { iso, title } = LOCALES[locale];
  return (
    <details
      ref={detailsRef}
      data-slot="language-switcher"
      data-variant="menu"
      data-state={open ? 'open' : 'closed'}
      onToggle={(event: SyntheticEvent<HTMLDetailsElement>) => setOpen(event.currentTarget.open)}
      className={cn('group relative', className)}
    >
      <summary className="flex h-10 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-ink transition-colors select-none hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main [&::-webkit-details-marker]:hidden [&_svg]:size-5 [&_svg]:shrink-0 [&_svg]:text-settings-icons">
        <GlobeIcon />
        <span aria-hidden="true" lang={iso}>
          {title}
        </span>
        <span className="sr-only">{t('nav.languageCurrent', { language: title })}</span>
        <ChevronDownIcon strokeWidth={1.8} className="transition-transform group-open:rotate-180" />
      </summary>
      <ul className="absolute top-full right-0 z-50 mt-1 w-44 overflow-hidden rounded-md border border-black/10 bg-white py-1 shadow-lg">
        {items}
      </ul>
    </details>
  );
}
