import type { DealersPage as DealersPageData } from '@shop/core/contract';
import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CheckCircleIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { Partners } from '../partners/index.js';

/** The benefits: one column on phones, three from 744 px. */
export const dealersBenefitsVariants = cva(
  'shop:grid shop:grid-cols-1 shop:gap-4 shop:bp744:grid-cols-3',
);

export interface DealersPageProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /**
   * The page from GET /api/pages/dealers/, in the page's language.
   * @example page={await api.content.dealersPage()}
   */
  page: DealersPageData;
  /** The dealer application (the storefront's wired `DealerForm`). */
  form: ReactNode;
  /**
   * What opens the partner form (a button), under the invitation to other partners; the
   * invitation is left out without it.
   */
  partnerAction?: ReactNode;
}

/**
 * The dealer application page (SPEC §2 /pages/signup-dealers: "logos and an application form"):
 * the title and lead, what dealers get, the application form with its heading, an invitation to
 * suppliers and other partners with the button to the partner form, and the logos of the brands
 * the shop sells.
 *
 * @example <DealersPage page={page} form={<DealerForm machine={machine} />} partnerAction={<Button onClick={…}>…</Button>} />
 */
export function DealersPage({
  page,
  form,
  partnerAction,
  className,
  ...props
}: DealersPageProps): ReactNode {
  const { t } = useT();
  const ids = useId();
  return (
    <article
      data-slot="dealers-page"
      className={cn('shop:flex shop:flex-col shop:gap-10', className)}
      {...props}
    >
      <header className="shop:flex shop:flex-col shop:gap-3">
        <h1 className="shop:text-2xl shop:font-bold shop:text-ink shop:bp744:text-3xl">
          {page.title}
        </h1>
        {page.lead ? (
          <p className="shop:max-w-prose shop:text-lg shop:text-ink-soft">{page.lead}</p>
        ) : null}
      </header>
      {page.benefits.length ? (
        <section aria-labelledby={`${ids}-benefits`} className="shop:flex shop:flex-col shop:gap-4">
          <h2 id={`${ids}-benefits`} className="shop:text-xl shop:font-semibold">
            {t('companyForms.dealersPage.benefitsTitle')}
          </h2>
          <ul className={dealersBenefitsVariants()}>
            {page.benefits.map((benefit) => (
              <li
                key={benefit.title}
                className="shop:flex shop:gap-3 shop:rounded-lg shop:border shop:border-line shop:bg-white shop:p-4"
              >
                <CheckCircleIcon className="shop:size-6 shop:shrink-0 shop:text-settings-main" />
                <div className="shop:flex shop:flex-col shop:gap-1">
                  <h3 className="shop:font-semibold shop:text-ink">{benefit.title}</h3>
                  {benefit.text ? (
                    <p className="shop:text-sm shop:text-ink-soft">{benefit.text}</p>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section
        aria-labelledby={`${ids}-form`}
        data-slot="dealers-page-form"
        className="shop:flex shop:flex-col shop:gap-4 shop:rounded-xl shop:bg-surface-muted shop:p-5 shop:bp744:p-8"
      >
        <div className="shop:flex shop:flex-col shop:gap-2">
          <h2 id={`${ids}-form`} className="shop:text-xl shop:font-semibold">
            {page.form_title}
          </h2>
          {page.form_lead ? <p className="shop:text-ink-soft">{page.form_lead}</p> : null}
        </div>
        {form}
      </section>
      {partnerAction && page.partner_title ? (
        <section
          aria-labelledby={`${ids}-partner`}
          className="shop:flex shop:flex-col shop:items-start shop:gap-3 shop:rounded-xl shop:border shop:border-line shop:p-5 shop:bp744:flex-row shop:bp744:items-center shop:bp744:justify-between"
        >
          <div className="shop:flex shop:flex-col shop:gap-1">
            <h2 id={`${ids}-partner`} className="shop:text-lg shop:font-semibold">
              {page.partner_title}
            </h2>
            {page.partner_text ? <p className="shop:text-ink-soft">{page.partner_text}</p> : null}
          </div>
          {partnerAction}
        </section>
      ) : null}
      <Partners brands={page.logos} title={t('companyForms.dealersPage.logosTitle')} />
    </article>
  );
}
