import type { Catalogue } from './i18n.types.js';

/** English. Keys and placeholders mirror ro (a missing or an extra key is a type error). */
export const en = {
  common: {
    close: 'Close',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    loading: 'Loading…',
    retry: 'Try again',
    remove: 'Remove',
    empty: 'Nothing here yet',
  },
  password: {
    show: 'Show password',
    hide: 'Hide password',
  },
  quantity: {
    label: 'Quantity',
    increase: 'Increase quantity',
    decrease: 'Decrease quantity',
  },
  pagination: {
    label: 'Pagination',
    previous: 'Previous page',
    next: 'Next page',
    page: 'Page {page}',
    pageOf: 'Page {page} of {total}',
  },
  breadcrumbs: {
    label: 'Breadcrumbs',
  },
  rating: {
    label: 'Rated {value} out of 5 stars',
  },
  reviews: {
    count: {
      one: '{count} review',
      other: '{count} reviews',
    },
  },
  stock: {
    inStock: 'In stock',
    outOfStock: 'Out of stock',
    onlyLeft: {
      one: 'Only {count} left',
      other: 'Only {count} left',
    },
    pieces: {
      one: '{count} piece',
      other: '{count} pieces',
    },
  },
  price: {
    label: 'Price',
    promotion: 'Promotional price',
    old: 'Old price',
    wholesale: 'Wholesale price',
  },
  filters: {
    priceMin: 'Minimum price',
    priceMax: 'Maximum price',
  },
  delivery: {
    freeLeft: '{amount} left to free delivery',
    free: 'Free delivery',
  },
  cart: {
    title: 'Shopping cart',
    items: {
      one: '{count} product',
      other: '{count} products',
    },
    empty: 'Your cart is empty',
    startShopping: 'Start shopping',
  },
  toast: {
    added: 'Added to your cart',
    cart: 'Cart',
    region: 'Notifications',
    dismiss: 'Dismiss notification',
  },
  progress: {
    label: 'Loading the page',
  },
  carousel: {
    label: 'Carousel',
    slide: 'slide',
    slideOf: 'Slide {index} of {total}',
    previous: 'Previous slide',
    next: 'Next slide',
    goTo: 'Go to slide {index}',
  },
  map: {
    title: 'Map: {place}',
    open: 'Open the map in a new tab',
  },
  video: {
    play: 'Play video: {title}',
  },
  orderStatus: {
    process: 'Processing',
    pending_payment: 'Awaiting payment',
    canceled: 'Cancelled',
    finished: 'Completed',
  },
  agreement: {
    label: 'I agree to the terms and conditions and the privacy policy',
    required: 'Please accept the terms and conditions',
  },
  errorPage: {
    notFound: 'This page could not be found',
    generic: 'Something went wrong',
    home: 'Go to the home page',
  },
  validation: {
    required: 'This field is required',
    email: 'Enter a valid email address',
    phone: 'Enter a valid phone number',
    minLength: {
      one: 'Enter at least {count} character',
      other: 'Enter at least {count} characters',
    },
    maxLength: {
      one: 'Enter at most {count} character',
      other: 'Enter at most {count} characters',
    },
    tooShort: 'The value is too short',
    tooLong: 'The value is too long',
    password: 'The password must be at least 8 characters long',
    sameAs: 'Passwords must match',
  },
  apiError: {
    not_found: 'We could not find what you were looking for.',
    invalid_request: 'Please check the details you entered and try again.',
    payload_too_large: 'The file or data you sent is too large.',
    unsupported_media_type: 'This file type is not supported.',
    internal_error: 'Something went wrong. Please try again later.',
    network: 'No connection. Check your internet connection and try again.',
    aborted: 'The request was cancelled.',
  },
} as const satisfies Catalogue<'en'>;
