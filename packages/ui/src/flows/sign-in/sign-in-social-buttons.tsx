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
  'inline-flex h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-line bg-white px-4 text-base font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main aria-disabled:cursor-not-allowed aria-disabled:opacity-60 bp480:w-[208px]',
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
      className="flex flex-col gap-3"
    >
      <p
        id={headingId}
        className="flex items-center gap-3 text-sm text-ink-soft before:h-px before:flex-1 before:bg-surface-strong after:h-px after:flex-1 after:bg-surface-strong"
      >
        {t('signIn.social')}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
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
              <Icon className="size-5 shrink-0" />
              {t(`signIn.${provider}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
