import type {
  Address,
  ClientLink,
  FooterCategory,
  GlobalSettings,
  SocialLink,
} from '@shop/core/contract';
import {
  catalogPath,
  clientServicePath,
  contactsPath,
  formDialogPath,
  phoneHref,
  PATHS,
} from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT, type Translator } from '../../i18n/index.js';
import { PinIcon } from '../../icons/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { useControllableState } from '../../lib/use-controllable-state.js';
import { useHydrated } from '../../lib/use-hydrated.js';
import { Accordion } from '../../primitives/accordion/index.js';
import { DEFAULT_PAYMENT_METHODS, PAYMENT_MARKS } from './payment-marks.js';
import { socialNetwork } from './social-networks.js';

/** A link of the company group: a shop path (without the language prefix) and its text. */
export interface FooterLink {
  href: string;
  title: string;
}

/** The link groups; on phones each is a section of the accordion. */
export type FooterSectionId = 'company' | 'categories' | 'service' | 'contacts';

/** The company pages of SPEC §2's routes, named from the catalogue. */
export function defaultCompanyLinks(t: Translator['t']): FooterLink[] {
  return [
    { href: PATHS.about, title: t('footer.links.about') },
    { href: PATHS.shops, title: t('footer.links.shops') },
    { href: PATHS.promotions, title: t('footer.links.promotions') },
    { href: PATHS.news, title: t('footer.links.news') },
    { href: PATHS.delivery, title: t('footer.links.delivery') },
    { href: PATHS.careers, title: t('footer.links.careers') },
    { href: PATHS.dealers, title: t('footer.links.dealers') },
    { href: PATHS.contacts, title: t('footer.contacts') },
  ];
}

// The footer's `tel:` rule is core's (the header, the order and the stock lists use it too).
export { phoneHref };

/** The footer's contact props from the site settings (GET /api/site-settings/). */
export function footerPropsFromSettings(
  settings: Pick<
    GlobalSettings,
    'support_phone' | 'support_email' | 'social_links' | 'payment_methods' | 'addresses'
  >,
): Pick<FooterProps, 'phone' | 'email' | 'socials' | 'paymentMethods' | 'addresses'> {
  return {
    phone: settings.support_phone,
    email: settings.support_email,
    socials: settings.social_links,
    // An empty list means the server does not send them: the footer keeps Mastercard and Visa.
    paymentMethods: settings.payment_methods.length > 0 ? settings.payment_methods : undefined,
    addresses: settings.addresses,
  };
}

/** The footer's ground is the site-settings footer colour; text is light on it. */
export const footerVariants = cva('shop:bg-settings-footer shop:text-white shop:print:hidden!');

// Focus rings are white here: the shop's main colour is not visible enough on the dark footer.
const linkClasses =
  'shop:inline-flex shop:min-h-11 shop:items-center shop:py-1 shop:text-white/80 shop:wrap-anywhere shop:hover:text-white shop:hover:underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-white shop:bp744:min-h-0';

export interface FooterProps extends HTMLAttributes<HTMLElement> {
  /**
   * The company links.
   * @default defaultCompanyLinks(t): about, shops, promotions, news, delivery, careers, dealers, contacts
   */
  companyLinks?: readonly FooterLink[];
  /** Footer categories (GET /api/categories/footer-categories/), each to /pages/catalog/{slug}. */
  categories?: readonly FooterCategory[];
  /**
   * How many categories show before the show-all button.
   * @default 8
   */
  categoriesLimit?: number;
  /** Controlled: whether every category shows. */
  categoriesExpanded?: boolean;
  /**
   * Every category shows at first (uncontrolled).
   * @default false
   */
  defaultCategoriesExpanded?: boolean;
  /** Called when the show-all button is pressed. */
  onCategoriesExpandedChange?: (expanded: boolean) => void;
  /** Client-service links (GET /api/customer/footer-pages/), each to /pages/aditional/{slug}. */
  clientLinks?: readonly ClientLink[];
  /** Shop addresses, each to /pages/contacts?mapid={id}. */
  addresses?: readonly Address[];
  /** The support phone line. */
  phone?: string | null;
  /** The support e-mail. */
  email?: string | null;
  /** Social links (icon and name; they open in a new tab). */
  socials?: readonly SocialLink[];
  /**
   * Card schemes to show; Mastercard and Visa are drawn, another name shows as text.
   * @default ['mastercard', 'visa']
   */
  paymentMethods?: readonly string[];
  /**
   * The copyright year. Pass it from the server so that the server and the browser agree.
   * @default new Date().getFullYear()
   * @example <Footer year={loaderData.year} … />
   */
  year?: number;
  /** The phone accordion section open at first (uncontrolled). */
  defaultOpenSection?: FooterSectionId;
}

interface Section {
  id: FooterSectionId;
  title: string;
  content: (variant: 'columns' | 'accordion') => ReactNode;
  shown: boolean;
}

