/** The account dialogs' ids in the page's modal stack (SPEC §2: modals form a stack). */
export const ACCOUNT_MODALS = {
  signIn: 'sign-in',
  restore: 'password-restore',
  newPassword: 'new-password',
  result: 'account-result',
} as const;

/** The query parameter that opens the sign-in dialog when the page loads (where /login leads). */
export const SIGN_IN_PARAM = 'signIn';

/**
 * The query parameter of a refused Google sign-in: the server finished it (the code flow) and
 * sends the shopper home with it, where the result dialog says so (SPEC §8).
 */
export const SIGN_IN_FAILED_PARAM = 'signInFailed';
