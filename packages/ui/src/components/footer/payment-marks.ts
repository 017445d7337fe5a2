import { MastercardMark, VisaMark, type IconComponent } from '../../icons/index.js';

/**
 * Card schemes the footer can draw, keyed as GlobalSettings.payment_methods sends them, with the
 * name that labels the mark (an image, not decoration). Names are brand names, the same in every
 * language, so they are not in the catalogues.
 */
export const PAYMENT_MARKS: Readonly<Record<string, { name: string; Mark: IconComponent }>> = {
  mastercard: { name: 'Mastercard', Mark: MastercardMark },
  visa: { name: 'Visa', Mark: VisaMark },
};

/** What the footer shows when the settings list no payment method (SPEC §1: Mastercard, Visa). */
export const DEFAULT_PAYMENT_METHODS: readonly string[] = ['mastercard', 'visa'];
