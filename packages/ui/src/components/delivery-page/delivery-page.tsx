import type { DeliveryPage as DeliveryPageData } from '@shop/core/contract';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import {
  CheckCircleIcon,
  ClockIcon,
  InfoCircleIcon,
  PinIcon,
  TruckIcon,
} from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

/** The picture each known item `icon` draws; an unknown one gets a neutral check mark. */
const ITEM_ICONS: Record<string, () => ReactNode> = {
  delivery: () => <TruckIcon />,
  time: () => <ClockIcon />,
  shops: () => <PinIcon />,
};

export interface DeliveryPageProps extends HTMLAttributes<HTMLElement> {
  /**
   * The page from GET /api/pages/delivery/, in the page's language.
   * @example page={await api.content.deliveryPage()}
   */
  page: DeliveryPageData;
}

/**
 * The delivery page (SPEC §2): the banner picture, three info items with their icons, the
 * four-column table of times and prices (a real table that scrolls sideways on phones) and the
 * informer notes. Static markup: needs no script.
 *
 * @example <DeliveryPage page={page} />
 */
export function DeliveryPage({ page, className, ...props }: DeliveryPageProps): ReactNode {
  const { t } = useT();
  const ids = useId();
  return (
    <article
      data-slot="delivery-page"
      className={cn('shop:flex shop:flex-col shop:gap-8', className)}
      {...props}
    >
      <h1 className="shop:text-2xl shop:font-bold shop:text-ink shop:bp744:text-3xl">
        {page.title}
      </h1>
      {page.banner ? (
        <img
          src={page.banner}
          alt=""
          className="shop:aspect-[3/1] shop:w-full shop:rounded-lg shop:bg-surface-muted shop:object-cover"
        />
      ) : null}
      {page.items.length ? (
        <section aria-labelledby={`${ids}-items`}>
          <h2 id={`${ids}-items`} className="shop:sr-only">
            {t('infoPages.delivery.items')}
          </h2>
          <ul className="shop:grid shop:gap-4 shop:bp744:grid-cols-3">
            {page.items.map((item) => {
              const icon = ITEM_ICONS[item.icon] ?? (() => <CheckCircleIcon />);
              return (
                <li
                  key={item.title}
                  className="shop:flex shop:items-start shop:gap-3 shop:rounded-lg shop:border shop:border-line shop:p-4"
                >
                  <span className="shop:inline-flex shop:size-10 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:bg-surface-muted shop:text-settings-main shop:[&_svg]:size-6">
                    {icon()}
                  </span>
                  <div className="shop:flex shop:flex-col shop:gap-1">
                    <h3 className="shop:font-semibold shop:text-ink">{item.title}</h3>
                    {item.text ? <p className="shop:text-sm shop:text-muted">{item.text}</p> : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {page.table.rows.length ? (
        <div
          className="shop:overflow-x-auto shop:rounded-lg shop:border shop:border-line"
          role="region"
          aria-labelledby={`${ids}-table`}
          // A frame that scrolls must take the focus, so a keyboard can scroll it (WCAG 2.1.1).
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="shop:w-full shop:min-w-[560px] shop:border-collapse shop:text-left shop:text-sm">
            <caption
              id={`${ids}-table`}
              className="shop:p-4 shop:text-left shop:text-lg shop:font-semibold shop:text-ink"
            >
              {t('infoPages.delivery.table')}
            </caption>
            <thead className="shop:bg-surface-muted">
              <tr>
                {page.table.columns.map((column) => (
                  <th
                    key={column}
                    scope="col"
                    className="shop:px-4 shop:py-3 shop:font-semibold shop:text-ink"
                  >
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {page.table.rows.map((row, rowIndex) => (
                <tr key={rowIndex} className="shop:border-t shop:border-line">
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th
                        key={cellIndex}
                        scope="row"
                        className="shop:px-4 shop:py-3 shop:font-medium shop:text-ink"
                      >
                        {cell}
                      </th>
                    ) : (
                      <td key={cellIndex} className="shop:px-4 shop:py-3 shop:text-ink">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {page.informers.length ? (
        <section aria-labelledby={`${ids}-notes`} className="shop:flex shop:flex-col shop:gap-3">
          <h2 id={`${ids}-notes`} className="shop:sr-only">
            {t('infoPages.delivery.notes')}
          </h2>
          {page.informers.map((informer) => (
            <p
              key={informer}
              role="note"
              className="shop:flex shop:items-start shop:gap-3 shop:rounded-lg shop:bg-surface-muted shop:p-4 shop:text-ink shop:[&_svg]:size-5 shop:[&_svg]:shrink-0 shop:[&_svg]:text-settings-main"
            >
              <InfoCircleIcon aria-hidden="true" />
              <span>{informer}</span>
            </p>
          ))}
        </section>
      ) : null}
    </article>
  );
}
