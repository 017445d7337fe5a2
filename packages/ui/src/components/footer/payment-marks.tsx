import type { ReactNode, SVGProps } from 'react';

type MarkProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Mastercard's mark: two overlapping circles, red and yellow, on a white card. */
export function MastercardMark(props: MarkProps): ReactNode {
  return (
    <svg role="img" aria-label="Mastercard" viewBox="0 0 48 32" {...props}>
      <rect width="48" height="32" rx="4" fill="#ffffff" />
      <circle cx="19" cy="16" r="9" fill="#eb001b" />
      <circle cx="29" cy="16" r="9" fill="#f79e1b" />
      <path d="M24 8.4a9 9 0 0 1 0 15.2 9 9 0 0 1 0-15.2z" fill="#ff5f00" />
    </svg>
  );
}

/** Visa's mark: the word in dark blue italics on a white card, with the gold stripe. */
export function VisaMark(props: MarkProps): ReactNode {
  return (
    <svg role="img" aria-label="Visa" viewBox="0 0 48 32" {...props}>
      <rect width="48" height="32" rx="4" fill="#ffffff" />
      {/* The wordmark is part of the drawing; the accessible name is the svg's label. */}
      <text
        x="24"
        y="20"
        textAnchor="middle"
        fontFamily="Arial, Helvetica, sans-serif"
        fontSize="13"
        fontStyle="italic"
        fontWeight="800"
        letterSpacing="0.5"
        fill="#1a1f71"
      >
        VISA
      </text>
      <rect x="8" y="24" width="32" height="2" rx="1" fill="#f7b600" />
    </svg>
  );
}

/**
 * Card schemes the footer can draw, keyed as GlobalSettings.payment_methods sends them. Their
 * names are brand names, the same in every language, so they are not in the catalogues.
 */
export const PAYMENT_MARKS: Readonly<Record<string, (props: MarkProps) => ReactNode>> = {
  mastercard: MastercardMark,
  visa: VisaMark,
};

/** What the footer shows when the settings list no payment method (SPEC §1: Mastercard, Visa). */
export const DEFAULT_PAYMENT_METHODS: readonly string[] = ['mastercard', 'visa'];
