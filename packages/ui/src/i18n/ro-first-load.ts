import type { CatalogueTree, PluralFormsByLocale } from './i18n.types.js';
import { common } from './ro/common.js';
import { password } from './ro/password.js';
import { quantity } from './ro/quantity.js';
import { pagination } from './ro/pagination.js';
import { breadcrumbs } from './ro/breadcrumbs.js';
import { rating } from './ro/rating.js';
import { reviews } from './ro/reviews.js';
import { stock } from './ro/stock.js';
import { price } from './ro/price.js';
import { delivery } from './ro/delivery.js';
import { cart } from './ro/cart.js';
import { toast } from './ro/toast.js';
import { progress } from './ro/progress.js';
import { carousel } from './ro/carousel.js';
import { map } from './ro/map.js';
import { orderStatus } from './ro/order-status.js';
import { agreement } from './ro/agreement.js';
import { errorPage } from './ro/error-page.js';
import { validation } from './ro/validation.js';
import { notFoundPage } from './ro/not-found-page.js';
import { emptySearch } from './ro/empty-search.js';
import { header } from './ro/header.js';
import { nav } from './ro/nav.js';
import { productCard } from './ro/product-card.js';
import { listing } from './ro/listing.js';
import { catalogue } from './ro/catalogue.js';
import { product } from './ro/product.js';
import { site } from './ro/site.js';
import { pageTitle } from './ro/page-title.js';
import { search } from './ro/search.js';
import { externalLink } from './ro/external-link.js';
import { accountButton } from './ro/account-button.js';
import { favourites } from './ro/favourites.js';
import { cartPanel } from './ro/cart-panel.js';
import { apiError } from './ro/api-error.js';
import { popupChain } from './ro/popup-chain.js';
import { demoBanner } from './ro/demo-banner.js';
import { routeAnnouncer } from './ro/route-announcer.js';

/**
 * The shell's Romanian texts, which most pages show or may open (header, cart, product cards,
 * errors): every namespace but those LOADED_LATER. The storefront's root declares these (and the
 * footer's) for every page.
 * Romanian is the shop's default language and the source of truth for keys: en and ru must have
 * exactly the keys of `ro` below (a type error otherwise). Placeholders are `{name}`; plural messages are
 * chosen by `{count}`. Romanian puts 'de' between a number of 20 or more and the noun
 * ('20 de produse'), which is the `other` form; 0, 2..19 and 101..119 take `few`.
 *
 * Keys of `apiError` and `orderStatus` are the codes the API sends, so a code indexes them directly.
 */
export const roFirstLoad = {
  common,
  password,
  quantity,
  pagination,
  breadcrumbs,
  rating,
  reviews,
  stock,
  price,
  delivery,
  cart,
  toast,
  progress,
  carousel,
  map,
  orderStatus,
  agreement,
  errorPage,
  validation,
  notFoundPage,
  emptySearch,
  header,
  nav,
  productCard,
  listing,
  catalogue,
  product,
  site,
  pageTitle,
  search,
  externalLink,
  accountButton,
  favourites,
  cartPanel,
  apiError,
  popupChain,
  demoBanner,
  routeAnnouncer,
} as const satisfies CatalogueTree<PluralFormsByLocale['ro']>;
