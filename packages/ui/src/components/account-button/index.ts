export { AccountButton, accountButtonVariants, accountInitialVariants } from './account-button.js';
export type { AccountButtonProps, AccountSummary } from './account-button.js';
