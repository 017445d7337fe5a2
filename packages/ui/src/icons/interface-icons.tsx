import { createIcon, ICON_LINE, ICON_SOLID } from './icon.js';

/*
 * The shop's interface icons, drawn in the current text colour. Most are 24 px line drawings (the
 * header's set); a few are drawn on a 16 or 20 px grid for the small controls that show them
 * (counter, pagination, checkbox, rating), where a scaled 24 px drawing would blur. Each drawing
 * exists once: a control that wants a lighter or heavier line passes `strokeWidth`, and CSS sizes
 * it (`size-5`, `[&_svg]:size-6`) over the default width and height of its grid.
 */

/** The 24 px line drawings' defaults: the header's weight, 24 px until CSS sizes the icon. */
const LINE_24 = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  ...ICON_LINE,
  strokeWidth: 1.8,
} as const;

/** The same drawings with a 2 px line (the dialogs', the catalogue's and the checks' weight). */
const LINE_24_BOLD = { ...LINE_24, strokeWidth: 2 } as const;

/** Three bars: opens the mobile menu. */
export const MenuIcon = createIcon('MenuIcon', LINE_24, <path d="M4 6.5h16M4 12h16M4 17.5h16" />);

/** A cross: closes a dialog, a menu or a toast; clears a field; a cancelled order. */
export const CloseIcon = createIcon('CloseIcon', LINE_24_BOLD, <path d="M6 6l12 12M18 6 6 18" />);

/** Four tiles: the catalogue (and a category without an icon of its own). */
export const CatalogueIcon = createIcon(
  'CatalogueIcon',
  LINE_24,
  <>
    <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
    <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
    <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
  </>,
);

/** A heart outline: favourites (`fill="currentColor"` draws a saved favourite). */
export const HeartIcon = createIcon(
  'HeartIcon',
  LINE_24,
  <path d="M12 19.5s-7.5-4.4-7.5-10a4.25 4.25 0 0 1 7.5-2.7 4.25 4.25 0 0 1 7.5 2.7c0 5.6-7.5 10-7.5 10z" />,
);

/** A shopping trolley: the cart. */
export const CartIcon = createIcon(
  'CartIcon',
  LINE_24,
  <>
    <path d="M3 4.5h2.2l2.2 10.1a1.2 1.2 0 0 0 1.2.9h8.6a1.2 1.2 0 0 0 1.2-.9L20 8H6" />
    <circle cx="9.5" cy="19.25" r="1.25" />
    <circle cx="16.5" cy="19.25" r="1.25" />
  </>,
);

/** A speech bubble: live chat. */
export const ChatIcon = createIcon(
  'ChatIcon',
  LINE_24,
  <>
    <path d="M5.5 4.5h13a1.5 1.5 0 0 1 1.5 1.5v8.5a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V16h0a1.5 1.5 0 0 1-1.5-1.5V6a1.5 1.5 0 0 1 1.5-1.5z" />
    <path d="M8.5 10.25h.01M12 10.25h.01M15.5 10.25h.01" strokeWidth={2.4} />
  </>,
);

/** A globe: the language switcher, and a social network the footer has no icon for. */
export const GlobeIcon = createIcon(
  'GlobeIcon',
  LINE_24,
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
  </>,
);

/** A chevron pointing down: a disclosure (accordion, select, language menu). */
export const ChevronDownIcon = createIcon(
  'ChevronDownIcon',
  LINE_24_BOLD,
  <path d="M6 9l6 6 6-6" />,
);

/** A chevron pointing right: a link row, a submenu, the next slide. */
export const ChevronRightIcon = createIcon(
  'ChevronRightIcon',
  LINE_24_BOLD,
  <path d="M9 6l6 6-6 6" />,
);

/** A chevron pointing left: back to the parent menu, the previous slide. */
export const ChevronLeftIcon = createIcon(
  'ChevronLeftIcon',
  LINE_24_BOLD,
  <path d="M15 6l-6 6 6 6" />,
);

/** A tick: done, accepted, the current choice. */
export const CheckIcon = createIcon('CheckIcon', LINE_24_BOLD, <path d="m5 12.5 4.5 4.5L19 7.5" />);

