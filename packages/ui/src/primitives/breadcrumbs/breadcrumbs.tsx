import { cva, type VariantProps } from 'class-variance-authority';
import type { AnchorHTMLAttributes, HTMLAttributes, ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { ChevronRightSmallIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { renderShopLink } from '../../lib/link.js';

export const breadcrumbsVariants = cva('shop:text-muted shop:print:hidden!', {
  variants: {
    size: {
      sm: 'shop:text-xs',
      md: 'shop:text-sm',
    },
  },
  defaultVariants: { size: 'md' },
});

/** One step of the path. The last one is the current page and is never a link. */
export interface BreadcrumbItem {
  /** The visible text (already translated, e.g. a category name). */
  label: string;
  /** Where the step leads; without it the step is plain text. */
  href?: string;
}

/** What `renderLink` receives: an anchor's props with its `href`. */
export type BreadcrumbLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children: ReactNode;
};

/** The default link: a ShopLink (localised, drawn by the LinkProvider's router link). */
export const defaultRenderLink = (props: BreadcrumbLinkProps): ReactNode => renderShopLink(props);

export interface BreadcrumbsProps
  extends Omit<HTMLAttributes<HTMLElement>, 'children'>, VariantProps<typeof breadcrumbsVariants> {
  /**
   * The path from the home page to the current page.
   * @example <Breadcrumbs items={[{ label: 'Acasă', href: '/' }, { label: 'Pantofi' }]} />
   */
  items: readonly BreadcrumbItem[];
  /**
   * Renders a link, so the ui never imports the router.
   * @default a ShopLink (see LinkProvider)
   * @example renderLink={({ href, ...props }) => <Link to={href} {...props} />}
   */
  renderLink?: (props: BreadcrumbLinkProps) => ReactNode;
}

const linkClass =
  'shop:rounded-sm shop:underline-offset-2 shop:hover:text-settings-main shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-settings-main';

/** The path to the current page (SPEC §2): a labelled nav with an ordered list. */
export function Breadcrumbs({
  className,
  size,
  items,
  renderLink = defaultRenderLink,
  ...props
}: BreadcrumbsProps): ReactNode {
  const { t } = useT();
  return (
    <nav
      data-slot="breadcrumbs"
      aria-label={t('breadcrumbs.label')}
      className={cn(breadcrumbsVariants({ size }), className)}
      {...props}
    >
      <ol className="shop:flex shop:flex-wrap shop:items-center shop:gap-x-1.5 shop:gap-y-1">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li
              key={`${index}-${item.label}`}
              data-slot="breadcrumbs-item"
              className="shop:inline-flex shop:min-w-0 shop:items-center shop:gap-1.5"
            >
              {index > 0 ? (
                <ChevronRightSmallIcon
                  strokeWidth={1.5}
                  className="shop:size-3.5 shop:shrink-0 shop:text-faint"
                />
              ) : null}
              {current ? (
                <span aria-current="page" className="shop:truncate shop:font-medium shop:text-ink">
                  {item.label}
                </span>
              ) : item.href === undefined ? (
                <span className="shop:truncate">{item.label}</span>
              ) : (
                renderLink({ href: item.href, className: linkClass, children: item.label })
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
