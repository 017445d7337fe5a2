export {
  AccountButton,
  accountButtonVariants,
  accountInitial,
  accountInitialVariants,
  accountSummary,
  PersonIcon,
} from './account-button.js';
export type { AccountButtonProps, AccountSummary } from './account-button.js';
