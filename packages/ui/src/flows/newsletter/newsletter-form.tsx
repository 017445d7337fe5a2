import { PATHS } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Button } from '../../primitives/button/index.js';
import { EmptyState } from '../../primitives/empty-state/index.js';
import { Skeleton } from '../../primitives/skeleton/index.js';
import { Switch } from '../../primitives/switch/index.js';
import type {
  NewsletterChannel,
  NewsletterStatus,
  NewsletterValues,
} from './newsletter.machine.js';

export const newsletterFormVariants = cva(
  'shop:flex shop:max-w-2xl shop:flex-col shop:gap-4 shop:text-ink shop:bp768:gap-6',
);

/** The framed block of the switches. */
export const newsletterFormCardVariants = cva(
  'shop:flex shop:flex-col shop:gap-5 shop:rounded-lg shop:border shop:border-black/10 shop:bg-white shop:p-4 shop:bp768:p-6',
);

export interface NewsletterFormProps {
  /** Loading, failed to load, or ready. @default 'ready' */
  status?: NewsletterStatus;
  /** The account's e-mail, where the e-mail newsletter goes; null when it has none. */
  address: string | null;
  /** The switches' positions. */
  values: NewsletterValues;
  /** A switch was flipped. */
  onChange?: (channel: NewsletterChannel, value: boolean) => void;
  /** The save button. */
  onSubmit?: () => void;
  /** A save runs: the button shows it, the switches hold still. @default false */
  saving?: boolean;
  /** The last save failed: an alert under the switches. @default false */
  saveFailed?: boolean;
  /** Load the settings again (the load failure's button). */
  onRetry?: () => void;
  /**
   * Where an account without an e-mail adds one.
   * @default PATHS.profileData
   */
  profileDataHref?: string;
  /** Skeletons pulse and spinners turn (when the user welcomes motion). @default true */
  animated?: boolean;
  className?: string;
}

/**
 * The profile's newsletter tab (SPEC §2 "Profile: newsletter switches"): the heading, what it is
 * for, a switch for news by e-mail (to the account's address; off and disabled with a way to add
 * one when the account has none) and one by SMS, and a save button. Skeletons while the settings
 * load, a failure with a retry, an alert when a save fails.
 *
 * @example
 * ```tsx
 * <NewsletterForm address="ion@example.md" values={{ email: true, sms: false }}
 *   onChange={(channel, value) => …} onSubmit={save} />
 * ```
 */
export function NewsletterForm({
  status = 'ready',
  address,
  values,
  onChange,
  onSubmit,
  saving = false,
  saveFailed = false,
  onRetry,
  profileDataHref = PATHS.profileData,
  animated = true,
  className,
}: NewsletterFormProps): ReactNode {
  const { t } = useT();
  const headingId = useId();
  const legendId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit?.();
  };
  // Without an address the e-mail switch can only be turned off.
  const emailLocked = address === null && !values.email;

  return (
    <section
      data-slot="newsletter-form"
      data-state={saving ? 'saving' : status}
      aria-labelledby={headingId}
      className={cn(newsletterFormVariants(), className)}
    >
      <div className="shop:flex shop:flex-col shop:gap-1">
        <h1 id={headingId} className="shop:text-2xl shop:font-bold shop:bp768:text-3xl">
          {t('pageTitle.profileNewsletter')}
        </h1>
        <p className="shop:text-muted">{t('newsletterForm.lead')}</p>
      </div>

      {status === 'loadFailed' ? (
        <div role="alert" data-slot="newsletter-form-load-failed">
          <EmptyState
            title={t('newsletterForm.loadFailedTitle')}
            description={t('newsletterForm.loadFailedText')}
            action={
              onRetry ? (
                <Button size="lg" onClick={onRetry}>
                  {t('newsletterForm.retry')}
                </Button>
              ) : undefined
            }
          />
        </div>
      ) : status === 'loading' ? (
        <div
          aria-busy="true"
          aria-label={t('newsletterForm.loading')}
          role="group"
          className={newsletterFormCardVariants()}
        >
          {[0, 1].map((row) => (
            <div key={row} className="shop:flex shop:items-start shop:gap-3">
              <Skeleton animated={animated} className="shop:h-6 shop:w-11 shop:rounded-full" />
              <div className="shop:flex shop:flex-1 shop:flex-col shop:gap-2">
                <Skeleton animated={animated} className="shop:w-32" />
                <Skeleton animated={animated} className="shop:w-56" />
              </div>
            </div>
          ))}
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="shop:flex shop:flex-col shop:gap-4">
          <fieldset aria-labelledby={legendId} className={newsletterFormCardVariants()}>
            <legend id={legendId} className="shop:float-left shop:mb-1 shop:font-semibold">
              {t('newsletterForm.channels')}
            </legend>
            <Switch
              label={t('newsletterForm.email')}
              description={
                address === null ? (
                  <>
                    {t('newsletterForm.emailMissing')}{' '}
                    <ShopLink
                      href={profileDataHref}
                      className="shop:rounded-sm shop:text-settings-main shop:underline shop:underline-offset-2 shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
                    >
                      {t('newsletterForm.addEmail')}
                    </ShopLink>
                  </>
                ) : (
                  t('newsletterForm.emailTo', { address })
                )
              }
              checked={values.email}
              disabled={emailLocked}
              aria-disabled={saving || undefined}
              onCheckedChange={(value) => {
                if (!saving) onChange?.('email', value);
              }}
              rootClassName="shop:clear-left"
            />
            <Switch
              label={t('newsletterForm.sms')}
              description={t('newsletterForm.smsTo')}
              checked={values.sms}
              aria-disabled={saving || undefined}
              onCheckedChange={(value) => {
                if (!saving) onChange?.('sms', value);
              }}
            />
          </fieldset>
          {saveFailed && !saving ? (
            <p
              role="alert"
              data-slot="newsletter-form-error"
              className="shop:text-sm shop:text-danger"
            >
              {t('newsletterForm.saveFailed')}
            </p>
          ) : null}
          <div>
            <Button
              type="submit"
              size="lg"
              busy={saving}
              busyLabel={t('newsletterForm.saving')}
              animated={animated}
            >
              {t('newsletterForm.save')}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
