import type { Catalogue } from './i18n.types.js';
import { common } from './en/common.js';
import { password } from './en/password.js';
import { quantity } from './en/quantity.js';
import { pagination } from './en/pagination.js';
import { breadcrumbs } from './en/breadcrumbs.js';
import { rating } from './en/rating.js';
import { reviews } from './en/reviews.js';
import { stock } from './en/stock.js';
import { price } from './en/price.js';
import { filters } from './en/filters.js';
import { delivery } from './en/delivery.js';
import { cart } from './en/cart.js';
import { toast } from './en/toast.js';
import { progress } from './en/progress.js';
import { carousel } from './en/carousel.js';
import { map } from './en/map.js';
import { video } from './en/video.js';
import { companyCodes } from './en/company-codes.js';
import { orderStatus } from './en/order-status.js';
import { agreement } from './en/agreement.js';
import { errorPage } from './en/error-page.js';
import { validation } from './en/validation.js';
import { footer } from './en/footer.js';
import { notFoundPage } from './en/not-found-page.js';
import { emptySearch } from './en/empty-search.js';
import { header } from './en/header.js';
import { nav } from './en/nav.js';
import { filterPanel } from './en/filter-panel.js';
import { productCard } from './en/product-card.js';
import { sort } from './en/sort.js';
import { listing } from './en/listing.js';
import { catalogue } from './en/catalogue.js';
import { product } from './en/product.js';
import { attributes } from './en/attributes.js';
import { productReviews } from './en/product-reviews.js';
import { site } from './en/site.js';
import { pageTitle } from './en/page-title.js';
import { search } from './en/search.js';
import { home } from './en/home.js';
import { searchPage } from './en/search-page.js';
import { salesPage } from './en/sales-page.js';
import { lastSeen } from './en/last-seen.js';
import { share } from './en/share.js';
import { externalLink } from './en/external-link.js';
import { passwordRestore } from './en/password-restore.js';
import { newPassword } from './en/new-password.js';
import { resultModal } from './en/result-modal.js';
import { signIn } from './en/sign-in.js';
import { accountButton } from './en/account-button.js';
import { profileNav } from './en/profile-nav.js';
import { favouritesPage } from './en/favourites-page.js';
import { favourites } from './en/favourites.js';
import { orderResult } from './en/order-result.js';
import { orderProgress } from './en/order-progress.js';
import { orderHistory } from './en/order-history.js';
import { newsletterForm } from './en/newsletter-form.js';
import { passwordChange } from './en/password-change.js';
import { orderingError } from './en/ordering-error.js';
import { stockModal } from './en/stock-modal.js';
import { sizeChart } from './en/size-chart.js';
import { shopStock } from './en/shop-stock.js';
import { contactsPage } from './en/contacts-page.js';
import { shopsPage } from './en/shops-page.js';
import { cartPanel } from './en/cart-panel.js';
import { oneClick } from './en/one-click.js';
import { unitPicker } from './en/unit-picker.js';
import { fastOrder } from './en/fast-order.js';
import { checkout } from './en/checkout.js';
import { apiError } from './en/api-error.js';
import { popupChain } from './en/popup-chain.js';
import { demoBanner } from './en/demo-banner.js';
import { routeAnnouncer } from './en/route-announcer.js';
import { reviewForm } from './en/review-form.js';
import { profileData } from './en/profile-data.js';
import { contentPages } from './en/content-pages.js';
import { infoPages } from './en/info-pages.js';
import { modalsPage } from './en/modals-page.js';
import { formFields } from './en/form-fields.js';
import { companyForms } from './en/company-forms.js';
import { careersPage } from './en/careers-page.js';
import { maintenance } from './en/maintenance.js';
import { homeSections } from './en/home-sections.js';
import { newsletterSignup } from './en/newsletter-signup.js';

/** English. Keys and placeholders mirror ro (a missing or an extra key is a type error). */
export const en = {
  common,
  password,
  quantity,
  pagination,
  breadcrumbs,
  rating,
  reviews,
  stock,
  price,
  filters,
  delivery,
  cart,
  toast,
  progress,
  carousel,
  map,
  video,
  companyCodes,
  orderStatus,
  agreement,
  errorPage,
  validation,
  footer,
  notFoundPage,
  emptySearch,
  header,
  nav,
  filterPanel,
  productCard,
  sort,
  listing,
  catalogue,
  product,
  attributes,
  productReviews,
  site,
  pageTitle,
  search,
  home,
  searchPage,
  salesPage,
  lastSeen,
  share,
  externalLink,
  passwordRestore,
  newPassword,
  resultModal,
  signIn,
  accountButton,
  profileNav,
  favouritesPage,
  favourites,
  orderResult,
  orderProgress,
  orderHistory,
  newsletterForm,
  passwordChange,
  orderingError,
  stockModal,
  sizeChart,
  shopStock,
  contactsPage,
  shopsPage,
  cartPanel,
  oneClick,
  unitPicker,
  fastOrder,
  checkout,
  apiError,
  popupChain,
  demoBanner,
  routeAnnouncer,
  reviewForm,
  profileData,
  contentPages,
  infoPages,
  modalsPage,
  formFields,
  companyForms,
  careersPage,
  maintenance,
  homeSections,
  newsletterSignup,
} as const satisfies Catalogue<'en'>;
