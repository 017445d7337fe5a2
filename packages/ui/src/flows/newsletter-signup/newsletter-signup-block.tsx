import {
  isCompletePhone,
  maskPhone,
  newsletterContactKind,
  type FieldErrors,
} from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, useRef, type ReactNode } from 'react';
import { useT, type ApiDetail } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { fieldErrorText, formSubmitHandler } from '../../lib/form.js';
import { useFieldsAtMount } from '../../lib/use-fields-at-mount.js';
import { Button } from '../../primitives/button/index.js';
import { FormFailure } from '../../primitives/form-failure/index.js';
import { AgreementCheckbox } from '../../primitives/agreement-checkbox/index.js';
import { Input } from '../../primitives/input/index.js';
import type { NewsletterSignupField } from './newsletter-signup.errors.js';
import type {
  NewsletterSignupStatus,
  NewsletterSignupTextField,
  NewsletterSignupValues,
} from './newsletter-signup.machine.js';

/** The text fields, by their names in the form. */
const TEXT_FIELDS: readonly NewsletterSignupTextField[] = ['name', 'lastName', 'contact'];

/**
 * The block's box: the site setting `newsletter_block_background_color` through its theme colour
 * (the page's root sets the variable when the setting is there; the theme's default otherwise).
 */
export const newsletterSignupBlockVariants = cva(
  'shop:flex shop:flex-col shop:gap-5 shop:rounded-xl shop:bg-settings-newsletter-block-background shop:p-5 shop:text-ink shop:bp744:p-8 shop:bp1024:flex-row shop:bp1024:gap-10',
);

export interface NewsletterSignupBlockProps {
  /** The fields' values. */
  values: NewsletterSignupValues;
  /** The errors to show (none before the first submit, SPEC §5). @default {} */
  errors?: FieldErrors<NewsletterSignupField>;
  /**
   * What the block shows besides the fields: a failure above the button, or the thanks after a
   * sign-up (the form then empty). @default 'editing'
   */
  status?: NewsletterSignupStatus;
  /**
   * Why the last request failed (SPEC §8), shown above the button. @default null
   * @example failure="network"
   */
  failure?: ApiDetail | null;
  /** The request runs: the fields hold still, the button is busy. @default false */
  busy?: boolean;
  /** The spinner turns (stories turn it off). @default true */
  animated?: boolean;
  /** A text field changed. */
  onTextChange: (field: NewsletterSignupTextField, value: string) => void;
  /** The agreement was ticked or unticked. */
  onAgreementChange: (agreement: boolean) => void;
  /** The form was submitted; not called while `busy`. */
  onSubmit: () => void;
  /**
   * Where the form posts itself before the page's script has taken it over (a route action that
   * answers it, see newsletter-signup.posted.ts); once the script runs, `onSubmit` sends it.
   * Without it the form posts to the page's own address.
   * @example action="?index"
   */
  action?: string;
  className?: string;
}

/**
 * The home page's newsletter block (SPEC §2, §3), drawn from props alone: a heading and a short
 * text, the name, the last name, one input for an e-mail or a phone (its hint says which one it
 * read), the agreement with a link to the regulations, and the button. Errors show under their
 * fields, a failure above the button, the thanks after a sign-up. Its HTML comes before the
 * page's script: what was typed or ticked before React took the form over is reported through
 * `onTextChange` / `onAgreementChange` at mount, so it stays and is what a submit sends; a submit
 * before that posts the form to `action`.
 *
 * @example
 * <NewsletterSignupBlock values={EMPTY_NEWSLETTER_SIGNUP} onTextChange={…}
 *   onAgreementChange={…} onSubmit={…} />
 */
