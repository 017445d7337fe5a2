import { PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT, type MessageKey } from '../../i18n/index.js';
import { LogoutIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Spinner } from '../../primitives/spinner/index.js';
import { navLinkCurrent } from '../../components/top-nav/nav-links.js';

/** A tab of the profile layout: the route without a language prefix and its text's key. */
export interface ProfileTab {
  readonly href: string;
  readonly key: MessageKey;
}

/** The profile layout's tabs (SPEC §2), in the spec's order. */
export const PROFILE_TABS = [
  { href: PATHS.profile, key: 'profileNav.orders' },
  { href: PATHS.profileData, key: 'profileNav.data' },
  { href: PATHS.profileSecurity, key: 'profileNav.security' },
  { href: PATHS.profileNewsletter, key: 'profileNav.newsletter' },
] as const satisfies readonly ProfileTab[];

/** The bar: tabs that scroll sideways when they do not fit (phones), the logout button after. */
export const profileNavVariants = cva(
  'shop:flex shop:items-stretch shop:gap-2 shop:border-b shop:border-black/10 shop:text-ink shop:print:hidden!',
);

/**
 * The tabs' row: it scrolls sideways without a scroll bar, and fades out on each side where more
 * tabs are hidden (`data-overflow`: start, end or both).
 */
export const profileNavTabsVariants = cva(
  'shop:-mb-px shop:flex shop:min-w-0 shop:flex-1 shop:snap-x shop:snap-proximity shop:items-stretch shop:overflow-x-auto shop:overscroll-x-contain shop:[scrollbar-width:none] shop:[&::-webkit-scrollbar]:hidden shop:data-[overflow=end]:[mask-image:linear-gradient(to_right,black_calc(100%-3rem),transparent)] shop:data-[overflow=start]:[mask-image:linear-gradient(to_left,black_calc(100%-3rem),transparent)] shop:data-[overflow=both]:[mask-image:linear-gradient(to_right,transparent,black_3rem,black_calc(100%-3rem),transparent)]',
);

/** A tab; the current page's is in the main colour with a bar under it. */
export const profileNavTabVariants = cva(
  'shop:relative shop:inline-flex shop:h-12 shop:shrink-0 shop:snap-start shop:items-center shop:rounded-md shop:px-3 shop:text-sm shop:font-medium shop:whitespace-nowrap shop:text-ink shop:transition-colors shop:hover:text-settings-main shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:data-current:text-settings-main shop:data-current:after:absolute shop:data-current:after:inset-x-3 shop:data-current:after:bottom-0 shop:data-current:after:h-0.5 shop:data-current:after:rounded-full shop:data-current:after:bg-settings-main shop:bp768:px-4 shop:bp768:text-base shop:bp768:data-current:after:inset-x-4',
);

/** The logout button: the icon alone on phones (named by its label), icon and text from 768 px. */
export const profileNavLogoutVariants = cva(
  'shop:inline-flex shop:h-12 shop:min-w-12 shop:shrink-0 shop:items-center shop:justify-center shop:gap-2 shop:rounded-md shop:px-3 shop:text-sm shop:font-medium shop:text-settings-icons shop:transition-colors shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:-outline-offset-2 shop:focus-visible:outline-settings-main shop:aria-disabled:cursor-progress shop:aria-disabled:hover:bg-transparent shop:[&_svg]:size-5 shop:[&_svg]:shrink-0',
);

export interface ProfileNavProps {
  /**
   * The current page's path without the language prefix: its tab gets `aria-current="page"` (an
   * order under /pages/profile/{id} marks the orders tab `aria-current="true"`).
   * @example currentPath="/pages/profile-data"
   */
  currentPath?: string;
  /** The logout button was pressed. Without it there is no logout button. */
  onLogout?: () => void;
  /**
   * Logging out: the button shows a spinner and 'Se iese din cont…', and ignores presses (it
   * stays focusable, so keyboard focus is not lost).
   * @default false
   */
  loggingOut?: boolean;
  /**
   * The spinner turns (when the user welcomes motion). Stories turn it off.
   * @default true
   */
  animated?: boolean;
  /** Extra classes for the `<nav>`. */
  className?: string;
}

/**
 * The profile layout's navigation (SPEC §2): links to the orders, personal data, security and
 * newsletter tabs, and the logout button. A `nav` landmark named 'Secțiunile contului'; the
 * tabs are links (each is a page), not ARIA tabs.
 *
 * @example
 * <ProfileNav currentPath={pathWithoutLocale} onLogout={logout} loggingOut={busy} />
 */
export function ProfileNav({
  currentPath,
  onLogout,
  loggingOut = false,
  animated = true,
  className,
}: ProfileNavProps): ReactNode {
  const { t } = useT();
  const listRef = useRef<HTMLUListElement>(null);
  const logoutLabel = loggingOut ? t('profileNav.loggingOut') : t('profileNav.logout');

  // On a phone the tabs scroll sideways: the current one is brought into view (the row only,
  // never the page), at mount and whenever the row's width changes (a phone turned). The row
  // says on which side more tabs wait (`data-overflow`), and fades there, so a cut tab reads as
  // one that scrolls.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const mark = () => {
      const hidden = list.scrollWidth - list.clientWidth;
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft < hidden - 1;
      const overflow = before && after ? 'both' : before ? 'start' : after ? 'end' : undefined;
      if (overflow) list.dataset.overflow = overflow;
      else delete list.dataset.overflow;
    };
    const reveal = () => {
      const tab = list.querySelector('[aria-current]');
      if (tab) {
        const listBox = list.getBoundingClientRect();
        const tabBox = tab.getBoundingClientRect();
        if (tabBox.right > listBox.right) list.scrollLeft += tabBox.right - listBox.right;
        else if (tabBox.left < listBox.left) list.scrollLeft -= listBox.left - tabBox.left;
      }
      mark();
    };
    reveal();
    list.addEventListener('scroll', mark, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(reveal) : null;
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', mark);
      observer?.disconnect();
    };
  }, [currentPath]);

  return (
    <nav
      data-slot="profile-nav"
      aria-label={t('profileNav.label')}
      className={cn(profileNavVariants(), className)}
    >
      <ul ref={listRef} data-slot="profile-nav-tabs" className={profileNavTabsVariants()}>
        {PROFILE_TABS.map((tab) => {
          const current = navLinkCurrent(tab.href, currentPath);
          return (
            <li key={tab.href} className="shop:flex shop:shrink-0">
              <ShopLink
                href={tab.href}
                aria-current={current}
                data-current={current === undefined ? undefined : ''}
                className={profileNavTabVariants()}
              >
                {t(tab.key)}
              </ShopLink>
            </li>
          );
        })}
      </ul>
      {onLogout ? (
        <button
          type="button"
          data-slot="profile-nav-logout"
          data-state={loggingOut ? 'busy' : undefined}
          aria-label={logoutLabel}
          aria-disabled={loggingOut || undefined}
          onClick={() => {
            if (!loggingOut) onLogout();
          }}
          className={profileNavLogoutVariants()}
        >
          {loggingOut ? (
            <Spinner
              size="sm"
              aria-hidden="true"
              animated={animated}
              className="shop:text-current"
            />
          ) : (
            <LogoutIcon width={20} height={20} />
          )}
          <span aria-hidden="true" className="shop:hidden shop:bp768:inline">
            {logoutLabel}
          </span>
        </button>
      ) : null}
    </nav>
  );
}
