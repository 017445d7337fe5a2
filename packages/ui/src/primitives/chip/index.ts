export { Chip, chipVariants, StockChip } from './chip.js';
export type { ChipProps, StockChipProps, StockState } from './chip.js';
