import { isMapPoint, mapEmbedUrl, mapLinkUrl } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import { useState, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { safeFrameUrl } from '../../lib/frame-url.js';
import { Skeleton } from '../skeleton/skeleton.js';

export const mapFrameVariants = cva(
  'shop:relative shop:w-full shop:overflow-hidden shop:rounded-md shop:border shop:border-black/10 shop:bg-surface-muted',
  {
    variants: {
      ratio: {
        wide: 'shop:aspect-[16/9]',
        square: 'shop:aspect-square',
        /** Fills the height its parent gives it (the map modal). */
        fill: 'shop:h-full shop:min-h-[240px]',
      },
    },
    defaultVariants: { ratio: 'wide' },
  },
);

export interface MapFrameProps extends VariantProps<typeof mapFrameVariants> {
  /** The place shown: names the frame for screen readers ('Map: Chișinău, str. …'). */
  place: string;
  /** The embed address from the API (`map_url`); used when it is a safe http(s) address. */
  src?: string | null;
  /** Coordinates: the map when there is no `src`, and the 'open in a new tab' link. */
  latitude?: number | null;
  longitude?: number | null;
  /**
   * Show a link that opens the map in a new tab (where route planning is at hand).
   * @default true
   */
  showLink?: boolean;
  className?: string;
}

/**
 * An embedded map (the contacts page and the map modal of SPEC §2): the shop's own embed when it
 * has one, else an OpenStreetMap view of its coordinates. It loads lazily, shows a placeholder
 * until the map has loaded, and renders nothing when there is neither a safe address nor
 * coordinates.
 *
 * @example
 * ```tsx
 * <MapFrame place={shop.location} src={shop.map_url} latitude={shop.latitude} longitude={shop.longitude} />
 * ```
 */
export function MapFrame({
  place,
  src,
  latitude,
  longitude,
  showLink = true,
  ratio,
  className,
}: MapFrameProps): ReactNode {
  const { t } = useT();
  const [loaded, setLoaded] = useState(false);
  const point = { latitude: latitude ?? undefined, longitude: longitude ?? undefined };
  const frameSrc = safeFrameUrl(src) ?? (isMapPoint(point) ? mapEmbedUrl(point) : null);
  if (!frameSrc) return null;
  const link = isMapPoint(point) ? mapLinkUrl(point) : /^https?:/.test(frameSrc) ? frameSrc : null;

  return (
    <figure
      data-slot="map-frame"
      className={cn('shop:m-0 shop:flex shop:flex-col shop:gap-2', className)}
    >
      <div className={mapFrameVariants({ ratio })} aria-busy={!loaded}>
        {loaded ? null : (
          <Skeleton
            shape="rect"
            className="shop:absolute shop:inset-0 shop:h-full shop:rounded-none"
          />
        )}
        <iframe
          src={frameSrc}
          title={t('map.title', { place })}
          loading="lazy"
          referrerPolicy="strict-origin-when-cross-origin"
          className="shop:absolute shop:inset-0 shop:size-full shop:border-0"
          onLoad={() => setLoaded(true)}
        />
      </div>
      {showLink && link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer"
          className="shop:self-start shop:text-sm shop:text-settings-main shop:underline shop:underline-offset-2 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main"
        >
          {t('map.open')}
        </a>
      ) : null}
    </figure>
  );
}
