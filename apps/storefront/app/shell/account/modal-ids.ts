/** The account dialogs' ids in the page's modal stack (SPEC §2: modals form a stack). */
export const ACCOUNT_MODALS = {
  signIn: 'sign-in',
  restore: 'password-restore',
  newPassword: 'new-password',
  result: 'account-result',
} as const;

/** The query parameter that opens the sign-in dialog when the page loads (where /login leads). */
export const SIGN_IN_PARAM = 'signIn';
