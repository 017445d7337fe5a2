import type { BrandSlide } from '@shop/core/contract';
import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { ShopLink } from '../../lib/link.js';

/** Three logos a row on phones, five from 744 px (SPEC §2 "partners"). */
export const partnersVariants = cva(
  'shop:grid shop:grid-cols-3 shop:gap-3 shop:bp744:grid-cols-5 shop:bp744:gap-4',
);

export const partnerLogoVariants = cva(
  'shop:flex shop:aspect-[3/2] shop:w-full shop:items-center shop:justify-center shop:rounded-lg shop:border shop:border-line shop:bg-white shop:p-3',
);

export interface PartnersProps extends HTMLAttributes<HTMLElement> {
  /**
   * The partner brands from /api/homepage/slider-brands-for-home-page/.
   * @example brands={[{ id: 1, name: 'Bosch', image: '/media/bosch.svg', url: null }]}
   */
  brands: readonly BrandSlide[];
  /**
   * The section's heading (the dealers page names it its own way).
   * @default t('homeSections.partners')
   */
  title?: string;
}

/**
 * The home page's partners (SPEC §2): the brands' logos, five a row on wide screens, each
 * naming its brand and leading to the brand's page when it has one. Nothing when empty.
 *
 * @example <Partners brands={brands} />
 */
export function Partners({ brands, title, className, ...props }: PartnersProps): ReactNode {
  const { t } = useT();
  const titleId = useId();
  if (!brands.length) return null;
  return (
    <section
      data-slot="partners"
      aria-labelledby={titleId}
      className={className ?? 'shop:flex shop:flex-col shop:gap-4'}
      {...props}
    >
      <h2 id={titleId} className="shop:text-2xl shop:font-semibold">
        {title ?? t('homeSections.partners')}
      </h2>
      <ul className={partnersVariants()}>
        {brands.map((brand) => {
          const logo = brand.image ? (
            <img
              src={brand.image}
              alt={brand.name}
              loading="lazy"
              decoding="async"
              className="shop:max-h-full shop:max-w-full shop:object-contain"
            />
          ) : (
            <span className="shop:text-center shop:font-semibold shop:text-ink">{brand.name}</span>
          );
          return (
            <li key={brand.id} data-slot="partner">
              {brand.url ? (
                <ShopLink
                  href={brand.url}
                  className={`${partnerLogoVariants()} shop:transition-shadow shop:hover:shadow-md shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main`}
                >
                  {logo}
                </ShopLink>
              ) : (
                <div className={partnerLogoVariants()}>{logo}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
