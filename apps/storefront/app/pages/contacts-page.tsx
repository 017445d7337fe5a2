import type { AdminContact, Requisite, ShopContact } from '@shop/core/contract';
import { contactsPath, localizePath, PATHS } from '@shop/core/rules';
import { useLocale, useT } from '@shop/ui';
import { ContactsPage } from '@shop/ui/components/contacts-page';
import { Breadcrumbs } from '@shop/ui/primitives/breadcrumbs';
import { Button } from '@shop/ui/primitives/button';
import { lazy, Suspense } from 'react';
import { useCompanyFormDialogs } from './company-forms.js';

// The map dialog's code loads with its first opening (ContactsPage asks for it only then).
const MapModal = lazy(() => import('./contacts-map-modal.js'));

/**
 * The contacts page: breadcrumbs Home › Contacts, the heading and the shops, administration and
 * requisites, with the button that opens the contact form. The page is keyed by `mapId`, so following a "show on map" link without script
 * (a new `?mapid`) starts it over on that shop.
 */
export function ContactsPageView({
  shops,
  adminContacts,
  requisites,
  mapId,
}: {
  shops: ShopContact[];
  adminContacts: AdminContact[];
  requisites: Requisite[];
  mapId: number | null;
}) {
  const { t } = useT();
  const locale = useLocale();
  const title = t('pageTitle.contacts');
  // The contact form (SPEC §2 modals): its button here, and `?form=contact` from the footer.
  const { openForm, dialogs } = useCompanyFormDialogs();
  return (
    <div className="shop:flex shop:flex-col shop:gap-6">
      <Breadcrumbs items={[{ label: t('pageTitle.home'), href: PATHS.home }, { label: title }]} />
      <h1 className="shop:text-2xl shop:font-semibold shop:text-ink">{title}</h1>
      <ContactsPage
        key={mapId ?? 'first'}
        shops={shops}
        selectedId={mapId}
        adminContacts={adminContacts}
        requisites={requisites}
        mapHref={(id) => localizePath(contactsPath(id), locale)}
        mapModal={(props) => (
          <Suspense fallback={null}>
            <MapModal {...props} />
          </Suspense>
        )}
        actions={
          <Button onClick={() => openForm('contact')}>{t('companyForms.contact.open')}</Button>
        }
      />
      {dialogs}
    </div>
  );
}
