import type { ProductDetail } from '@shop/core/contract';
import { LOCALE_CODES, toLeiString, unitPrice, type LocaleCode } from '@shop/core/rules';
import type { MetaDescriptor } from 'react-router';
import { alternatePaths } from './locale.js';

export interface PageMetaInput {
  /** The page's own title; the shop's name is appended. */
  title: string;
  siteName: string;
  description?: string | null;
  /**
   * The site's public origin ('https://shop.md', PUBLIC_URL), for absolute canonical and alternate
   * addresses; never taken from the request's Host.
   */
  origin: string;
  /** The page's path with its language prefix and the query that identifies it. */
  path: string;
  locale: LocaleCode;
  /** Pages that should not be indexed (search results, filtered listings past page 1, 404). */
  noindex?: boolean;
}

/** A page's title with the shop's name after it; the shop's own name stays alone (home). */
export function pageTitle(title: string, siteName: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

/** Keeps a page out of search results while its links are still followed. */
export const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex, follow' };

/**
 * Title, description, canonical address, hreflang alternates for the three languages (plus
 * x-default, the Romanian page) and Open Graph basics.
 */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const { origin, path, locale } = input;
  const [pathname = '/', query = ''] = path.split('?');
  const suffix = query ? `?${query}` : '';
  const alternates = alternatePaths(pathname);
  const title = pageTitle(input.title, input.siteName);
  const meta: MetaDescriptor[] = [
    { title },
    { tagName: 'link', rel: 'canonical', href: `${origin}${pathname}${suffix}` },
    ...LOCALE_CODES.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: `${origin}${alternates[code]}${suffix}`,
    })),
    {
      tagName: 'link',
      rel: 'alternate',
      hrefLang: 'x-default',
      href: `${origin}${alternates.ro}${suffix}`,
    },
    { property: 'og:title', content: title },
    { property: 'og:url', content: `${origin}${pathname}${suffix}` },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:locale', content: OG_LOCALE[locale] },
  ];
  if (input.description) {
    meta.push({ name: 'description', content: input.description });
    meta.push({ property: 'og:description', content: input.description });
  }
  if (input.noindex) meta.push(NOINDEX);
  return meta;
}

const OG_LOCALE: Record<LocaleCode, string> = { ro: 'ro_MD', en: 'en_GB', ru: 'ru_MD' };

/** schema.org Product with its offer in MDL (price shown to a visitor) and availability. */
export function productJsonLd(product: ProductDetail, url: string, imageUrls: string[]) {
  const price = unitPrice(product, { role: 'visitor' });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.model ?? undefined,
    ...(product.brand?.name ? { brand: { '@type': 'Brand', name: product.brand.name } } : {}),
    ...(imageUrls.length ? { image: imageUrls } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'MDL',
      // schema.org wants a plain decimal in lei: core's wire format ('1299.50'), not the display one.
      price: toLeiString(price),
      availability:
        product.balance > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
}

/** schema.org BreadcrumbList from the page's trail (absolute addresses). */
export function breadcrumbJsonLd(items: { name: string; url: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  };
}

/**
 * schema.org Article (a news article, a promotion): headline, dates (ISO 8601 or YYYY-MM-DD, as
 * the API sends them), pictures and the shop as publisher.
 */
export function articleJsonLd(article: {
  headline: string;
  url: string;
  description?: string | null;
  datePublished?: string | null;
  dateModified?: string | null;
  imageUrls?: readonly string[];
  publisher: string;
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.headline,
    mainEntityOfPage: article.url,
    ...(article.description ? { description: article.description } : {}),
    ...(article.datePublished ? { datePublished: article.datePublished } : {}),
    ...(article.dateModified ? { dateModified: article.dateModified } : {}),
    ...(article.imageUrls?.length ? { image: article.imageUrls } : {}),
    publisher: { '@type': 'Organization', name: article.publisher },
  };
}

/** schema.org FAQPage from questions and their answers (answers may hold the API's HTML). */
export function faqPageJsonLd(items: readonly { question: string; answer: string }[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: item.answer },
    })),
  };
}

/**
 * schema.org Organization with one ContactPoint per person of the contacts page's
 * administration block (their position as the contact type), so a search engine can show them.
 */
export function organizationJsonLd(organization: {
  name: string;
  url: string;
  contacts: readonly {
    position: string;
    name: string;
    phone: string | null;
    email: string | null;
  }[];
}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: organization.name,
    url: organization.url,
    contactPoint: organization.contacts.map((person) => ({
      '@type': 'ContactPoint',
      contactType: person.position || person.name,
      name: person.name,
      ...(person.phone ? { telephone: person.phone } : {}),
      ...(person.email ? { email: person.email } : {}),
    })),
  };
}

/**
 * schema.org Store for one shop's page, from the facts the shop's data has and nothing else:
 * its name and page, the address as the shop writes it (one line, not split into parts it does
 * not give), its phone numbers, pictures and coordinates. Opening hours, price range and the
 * like are left out: the shop page's data has none.
 */
export function storeJsonLd(store: {
  name: string;
  url: string;
  address?: string | null;
  telephones?: readonly string[];
  imageUrls?: readonly string[];
  latitude?: number | null;
  longitude?: number | null;
}) {
  const [telephone, ...otherPhones] = store.telephones ?? [];
  const geo =
    typeof store.latitude === 'number' && typeof store.longitude === 'number'
      ? { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude }
      : null;
  return {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: store.name,
    url: store.url,
    ...(store.address
      ? { address: { '@type': 'PostalAddress', streetAddress: store.address } }
      : {}),
    // schema.org's telephone is one text; more numbers are further contact points.
    ...(telephone ? { telephone } : {}),
    ...(otherPhones.length
      ? {
          contactPoint: otherPhones.map((phone) => ({
            '@type': 'ContactPoint',
            telephone: phone,
          })),
        }
      : {}),
    ...(store.imageUrls?.length ? { image: store.imageUrls } : {}),
    ...(geo ? { geo } : {}),
  };
}
