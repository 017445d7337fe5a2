import type { CatalogueTree, PluralFormsByLocale } from './i18n.types.js';

/**
 * Romanian, the shop's default language and the source of truth for keys: en and ru must have
 * exactly these keys (a type error otherwise). Placeholders are `{name}`; plural messages are
 * chosen by `{count}`. Romanian puts 'de' between a number of 20 or more and the noun
 * ('20 de produse'), which is the `other` form; 0, 2..19 and 101..119 take `few`.
 *
 * Keys of `apiError` and `orderStatus` are the codes the API sends, so a code indexes them directly.
 */
export const ro = {
  common: {
    close: 'Închide',
    openMenu: 'Deschide meniul',
    closeMenu: 'Închide meniul',
    loading: 'Se încarcă…',
    retry: 'Încearcă din nou',
    remove: 'Șterge',
    empty: 'Deocamdată nu este nimic aici',
  },
  password: {
    show: 'Arată parola',
    hide: 'Ascunde parola',
  },
  quantity: {
    label: 'Cantitate',
    increase: 'Mărește cantitatea',
    decrease: 'Micșorează cantitatea',
  },
  pagination: {
    label: 'Paginare',
    previous: 'Pagina anterioară',
    next: 'Pagina următoare',
    page: 'Pagina {page}',
    pageOf: 'Pagina {page} din {total}',
  },
  breadcrumbs: {
    label: 'Cale de navigare',
  },
  rating: {
    label: 'Evaluare: {value} din 5 stele',
  },
  reviews: {
    count: {
      one: 'o recenzie',
      few: '{count} recenzii',
      other: '{count} de recenzii',
    },
  },
  stock: {
    inStock: 'În stoc',
    outOfStock: 'Stoc epuizat',
    onlyLeft: {
      one: 'A rămas doar {count} bucată',
      few: 'Au rămas doar {count} bucăți',
      other: 'Au rămas doar {count} de bucăți',
    },
    pieces: {
      one: '{count} bucată',
      few: '{count} bucăți',
      other: '{count} de bucăți',
    },
  },
  price: {
    label: 'Preț',
    promotion: 'Preț promoțional',
    old: 'Preț vechi',
    wholesale: 'Preț angro',
  },
  filters: {
    priceMin: 'Preț minim',
    priceMax: 'Preț maxim',
  },
  delivery: {
    freeLeft: 'Mai aveți {amount} până la livrarea gratuită',
    free: 'Livrare gratuită',
  },
  cart: {
    title: 'Coșul de cumpărături',
    items: {
      one: 'un produs',
      few: '{count} produse',
      other: '{count} de produse',
    },
    empty: 'Coșul dumneavoastră este gol',
    startShopping: 'Începeți cumpărăturile',
  },
  toast: {
    added: 'Produsul a fost adăugat în coș',
    cart: 'Coș',
    region: 'Notificări',
    dismiss: 'Închide notificarea',
  },
  progress: {
    label: 'Se încarcă pagina',
  },
  carousel: {
    label: 'Carusel',
    slide: 'slide',
    slideOf: 'Slide-ul {index} din {total}',
    previous: 'Slide-ul anterior',
    next: 'Slide-ul următor',
    goTo: 'Mergi la slide-ul {index}',
  },
  map: {
    title: 'Harta: {place}',
    open: 'Deschide harta într-o filă nouă',
  },
  video: {
    play: 'Redă videoclipul: {title}',
  },
  orderStatus: {
    process: 'În procesare',
    pending_payment: 'Așteaptă plata',
    canceled: 'Anulată',
    finished: 'Finalizată',
  },
  agreement: {
    label: 'Sunt de acord cu termenii și condițiile și cu politica de confidențialitate',
    required: 'Trebuie să acceptați termenii și condițiile',
  },
  errorPage: {
    notFound: 'Această pagină nu a fost găsită',
    generic: 'A apărut o eroare',
    home: 'Mergi la pagina principală',
  },
  validation: {
    required: 'Câmp obligatoriu',
    email: 'Introduceți o adresă de e-mail validă',
    phone: 'Introduceți un număr de telefon valid',
    minLength: {
      one: 'Introduceți cel puțin {count} caracter',
      few: 'Introduceți cel puțin {count} caractere',
      other: 'Introduceți cel puțin {count} de caractere',
    },
    maxLength: {
      one: 'Introduceți cel mult {count} caracter',
      few: 'Introduceți cel mult {count} caractere',
      other: 'Introduceți cel mult {count} de caractere',
    },
    tooShort: 'Valoarea este prea scurtă',
    tooLong: 'Valoarea este prea lungă',
    password: 'Parola trebuie să aibă cel puțin 8 caractere',
    sameAs: 'Parolele trebuie să coincidă',
  },
  apiError: {
    not_found: 'Nu am găsit ceea ce căutați.',
    invalid_request: 'Verificați datele introduse și încercați din nou.',
    payload_too_large: 'Fișierul sau datele trimise sunt prea mari.',
    unsupported_media_type: 'Acest tip de fișier nu este acceptat.',
    internal_error: 'A apărut o eroare. Încercați din nou mai târziu.',
    network: 'Nu există conexiune. Verificați internetul și încercați din nou.',
    aborted: 'Cererea a fost anulată.',
  },
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
