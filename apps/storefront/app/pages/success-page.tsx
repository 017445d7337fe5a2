import type { SuccessPage as SuccessData } from '@shop/core/contract';
import { PATHS } from '@shop/core/rules';
import { CheckCircleIcon, RichText, ShopLink, buttonVariants, useT } from '@shop/ui';

export interface SuccessPageProps {
  page: SuccessData;
}

/**
 * /pages/success/{slug} (SPEC §2 "success page"): where a form or a campaign leads. A success
 * mark, the API's title and text, its button and a link home.
 */
export function SuccessPage({ page }: SuccessPageProps) {
  const { t } = useT();
  return (
    <section
      data-slot="success-page"
      className="shop:mx-auto shop:flex shop:max-w-2xl shop:flex-col shop:items-center shop:gap-6 shop:py-8 shop:text-center"
    >
      <CheckCircleIcon aria-hidden="true" className="shop:size-16 shop:text-settings-main" />
      <h1 className="shop:text-2xl shop:font-bold shop:text-ink">{page.title}</h1>
      <RichText html={page.content} />
      <div className="shop:flex shop:flex-wrap shop:items-center shop:justify-center shop:gap-4">
        {page.button ? (
          <ShopLink href={page.button.url} className={buttonVariants()}>
            {page.button.title}
          </ShopLink>
        ) : null}
        {page.button?.url !== PATHS.home ? (
          <ShopLink href={PATHS.home} className={buttonVariants({ variant: 'ghost' })}>
            {t('errorPage.home')}
          </ShopLink>
        ) : null}
      </div>
    </section>
  );
}
