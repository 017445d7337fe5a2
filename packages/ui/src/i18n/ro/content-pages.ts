import type { CatalogueTree, PluralFormsByLocale } from '../i18n.types.js';

export const contentPages = {
  newsLead: 'Noutățile magazinului: produse noi, sfaturi și evenimente.',
  latestArticles: 'Ultimele articole',
  promotionsLead: 'Promoțiile curente și cele încheiate ale magazinului.',
  promotionFrom: 'Din {date}',
  promotionEnded: 'Încheiată',
  promotionProducts: 'Produsele promoției',
  regulationsLead: 'Regulamentele campaniilor și condițiile magazinului.',
  clientServiceLead: 'Informații utile pentru clienții magazinului.',
  promoUnavailableTitle: 'Promoția nu poate fi afișată acum',
  promoUnavailableText:
    'Ne pare rău, promoția căutată nu a putut fi încărcată. Vedeți promoțiile curente:',
  promoSeeSales: 'Vezi reducerile',
  promoSeePromotions: 'Vezi toate promoțiile',
  empty: 'Nu este nimic aici deocamdată.',
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
