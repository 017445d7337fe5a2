/**
 * @shop/ui: every component of the shop. Explicit names here; each folder is also a subpath
 * (`@shop/ui/primitives/button`, `@shop/ui/i18n`, `@shop/ui/theme`).
 */
export {
  cn,
  LinkProvider,
  renderAnchor,
  renderShopLink,
  safeFrameUrl,
  ShopLink,
  shopHref,
  useCloseOnRouteChange,
  useControllableState,
  useHydrated,
  useRenderLink,
} from './lib/index.js';
export type { LinkProviderProps, RenderLink, ShopLinkProps } from './lib/index.js';
export {
  API_DETAILS,
  catalogueOf,
  en,
  formatDate,
  formatLocaleNumber,
  getTranslator,
  I18nProvider,
  isApiDetail,
  pluralCategory,
  registerCatalogues,
  ro,
  ru,
  SHOP_TIME_ZONE,
  translate,
  translateApiDetail,
  translateFieldError,
  useLocale,
  useT,
} from './i18n/index.js';
export type {
  ApiDetail,
  Catalogues,
  I18nProviderProps,
  MessageKey,
  MessageParams,
  PluralKey,
  Translator,
} from './i18n/index.js';
export {
  applySiteSettings,
  colourVariable,
  safeColour,
  themeStyleSheet,
  themeVariables,
} from './theme/index.js';
export type { SettingsColours } from './theme/index.js';
// The icon set (also `@shop/ui/icons`). The header's, footer's, account's and profile's icons
// (CartIcon, MastercardMark, PersonIcon, LogoutIcon, …) are named through their folders below.
export {
  AlertCircleIcon,
  CheckCircleIcon,
  CheckSmallIcon,
  ChevronLeftIcon,
  ChevronLeftSmallIcon,
  ChevronRightSmallIcon,
  ClockIcon,
  createIcon,
  DashSmallIcon,
  ExclamationIcon,
  EyeIcon,
  EyeOffIcon,
  FacebookIcon,
  FacebookMark,
  FilterIcon,
  GoogleMark,
  Icon,
  ICON_LINE,
  ICON_SOLID,
  type IconComponent,
  type IconDrawing,
  type IconProps,
  InfoCircleIcon,
  InstagramIcon,
  LinkedInIcon,
  MinusIcon,
  NoImageIcon,
  OdnoklassnikiIcon,
  PackageIcon,
  PinIcon,
  PlayButtonIcon,
  PlusIcon,
  PrintIcon,
  ReceiptIcon,
  SearchIcon,
  SearchMinusIcon,
  SearchXIcon,
  SlidersIcon,
  SpinnerIcon,
  StarIcon,
  TelegramIcon,
  TikTokIcon,
  TrashIcon,
  TrashSmallIcon,
  TruckIcon,
  ViberIcon,
  XLogoIcon,
  YouTubeIcon,
} from './icons/index.js';
export {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionRoot,
  AccordionTrigger,
  accordionItemVariants,
  accordionVariants,
} from './primitives/accordion/index.js';
export type {
  AccordionContentProps,
  AccordionItemProps,
  AccordionRootProps,
  AccordionTriggerProps,
} from './primitives/accordion/index.js';
export {
  Badge,
  badgeVariants,
  ORDER_STATUS_VARIANT,
  OrderStatusBadge,
} from './primitives/badge/index.js';
export type { BadgeProps, OrderStatusBadgeProps } from './primitives/badge/index.js';
export {
  Breadcrumbs,
  breadcrumbsVariants,
  defaultRenderLink,
} from './primitives/breadcrumbs/index.js';
export type {
  BreadcrumbItem,
  BreadcrumbLinkProps,
  BreadcrumbsProps,
} from './primitives/breadcrumbs/index.js';
export { Button, buttonVariants } from './primitives/button/index.js';
export type { ButtonProps } from './primitives/button/index.js';
export {
  Carousel,
  carouselButtonVariants,
  carouselDotMarkVariants,
  carouselDotsVariants,
  carouselDotVariants,
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselRoot,
  CarouselSlide,
  carouselSlideVariants,
  CarouselThumbnail,
  CarouselThumbnails,
  carouselThumbnailsVariants,
  carouselThumbnailVariants,
  carouselTrackVariants,
  carouselVariants,
  CarouselViewport,
  carouselViewportVariants,
  useCarousel,
} from './primitives/carousel/index.js';
export type {
  CarouselApi,
  CarouselButtonProps,
  CarouselDotsProps,
  CarouselRootProps,
  CarouselSlideProps,
  CarouselThumbnailProps,
  CarouselThumbnailsProps,
  CarouselViewportProps,
  UseCarouselResult,
} from './primitives/carousel/index.js';
export { Checkbox, checkboxVariants } from './primitives/checkbox/index.js';
export type { CheckboxProps, CheckboxState } from './primitives/checkbox/index.js';
export { Chip, chipVariants, StockChip, stockState } from './primitives/chip/index.js';
export type { ChipProps, StockChipProps, StockState } from './primitives/chip/index.js';
export { Counter, counterVariants } from './primitives/counter/index.js';
export type { CounterProps } from './primitives/counter/index.js';
export { EmptyState, emptyStateVariants } from './primitives/empty-state/index.js';
export type { EmptyStateProps } from './primitives/empty-state/index.js';
export {
  badgeText,
  ICON_BUTTON_BADGE_MAX,
  IconButton,
  iconButtonBadgeVariants,
  iconButtonVariants,
} from './primitives/icon-button/index.js';
export type { IconButtonProps } from './primitives/icon-button/index.js';
export { Input, inputVariants } from './primitives/input/index.js';
export type { InputProps } from './primitives/input/index.js';
export {
  MapFrame,
  mapEmbedUrl,
  mapFrameVariants,
  mapLinkUrl,
} from './primitives/map-frame/index.js';
export type { MapFrameProps, MapPoint } from './primitives/map-frame/index.js';
export {
  Modal,
  modalOverlayVariants,
  modalVariants,
  ModalStackProvider,
  useModalStack,
  activeModal,
  closeAllModals,
  closeModal,
  EMPTY_MODAL_STACK,
  isActiveModal,
  isOpenModal,
  openModal,
} from './primitives/modal/index.js';
export type {
  ModalProps,
  ModalStackApi,
  ModalStackProviderProps,
  ModalStack,
} from './primitives/modal/index.js';
export { Pagination, paginationVariants, pageItems } from './primitives/pagination/index.js';
export type {
  PageItem,
  PaginationLinkProps,
  PaginationProps,
} from './primitives/pagination/index.js';
export { PasswordInput, passwordInputVariants } from './primitives/password-input/index.js';
export type { PasswordInputProps } from './primitives/password-input/index.js';
export { PhoneInput, phoneInputVariants, phoneState } from './primitives/phone-input/index.js';
export type { PhoneInputProps, PhoneInputState } from './primitives/phone-input/index.js';
export { Price, priceVariants } from './primitives/price/index.js';
export type { PriceProps } from './primitives/price/index.js';
export {
  DEFAULT_PROGRESS_TIMING,
  PROGRESS_CREEP_TO,
  PROGRESS_FINISH_MS,
  ProgressBar,
  ProgressBarView,
  progressBarVariants,
  progressFrame,
  progressReducer,
} from './primitives/progress-bar/index.js';
export type {
  ProgressBarProps,
  ProgressBarViewProps,
  ProgressEvent,
  ProgressFrame,
  ProgressPhase,
  ProgressTiming,
} from './primitives/progress-bar/index.js';
export {
  RadioGroup,
  radioGroupVariants,
  radioInputClassName,
  radioOptionVariants,
} from './primitives/radio-group/index.js';
export type { RadioGroupProps, RadioOption } from './primitives/radio-group/index.js';
export { RangeSlider, rangeSliderVariants } from './primitives/range-slider/index.js';
export type { PriceRange, RangeSliderProps } from './primitives/range-slider/index.js';
export { Rating, ratingVariants, roundRating } from './primitives/rating/index.js';
export type { RatingProps } from './primitives/rating/index.js';
export {
  isScrollLocked,
  lockScroll,
  ScrollLock,
  useScrollLock,
} from './primitives/scroll-lock/index.js';
export type { ScrollLockProps } from './primitives/scroll-lock/index.js';
export {
  SidePanel,
  sidePanelOverlayVariants,
  sidePanelVariants,
} from './primitives/side-panel/index.js';
export type { SidePanelProps } from './primitives/side-panel/index.js';
export { Skeleton, skeletonVariants } from './primitives/skeleton/index.js';
export type { SkeletonProps } from './primitives/skeleton/index.js';
export { Spinner, spinnerVariants } from './primitives/spinner/index.js';
export type { SpinnerProps } from './primitives/spinner/index.js';
export { Switch, switchThumbVariants, switchVariants } from './primitives/switch/index.js';
export type { SwitchProps } from './primitives/switch/index.js';
export {
  Tabs,
  TabsContent,
  TabsList,
  TabsRoot,
  TabsTrigger,
  tabsListVariants,
  tabsTriggerVariants,
} from './primitives/tabs/index.js';
export type {
  TabsContentProps,
  TabsListProps,
  TabsRootProps,
  TabsTriggerProps,
} from './primitives/tabs/index.js';
export {
  addedToCartToast,
  CART_TOAST_ID,
  createToastStore,
  isStickyDuration,
  TOAST_DURATION_MS,
  TOAST_MAX,
  ToastArea,
  toastAreaVariants,
  toastIconVariants,
  ToastProvider,
  toastVariants,
  ToastView,
  useToast,
} from './primitives/toast/index.js';
export type {
  AddedToCartToastOptions,
  ToastAction,
  ToastApi,
  ToastAreaProps,
  ToastClock,
  ToastInput,
  ToastProviderProps,
  ToastRecord,
  ToastStore,
  ToastStoreOptions,
  ToastTone,
  ToastViewProps,
} from './primitives/toast/index.js';
export {
  VideoWithCover,
  videoSource,
  videoWithCoverVariants,
} from './primitives/video-with-cover/index.js';
export type { VideoSource, VideoWithCoverProps } from './primitives/video-with-cover/index.js';
export {
  ProductCard,
  productCardPrice,
  productCardVariants,
} from './components/product-card/index.js';
export type {
  ProductCardPrice,
  ProductCardPricing,
  ProductCardProps,
} from './components/product-card/index.js';
export {
  ProductCardSkeleton,
  ProductGrid,
  productGridVariants,
} from './components/product-grid/index.js';
export type { ProductGridProps } from './components/product-grid/index.js';
export {
  ListingFiltersButton,
  ListingToolbar,
  listingToolbarVariants,
  SortSelect,
  sortSelectVariants,
} from './components/sort-select/index.js';
export type {
  ListingFiltersButtonProps,
  ListingToolbarProps,
  SortSelectProps,
} from './components/sort-select/index.js';
export {
  DEFAULT_PAYMENT_METHODS,
  defaultCompanyLinks,
  Footer,
  footerPropsFromSettings,
  footerVariants,
  MastercardMark,
  PAYMENT_MARKS,
  phoneHref,
  SOCIAL_NETWORKS,
  socialNetwork,
  VisaMark,
} from './components/footer/index.js';
export type { FooterLink, FooterProps, FooterSectionId } from './components/footer/index.js';
export {
  CategoryChips,
  categoryChipVariants,
  CategoryGrid,
  categoryGridVariants,
  categoryHref,
  homeCategoryToGridItem,
} from './components/category-grid/index.js';
export type {
  CategoryChipItem,
  CategoryChipsProps,
  CategoryGridItem,
  CategoryGridProps,
} from './components/category-grid/index.js';
export { ErrorPage, errorPageVariants } from './components/error-page/index.js';
export type { ErrorPageProps } from './components/error-page/index.js';
export { EmptySearch, emptySearchVariants } from './components/empty-search/index.js';
export type { EmptySearchProps } from './components/empty-search/index.js';
export {
  activeFilterCount,
  checkedBuckets,
  clearFilters,
  FilterDrawer,
  filterColumnKey,
  filterItemValue,
  filterListOf,
  FilterPanel,
  filterPanelVariants,
  FiltersButton,
  filtersButtonVariants,
  FilterSidebar,
  filterSidebarVariants,
  hasPriceFilter,
  isPriceFilter,
  isValueSelected,
  PRICE_COLUMN,
  priceBucketOptions,
  priceRangeOf,
  sameFilters,
  setFilterValue,
  setPromotion,
  toggleBucket,
  withPriceRange,
} from './components/filters/index.js';
export type {
  FilterDrawerProps,
  FilterList,
  FilterPanelProps,
  FilterSidebarProps,
  FiltersButtonProps,
  PriceBucketOption,
} from './components/filters/index.js';
export {
  dropdownOf,
  sameDropdown,
  SearchBox,
  searchBoxOptionVariants,
  searchBoxPopupVariants,
  searchBoxVariants,
  SearchBoxView,
  searchMachine,
  searchPageHref,
  searchProducts,
  selectActiveIndex,
  selectBusy,
  selectDropdown,
  selectExpanded,
  selectMessage,
  selectMobile,
  selectOpen,
  selectQuery,
  selectResults,
  selectText,
  selectTotal,
} from './flows/search/index.js';
export type {
  SearchActorRef,
  SearchBoxProps,
  SearchBoxViewProps,
  SearchContext,
  SearchEmitted,
  SearchEvent,
  SearchMachine,
  SearchMachineInput,
  SearchMessage,
  SearchProductsInput,
  SearchSnapshot,
} from './flows/search/index.js';
export {
  CatalogueMenu,
  catalogueMenuCategoryVariants,
  catalogueMenuVariants,
  CategoryIcon,
  HOVER_INTENT_MS,
  hoverIntent,
  initialHoverIntent,
} from './components/catalogue-menu/index.js';
export type {
  CatalogueMenuProps,
  HoverIntentEvent,
  HoverIntentState,
} from './components/catalogue-menu/index.js';
export {
  CATALOGUE_TOP,
  catalogueLevel,
  catalogueSearchIndex,
  MobileCatalogue,
  mobileCatalogueRowVariants,
  mobileCatalogueVariants,
  resolveCatalogueLevel,
  searchCatalogue,
} from './components/mobile-catalogue/index.js';
export type {
  CatalogueLevel,
  CatalogueLevelAction,
  CatalogueSearchEntry,
  CatalogueView,
  MobileCatalogueProps,
} from './components/mobile-catalogue/index.js';
export {
  galleryImages,
  PRODUCT_IMAGE_SIZE,
  ProductGallery,
  productGalleryFrameVariants,
  productGalleryVariants,
  ProductImagePlaceholder,
} from './components/product-gallery/index.js';
export type {
  ProductGalleryProduct,
  ProductGalleryProps,
} from './components/product-gallery/index.js';
export {
  checkedParameters,
  parameterGroupKey,
  ProductSummary,
  productFavouriteVariants,
  productSummaryVariants,
} from './components/product-summary/index.js';
export type {
  ParameterSelection,
  ProductSummaryProduct,
  ProductSummaryProps,
} from './components/product-summary/index.js';
export {
  ATTRIBUTES_PREVIEW_COUNT,
  attributeRows,
  descriptionParagraphs,
  isHtmlDescription,
  ProductAttributes,
  productAttributesGridVariants,
  productAttributesVariants,
  ProductDescription,
  productDescriptionBodyVariants,
  productDescriptionVariants,
} from './components/product-attributes/index.js';
export type {
  AttributeRow,
  ProductAttributesProps,
  ProductDescriptionProps,
} from './components/product-attributes/index.js';
export {
  averageGrade,
  ProductReviews,
  productReviewsVariants,
  ratingBars,
  REVIEWS_PREVIEW_COUNT,
  reviewAvatarVariants,
  reviewBarVariants,
} from './components/product-reviews/index.js';
export type {
  ProductReviewsProduct,
  ProductReviewsProps,
} from './components/product-reviews/index.js';
export {
  CartIcon,
  CatalogueIcon,
  ChatIcon,
  CheckIcon,
  ChevronDownIcon,
  ChevronRightIcon,
  CloseIcon,
  CountIcon,
  GlobeIcon,
  Header,
  headerActionVariants,
  headerCount,
  headerLogoVariants,
  HEADER_SCROLL_TOP,
  headerScroll,
  headerVariants,
  HeartIcon,
  MenuIcon,
  useHeaderCountLabels,
  useHeaderScroll,
} from './components/header/index.js';
export type {
  HeaderLogoImage,
  HeaderProps,
  HeaderScrollState,
  HeaderScrollView,
} from './components/header/index.js';
export {
  LANGUAGE_SWITCHER_LOCALES,
  LanguageSwitcher,
  languageLinkVariants,
  NAV_LINKS,
  navLinkCurrent,
  navLinkItems,
  TopNav,
  topNavLinkVariants,
  topNavVariants,
} from './components/top-nav/index.js';
export type {
  LanguageSwitcherProps,
  NavExtraLink,
  NavLink,
  SiteNavigationProps,
  TopNavProps,
} from './components/top-nav/index.js';
export { MobileMenu, mobileMenuLinkVariants } from './components/mobile-menu/index.js';
export type { MobileMenuProps } from './components/mobile-menu/index.js';
export {
  MobileBottomBar,
  mobileBottomBarItemVariants,
  mobileBottomBarVariants,
} from './components/mobile-bottom-bar/index.js';
export type { MobileBottomBarProps } from './components/mobile-bottom-bar/index.js';
export {
  saleEndDate,
  SalesBanner,
  salesBannerActionVariants,
  salesBannerVariants,
} from './components/sales-banner/index.js';
export type { SalesBannerProps } from './components/sales-banner/index.js';
export {
  ShareLinks,
  shareLinksVariants,
  shareLinkVariants,
} from './components/share-links/index.js';
export type { ShareLinksProps } from './components/share-links/index.js';
export {
  EMPTY_LOGIN_VALUES,
  EMPTY_REGISTER_VALUES,
  loginFailure,
  loginRequest,
  registerFailure,
  registerRequest,
  registrationFailureText,
  sameFieldErrors,
  selectLoginErrors,
  selectLoginFailure,
  selectLoginMode,
  selectLoginValues,
  selectRegisterErrors,
  selectRegisterFailure,
  selectRegisterType,
  selectRegisterValues,
  selectSignInBusy,
  selectSignInPending,
  selectSignInTab,
  SignIn,
  SignInDialog,
  signInLinkVariants,
  signInLoginActor,
  signInMachine,
  signInRegisterActor,
  signInSegmentVariants,
  signInSocialButtonVariants,
  validateLogin,
  validateRegister,
} from './flows/sign-in/index.js';
export type {
  LoginErrors,
  LoginField,
  LoginMode,
  LoginValues,
  RegisterErrors,
  RegisterFailure,
  RegisterField,
  RegisterType,
  RegisterValues,
  SignedInResult,
  SignInActorRef,
  SignInChange,
  SignInContext,
  SignInDialogProps,
  SignInEmitted,
  SignInEvent,
  SignInLoginInput,
  SignInMachine,
  SignInMachineInput,
  SignInProps,
  SignInRegisterInput,
  SignInSnapshot,
  SignInTab,
  SocialProvider,
} from './flows/sign-in/index.js';
export {
  passwordResetErrorDetail,
  passwordRestoreMachine,
  requestPasswordReset,
  RestorePassword,
  RestorePasswordDialog,
  restorePasswordDialogVariants,
  restorePasswordMessageVariants,
  restoreFailureMessage,
  selectRestoreBusy,
  selectRestoreEmail,
  selectRestoreErrors,
  selectRestoreMessage,
  selectRestoreMethod,
  selectRestorePhone,
} from './flows/password-restore/index.js';
export type {
  PasswordRestoreActorRef,
  PasswordRestoreContext,
  PasswordRestoreEmitted,
  PasswordRestoreEvent,
  PasswordRestoreMachine,
  PasswordRestoreMachineInput,
  PasswordRestoreSnapshot,
  RequestPasswordResetInput,
  RestoreErrors,
  RestoreField,
  RestoreMessage,
  RestoreMethod,
  RestorePasswordDialogProps,
  RestorePasswordProps,
  RestoreRequested,
} from './flows/password-restore/index.js';
export {
  confirmPasswordReset,
  NewPassword,
  NewPasswordDialog,
  newPasswordDialogVariants,
  newPasswordMachine,
  normaliseResetCode,
  resetCodeError,
  selectNewPassword,
  selectNewPasswordBusy,
  selectNewPasswordCode,
  selectNewPasswordConfirm,
  selectNewPasswordErrors,
  selectNewPasswordMode,
  selectNewPasswordPhone,
} from './flows/new-password/index.js';
export type {
  ConfirmPasswordResetInput,
  NewPasswordActorRef,
  NewPasswordContext,
  NewPasswordDialogProps,
  NewPasswordEmitted,
  NewPasswordErrors,
  NewPasswordEvent,
  NewPasswordFailure,
  NewPasswordField,
  NewPasswordMachine,
  NewPasswordMachineInput,
  NewPasswordMode,
  NewPasswordProps,
  NewPasswordSnapshot,
} from './flows/new-password/index.js';
export {
  PasswordChange,
  passwordChangeCardVariants,
  PasswordChangeForm,
  passwordChangeFormVariants,
  passwordChangeMachine,
  selectPasswordChangeBusy,
  selectPasswordChangeErrors,
  selectPasswordChangeFailure,
  selectPasswordChangeValues,
  setPassword,
} from './flows/password-change/index.js';
export type {
  PasswordChangeActorRef,
  PasswordChangeContext,
  PasswordChangeEmitted,
  PasswordChangeErrors,
  PasswordChangeEvent,
  PasswordChangeField,
  PasswordChangeFormProps,
  PasswordChangeMachine,
  PasswordChangeProps,
  PasswordChangeSnapshot,
} from './flows/password-change/index.js';
export {
  loadNewsletter,
  Newsletter,
  NewsletterForm,
  newsletterFormCardVariants,
  newsletterFormVariants,
  newsletterMachine,
  saveNewsletter,
  selectNewsletterAddress,
  selectNewsletterDirty,
  selectNewsletterSaveFailed,
  selectNewsletterSaving,
  selectNewsletterStatus,
  selectNewsletterValues,
} from './flows/newsletter/index.js';
export type {
  NewsletterActorRef,
  NewsletterChannel,
  NewsletterContext,
  NewsletterEmitted,
  NewsletterEvent,
  NewsletterFormProps,
  NewsletterMachine,
  NewsletterMachineInput,
  NewsletterProps,
  NewsletterSnapshot,
  NewsletterStatus,
  NewsletterValues,
} from './flows/newsletter/index.js';
export {
  RESULT_MODAL_KINDS,
  ResultModal,
  resultModalContent,
  resultModalIconVariants,
  resultModalVariants,
} from './components/result-modal/index.js';
export type {
  ResultModalContent,
  ResultModalContentOptions,
  ResultModalKind,
  ResultModalProps,
  ResultModalTone,
} from './components/result-modal/index.js';
export {
  AccountButton,
  accountButtonVariants,
  accountInitial,
  accountInitialVariants,
  accountSummary,
  PersonIcon,
} from './components/account-button/index.js';
export type { AccountButtonProps, AccountSummary } from './components/account-button/index.js';
export {
  LogoutIcon,
  PROFILE_TABS,
  ProfileNav,
  profileNavLogoutVariants,
  profileNavTabVariants,
  profileNavVariants,
} from './components/profile-nav/index.js';
export type { ProfileNavProps, ProfileTab } from './components/profile-nav/index.js';
export {
  FavouritesPage,
  favouritesPageConfirmVariants,
  favouritesPageHref,
  favouritesPageVariants,
} from './components/favourites-page/index.js';
export type { FavouritesPageProps } from './components/favourites-page/index.js';
// The flows' selectors have short names in their own subpaths (`@shop/ui/flows/session`); here
// they carry the flow's name, beside the other flows' selectors.
export {
  AccountButtonContainer,
  ProfileNavContainer,
  samePricing,
  selectBusy as selectSessionBusy,
  selectIsDealerOnly as selectSessionIsDealerOnly,
  selectIsManager as selectSessionIsManager,
  selectLoggingOut as selectSessionLoggingOut,
  selectPricing as selectSessionPricing,
  selectProfile as selectSessionProfile,
  selectRoles as selectSessionRoles,
  selectStatus as selectSessionStatus,
  sessionKeysToClear,
  sessionMachine,
  SessionProvider,
  useSession,
  useSessionActor,
} from './flows/session/index.js';
export type {
  AccountButtonContainerProps,
  AdoptGuestListsInput,
  AdoptGuestListsOutput,
  ProfileNavContainerProps,
  SessionActorRef,
  SessionCheck,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionHandlers,
  SessionMachine,
  SessionMachineInput,
  SessionProviderProps,
  SessionSnapshot,
  SessionStatus,
  SessionStorageKey,
  SessionView,
  SocialSignInInput,
} from './flows/session/index.js';
export {
  favouriteIdList,
  FavouritesPageContainer,
  favouritesMachine,
  FavouritesProvider,
  nextRequest as nextFavouriteRequest,
  selectBusy as selectFavouritesBusy,
  selectClearing as selectFavouritesClearing,
  selectCount as selectFavouritesCount,
  selectIds as selectFavouriteIds,
  selectIsFavourite,
  selectIsPending as selectIsFavouritePending,
  selectKnown as selectFavouritesKnown,
  selectLoadFailed as selectFavouritesLoadFailed,
  selectLoading as selectFavouritesLoading,
  selectMode as selectFavouritesMode,
  selectPending as selectFavouritesPending,
  useFavourites,
  useFavouritesActor,
  useFavouritesCount,
  useIsFavourite,
  useIsFavouritePending,
} from './flows/favourites/index.js';
export type {
  FavouriteRequest,
  FavouritesActorRef,
  FavouritesContext,
  FavouritesEmitted,
  FavouritesEvent,
  FavouritesHandlers,
  FavouritesMachine,
  FavouritesMachineInput,
  FavouritesMode,
  FavouritesPageContainerProps,
  FavouritesProviderProps,
  FavouritesSnapshot,
  FavouritesStart,
  FavouritesView,
  FavouriteToggleInput,
} from './flows/favourites/index.js';
export {
  OrderNotFound,
  OrderResult,
  orderResultCardVariants,
  orderResultIconVariants,
  OrderResultSkeleton,
  orderResultVariants,
  orderCompany,
  orderContactName,
  orderLineView,
  orderPlace,
  orderResultTotals,
} from './components/order-result/index.js';
export type {
  OrderLineView,
  OrderNotFoundProps,
  OrderPlace,
  OrderResultProps,
  OrderResultSkeletonProps,
  OrderResultTotals,
} from './components/order-result/index.js';
export {
  OrderHistory,
  orderHistoryTableFrameVariants,
  orderHistoryVariants,
} from './components/order-history/index.js';
export type { OrderHistoryProps } from './components/order-history/index.js';
export {
  OrderProgress,
  orderProgressMarkerVariants,
  orderProgressVariants,
} from './components/order-progress/index.js';
export type { OrderProgressProps } from './components/order-progress/index.js';
export { OrderingError, orderingErrorVariants } from './components/ordering-error/index.js';
export type { OrderingErrorProps } from './components/ordering-error/index.js';
export {
  stockAvailableQuantity,
  stockAdjustments,
  stockLinesFromProblem,
  StockModal,
  stockModalLineVariants,
} from './components/stock-modal/index.js';
export type {
  StockAdjustment,
  StockCartLine,
  StockLine,
  StockModalProps,
} from './components/stock-modal/index.js';
export {
  CheckoutPage,
  checkoutCardVariants,
  checkoutCouponMessageVariants,
  checkoutErrorText,
} from './components/checkout/index.js';
export type { CheckoutPageProps } from './components/checkout/index.js';
export { CheckoutContainer } from './flows/checkout/index.js';
export type { CheckoutContainerProps } from './flows/checkout/index.js';
export {
  bodySource,
  checkoutCheckPromoCodeActor,
  checkoutMachine,
  checkoutPlaceOrderActor,
  profileValues,
  selectAwaitingPayment,
  selectCancellable,
  selectCheckoutErrors,
  selectCheckoutLines,
  selectCheckoutMode,
  selectCheckoutShops,
  selectCheckoutTotals,
  selectCheckoutValues,
  selectCouponView,
  selectDateBounds,
  selectPayMethods,
  selectPlacementProblem,
  selectPlacing,
  selectSectionStates,
  totalsOf,
} from './flows/checkout/index.js';
export type {
  CheckoutActorRef,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutMachine,
  CheckoutMachineInput,
  CheckoutSnapshot,
} from './flows/checkout/index.js';
export {
  abandonedContactsValid,
  abandonedSignature,
  checkoutAnalyticsItems,
  checkoutErrors,
  checkoutTotals,
  couponFailure,
  couponTerms,
  DELIVERY_DATE_WINDOW_DAYS,
  deliveryDateOk,
  finalErrors,
  firstInvalidSection,
  newIdempotencyKey,
  orderBody,
  payMethodsFor,
  placementFieldErrors,
  sectionErrors,
  sectionOf,
  sectionValid,
  shopToday,
} from './flows/checkout/index.js';
export type { CheckoutRuleContext, OrderBodySource } from './flows/checkout/index.js';
export {
  CHECKOUT_SECTIONS,
  EMPTY_CHECKOUT_VALUES,
  SECTION_FIELDS,
} from './flows/checkout/index.js';
export type {
  AwaitingPayment,
  CheckoutChange,
  CheckoutErrors,
  CheckoutField,
  CheckoutFieldError,
  CheckoutLine,
  CheckoutLineAttribute,
  CheckoutMode,
  CheckoutSection,
  CheckoutShop,
  CheckoutValues,
  CheckPromoCodeInput,
  CouponFailure,
  CouponView,
  PlaceOrderInput,
  SectionState,
} from './flows/checkout/index.js';
export {
  CartPanel,
  CartPanelFreeDelivery,
  CartPanelItem,
  cartPanelItemVariants,
  cartPanelProgressVariants,
  CartPanelTotal,
} from './components/cart-panel/index.js';
export type {
  CartPanelFreeDeliveryProps,
  CartPanelItemProps,
  CartPanelLine,
  CartPanelProps,
  CartPanelTotalProps,
} from './components/cart-panel/index.js';
export {
  attributeTitlesOf as cartAttributeTitlesOf,
  CART_FAILED_TOAST_ID,
  CART_REMOVED_TOAST_ID,
  cartMachine,
  CartPanelContainer,
  CartProvider,
  cartRows,
  entriesFromItems as cartEntriesFromItems,
  entriesFromLines as cartEntriesFromLines,
  itemsOf as cartItemsOf,
  lineStock as cartLineStock,
  mergeServerLines as mergeServerCartLines,
  nextUpdate as nextCartUpdate,
  orderLinesOf,
  reconcile as reconcileCart,
  selectBusy as selectCartBusy,
  selectCount as selectCartCount,
  selectEntries as selectCartEntries,
  selectKnown as selectCartKnown,
  selectLoading as selectCartLoading,
  selectMode as selectCartMode,
  selectOpen as selectCartOpen,
  selectPending as selectCartPending,
  selectPricing as selectCartPricing,
  selectRows as selectCartRows,
  selectTotals as selectCartTotals,
  useCart,
  useCartActor,
  useCartCount,
  useCartOpen,
} from './flows/cart/index.js';
export type {
  CartActorRef,
  CartAddition,
  CartAddRequest,
  CartContext,
  CartEmitted,
  CartEntry,
  CartEvent,
  CartHandlers,
  CartMachine,
  CartMachineInput,
  CartMode,
  CartPanelContainerProps,
  CartProducts,
  CartProductsInput,
  CartProviderProps,
  CartRemoveInput,
  CartRow,
  CartSnapshot,
  CartStart,
  CartSummary,
  CartView,
  OrderableLine,
  OrderLine,
} from './flows/cart/index.js';
export { FastOrderPage, fastOrderPageVariants } from './components/fast-order-page/index.js';
export type { FastOrderPageField, FastOrderPageProps } from './components/fast-order-page/index.js';
export {
  OneClickModal,
  oneClickFailureClassName,
  oneClickModalVariants,
} from './components/one-click-modal/index.js';
export type { OneClickModalField, OneClickModalProps } from './components/one-click-modal/index.js';
export {
  UnitPickerModal,
  unitLabel,
  unitPickerModalVariants,
} from './components/unit-picker-modal/index.js';
export type {
  UnitPickerModalOption,
  UnitPickerModalProps,
  UnitPickerModalTotals,
} from './components/unit-picker-modal/index.js';
export {
  fastOrderBody,
  isRetryable as isRetryableOrderFailure,
  linesTotal,
  nextAttempt as nextFastOrderAttempt,
  OneClick,
  oneClickMachine,
  orderFailure,
  placeFastOrderActor,
  priceLine,
  selectOneClickBusy,
  selectOneClickErrors,
  selectOneClickFailure,
  selectOneClickProduct,
  selectOneClickQuantity,
  selectOneClickStock,
  selectOneClickTotal,
  selectOneClickUnitPrice,
  selectOneClickValues,
} from './flows/one-click/index.js';
export type {
  FastOrderAttempt,
  FastOrderLineInput,
  FastOrderMeta,
  OneClickActorRef,
  OneClickEmitted,
  OneClickEvent,
  OneClickMachine,
  OneClickMachineInput,
  OneClickProps,
} from './flows/one-click/index.js';
export {
  UnitPicker,
  unitPickerMachine,
  unitPickerOptions,
  unitPickerTotals,
  selectUnitPickerOpen,
  selectUnitPickerQuantity,
  selectUnitPickerTotals,
  selectUnitPickerUnitId,
  selectUnitPickerUnits,
} from './flows/unit-picker/index.js';
export type {
  UnitPickerAddition,
  UnitPickerEmitted,
  UnitPickerEvent,
  UnitPickerMachine,
  UnitPickerMachineInput,
  UnitPickerProps,
} from './flows/unit-picker/index.js';
export {
  clampDiscountPercent,
  FastOrderPageContainer,
  fastOrderMachine,
  fastOrderSummary,
  selectFastOrderBusy,
  selectFastOrderDiscount,
  selectFastOrderErrors,
  selectFastOrderFailure,
  selectFastOrderLines,
  selectFastOrderValues,
} from './flows/fast-order/index.js';
export type {
  FastOrderEmitted,
  FastOrderEvent,
  FastOrderLine,
  FastOrderMachine,
  FastOrderMachineInput,
  FastOrderPageContainerProps,
  FastOrderRow,
  FastOrderSummary,
  FastOrderUnit,
} from './flows/fast-order/index.js';
