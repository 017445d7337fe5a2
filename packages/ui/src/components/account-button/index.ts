export {
  AccountButton,
  accountButtonVariants,
  accountInitial,
  accountInitialVariants,
  PersonIcon,
} from './account-button.js';
export type { AccountButtonProps, AccountSummary } from './account-button.js';
