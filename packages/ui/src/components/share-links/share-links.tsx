import { SHARE_TYPES, shareUrl, type ShareType } from '@shop/core/rules';
import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { FacebookIcon, OdnoklassnikiIcon, type IconComponent } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';

/** The group: its label, then the links in a row. */
export const shareLinksVariants = cva('flex flex-wrap items-center gap-x-3 gap-y-2', {
  variants: {
    tone: {
      /** On the page's light background. */
      default: 'text-ink',
      /** On a dark picture or colour (the sales banner): white text. */
      inverse: 'text-white',
    },
  },
  defaultVariants: { tone: 'default' },
});

/** One share link: a round 44 px target (WCAG 2.5.5) with a 20 px icon. */
export const shareLinkVariants = cva(
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 [&_svg]:size-5 [&_svg]:shrink-0',
  {
    variants: {
      tone: {
        default:
          'bg-black/5 text-settings-icons hover:bg-black/10 focus-visible:outline-settings-main',
        inverse:
          'bg-black/35 text-white ring-1 ring-white/40 ring-inset hover:bg-black/50 focus-visible:outline-white',
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
      <span id={labelId} className="text-sm font-medium">
        {title ?? t('share.title')}
      </span>
      <ul aria-labelledby={labelId} className="flex items-center gap-2">
        {SHARE_TYPES.map((type) => {
          const Icon = SHARE_ICONS[type];
          return (
            <li key={type} className="flex">
              <a
                href={shareUrl(type, url)}
                target="_blank"
                rel="noopener noreferrer"
                data-slot="share-link"
                data-network={type}
                className={shareLinkVariants({ tone })}
              >
                <Icon />
                <span className="sr-only">
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
