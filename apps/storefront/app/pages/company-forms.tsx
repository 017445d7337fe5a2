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
  const [open, setOpen] = useState<FormDialog | null>(() =>
    formDialogOf(localeFromPath(location.pathname).path, location.search),
  );
  const [loaded, setLoaded] = useState(open !== null);
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
