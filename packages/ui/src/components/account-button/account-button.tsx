import { PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { PersonIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { headerActionVariants } from '../header/index.js';

/**
 * The header's account control: a header action (48 px target) that shows its text from
 * 1024 px; below, the icon (or the initial) alone, named by its `aria-label`.
 */
export const accountButtonVariants = cva(
  cn(headerActionVariants(), 'shop:px-0 shop:bp1024:max-w-[14rem] shop:bp1024:px-3'),
);

/**
 * The circle with the account's initial, in the main colour. The letter is drawn from
 * `data-initial` by CSS, not as text: the control's visible text is then just the name, which
 * its label ('Contul meu, Ana') contains (WCAG 2.5.3 label in name).
 */
export const accountInitialVariants = cva(
  'shop:grid shop:size-7 shop:shrink-0 shop:place-items-center shop:rounded-full shop:bg-settings-main shop:text-sm shop:leading-none shop:font-semibold shop:text-white shop:uppercase shop:before:content-[attr(data-initial)]',
);

/** What the control shows of a signed-in account. */
export interface AccountSummary {
  /** The name to greet with (a first name, or a company's name), or null when there is none. */
  name: string | null;
}

/** The first letter of a name, for the circle ('Ștefan' → 'Ș'). */
export function accountInitial(name: string): string {
  return Array.from(name.trim())[0] ?? '';
}

export interface AccountButtonProps {
  /**
   * The signed-in account, or null for a visitor (the session's `accountSummary`).
   * @default null
   * @example account={profile ? accountSummary(profile) : null}
   */
  account?: AccountSummary | null;
  /** A visitor pressed 'Intră în cont': open the sign-in modal. */
  onSignIn?: () => void;
  /**
   * Where a signed-in shopper's control leads (without the language prefix).
   * @default PATHS.profile
   */
  profileHref?: string;
  /** Extra classes for the control. */
  className?: string;
}

/**
 * The account control of the header (SPEC §1 sign-in, §2 profile). A visitor gets a button that
 * opens the sign-in modal ('Intră în cont'); a signed-in shopper a link to the profile with
 * their initial and name ('Contul meu, Ana' for screen readers). Put it in `Header`'s `account`.
 *
 * @example
 * <Header account={<AccountButton account={summary} onSignIn={openSignIn} />} … />
 */
export function AccountButton({
  account = null,
  onSignIn,
  profileHref = PATHS.profile,
  className,
}: AccountButtonProps): ReactNode {
  const { t } = useT();

  if (account === null) {
    const label = t('accountButton.signIn');
    return (
      <button
        type="button"
        data-slot="account-button"
        data-state="signed-out"
        aria-haspopup="dialog"
        aria-label={label}
        onClick={onSignIn}
        className={cn(accountButtonVariants(), className)}
      >
        <PersonIcon />
        <span className="shop:hidden shop:truncate shop:text-sm shop:font-medium shop:bp1024:inline">
          {label}
        </span>
      </button>
    );
  }

  const { name } = account;
  return (
    <ShopLink
      href={profileHref}
      data-slot="account-button"
      data-state="signed-in"
      aria-label={
        name === null ? t('accountButton.myAccount') : t('accountButton.myAccountOf', { name })
      }
      className={cn(accountButtonVariants(), className)}
    >
      {name === null ? (
        <PersonIcon />
      ) : (
        <span
          aria-hidden="true"
          data-slot="account-initial"
          data-initial={accountInitial(name)}
          className={accountInitialVariants()}
        />
      )}
      <span className="shop:hidden shop:min-w-0 shop:truncate shop:text-sm shop:font-medium shop:bp1024:inline">
        {name ?? t('accountButton.myAccount')}
      </span>
    </ShopLink>
  );
}
