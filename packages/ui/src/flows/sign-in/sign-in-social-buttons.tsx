import { cva } from 'class-variance-authority';
import { useId, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import type { SocialProvider } from './sign-in.types.js';

/**
 * A social sign-in button: the whole width on phones, 208 px from 480 px on (SPEC §9).
 * `aria-disabled` while a request runs (not `disabled`: focus stays on the button).
 */
export const signInSocialButtonVariants = cva(
  'inline-flex h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-line bg-white px-4 text-base font-medium text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-settings-main aria-disabled:cursor-not-allowed aria-disabled:opacity-60 bp480:w-[208px]',
);

function GoogleIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.2-2.1 3.5-5.1 3.5-8.8Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3a7.2 7.2 0 0 1-10.8-3.8h-4v3.1A12 12 0 0 0 12 24Z"
      />
      <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 0 1 0-4.6V6.6h-4a12 12 0 0 0 0 10.8l4-3.1Z" />
      <path
        fill="#EA4335"
        d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1A7.2 7.2 0 0 1 12 4.8Z"
      />
    </svg>
  );
}

function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 shrink-0">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#ffffff"
        d="M15.1 15.5 15.6 12h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.7 0-4.5 1.6-4.5 4.6V12h-3v3.5h3V24h3.7v-8.5h2.8Z"
      />
    </svg>
  );
}

/** The providers offered when the shop names none. */
export const SOCIAL_PROVIDERS: readonly SocialProvider[] = ['google', 'facebook'];
const PROVIDER_ICONS: Readonly<Record<SocialProvider, () => ReactNode>> = {
  google: GoogleIcon,
  facebook: FacebookIcon,
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
              <Icon />
              {t(`signIn.${provider}`)}
            </button>
          );
        })}
      </div>
    </div>
  );
}
