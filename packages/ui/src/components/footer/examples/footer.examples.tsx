import type { Address, ClientLink, FooterCategory, SocialLink } from '@shop/core/contract';
import { Footer, type FooterProps } from '../footer.js';

/** Fourteen footer categories: more than the eight shown before 'All categories'. */
export const footerCategories: FooterCategory[] = [
  ['Unelte electrice', 'unelte-electrice'],
  ['Grădină', 'gradina'],
  ['Vopsele și lacuri', 'vopsele'],
  ['Instalații sanitare', 'instalatii-sanitare'],
  ['Iluminat', 'iluminat'],
  ['Feronerie', 'feronerie'],
  ['Materiale de construcții', 'materiale-constructii'],
  ['Electrice', 'electrice'],
  ['Încălzire', 'incalzire'],
  ['Bricolaj', 'bricolaj'],
  ['Auto', 'auto'],
  ['Camping', 'camping'],
  ['Uși și ferestre', 'usi-ferestre'],
  ['Decorațiuni', 'decoratiuni'],
].map(([name = '', slug = ''], index) => ({ id: index + 1, name, slug }));

/** Client-service pages (GET /api/customer/footer-pages/). */
export const clientLinks: ClientLink[] = [
  { id: 1, slug: 'garantie-retur', title: 'Garanție și retur' },
  { id: 2, slug: 'return', title: 'Returnarea produselor' },
  { id: 3, slug: 'terms', title: 'Termeni și condiții' },
  { id: 4, slug: 'regulamente', title: 'Regulamente' },
  { id: 5, slug: 'plata-in-rate', title: 'Plata în rate' },
];

/** Three shops. */
export const addresses: Address[] = [
  { id: 1, address: 'Chișinău, str. Ismail 88' },
  { id: 2, address: 'Bălți, str. Independenței 5' },
  { id: 3, address: 'Cahul, str. Republicii 12' },
];

/** Eight shops, two with long addresses. */
export const longAddresses: Address[] = [
  ...addresses,
  { id: 4, address: 'Chișinău, bd. Mircea cel Bătrân 11/3, centrul comercial „Sprint”, etajul 2' },
  { id: 5, address: 'Orhei, str. Vasile Mahu 134' },
  { id: 6, address: 'Ungheni, str. Națională 20' },
  { id: 7, address: 'Soroca, str. Independenței 60' },
  { id: 8, address: 'Strășeni, str. Ștefan cel Mare și Sfînt 191, lângă piața centrală' },
];

/** Social links as the site settings send them. */
export const socials: SocialLink[] = [
  { network: 'facebook', url: 'https://facebook.com/shop.md' },
  { network: 'instagram', url: 'https://instagram.com/shop.md' },
  { network: 'youtube', url: 'https://youtube.com/@shop.md' },
  { network: 'tiktok', url: 'https://tiktok.com/@shop.md' },
  { network: 'telegram', url: 'https://t.me/shop_md' },
];

/** Every group filled, the year fixed so screenshots stay the same. */
export const fullFooterProps: FooterProps = {
  categories: footerCategories,
  clientLinks,
  addresses,
  phone: '+373 22 123 456',
  email: 'info@shop.md',
  socials,
  year: 2025,
};

/**
 * Without the contact block (phone, e-mail, social links): story screenshots are 800 px high, so
 * the phone stories that open a section leave it out to show the whole footer.
 */
export const withoutContactBlock: Partial<FooterProps> = { phone: null, email: null, socials: [] };

/** The footer with every group (SPEC §2). */
export function FooterExample(props: Partial<FooterProps>) {
  return <Footer {...fullFooterProps} {...props} />;
}
