import { PATHS } from './paths.js';

// Apart from paths.ts: the pages of every first load share that module's chunk, and only the
// footer, the partner banner and the pages with these forms need what follows.

/** The query parameter that opens a form's dialog on the page that holds it (`?form=contact`). */
export const FORM_DIALOG_PARAM = 'form';

/** The forms that open in a dialog, and the page each one is on. */
export const FORM_DIALOG_PAGES = {
  contact: PATHS.contacts,
  partner: PATHS.dealers,
} as const;
export type FormDialog = keyof typeof FORM_DIALOG_PAGES;

/**
 * A link that opens a form's dialog on its page: the footer's contact form, the home partner
 * banner's partner form. Without JavaScript it still leads to the page, which says the same.
 *
 * @example formDialogPath('partner') // '/pages/signup-dealers?form=partner'
 */
export function formDialogPath(form: FormDialog): string {
  return `${FORM_DIALOG_PAGES[form]}?${FORM_DIALOG_PARAM}=${form}`;
}

/** The form a page's address asks to open (`?form=`), if it is one that page holds. */
export function formDialogOf(path: string, query: URLSearchParams | string): FormDialog | null {
  const asked = new URLSearchParams(query).get(FORM_DIALOG_PARAM);
  if (asked === null || !Object.hasOwn(FORM_DIALOG_PAGES, asked)) return null;
  const form = asked as FormDialog;
  return FORM_DIALOG_PAGES[form] === path ? form : null;
}
