import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { FacebookMark, GoogleMark, type IconComponent } from '../../icons/index.js';
import type { SocialProvider } from './sign-in.types.js';

/**
 * A social sign-in button: the whole width on phones, 208 px from 480 px on (SPEC §9).
 * `aria-disabled` while a request runs (not `disabled`: focus stays on the button).
 */
export const signInSocialButtonVariants = cva(
  'shop:inline-flex shop:h-11 shop:w-full shop:cursor-pointer shop:items-center shop:justify-center shop:gap-2 shop:rounded-md shop:border shop:border-line shop:bg-white shop:px-4 shop:text-base shop:font-medium shop:text-ink shop:hover:bg-surface-muted shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main shop:aria-disabled:cursor-not-allowed shop:aria-disabled:opacity-60 shop:bp480:w-[208px]',
);

/** The providers offered when the shop names none. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];
const PROVIDER_ICONS: Readonly<Record<SocialProvider, IconComponent>> = {
  google: GoogleMark,
  facebook: FacebookMark,
};

export interface SignInSocialButtonsProps {
  /** A request runs: the buttons refuse (`aria-disabled`, focus stays). */
  busy: boolean;
  /** A button was pressed; not called while `busy`. */
  onSocial: (provider: SocialProvider) => void;
  /** The providers the shop is set up for, in this order. */
  providers: readonly SocialProvider[];
}

/** The social sign-in: a button per provider under a separator line. */
export function SignInSocialButtons({
  busy,
  onSocial,
  providers,
}: SignInSocialButtonsProps): ReactNode {
  const { t } = useT();
  const headingId = useId();
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      data-slot="sign-in-social"
      className="shop:flex shop:flex-col shop:gap-3"
    >
      <p
        id={headingId}
        className="shop:flex shop:items-center shop:gap-3 shop:text-sm shop:text-ink-soft shop:before:h-px shop:before:flex-1 shop:before:bg-surface-strong shop:after:h-px shop:after:flex-1 shop:after:bg-surface-strong"
      >
        {t('signIn.social')}
      </p>
      <div className="shop:flex shop:flex-wrap shop:justify-center shop:gap-3">
        {providers.map((provider) => {
          const Icon = PROVIDER_ICONS[provider];
          return (
            <button
              key={provider}
              type="button"
              data-provider={provider}
              aria-disabled={busy || undefined}
              className={signInSocialButtonVariants()}
              onClick={() => {
                if (!busy) onSocial(provider);
              }}
            >
              <Icon className="shop:size-5 shop:shrink-0" />
              {t(`signIn.${provider}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