/** A person: the account. */
export const PersonIcon = createIcon(
  'PersonIcon',
  LINE_24,
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4.5 20c.9-3.6 3.9-5.5 7.5-5.5s6.6 1.9 7.5 5.5" />
  </>,
);

/** An arrow leaving through a door: sign out. */
export const LogoutIcon = createIcon(
  'LogoutIcon',
  LINE_24,
  <>
    <path d="M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4" />
    <path d="M15 8l4 4-4 4M19 12H9" />
  </>,
);

/** A delivery van: free delivery. */
export const TruckIcon = createIcon(
  'TruckIcon',
  LINE_24,
  <>
    <path d="M3 6.5h11v9H3zM14 9.5h3.5l3 3v3H14" />
    <circle cx="7" cy="17.5" r="1.75" />
    <circle cx="17" cy="17.5" r="1.75" />
  </>,
);

/** A bin: delete, clear all. */
export const TrashIcon = createIcon(
  'TrashIcon',
  LINE_24,
  <path d="M4 7h16M9 7V4.5h6V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />,
);

/** A receipt: orders. */
export const ReceiptIcon = createIcon(
  'ReceiptIcon',
  LINE_24,
  <>
    <path d="M6 3h12v18l-2-1.5-2 1.5-2-1.5-2 1.5-2-1.5L6 21V3Z" />
    <path d="M9 8h6M9 12h6M9 16h3" />
  </>,
);

/** A parcel: an order delivered, a list with no products, a category without a picture. */
export const PackageIcon = createIcon(
  'PackageIcon',
  LINE_24_BOLD,
  <>
    <path d="M3.5 7.5 12 3.5l8.5 4v9L12 20.5l-8.5-4z" />
    <path d="M3.5 7.5 12 11.5l8.5-4M12 11.5v9" />
  </>,
);

/** A clock: waiting (an order awaiting payment). */
export const ClockIcon = createIcon(
  'ClockIcon',
  LINE_24_BOLD,
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);

/** A printer: print the page. */
export const PrintIcon = createIcon(
  'PrintIcon',
  LINE_24_BOLD,
  <>
    <path d="M7 9V4h10v5M7 17H5a1.5 1.5 0 0 1-1.5-1.5v-5A1.5 1.5 0 0 1 5 9h14a1.5 1.5 0 0 1 1.5 1.5v5A1.5 1.5 0 0 1 19 17h-2" />
    <path d="M7 14h10v6H7z" />
  </>,
);

/** A magnifier: search. */
export const SearchIcon = createIcon(
  'SearchIcon',
  LINE_24_BOLD,
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);

/** A magnifier with a cross: a search that found nothing. */
export const SearchXIcon = createIcon(
  'SearchXIcon',
  { ...LINE_24, strokeWidth: 1.6 },
  <>
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="m15.5 15.5 5 5M8.5 8.5l4 4M12.5 8.5l-4 4" />
  </>,
);

/** A magnifier with a minus: something looked up is not there (an unknown order). */
export const SearchMinusIcon = createIcon(
  'SearchMinusIcon',
  LINE_24_BOLD,
  <>
    <circle cx="10.5" cy="10.5" r="6" />
    <path d="m15 15 5 5M8.5 10.5h4" />
  </>,
);

/** Three sliders: the filters. */
export const SlidersIcon = createIcon(
  'SlidersIcon',
  LINE_24_BOLD,
  <>
    <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
    <circle cx="16" cy="6" r="2" />
    <circle cx="10" cy="12" r="2" />
    <circle cx="18" cy="18" r="2" />
  </>,
);

/**
 * A map pin: an address. Its point is a sharp corner (miter joins), its line not rounded.
 */
export const PinIcon = createIcon(
  'PinIcon',
  {
    viewBox: '0 0 24 24',
    width: 24,
    height: 24,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
  },
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
);

/** An open eye: the password is shown. Its corners are sharp (miter joins). */
export const EyeIcon = createIcon(
  'EyeIcon',
  {
    viewBox: '0 0 24 24',
    width: 24,
    height: 24,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
  },
  <>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </>,
);

/** A struck-through eye: the password is hidden. */
export const EyeOffIcon = createIcon(
  'EyeOffIcon',
  {
    viewBox: '0 0 24 24',
    width: 24,
    height: 24,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
  },
  <>
    <path d="M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.9 3.8M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7c1.9 0 3.6-.6 5-1.5" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </>,
);

