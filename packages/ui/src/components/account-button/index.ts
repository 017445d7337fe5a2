export {
  AccountButton,
  accountButtonVariants,
  accountInitial,
  accountInitialVariants,
  accountSummary,
} from './account-button.js';
// The person icon moved to the icons module; named here still because the package root exports
// it through this folder.
export { PersonIcon } from '../../icons/index.js';
export type { AccountButtonProps, AccountSummary } from './account-button.js';