export function NewsletterSignupBlock({
  values,
  errors = {},
  status = 'editing',
  failure = null,
  busy = false,
  animated = true,
  onTextChange,
  onAgreementChange,
  onSubmit,
  action,
  className,
}: NewsletterSignupBlockProps): ReactNode {
  const translator = useT();
  const { t } = translator;
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  useFieldsAtMount(formRef, (fields) => {
    for (const field of TEXT_FIELDS) {
      const typed = fields.get(field);
      if (typeof typed === 'string' && typed !== values[field]) onTextChange(field, typed);
    }
    const ticked = fields.get('agreement');
    if (typeof ticked === 'boolean' && ticked !== values.agreement) onAgreementChange(ticked);
  });
  const kind = newsletterContactKind(values.contact);
  const contactHint =
    kind === 'email'
      ? t('newsletterSignup.contactHintEmail')
      : kind === 'phone'
        ? isCompletePhone(values.contact)
          ? t('newsletterSignup.contactHintPhone', { phone: maskPhone(values.contact) })
          : t('newsletterSignup.contactHintPhoneIncomplete')
        : t('newsletterSignup.contactHint');

  return (
    <section
      data-slot="newsletter-signup"
      aria-labelledby={headingId}
      className={cn(newsletterSignupBlockVariants(), className)}
    >
      <div className="shop:flex shop:flex-col shop:gap-2 shop:bp1024:w-2/5">
        <h2 id={headingId} className="shop:text-2xl shop:font-semibold">
          {t('newsletterSignup.title')}
        </h2>
        <p className="shop:text-base shop:text-ink-soft">{t('newsletterSignup.lead')}</p>
      </div>
      <form
        ref={formRef}
        // Posted, never sent as a GET: names and a contact do not belong in an address.
        method="post"
        action={action}
        noValidate
        data-slot="newsletter-signup-form"
        aria-busy={busy || undefined}
        className="shop:flex shop:min-w-0 shop:flex-1 shop:flex-col shop:gap-4"
        onSubmit={formSubmitHandler(busy, onSubmit)}
      >
        <div className="shop:grid shop:grid-cols-1 shop:gap-4 shop:bp744:grid-cols-2">
          <Input
            name="name"
            label={t('newsletterSignup.name')}
            autoComplete="given-name"
            required
            value={values.name}
            readOnly={busy}
            error={fieldErrorText(translator, errors.name)}
            onValueChange={(value) => onTextChange('name', value)}
          />
          <Input
            name="lastName"
            label={t('newsletterSignup.lastName')}
            autoComplete="family-name"
            required
            value={values.lastName}
            readOnly={busy}
            error={fieldErrorText(translator, errors.lastName)}
            onValueChange={(value) => onTextChange('lastName', value)}
          />
        </div>
        <Input
          name="contact"
          label={t('newsletterSignup.contact')}
          hint={contactHint}
          // No inputMode: a phone keypad has no '@', so switching to it once a digit is typed
          // would strand a shopper whose e-mail starts with one.
          autoComplete="email"
          spellCheck={false}
          required
          value={values.contact}
          readOnly={busy}
          error={fieldErrorText(translator, errors.contact)}
          onValueChange={(value) => onTextChange('contact', value)}
        />
        <AgreementCheckbox
          checked={values.agreement}
          invalid={errors.agreement !== undefined}
          busy={busy}
          onCheckedChange={onAgreementChange}
        />
        <p className="shop:text-xs shop:text-ink-soft">{t('common.requiredNote')}</p>
        <FormFailure data-slot="newsletter-signup-failure">
          {failure ? translator.apiDetail(failure) : null}
        </FormFailure>
        <div
          role="status"
          data-slot="newsletter-signup-success"
          className={status === 'success' ? undefined : 'shop:-mt-4'}
        >
          {status === 'success' ? (
            <p className="shop:rounded-md shop:border shop:border-success-line shop:bg-success-surface shop:px-3 shop:py-2 shop:text-sm shop:text-success">
              {t('newsletterSignup.success')}
            </p>
          ) : null}
        </div>
        <Button
          type="submit"
          size="lg"
          className="shop:w-full shop:text-base shop:bp744:w-auto shop:bp744:self-start"
          busy={busy}
          busyLabel={t('newsletterSignup.submitting')}
          animated={animated}
        >
          {t('newsletterSignup.submit')}
        </Button>
      </form>
    </section>
  );
}