/** A tick in a circle: something went well (a success toast). */
export const CheckCircleIcon = createIcon(
  'CheckCircleIcon',
  LINE_24_BOLD,
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="m8 12.5 2.5 2.5L16 9.5" />
  </>,
);

/** An i in a circle: for information (an info toast). */
export const InfoCircleIcon = createIcon(
  'InfoCircleIcon',
  LINE_24_BOLD,
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);

/** An exclamation mark in a circle: something went wrong (an error toast, a failed order). */
export const AlertCircleIcon = createIcon(
  'AlertCircleIcon',
  LINE_24_BOLD,
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </>,
);

/** An exclamation mark: a warning inside a coloured badge (the error modal's title). */
export const ExclamationIcon = createIcon(
  'ExclamationIcon',
  { ...LINE_24, strokeWidth: 2.5 },
  <>
    <path d="M12 6.5v7" />
    <circle cx="12" cy="17.5" r="1.4" fill="currentColor" stroke="none" />
  </>,
);

/**
 * A loading circle: a faint ring with a turning arc. Spinner turns it (`motion-safe:animate-spin`)
 * and names it; on its own it is decoration.
 */
export const SpinnerIcon = createIcon(
  'SpinnerIcon',
  {
    viewBox: '0 0 24 24',
    width: 24,
    height: 24,
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 3,
  },
  <>
    <circle cx="12" cy="12" r="9.5" strokeOpacity="0.2" />
    <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" strokeLinecap="round" />
  </>,
);

/** Lines getting shorter, a funnel: the listing's filters button. Drawn on a 20 px grid. */
export const FilterIcon = createIcon(
  'FilterIcon',
  { viewBox: '0 0 20 20', width: 20, height: 20, ...ICON_LINE, strokeWidth: 2 },
  <path d="M3 5h14M6 10h8M8.5 15h3" />,
);

/** A five-pointed star: a rating. Drawn on a 20 px grid. */
export const StarIcon = createIcon(
  'StarIcon',
  { viewBox: '0 0 20 20', width: 20, height: 20, ...ICON_SOLID },
  <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />,
);

/** The 16 px grid's line drawings: the small controls' icons, 16 px until CSS sizes them. */
const LINE_16 = {
  viewBox: '0 0 16 16',
  width: 16,
  height: 16,
  ...ICON_LINE,
  strokeWidth: 1.75,
} as const;

/** A small chevron pointing left (16 px grid): the previous page. */
export const ChevronLeftSmallIcon = createIcon(
  'ChevronLeftSmallIcon',
  LINE_16,
  <path d="M10 3.5 5.5 8 10 12.5" />,
);

/** A small chevron pointing right (16 px grid): the next page, a breadcrumb separator. */
export const ChevronRightSmallIcon = createIcon(
  'ChevronRightSmallIcon',
  LINE_16,
  <path d="M6 3.5 10.5 8 6 12.5" />,
);

/**
 * The checkbox's marks: square ends and corners, a heavy 2.5 line (a done step's tick rounds them
 * with `strokeLinecap`/`strokeLinejoin="round"`).
 */
const MARK_16 = {
  viewBox: '0 0 16 16',
  width: 16,
  height: 16,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
} as const;

/** A small tick (16 px grid): a checked box, a done step. */
export const CheckSmallIcon = createIcon('CheckSmallIcon', MARK_16, <path d="m3.5 8.5 3 3 6-7" />);

/** A small dash (16 px grid): a partly checked box. */
export const DashSmallIcon = createIcon('DashSmallIcon', MARK_16, <path d="M4 8h8" />);

/** A minus (16 px grid): one less. */
export const MinusIcon = createIcon('MinusIcon', LINE_16, <path d="M3 8h10" />);

/** A plus (16 px grid): one more. */
export const PlusIcon = createIcon('PlusIcon', LINE_16, <path d="M3 8h10M8 3v10" />);

/** A small bin (16 px grid): remove a line (the counter at 1). */
export const TrashSmallIcon = createIcon(
  'TrashSmallIcon',
  { ...LINE_16, strokeWidth: 1.4 },
  <path d="M2.5 4h11M6 4V2.5h4V4M4 4l.7 9.5h6.6L12 4M6.75 6.5v4.5M9.25 6.5v4.5" />,
);
