import { clsx, type ClassValue } from 'clsx';
import { extendTailwindMerge } from 'tailwind-merge';

/** tailwind-merge for the `shop:` prefix of styles.css: unprefixed classes are left as they are. */
const twMerge = extendTailwindMerge({ prefix: 'shop' });

/**
 * Class names joined, with later Tailwind utilities overriding earlier ones
 * (`shop:p-2 shop:p-4` → `shop:p-4`).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
