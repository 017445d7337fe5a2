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
  'shop:flex shop:items-center shop:justify-between shop:gap-3 shop:text-ink shop:transition-colors shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:aria-[current=true]:font-semibold shop:aria-[current=true]:text-settings-main shop:[&_svg]:size-5 shop:[&_svg]:shrink-0',
  {
    variants: {
      variant: {
        /** A row of the desktop dropdown. */
        menu: 'shop:h-10 shop:px-3 shop:text-sm',
        /** A row of the mobile menu's list: a 48 px target. */
        list: 'shop:h-12 shop:rounded-md shop:px-3 shop:text-base',
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
          className="shop:px-3 shop:pb-1 shop:text-xs shop:font-semibold shop:tracking-wide shop:text-muted shop:uppercase"
        >
          {t('nav.languages')}
        </p>
        <ul aria-labelledby={headingId} className="shop:space-y-0.5">
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
      className={cn('shop:group shop:relative', className)}
    >
      <summary className="shop:flex shop:h-10 shop:cursor-pointer shop:list-none shop:items-center shop:gap-1.5 shop:rounded-md shop:px-2 shop:text-sm shop:font-medium shop:text-ink shop:transition-colors shop:select-none shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:[&::-webkit-details-marker]:hidden shop:[&_svg]:size-5 shop:[&_svg]:shrink-0 shop:[&_svg]:text-settings-icons">
        <GlobeIcon />
        <span aria-hidden="true" lang={iso}>
          {title}
        </span>
        <span className="shop:sr-only">{t('nav.languageCurrent', { language: title })}</span>
        <ChevronDownIcon
          strokeWidth={1.8}
          className="shop:transition-transform shop:group-open:rotate-180"
        />
      </summary>
      <ul className="shop:absolute shop:top-full shop:right-0 shop:z-50 shop:mt-1 shop:w-44 shop:overflow-hidden shop:rounded-md shop:border shop:border-black/10 shop:bg-white shop:py-1 shop:shadow-lg">
        {items}
      </ul>
    </details>
  );
}
