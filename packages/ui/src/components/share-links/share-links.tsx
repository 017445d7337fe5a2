import { SHARE_TYPES, shareUrl, type ShareType } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { FacebookIcon, OdnoklassnikiIcon, type IconComponent } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

/** The group: its label, then the links in a row. */
export const shareLinksVariants = cva(
  'shop:flex shop:flex-wrap shop:items-center shop:gap-x-3 shop:gap-y-2',
  {
    variants: {
      tone: {
        /** On the page's light background. */
        default: 'shop:text-ink',
        /** On a dark picture or colour (the sales banner): white text. */
        inverse: 'shop:text-white',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

/** One share link: a round 44 px target (WCAG 2.5.5) with a 20 px icon. */
export const shareLinkVariants = cva(
  'shop:inline-flex shop:size-11 shop:shrink-0 shop:items-center shop:justify-center shop:rounded-full shop:transition-colors shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:[&_svg]:size-5 shop:[&_svg]:shrink-0',
  {
    variants: {
      tone: {
        default:
          'shop:bg-black/5 shop:text-settings-icons shop:hover:bg-black/10 shop:focus-visible:outline-settings-main',
        inverse:
          'shop:bg-black/35 shop:text-white shop:ring-1 shop:ring-white/40 shop:ring-inset shop:hover:bg-black/50 shop:focus-visible:outline-white',
      },
    },
    defaultVariants: { tone: 'default' },
  },
);

const SHARE_ICONS: Readonly<Record<ShareType, IconComponent>> = {
  fb: FacebookIcon,
  ok: OdnoklassnikiIcon,
};

export interface ShareLinksProps
  extends Omit<HTMLAttributes<HTMLDivElement>, 'title'>, VariantProps<typeof shareLinksVariants> {
  /**
   * The absolute address of the page to share (it is URL-encoded into each network's link).
   * @example url="https://unealta.md/pages/sales"
   */
  url: string;
  /**
   * The group's visible label, which also names the list for screen readers.
   * @default t('share.title') ('Distribuie')
   */
  title?: string;
  /**
   * Colours for a light page (`default`) or a dark picture or colour (`inverse`, white icons).
   * @default 'default'
   */
  tone?: 'default' | 'inverse';
}

/**
 * Share buttons (SPEC §8: Facebook and Odnoklassniki only): a labelled list with one link per
 * network, each opening the network's share page in a new window. The icon is hidden from
 * screen readers; the link reads 'Distribuie pe Facebook (se deschide într-o fereastră nouă)'.
 *
 * @example
 * ```tsx
 * <ShareLinks url={`${origin}${location.pathname}`} />
 * ```
 */
export function ShareLinks({ url, title, tone, className, ...props }: ShareLinksProps): ReactNode {
  const { t } = useT();
  const labelId = useId();
  return (
    <div data-slot="share-links" className={cn(shareLinksVariants({ tone }), className)} {...props}>
      <span id={labelId} className="shop:text-sm shop:font-medium">
        {title ?? t('share.title')}
      </span>
      <ul aria-labelledby={labelId} className="shop:flex shop:items-center shop:gap-2">
        {SHARE_TYPES.map((type) => {
          const Icon = SHARE_ICONS[type];
          return (
            <li key={type} className="shop:flex">
              <a
                href={shareUrl(type, url)}
                target="_blank"
                rel="noopener noreferrer"
                data-slot="share-link"
                data-network={type}
                className={shareLinkVariants({ tone })}
              >
                <Icon />
                <span className="shop:sr-only">
                  {t(`share.${type}`)} {t('externalLink.newWindow')}
                </span>
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
