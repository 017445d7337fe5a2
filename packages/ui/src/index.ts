/**
 * @shop/ui: what a storefront uses — the components, the flows with their machines, selectors and
 * types, the providers and hooks, the theme and the i18n catalogues. Each folder with an index.ts
 * is also a subpath (`@shop/ui/primitives/button`, `@shop/ui/flows/cart`, `@shop/ui/i18n`); the
 * root re-exports exactly the public names of every subpath (exports.test.ts keeps the two in
 * agreement). Helpers used only inside ui are imported from their files and stay out of both.
 */
export { LinkProvider, ShopLink, shopHref, useRenderLink } from './lib/index.js';
export type { LinkProviderProps, RenderLink, ShopLinkProps } from './lib/index.js';
export {
  en,
  LOADED_LATER,
  ro,
  roFirstLoad,
  ru,
  I18nProvider,
  useLocale,
  useT,
  API_DETAILS,
  catalogueOf,
  formatDate,
  formatLocaleNumber,
  getTranslator,
  isApiDetail,
  pluralCategory,
  registerCatalogues,
  SHOP_TIME_ZONE,
  translate,
  translateApiDetail,
  translateFieldError,
} from './i18n/index.js';
export type {
  I18nProviderProps,
  ApiDetail,
  Catalogues,
  CatalogueNamespace,
  Translator,
  MessageKey,
  MessageParams,
  PluralKey,
} from './i18n/index.js';
export {
  applySiteSettings,
  colourVariable,
  safeColour,
  themeStyleSheet,
  themeVariables,
} from './theme/index.js';
export type { SettingsColours } from './theme/index.js';
// The icon set (also `@shop/ui/icons`).
export {
  AlertCircleIcon,
  CartIcon,
  CatalogueIcon,
  ChatIcon,
  CheckCircleIcon,
  CheckIcon,
  CheckSmallIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronLeftSmallIcon,
  ChevronRightIcon,
  ChevronRightSmallIcon,
  ClockIcon,
  CloseIcon,
  createIcon,
  DashSmallIcon,
  ExclamationIcon,
  EyeIcon,
  EyeOffIcon,
  FacebookIcon,
  FacebookMark,
  FilterIcon,
  GlobeIcon,
  GoogleMark,
  HeartIcon,
  Icon,
  ICON_LINE,
  ICON_SOLID,
  InfoCircleIcon,
  InstagramIcon,
  LinkedInIcon,
  LogoutIcon,
  MastercardMark,
  MenuIcon,
  MinusIcon,
  NoImageIcon,
  OdnoklassnikiIcon,
  PackageIcon,
  PersonIcon,
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
  VisaMark,
  XLogoIcon,
  YouTubeIcon,
} from './icons/index.js';
export type { IconComponent, IconDrawing, IconProps } from './icons/index.js';
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
export { Badge, badgeVariants, OrderStatusBadge } from './primitives/badge/index.js';
export type { BadgeProps, OrderStatusBadgeProps } from './primitives/badge/index.js';
export { Breadcrumbs, breadcrumbsVariants } from './primitives/breadcrumbs/index.js';
export type {
  BreadcrumbItem,
  BreadcrumbLinkProps,
  BreadcrumbsProps,
} from './primitives/breadcrumbs/index.js';
export { Button, buttonVariants } from './primitives/button/index.js';
export type { ButtonProps } from './primitives/button/index.js';
export {
  Carousel,
  CarouselDots,
  CarouselNext,
  CarouselPrevious,
  CarouselRoot,
  CarouselSlide,
  CarouselThumbnail,
  CarouselThumbnails,
  CarouselViewport,
  carouselButtonVariants,
  carouselDotMarkVariants,
  carouselDotsVariants,
  carouselDotVariants,
  carouselSlideVariants,
  carouselThumbnailsVariants,
  carouselThumbnailVariants,
  carouselTrackVariants,
  carouselVariants,
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
export { Chip, chipVariants, StockChip } from './primitives/chip/index.js';
export type { ChipProps, StockChipProps, StockState } from './primitives/chip/index.js';
export { Counter, counterVariants } from './primitives/counter/index.js';
export type { CounterProps } from './primitives/counter/index.js';
export { EmptyState, emptyStateVariants } from './primitives/empty-state/index.js';
export { FormFailure, formFailureVariants } from './primitives/form-failure/index.js';
export type { FormFailureProps } from './primitives/form-failure/index.js';
export type { EmptyStateProps } from './primitives/empty-state/index.js';
export {
  IconButton,
  iconButtonBadgeVariants,
  iconButtonVariants,
} from './primitives/icon-button/index.js';
export type { IconButtonProps } from './primitives/icon-button/index.js';
export { Input, inputVariants } from './primitives/input/index.js';
export type { InputProps } from './primitives/input/index.js';
export { MapFrame, mapFrameVariants } from './primitives/map-frame/index.js';
export type { MapFrameProps } from './primitives/map-frame/index.js';
export {
  Modal,
  modalOverlayVariants,
  modalVariants,
  ModalStackProvider,
  useModalStack,
} from './primitives/modal/index.js';
export type {
  ModalProps,
  ModalStackApi,
  ModalStackProviderProps,
  ModalStack,
} from './primitives/modal/index.js';
export { Pagination, paginationVariants } from './primitives/pagination/index.js';
export type {
  PageItem,
  PaginationLinkProps,
  PaginationProps,
} from './primitives/pagination/index.js';
export { PasswordInput, passwordInputVariants } from './primitives/password-input/index.js';
export type { PasswordInputProps } from './primitives/password-input/index.js';
export { PhoneInput, phoneInputVariants } from './primitives/phone-input/index.js';
export type { PhoneInputProps, PhoneInputState } from './primitives/phone-input/index.js';
export { Price, priceVariants, ProductPrice } from './primitives/price/index.js';
export type { PriceProps, ProductPriceProps } from './primitives/price/index.js';
export {
  ProgressBar,
  ProgressBarView,
  progressBarVariants,
} from './primitives/progress-bar/index.js';
export type {
  ProgressBarProps,
  ProgressBarViewProps,
  ProgressTiming,
} from './primitives/progress-bar/index.js';
export {
  RadioGroup,
  radioGroupVariants,
  radioOptionVariants,
} from './primitives/radio-group/index.js';
export type { RadioGroupProps, RadioOption } from './primitives/radio-group/index.js';
export { RangeSlider, rangeSliderVariants } from './primitives/range-slider/index.js';
export type { PriceRange, RangeSliderProps } from './primitives/range-slider/index.js';
export { Rating, ratingVariants } from './primitives/rating/index.js';
export type { RatingProps } from './primitives/rating/index.js';
export { ScrollLock, useScrollLock } from './primitives/scroll-lock/index.js';
export type { ScrollLockProps } from './primitives/scroll-lock/index.js';
export {
  SidePanel,
  sidePanelOverlayVariants,
  sidePanelVariants,
} from './primitives/side-panel/index.js';
export type { SidePanelProps } from './primitives/side-panel/index.js';
export {
  RichText,
  isHtml,
  richTextVariants,
  textParagraphs,
} from './primitives/rich-text/index.js';
export type { RichTextProps } from './primitives/rich-text/index.js';
export { DealersPage, dealersBenefitsVariants } from './components/dealers-page/index.js';
export type { DealersPageProps } from './components/dealers-page/index.js';
export { CareersList, careersListVariants } from './components/careers-list/index.js';
export type { CareersListProps } from './components/careers-list/index.js';
export { Textarea, textareaVariants } from './primitives/textarea/index.js';
export type { TextareaProps } from './primitives/textarea/index.js';
export { AgreementCheckbox } from './primitives/agreement-checkbox/index.js';
export type { AgreementCheckboxProps } from './primitives/agreement-checkbox/index.js';
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
  ToastArea,
  ToastProvider,
  useToast,
  createToastStore,
  toastAreaVariants,
  toastIconVariants,
  toastVariants,
  ToastView,
} from './primitives/toast/index.js';
export type {
  ToastApi,
  ToastAreaProps,
  ToastProviderProps,
  ToastAction,
  ToastClock,
  ToastInput,
  ToastRecord,
  ToastStore,
  ToastStoreOptions,
  ToastTone,
  ToastViewProps,
} from './primitives/toast/index.js';
export {
  VideoWithCover,
  videoLinkVariants,
  videoWithCoverVariants,
} from './primitives/video-with-cover/index.js';
export type { VideoWithCoverProps } from './primitives/video-with-cover/index.js';
export { ProductCard, productCardVariants } from './components/product-card/index.js';
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
export { Footer, footerPropsFromSettings, footerVariants } from './components/footer/index.js';
export type { FooterLink, FooterProps, FooterSectionId } from './components/footer/index.js';
export {
  CategoryGrid,
  categoryGridVariants,
  homeCategoryToGridItem,
  CategoryChips,
  categoryChipVariants,
} from './components/category-grid/index.js';
export type {
  CategoryGridItem,
  CategoryGridProps,
  CategoryChipItem,
  CategoryChipsProps,
} from './components/category-grid/index.js';
export { ErrorPage, errorPageVariants } from './components/error-page/index.js';
export type { ErrorPageProps } from './components/error-page/index.js';
export { EmptySearch, emptySearchVariants } from './components/empty-search/index.js';
export { SearchSpelling, searchSpellingVariants } from './components/search-spelling/index.js';
export type { SearchSpellingProps } from './components/search-spelling/index.js';
export {
  SearchNearMatches,
  searchNearMatchesVariants,
} from './components/search-near-matches/index.js';
export type {
  SearchNearMatchesProps,
  SearchSuggestion,
} from './components/search-near-matches/index.js';
export type { EmptySearchProps } from './components/empty-search/index.js';
export {
  FilterDrawer,
  FilterPanel,
  filterPanelVariants,
  FilterSidebar,
  filterSidebarVariants,
  FiltersButton,
  filtersButtonVariants,
  activeFilterCount,
  sameFilters,
} from './components/filters/index.js';
export type {
  FilterDrawerProps,
  FilterPanelProps,
  FilterSidebarProps,
  FiltersButtonProps,
} from './components/filters/index.js';
export {
  SearchBox,
  SearchBoxView,
  searchBoxOptionVariants,
  searchBoxPopupVariants,
  searchBoxVariants,
  searchedText,
  searchPageHref,
  searchMachine,
  selectSearchActiveIndex,
  selectSearchBusy,
  selectSearchDropdown,
  selectSearchExpanded,
  selectSearchMessage,
  selectSearchMobile,
  selectSearchOpen,
  selectSearchQuery,
  selectSearchResults,
  selectSearchSpelling,
  selectSearchText,
  selectSearchTotal,
} from './flows/search/index.js';
export type {
  SearchBoxProps,
  SearchBoxViewProps,
  SearchActorRef,
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
} from './components/catalogue-menu/index.js';
export type { CatalogueMenuProps } from './components/catalogue-menu/index.js';
export {
  MobileCatalogue,
  mobileCatalogueRowVariants,
  mobileCatalogueVariants,
} from './components/mobile-catalogue/index.js';
export type { MobileCatalogueProps, CatalogueLevel } from './components/mobile-catalogue/index.js';
export {
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
  ProductAttributes,
  productAttributesGridVariants,
  productAttributesVariants,
  ProductDescription,
  productDescriptionVariants,
} from './components/product-attributes/index.js';
export type {
  AttributeRow,
  ProductAttributesProps,
  ProductDescriptionProps,
} from './components/product-attributes/index.js';
export {
  ProductReviews,
  productReviewsVariants,
  reviewAvatarVariants,
  reviewBarVariants,
} from './components/product-reviews/index.js';
export type {
  ProductReviewsProduct,
  ProductReviewsProps,
} from './components/product-reviews/index.js';
export {
  Header,
  headerActionVariants,
  headerLogoVariants,
  headerVariants,
  useHeaderScroll,
} from './components/header/index.js';
export type { HeaderLogoImage, HeaderProps, HeaderScrollView } from './components/header/index.js';
export {
  LanguageSwitcher,
  languageLinkVariants,
  TopNav,
  topNavLinkVariants,
  topNavVariants,
} from './components/top-nav/index.js';
export type {
  LanguageSwitcherProps,
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
export { ContentCard } from './components/content-card/index.js';
export type { ContentCardProps } from './components/content-card/index.js';
export { ROUTE_FOCUS_WATCH_MS, RouteAnnouncer } from './components/route-announcer/index.js';
export type { RouteAnnouncerProps } from './components/route-announcer/index.js';
export {
  SignIn,
  SignInDialog,
  SignInLoginForm,
  signInLinkVariants,
  SignInRegisterForm,
  signInSegmentVariants,
  SignInSocialButtons,
  signInSocialButtonVariants,
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
  signInLoginActor,
  signInMachine,
  signInRegisterActor,
} from './flows/sign-in/index.js';
export type {
  SignInProps,
  SignInDialogProps,
  SignInLoginFormProps,
  SignInRegisterFormProps,
  SignInSocialButtonsProps,
  SignInActorRef,
  SignInContext,
  SignInEmitted,
  SignInEvent,
  SignInMachine,
  SignInMachineInput,
  SignInSnapshot,
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
  SignInChange,
  SignInLoginInput,
  SignInRegisterInput,
  SignInTab,
  SocialProvider,
} from './flows/sign-in/index.js';
export {
  RestorePassword,
  RestorePasswordDialog,
  restorePasswordDialogVariants,
  restorePasswordMessageVariants,
  passwordRestoreMachine,
  selectRestoreBusy,
  selectRestoreEmail,
  selectRestoreErrors,
  selectRestoreMessage,
  selectRestoreMethod,
  selectRestorePhone,
} from './flows/password-restore/index.js';
export type {
  RestorePasswordProps,
  RestorePasswordDialogProps,
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
  RestoreMethod,
  RestoreRequested,
  RestoreMessage,
} from './flows/password-restore/index.js';
export {
  NewPassword,
  NewPasswordDialog,
  newPasswordDialogVariants,
  newPasswordMachine,
  selectNewPassword,
  selectNewPasswordBusy,
  selectNewPasswordCode,
  selectNewPasswordConfirm,
  selectNewPasswordErrors,
  selectNewPasswordMode,
  selectNewPasswordPhone,
} from './flows/new-password/index.js';
export type {
  NewPasswordFailure,
  NewPasswordProps,
  NewPasswordDialogProps,
  ConfirmPasswordResetInput,
  NewPasswordActorRef,
  NewPasswordContext,
  NewPasswordEmitted,
  NewPasswordErrors,
  NewPasswordEvent,
  NewPasswordField,
  NewPasswordMachine,
  NewPasswordMachineInput,
  NewPasswordMode,
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
} from './flows/password-change/index.js';
export type {
  PasswordChangeProps,
  PasswordChangeFormProps,
  PasswordChangeActorRef,
  PasswordChangeContext,
  PasswordChangeEmitted,
  PasswordChangeErrors,
  PasswordChangeEvent,
  PasswordChangeField,
  PasswordChangeMachine,
  PasswordChangeSnapshot,
} from './flows/password-change/index.js';
export {
  Newsletter,
  NewsletterForm,
  newsletterFormCardVariants,
  newsletterFormVariants,
  newsletterMachine,
  selectNewsletterAddress,
  selectNewsletterDirty,
  selectNewsletterSaveFailed,
  selectNewsletterSaving,
  selectNewsletterStatus,
  selectNewsletterValues,
} from './flows/newsletter/index.js';
export type {
  NewsletterProps,
  NewsletterFormProps,
  NewsletterActorRef,
  NewsletterChannel,
  NewsletterContext,
  NewsletterEmitted,
  NewsletterEvent,
  NewsletterMachine,
  NewsletterMachineInput,
  NewsletterSnapshot,
  NewsletterStatus,
  NewsletterValues,
} from './flows/newsletter/index.js';
export {
  NewsletterSignup,
  NewsletterSignupBlock,
  newsletterSignupBlockVariants,
  newsletterSignupFailure,
  newsletterSignupFieldErrors,
  checkNewsletterSignup,
  EMPTY_NEWSLETTER_SIGNUP,
  newsletterSignupMachine,
  selectNewsletterSignupBusy,
  selectNewsletterSignupErrors,
  selectNewsletterSignupFailure,
  selectNewsletterSignupStatus,
  selectNewsletterSignupValues,
  subscribeNewsletter,
  answerPostedNewsletterSignup,
  NEWSLETTER_SIGNUP_FORM_MAX_BYTES,
  newsletterSignupValuesOf,
} from './flows/newsletter-signup/index.js';
export type {
  NewsletterSignupProps,
  NewsletterSignupBlockProps,
  NewsletterSignupActorRef,
  NewsletterSignupCheck,
  NewsletterSignupContext,
  NewsletterSignupEmitted,
  NewsletterSignupErrors,
  NewsletterSignupEvent,
  NewsletterSignupField,
  NewsletterSignupMachineInput,
  NewsletterSignupMachine,
  NewsletterSignupAnswer,
  PostedNewsletterSignup,
  NewsletterSignupSnapshot,
  NewsletterSignupStatus,
  NewsletterSignupTextField,
  NewsletterSignupValues,
} from './flows/newsletter-signup/index.js';
export {
  checkContactForm,
  checkDealerForm,
  checkPartnerForm,
  CompanyForm,
  CompanyFormDialog,
  companyFormVariants,
  FileField,
  contactFormFields,
  ContactFormDialog,
  contactFormFlow,
  createFormFlow,
  DealerForm,
  dealerFormFields,
  dealerFormFlow,
  EMPTY_CONTACT_FORM,
  EMPTY_DEALER_FORM,
  EMPTY_PARTNER_FORM,
  partnerFormFields,
  PartnerFormDialog,
  partnerFormFlow,
  optionalPhone,
  optionalText,
  requestCheck,
  requiredPhone,
  useFormFlow,
} from './flows/company-forms/index.js';
export type {
  CompanyFormDialogProps,
  CompanyFormField,
  CompanyFormProps,
  FileFieldProps,
  ContactFormDialogProps,
  ContactFormField,
  ContactFormValues,
  DealerFormProps,
  DealerFormValues,
  PartnerFormDialogProps,
  PartnerFormValues,
  FormFlow,
  FormFlowActorRef,
  FormFlowCheck,
  FormFlowContext,
  FormFlowDefinition,
  FormFlowEmitted,
  FormFlowEvent,
  FormFlowHandlers,
  FormFlowMachine,
  FormFlowRequest,
  FormFlowState,
  FormFlowStatus,
  FormFlowValue,
  FormFlowValues,
} from './flows/company-forms/index.js';
export {
  CareersFormDialog,
  careersFormFields,
  careersFormFlow,
  CareersModal,
  checkCareersForm,
  CV_ACCEPT,
  EMPTY_CAREERS_FORM,
} from './flows/careers/index.js';
export type {
  CareersFormDialogProps,
  CareersFormField,
  CareersFormPayload,
  CareersFormValues,
  CareersModalProps,
} from './flows/careers/index.js';
export {
  ProfileDataTab,
  profileDataCardVariants,
  profileFieldLabel,
  ProfileDataForm,
  profileDataFormVariants,
  profileDataFailure,
  profileDataFieldErrors,
  profileDataMachine,
  selectProfileDataBusy,
  selectProfileDataErrors,
  selectProfileDataFailure,
  selectProfileDataMissing,
  selectProfileDataStatus,
  selectProfileDataValues,
} from './flows/profile-data/index.js';
export type {
  ProfileDataTabProps,
  ProfileDataFormProps,
  ProfileDataActorRef,
  ProfileDataContext,
  ProfileDataEmitted,
  ProfileDataErrors,
  ProfileDataEvent,
  ProfileDataMachine,
  ProfileDataMachineInput,
  ProfileDataSnapshot,
  ProfileDataStatus,
} from './flows/profile-data/index.js';
export {
  PopupChain,
  PromoPopup,
  promoPopupLinkVariants,
  promoPopupVariants,
  popupChainMachine,
  popupTurns,
  selectPopupChainOpen,
  selectPopupChainPopup,
} from './flows/popup-chain/index.js';
export type {
  PopupChainProps,
  PromoPopupProps,
  PopupChainActorRef,
  PopupChainContext,
  PopupChainEvent,
  PopupChainMachine,
  PopupChainSnapshot,
  PopupTurn,
} from './flows/popup-chain/index.js';
export {
  Review,
  ReviewDialog,
  reviewDialogVariants,
  reviewStarVariants,
  reviewFailure,
  reviewFieldErrors,
  createReview,
  reviewMachine,
  selectReviewBusy,
  selectReviewCreated,
  selectReviewErrors,
  selectReviewFailure,
  selectReviewStatus,
  selectReviewValues,
} from './flows/review/index.js';
export type {
  ReviewProps,
  ReviewDialogProps,
  ReviewActorRef,
  ReviewContext,
  ReviewEmitted,
  ReviewErrors,
  ReviewEvent,
  ReviewField,
  ReviewMachine,
  ReviewMachineInput,
  ReviewSnapshot,
  ReviewStatus,
} from './flows/review/index.js';
export { DemoBanner, demoBannerVariants } from './components/demo-banner/index.js';
export type { DemoBannerProps } from './components/demo-banner/index.js';
export {
  ResultModal,
  resultModalIconVariants,
  resultModalVariants,
  RESULT_MODAL_KINDS,
  resultModalContent,
} from './components/result-modal/index.js';
export type {
  ResultModalProps,
  ResultModalTone,
  ResultModalContent,
  ResultModalContentOptions,
  ResultModalKind,
} from './components/result-modal/index.js';
export {
  AccountButton,
  accountButtonVariants,
  accountInitialVariants,
} from './components/account-button/index.js';
export type { AccountButtonProps, AccountSummary } from './components/account-button/index.js';
export {
  AccountButtonContainer,
  ProfileNavContainer,
  selectSessionBusy,
  selectSessionIsDealerOnly,
  selectSessionIsManager,
  selectSessionLoggingOut,
  selectSessionPricing,
  selectSessionProfile,
  selectSessionRoles,
  selectSessionStatus,
  sessionMachine,
  SessionProvider,
  useSession,
  useSessionActor,
  ProfileNav,
  profileNavLogoutVariants,
  profileNavTabVariants,
  profileNavVariants,
  profileNavTabsVariants,
} from './flows/session/index.js';
export type {
  AccountButtonContainerProps,
  ProfileNavContainerProps,
  AdoptGuestListsInput,
  AdoptGuestListsOutput,
  SessionActorRef,
  SessionCheck,
  SessionContext,
  SessionEmitted,
  SessionEvent,
  SessionMachine,
  SessionMachineInput,
  SessionSnapshot,
  SessionStatus,
  SessionStorageKey,
  SocialSignInInput,
  SocialSignInOutput,
  SessionHandlers,
  SessionProviderProps,
  SessionView,
  ProfileNavProps,
  ProfileTab,
} from './flows/session/index.js';
export {
  FavouritesPageContainer,
  favouritesMachine,
  selectFavouritesBusy,
  selectFavouritesClearing,
  selectFavouritesCount,
  selectFavouriteIds,
  selectIsFavourite,
  selectIsFavouritePending,
  selectFavouritesKnown,
  selectFavouritesLoadFailed,
  selectFavouritesLoading,
  selectFavouritesMode,
  selectFavouritesPending,
  FavouritesProvider,
  useFavourites,
  useFavouritesActor,
  useFavouritesCount,
  useIsFavourite,
  useIsFavouritePending,
  FavouritesPage,
  favouritesPageConfirmVariants,
  favouritesPageVariants,
} from './flows/favourites/index.js';
export type {
  FavouritesPageContainerProps,
  FavouriteRequest,
  FavouritesActorRef,
  FavouritesContext,
  FavouritesEmitted,
  FavouritesEvent,
  FavouritesMachine,
  FavouritesMachineInput,
  FavouritesMode,
  FavouritesSnapshot,
  FavouritesStart,
  FavouriteToggleInput,
  FavouritesHandlers,
  FavouritesProviderProps,
  FavouritesView,
  FavouritesPageProps,
} from './flows/favourites/index.js';
export {
  OrderNotFound,
  OrderResult,
  orderResultCardVariants,
  orderResultIconVariants,
  OrderResultSkeleton,
  orderResultVariants,
} from './components/order-result/index.js';
export type {
  OrderNotFoundProps,
  OrderResultProps,
  OrderResultSkeletonProps,
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
  StockModal,
  stockModalLineVariants,
  stockLinesFromProblem,
} from './components/stock-modal/index.js';
export type {
  StockModalProps,
  StockAdjustment,
  StockCartLine,
  StockLine,
} from './components/stock-modal/index.js';
export { SizeChartModal, sizeChartCellVariants } from './components/size-chart-modal/index.js';
export type { SizeChartModalProps } from './components/size-chart-modal/index.js';
export { ShopStockModal, shopStockRowVariants } from './components/shop-stock-modal/index.js';
export type { ShopStockModalProps, ShopStockEntry } from './components/shop-stock-modal/index.js';
export {
  CheckoutContainer,
  checkoutMachine,
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
  checkoutAnalyticsItems,
  Checkout,
  CheckoutPage,
  checkoutCardVariants,
  checkoutCouponMessageVariants,
  CheckoutAwaitingPayment,
  CheckoutComment,
  CheckoutContacts,
  CheckoutCoupon,
  CheckoutDelivery,
  CheckoutPayment,
  CheckoutRoot,
  CheckoutSectionForm,
  CheckoutSectionSummary,
  CheckoutSections,
  CheckoutSignInBanner,
  CheckoutSummary,
} from './flows/checkout/index.js';
export type {
  CheckoutContainerProps,
  CheckoutActorRef,
  CheckoutContext,
  CheckoutEmitted,
  CheckoutEvent,
  CheckoutMachine,
  CheckoutMachineInput,
  CheckoutSnapshot,
  CheckoutRuleContext,
  OrderBodySource,
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
  PickupShopsInput,
  PlaceOrderInput,
  SectionState,
  CheckoutFieldsProps,
  CheckoutPageProps,
  CheckoutAwaitingPaymentProps,
  CheckoutCommentProps,
  CheckoutContactsProps,
  CheckoutCouponProps,
  CheckoutDeliveryProps,
  CheckoutPaymentProps,
  CheckoutRootProps,
  CheckoutSectionFormProps,
  CheckoutSectionSummaryProps,
  CheckoutSectionsProps,
  CheckoutSignInBannerProps,
  CheckoutSummaryProps,
} from './flows/checkout/index.js';
export {
  CartPanelContainer,
  cartMachine,
  selectCartBusy,
  selectCartCount,
  selectCartEntries,
  selectCartKnown,
  selectCartLoading,
  selectCartMode,
  selectCartOpen,
  selectCartPending,
  selectCartPricing,
  selectCartRows,
  selectCartTotals,
  CartProvider,
  useCart,
  useCartActor,
  useCartCount,
  useCartOpen,
  CartPanel,
  CartPanelFreeDelivery,
  CartPanelItem,
  cartPanelItemVariants,
  cartPanelProgressVariants,
  CartPanelTotal,
} from './flows/cart/index.js';
export type {
  CartPanelContainerProps,
  CartActorRef,
  CartAddition,
  CartAddRequest,
  CartContext,
  CartEmitted,
  CartEvent,
  CartMachine,
  CartMachineInput,
  CartMode,
  CartProductsInput,
  CartRemoveInput,
  CartSnapshot,
  CartStart,
  CartSummary,
  CartHandlers,
  CartProviderProps,
  CartView,
  CartEntry,
  CartProducts,
  CartRow,
  CartPanelFreeDeliveryProps,
  CartPanelItemProps,
  CartPanelLine,
  CartPanelProps,
  CartPanelTotalProps,
} from './flows/cart/index.js';
export {
  FastOrderPageContainer,
  fastOrderMachine,
  selectFastOrderBusy,
  selectFastOrderDiscount,
  selectFastOrderErrors,
  selectFastOrderFailure,
  selectFastOrderLines,
  selectFastOrderValues,
  FastOrderPage,
  fastOrderPageVariants,
} from './flows/fast-order/index.js';
export type {
  FastOrderPageContainerProps,
  FastOrderActorRef,
  FastOrderContext,
  FastOrderEmitted,
  FastOrderErrors,
  FastOrderEvent,
  FastOrderField,
  FastOrderLine,
  FastOrderMachine,
  FastOrderMachineInput,
  FastOrderRow,
  FastOrderSnapshot,
  FastOrderSummary,
  FastOrderUnit,
  FastOrderValues,
  FastOrderPageField,
  FastOrderPageProps,
} from './flows/fast-order/index.js';
export {
  OneClick,
  oneClickMachine,
  selectOneClickAttributes,
  selectOneClickBusy,
  selectOneClickErrors,
  selectOneClickFailure,
  selectOneClickPriceView,
  selectOneClickProduct,
  selectOneClickQuantity,
  selectOneClickStock,
  selectOneClickTotal,
  selectOneClickUnitPrice,
  selectOneClickValues,
  OneClickModal,
  oneClickModalVariants,
} from './flows/one-click/index.js';
export type {
  FastOrderAttempt,
  OneClickProps,
  OneClickActorRef,
  OneClickContext,
  OneClickEmitted,
  OneClickErrors,
  OneClickEvent,
  OneClickField,
  OneClickMachine,
  OneClickMachineInput,
  OneClickSnapshot,
  OneClickValues,
  OneClickModalField,
  OneClickModalProps,
} from './flows/one-click/index.js';
export {
  UnitPicker,
  selectUnitPickerCanAdd,
  selectUnitPickerOpen,
  selectUnitPickerPricing,
  selectUnitPickerProduct,
  selectUnitPickerQuantity,
  selectUnitPickerTotals,
  selectUnitPickerUnitId,
  selectUnitPickerUnits,
  unitPickerMachine,
  UnitPickerModal,
  unitPickerModalVariants,
} from './flows/unit-picker/index.js';
export type {
  UnitPickerAddition,
  UnitPickerProps,
  UnitPickerActorRef,
  UnitPickerContext,
  UnitPickerEmitted,
  UnitPickerEvent,
  UnitPickerMachine,
  UnitPickerMachineInput,
  UnitPickerOption,
  UnitPickerSnapshot,
  UnitPickerTotals,
  UnitPickerModalOption,
  UnitPickerModalProps,
  UnitPickerModalTotals,
} from './flows/unit-picker/index.js';
export {
  HomeFeatures,
  homeFeatureVariants,
  homeFeaturesVariants,
} from './components/home-features/index.js';
export type { HomeFeaturesProps } from './components/home-features/index.js';
export { AboutPage } from './components/about-page/index.js';
export type { AboutPageProps } from './components/about-page/index.js';
export { DeliveryPage } from './components/delivery-page/index.js';
export type { DeliveryPageProps } from './components/delivery-page/index.js';
export { FaqList, filterFaq } from './components/faq-list/index.js';
export type { FaqListProps } from './components/faq-list/index.js';
export { FidelityPage } from './components/fidelity-page/index.js';
export type { FidelityPageProps } from './components/fidelity-page/index.js';
export { partnerLogoVariants, Partners, partnersVariants } from './components/partners/index.js';
export type { PartnersProps } from './components/partners/index.js';
export {
  PAGE_SKELETON_KINDS,
  PageSkeleton,
  pageSkeletonVariants,
} from './components/page-skeleton/index.js';
export type { PageSkeletonKind, PageSkeletonProps } from './components/page-skeleton/index.js';
export { PartnerBanner, partnerBannerVariants } from './components/partner-banner/index.js';
export type { PartnerBannerProps } from './components/partner-banner/index.js';
export {
  HERO_SLIDE_MS,
  heroCardVariants,
  heroControlVariants,
  heroDotVariants,
  HeroSlider,
  heroSliderVariants,
  heroSlideVariants,
} from './components/hero-slider/index.js';
export type { HeroSliderProps } from './components/hero-slider/index.js';
export {
  shopCardVariants,
  ShopsCarousel,
  shopsCarouselButtonVariants,
  shopsCarouselRowVariants,
} from './components/shops-carousel/index.js';
export type { ShopsCarouselProps } from './components/shops-carousel/index.js';
export {
  ProductOfTheDay,
  productOfTheDayTrackVariants,
  productOfTheDayVariants,
} from './components/product-of-the-day/index.js';
export type { ProductOfTheDayProps } from './components/product-of-the-day/index.js';
export { ContactsPage, hasMap, selectedShop } from './components/contacts-page/index.js';
export type { ContactsPageProps } from './components/contacts-page/index.js';
export { MapModal } from './components/map-modal/index.js';
export type { MapModalProps } from './components/map-modal/index.js';
export {
  ShopPhones,
  ShopsList,
  shopsListCardVariants,
  shopsListVariants,
} from './components/shops-list/index.js';
export type { ShopsListProps } from './components/shops-list/index.js';
export { ShopPage, shopGalleryVariants, shopPageVariants } from './components/shop-page/index.js';
export type { ShopPageProps } from './components/shop-page/index.js';
