import { switchLocalePath } from '@shop/core/rules';
import { useState, type ReactNode } from 'react';
import { useT } from '../../../i18n/index.js';
import { MenuIcon } from '../../../icons/index.js';
import { LinkProvider, type RenderLink } from '../../../lib/link.js';
import { Button } from '../../../primitives/button/index.js';
import { MobileMenu, type MobileMenuProps } from '../mobile-menu.js';

/**
 * The mobile menu as the storefront wires it, shared by stories and tests: a menu button, and a
 * stand-in router whose links change `pathname` instead of leaving the page.
 */
export interface MobileMenuExampleProps extends Partial<
  Pick<MobileMenuProps, 'onCatalogueClick' | 'onLocaleChange' | 'extraLinks'>
> {
  /** The route at first render. @default '/' */
  initialPathname?: string;
  /** Open at first render. @default false */
  defaultOpen?: boolean;
}

export function MobileMenuExample({
  initialPathname = '/',
  defaultOpen = false,
  ...props
}: MobileMenuExampleProps): ReactNode {
  const { t } = useT();
  const [open, setOpen] = useState(defaultOpen);
  const [pathname, setPathname] = useState(initialPathname);

  const renderLink: RenderLink = ({ children, href, onClick, ...rest }) => (
    <a
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        setPathname(href);
      }}
    >
      {children}
    </a>
  );

  return (
    <LinkProvider renderLink={renderLink}>
      <div className="shop:flex shop:items-center shop:gap-4 shop:p-4">
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <MenuIcon className="shop:size-5" />
          {t('nav.menu')}
        </Button>
        <output className="shop:text-sm shop:text-muted">{pathname}</output>
      </div>
      <MobileMenu
        open={open}
        onOpenChange={setOpen}
        pathname={pathname}
        hrefFor={(code) => switchLocalePath(pathname, code)}
        {...props}
      />
    </LinkProvider>
  );
}
