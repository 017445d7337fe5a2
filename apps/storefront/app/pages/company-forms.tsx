import { formDialogOf, localeFromPath, type FormDialog } from '@shop/core/rules';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

const CompanyFormDialogs = lazy(() => import('./company-form-dialogs.js'));

export interface CompanyFormDialogSlot {
  /** Opens a form's dialog (the page's "write to us" or "propose a partnership" button). */
  openForm: (form: FormDialog) => void;
  /** The dialogs, to render once on the page (nothing until one is first opened). */
  dialogs: ReactNode;
}

/**
 * A page's form dialogs (the contact form on /pages/contacts, the partner form on
 * /pages/signup-dealers): opened by the page's button, or at once when the address asks for the
 * page's form (`?form=contact`, where the footer and the home partner banner lead). Their code
 * loads with the first opening.
 */
export function useCompanyFormDialogs(): CompanyFormDialogSlot {
  const location = useLocation();
  const asked = formDialogOf(localeFromPath(location.pathname).path, location.search);
  const [open, setOpen] = useState<FormDialog | null>(asked);
  const [loaded, setLoaded] = useState(open !== null);
  // A link to this page asking for a form (the footer's, followed while already here) opens it:
  // once per navigation, so closing the dialog does not reopen it.
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    if (asked) {
      setLoaded(true);
      setOpen(asked);
    }
  }
  return {
    openForm: (form) => {
      setLoaded(true);
      setOpen(form);
    },
    dialogs: loaded ? (
      <Suspense fallback={null}>
        <CompanyFormDialogs open={open} onClose={() => setOpen(null)} />
      </Suspense>
    ) : null,
  };
}
