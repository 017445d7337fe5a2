export { Chip, chipVariants, StockChip, stockState } from './chip.js';
export type { ChipProps, StockChipProps, StockState } from './chip.js';