function LinkList({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <ul id={id} className="shop:flex shop:flex-col shop:bp744:gap-1">
      {children}
    </ul>
  );
}

/**
 * The shop's footer (SPEC §2): company links, categories with a show-all toggle, client-service
 * links, addresses to the contacts page, phone, e-mail, social links, payment methods and the
 * copyright. Link groups are columns from 744 px and an accordion below.
 *
 * The server HTML shows every group as columns with every category, so the links work without
 * JavaScript; after hydration phones get the accordion and the categories their toggle.
 *
 * @example
 * ```tsx
 * <Footer year={2025} categories={categories} clientLinks={pages} {...footerPropsFromSettings(settings)} />
 * ```
 */
export function Footer({
  companyLinks,
  categories = [],
  categoriesLimit = 8,
  categoriesExpanded,
  defaultCategoriesExpanded = false,
  onCategoriesExpandedChange,
  clientLinks = [],
  addresses = [],
  phone,
  email,
  socials = [],
  paymentMethods = DEFAULT_PAYMENT_METHODS,
  year = new Date().getFullYear(),
  defaultOpenSection,
  className,
  ...props
}: FooterProps): ReactNode {
  const { t } = useT();
  const id = useId();
  const hydrated = useHydrated();
  const [expanded, setExpanded] = useControllableState(
    categoriesExpanded,
    defaultCategoriesExpanded,
    onCategoriesExpandedChange,
  );
  const company = companyLinks ?? defaultCompanyLinks(t);
  // Before hydration the toggle cannot work, so every category shows.
  const showAllCategories = !hydrated || expanded || categories.length <= categoriesLimit;

  const categoriesContent = (variant: 'columns' | 'accordion') => {
    const listId = `${id}-${variant}-category-list`;
    return (
      <>
        <LinkList id={listId}>
          {categories.map((category, index) => (
            <li key={category.id} hidden={!showAllCategories && index >= categoriesLimit}>
              <ShopLink href={catalogPath(category.slug)} className={linkClasses}>
                {category.name}
              </ShopLink>
            </li>
          ))}
        </LinkList>
        {hydrated && categories.length > categoriesLimit ? (
          <button
            type="button"
            data-slot="footer-categories-toggle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded(!expanded)}
            className="shop:mt-1 shop:inline-flex shop:min-h-11 shop:cursor-pointer shop:items-center shop:font-medium shop:text-white shop:underline shop:underline-offset-4 shop:hover:no-underline shop:focus-visible:outline-2 shop:focus-visible:outline-offset-2 shop:focus-visible:outline-white shop:bp744:mt-2 shop:bp744:min-h-0"
          >
            {expanded ? t('footer.showLess') : t('footer.showAll')}
          </button>
        ) : null}
      </>
    );
  };

  const sections = (
    [
      {
        id: 'company',
        title: t('footer.company'),
        content: () => (
          <LinkList>
            {company.map((link) => (
              <li key={link.href}>
                <ShopLink href={link.href} className={linkClasses}>
                  {link.title}
                </ShopLink>
              </li>
            ))}
          </LinkList>
        ),
        shown: company.length > 0,
      },
      {
        id: 'categories',
        title: t('footer.categories'),
        content: categoriesContent,
        shown: categories.length > 0,
      },
      {
        id: 'service',
        title: t('footer.clientService'),
        content: () => (
          <LinkList>
            {clientLinks.map((link) => (
              <li key={link.id}>
                <ShopLink href={clientServicePath(link.slug)} className={linkClasses}>
                  {link.title}
                </ShopLink>
              </li>
            ))}
          </LinkList>
        ),
        shown: clientLinks.length > 0,
      },
      {
        id: 'contacts',
        title: t('footer.contacts'),
        content: () => (
          <LinkList>
            {addresses.map((address) => (
              <li key={address.id}>
                <ShopLink href={contactsPath(address.id)} className={cn(linkClasses, 'shop:gap-2')}>
                  <PinIcon className="shop:mt-1 shop:size-4 shop:shrink-0 shop:self-start" />
                  <span>{address.address}</span>
                </ShopLink>
              </li>
            ))}
          </LinkList>
        ),
        shown: addresses.length > 0,
      },
    ] satisfies Section[]
  ).filter((section) => section.shown);

  const payments = paymentMethods.filter((method) => method.trim() !== '');

  return (
    <footer data-slot="footer" className={cn(footerVariants(), className)} {...props}>
      <div className="shop:mx-auto shop:flex shop:max-w-[1280px] shop:flex-col shop:gap-8 shop:px-4 shop:py-8 shop:bp744:px-6 shop:bp744:py-12">
        <div className="shop:flex shop:flex-col shop:gap-8 shop:bp1024:flex-row shop:bp1024:gap-10">
          <nav
            aria-label={t('footer.navigation')}
            className="shop:bp1024:min-w-0 shop:bp1024:flex-1"
          >
            <div
              data-slot="footer-columns"
              className={cn(
                'shop:grid shop:gap-8 shop:bp744:grid-cols-2 shop:bp1024:grid-cols-4 shop:bp1024:gap-6',
                hydrated && 'shop:hidden shop:bp744:grid',
              )}
            >
              {sections.map((section) => (
                <div key={section.id} data-section={section.id} className="shop:min-w-0">
                  <h2 className="shop:mb-2 shop:text-base shop:font-semibold shop:text-white shop:bp744:mb-3">
                    {section.title}
                  </h2>
                  {section.content('columns')}
                </div>
              ))}
            </div>
            {hydrated ? (
              <div data-slot="footer-accordion" className="shop:bp744:hidden">
                <Accordion.Root
                  type="single"
                  collapsible
                  defaultValue={defaultOpenSection}
                  className="shop:divide-white/15 shop:border-white/15"
                >
                  {sections.map((section) => (
                    <Accordion.Item key={section.id} value={section.id}>
                      <Accordion.Trigger
                        level={2}
                        className="shop:min-h-12 shop:px-0 shop:font-semibold shop:hover:bg-transparent shop:hover:text-white shop:focus-visible:outline-white shop:data-[state=open]:text-white shop:[&_svg]:text-white/70"
                      >
                        {section.title}
                      </Accordion.Trigger>
                      <Accordion.Content className="shop:px-0 shop:pt-0">
                        {section.content('accordion')}
                      </Accordion.Content>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </div>
            ) : null}
          </nav>

          <div
            data-slot="footer-contact"
            className="shop:grid shop:gap-6 shop:bp744:grid-cols-3 shop:bp1024:flex shop:bp1024:w-72 shop:bp1024:shrink-0 shop:bp1024:flex-col"
          >
            <address className="shop:flex shop:flex-col shop:gap-2 shop:not-italic">
              {phone ? (
                <p className="shop:flex shop:flex-col">
                  <span className="shop:text-sm shop:text-white/70">{t('footer.phone')}</span>
                  <a
                    href={phoneHref(phone)}
                    className={cn(linkClasses, 'shop:text-lg shop:font-semibold shop:text-white')}
                  >
                    {phone}
                  </a>
                </p>
              ) : null}
              {email ? (
                <p className="shop:flex shop:flex-col">
                  <span className="shop:text-sm shop:text-white/70">{t('footer.email')}</span>
                  <a href={`mailto:${email}`} className={cn(linkClasses, 'shop:text-white')}>
                    {email}
                  </a>
                </p>
              ) : null}
              <p>
                <ShopLink
                  href={formDialogPath('contact')}
                  data-slot="footer-contact-form"
                  className={cn(linkClasses, 'shop:font-semibold shop:text-white shop:underline')}
                >
                  {t('footer.writeToUs')}
                </ShopLink>
              </p>
            </address>

            {socials.length > 0 ? (
              <div>
                <h2
                  id={`${id}-social`}
                  className="shop:mb-2 shop:text-base shop:font-semibold shop:text-white"
                >
                  {t('footer.social')}
                </h2>
                <ul
                  aria-labelledby={`${id}-social`}
                  className="shop:flex shop:flex-wrap shop:gap-x-4 shop:gap-y-1"
                >
                  {socials.map((social) => {
                    const { name, Icon } = socialNetwork(social.network);
                    return (
                      <li key={`${social.network}-${social.url}`}>
                        <a
                          href={social.url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className={cn(linkClasses, 'shop:gap-2')}
                        >
                          <Icon className="shop:size-5 shop:shrink-0" />
                          <span>{name}</span>{' '}
                          <span className="shop:sr-only">{t('footer.newTab')}</span>
                        </a>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}

            {payments.length > 0 ? (
              <div>
                <h2
                  id={`${id}-payments`}
                  className="shop:mb-2 shop:text-base shop:font-semibold shop:text-white"
                >
                  {t('footer.paymentMethods')}
                </h2>
                <ul
                  aria-labelledby={`${id}-payments`}
                  className="shop:flex shop:flex-wrap shop:gap-2"
                >
                  {payments.map((method) => {
                    const payment = PAYMENT_MARKS[method.trim().toLowerCase()];
                    return (
                      <li key={method} data-payment={method}>
                        {payment ? (
                          <payment.Mark
                            aria-label={payment.name}
                            className="shop:h-8 shop:w-12 shop:rounded"
                          />
                        ) : (
                          <span className="shop:inline-flex shop:h-8 shop:items-center shop:rounded shop:bg-white shop:px-2 shop:text-xs shop:font-semibold shop:text-ink">
                            {method}
                          </span>
                        )}
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
          </div>
        </div>

        <p
          data-slot="footer-copyright"
          className="shop:border-t shop:border-white/15 shop:pt-6 shop:text-sm shop:text-white/70"
        >
          {t('footer.copyright', { year: String(year) })}
        </p>
      </div>
    </footer>
  );
}
