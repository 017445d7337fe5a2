import type { ReactNode, SVGProps } from 'react';

/**
 * The header and navigation icons: 24 px line drawings in the current text colour, hidden from
 * assistive technology (every control that shows one has a text name of its own).
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

function Icon({ children, ...props }: IconProps & { children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={24}
      height={24}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** Three bars: opens the mobile menu. */
export function MenuIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </Icon>
  );
}

/** A cross: what an open menu's button shows. */
export function CloseIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M6.5 6.5l11 11M17.5 6.5l-11 11" />
    </Icon>
  );
}

/** Four tiles: the catalogue. */
export function CatalogueIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.5" />
    </Icon>
  );
}

/** A heart outline: favourites. */
export function HeartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M12 19.5s-7.5-4.4-7.5-10a4.25 4.25 0 0 1 7.5-2.7 4.25 4.25 0 0 1 7.5 2.7c0 5.6-7.5 10-7.5 10z" />
    </Icon>
  );
}

/** A shopping trolley: the cart. */
export function CartIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M3 4.5h2.2l2.2 10.1a1.2 1.2 0 0 0 1.2.9h8.6a1.2 1.2 0 0 0 1.2-.9L20 8H6" />
      <circle cx="9.5" cy="19.25" r="1.25" />
      <circle cx="16.5" cy="19.25" r="1.25" />
    </Icon>
  );
}

/** A speech bubble: live chat. */
export function ChatIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5.5 4.5h13a1.5 1.5 0 0 1 1.5 1.5v8.5a1.5 1.5 0 0 1-1.5 1.5H10l-4.5 3.5V16h0a1.5 1.5 0 0 1-1.5-1.5V6a1.5 1.5 0 0 1 1.5-1.5z" />
      <path d="M8.5 10.25h.01M12 10.25h.01M15.5 10.25h.01" strokeWidth={2.4} />
    </Icon>
  );
}

/** A globe: the language switcher. */
export function GlobeIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.4 5.2 3.4 8.5s-1.1 6.1-3.4 8.5c-2.3-2.4-3.4-5.2-3.4-8.5s1.1-6.1 3.4-8.5z" />
    </Icon>
  );
}

/** A chevron pointing down: a disclosure. */
export function ChevronDownIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M7 10l5 5 5-5" />
    </Icon>
  );
}

/** A chevron pointing right: a link row in the mobile menu. */
export function ChevronRightIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M10 7l5 5-5 5" />
    </Icon>
  );
}

/** A tick: the current language. */
export function CheckIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M5.5 12.5l4.25 4.25L18.5 8" />
    </Icon>
  );
}
