import type { AdminContact, Requisite, ShopContact } from '@shop/core/contract';
import { contactsPath, localizePath, PATHS } from '@shop/core/rules';
import { useLocale, useT } from '@shop/ui';
import { ContactsPage } from '@shop/ui/components/contacts-page';
import { Breadcrumbs } from '@shop/ui/primitives/breadcrumbs';

/**
 * The contacts page: breadcrumbs Home › Contacts, the heading and the shops, administration and
 * requisites. The page is keyed by `mapId`, so following a "show on map" link without script
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
      />
    </div>
  );
}
