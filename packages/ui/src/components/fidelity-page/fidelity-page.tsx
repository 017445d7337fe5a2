import type { FidelityPage as FidelityPageData } from '@shop/core/contract';
import { regulationPath } from '@shop/core/rules';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { CheckIcon, ChevronRightSmallIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { RichText } from '../../primitives/rich-text/index.js';

export interface FidelityPageProps extends HTMLAttributes<HTMLElement> {
  /**
   * The page from GET /api/pages/fidelity/, in the page's language.
   * @example page={await api.content.fidelityPage()}
   */
  page: FidelityPageData;
}

/**
 * The loyalty programme page (SPEC §2 /pages/fidelity): the lead, the levels as cards (from
 * what sum a year, the share back in points, the perks), the editors' text and a link to the
 * programme's regulation (/pages/regulament/{slug}). Static markup: needs no script.
 *
 * @example <FidelityPage page={page} />
 */
export function FidelityPage({ page, className, ...props }: FidelityPageProps): ReactNode {
  const { t, number } = useT();
  const ids = useId();
  return (
    <article
      data-slot="fidelity-page"
      className={cn('shop:flex shop:flex-col shop:gap-8', className)}
      {...props}
    >
      <header className="shop:flex shop:flex-col shop:gap-3">
        <h1 className="shop:text-2xl shop:font-bold shop:text-ink shop:bp744:text-3xl">
          {page.title}
        </h1>
        {page.lead ? <p className="shop:text-lg shop:text-ink-soft">{page.lead}</p> : null}
      </header>
      {page.levels.length ? (
        <section aria-labelledby={`${ids}-levels`} className="shop:flex shop:flex-col shop:gap-4">
          <h2 id={`${ids}-levels`} className="shop:text-xl shop:font-semibold shop:text-ink">
            {t('infoPages.fidelity.levels')}
          </h2>
          <ul className="shop:grid shop:gap-4 shop:bp744:grid-cols-3">
            {page.levels.map((level) => (
              <li
                key={level.name}
                className="shop:flex shop:flex-col shop:gap-3 shop:rounded-lg shop:border shop:border-line shop:bg-white shop:p-5"
              >
                <h3 className="shop:text-lg shop:font-bold shop:text-settings-main">
                  {level.name}
                </h3>
                <p className="shop:text-sm shop:text-muted">
                  {t('infoPages.fidelity.from', { sum: number(level.threshold) })}
                </p>
                <p className="shop:text-2xl shop:font-bold shop:text-ink">
                  {t('infoPages.fidelity.percent', { percent: number(level.percent) })}
                </p>
                {level.perks.length ? (
                  <ul className="shop:flex shop:flex-col shop:gap-2">
                    {level.perks.map((perk) => (
                      <li
                        key={perk}
                        className="shop:flex shop:items-start shop:gap-2 shop:text-sm shop:text-ink"
                      >
                        <CheckIcon
                          aria-hidden="true"
                          className="shop:mt-0.5 shop:size-4 shop:shrink-0 shop:text-settings-main"
                        />
                        <span>{perk}</span>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <RichText html={page.body} />
      {page.regulation_slug ? (
        <p>
          <ShopLink
            href={regulationPath(page.regulation_slug)}
            className="shop:inline-flex shop:items-center shop:gap-1 shop:font-semibold shop:text-settings-main shop:underline shop:underline-offset-4 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
          >
            {t('infoPages.fidelity.regulation')}
            <ChevronRightSmallIcon aria-hidden="true" className="shop:size-4" />
          </ShopLink>
        </p>
      ) : null}
    </article>
  );
}
