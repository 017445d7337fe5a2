import type { HomeFeature } from '@shop/core/contract';
import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import {
  ChatIcon,
  CheckCircleIcon,
  PackageIcon,
  PinIcon,
  ReceiptIcon,
  TruckIcon,
} from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';

/** Two columns below 744 px, four from there (SPEC §2 "features"). */
export const homeFeaturesVariants = cva(
  'shop:grid shop:grid-cols-2 shop:gap-3 shop:bp744:grid-cols-4 shop:bp744:gap-4',
);

export const homeFeatureVariants = cva(
  'shop:relative shop:flex shop:h-full shop:flex-col shop:items-start shop:gap-2 shop:rounded-lg shop:border shop:border-line shop:bg-white shop:p-4',
);

/** The picture each known `icon` name draws; an unknown one gets a neutral check mark. */
const FEATURE_ICONS: Record<string, () => ReactNode> = {
  delivery: () => <TruckIcon />,
  returns: () => <PackageIcon />,
  payment: () => <ReceiptIcon />,
  support: () => <ChatIcon />,
  shops: () => <PinIcon />,
};

export interface HomeFeaturesProps extends HTMLAttributes<HTMLElement> {
  /**
   * The shop's promises from /api/homepage/features/, in the page's language.
   * @example features={[{ id: 1, icon: 'delivery', title: 'Livrare', text: '…', url: null }]}
   */
  features: readonly HomeFeature[];
}

/**
 * The home page's features block (SPEC §2): what the shop promises (delivery, returns, payment,
 * support), each with its icon and text, and a link to its page when it has one. Nothing at all
 * when the list is empty. Static markup: needs no script.
 *
 * @example <HomeFeatures features={features} />
 */
export function HomeFeatures({ features, className, ...props }: HomeFeaturesProps): ReactNode {
  const { t } = useT();
  const titleId = useId();
  if (!features.length) return null;
  return (
    <section data-slot="home-features" aria-labelledby={titleId} className={className} {...props}>
      <h2 id={titleId} className="shop:sr-only">
        {t('homeSections.features')}
      </h2>
      <ul className={homeFeaturesVariants()}>
        {features.map((feature) => {
          const icon = FEATURE_ICONS[feature.icon] ?? (() => <CheckCircleIcon />);
          return (
            <li key={feature.id} data-slot="home-feature" className={homeFeatureVariants()}>
              <span className="shop:inline-flex shop:size-10 shop:items-center shop:justify-center shop:rounded-full shop:bg-surface-muted shop:text-settings-main shop:[&_svg]:size-6">
                {icon()}
              </span>
              <h3 className="shop:text-base shop:font-semibold shop:wrap-break-word">
                {feature.url ? (
                  <ShopLink
                    href={feature.url}
                    className={cn(
                      'shop:after:absolute shop:after:inset-0 shop:after:rounded-lg shop:after:content-[""] shop:hover:text-settings-main shop:focus-visible:outline-none shop:focus-visible:after:outline-2 shop:focus-visible:after:outline-offset-2 shop:focus-visible:after:outline-settings-main',
                    )}
                  >
                    {feature.title}
                  </ShopLink>
                ) : (
                  feature.title
                )}
              </h3>
              {feature.text ? (
                <p className="shop:text-sm shop:text-ink-soft">{feature.text}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
