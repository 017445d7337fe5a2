import type { ComponentProps, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { Badge } from '../../primitives/badge/badge.js';

export interface ContentCardProps extends Omit<ComponentProps<'article'>, 'title' | 'children'> {
  /** The page the card opens (without the language prefix; ShopLink adds it). */
  href: string;
  /** The API's title: the card's link. */
  title: string;
  /** The picture (absolute URL), or null for a plain card. */
  image: string | null;
  /**
   * 'eager' for the cards of the first row, which the reader sees at once; lazy below.
   * @default 'lazy'
   */
  imageLoading?: 'eager' | 'lazy';
  /** The day ('YYYY-MM-DD' or ISO), shown in the shop's time zone. */
  date?: string | null;
  /**
   * A promotion's period: with `period` the card shows "date – endDate", or "From date" while
   * endDate is null (an open-ended promotion).
   */
  period?: boolean;
  endDate?: string | null;
  /** A short text under the title. */
  description?: string | null;
  /** A label of the API's (an article's category). */
  badge?: string | null;
  /** Shows the "Ended" badge (a promotion past its last day, core's `promotionState`). */
  ended?: boolean;
}

/**
 * A card of a content list (news, promotions): picture, date or period, the title as the link,
 * a short description and badges. The heading is an h2: the list page's h1 is above it.
 */
export function ContentCard({
  href,
  title,
  image,
  imageLoading = 'lazy',
  date = null,
  period = false,
  endDate = null,
  description = null,
  badge = null,
  ended = false,
  className,
  ...props
}: ContentCardProps): ReactNode {
  const { t, date: formatDay } = useT();
  const start = date ? formatDay(date, 'long') : '';
  const end = endDate ? formatDay(endDate, 'long') : '';
  let when: string | null = start || null;
  if (period && start)
    when = end ? `${start} – ${end}` : t('contentPages.promotionFrom', { date: start });
  return (
    <article
      data-slot="content-card"
      className={cn(
        'shop:relative shop:flex shop:flex-col shop:overflow-hidden shop:rounded-xl shop:border shop:border-line shop:bg-surface shop:focus-within:outline-2 shop:focus-within:outline-settings-main',
        className,
      )}
      {...props}
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading={imageLoading}
          decoding="async"
          width={640}
          height={360}
          className="shop:aspect-video shop:w-full shop:bg-surface-muted shop:object-cover"
        />
      ) : null}
      <div className="shop:flex shop:flex-1 shop:flex-col shop:gap-2 shop:p-4">
        {badge || ended ? (
          <div className="shop:flex shop:flex-wrap shop:gap-2">
            {ended ? (
              <Badge variant="warning" size="sm">
                {t('contentPages.promotionEnded')}
              </Badge>
            ) : null}
            {badge ? (
              <Badge size="sm" data-slot="content-card-badge">
                {badge}
              </Badge>
            ) : null}
          </div>
        ) : null}
        {when ? (
          <time
            dateTime={date ?? undefined}
            className="shop:text-sm shop:text-muted"
            data-slot="content-card-date"
          >
            {when}
          </time>
        ) : null}
        <h2 className="shop:text-lg shop:leading-snug shop:font-semibold shop:text-ink">
          {/* The whole card is the link's target area; the title stays the link's name. */}
          <ShopLink
            href={href}
            className="shop:outline-none shop:after:absolute shop:after:inset-0 shop:hover:text-settings-main shop:hover:underline"
          >
            {title}
          </ShopLink>
        </h2>
        {description ? (
          <p className="shop:line-clamp-3 shop:text-sm shop:text-muted">{description}</p>
        ) : null}
      </div>
    </article>
  );
}
