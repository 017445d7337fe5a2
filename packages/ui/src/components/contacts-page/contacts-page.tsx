import type { AdminContact, Requisite, ShopContact } from '@shop/core/contract';
import { contactsPath, isMapPoint } from '@shop/core/rules';
import { useId, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { Accordion } from '../../primitives/accordion/index.js';
import { MapFrame } from '../../primitives/map-frame/index.js';
import type { MapModalProps } from '../map-modal/index.js';

export interface ContactsPageProps extends HTMLAttributes<HTMLElement> {
  /**
   * The shops in the API's order (GET /api/contacts/addresses/); each id is a `mapid`.
   * @example shops={addresses}
   */
  shops: readonly ShopContact[];
  /**
   * The shop opened in the accordion and shown in the page's map (the page's `?mapid`); an id
   * that is not among `shops` (or none) selects the first shop.
   */
  selectedId?: number | null;
  /** The administration block's people (GET /api/contacts/admin-contacts/); hidden when empty. */
  adminContacts?: readonly AdminContact[];
  /** The company requisites (GET /api/contacts/requisites/); hidden when empty. */
  requisites?: readonly Requisite[];
  /**
   * The address of a shop's "show on map" link, followed when there is no script (it selects
   * the shop through `?mapid`). Pass the localised path in the storefront.
   * @default contactsPath
   */
  mapHref?: (id: number) => string;
  /** Buttons under the intro (the storefront's "write to us"). */
  actions?: ReactNode;
  /**
   * Draws the map dialog "show on map" opens (`<MapModal {...props} />`, or a lazy one). Passed
   * in, not imported here, so the page's code does not carry the dialog's and the storefront can
   * load it with the first opening (it is called from then on, never before). Without it, "show
   * on map" follows its link (`?mapid=`).
   */
  mapModal?: (props: MapModalProps) => ReactNode;
  /**
   * The map modal starts open on the selected shop (stories, tests).
   * @default false
   */
  defaultMapOpen?: boolean;
}

const sectionTitle = 'shop:text-xl shop:font-semibold shop:text-ink';

/** Whether a shop has something to show on a map (an embed address or a point). */
export function hasMap(shop: Pick<ShopContact, 'map_url' | 'latitude' | 'longitude'>): boolean {
  return (
    Boolean(shop.map_url) ||
    isMapPoint({ latitude: shop.latitude ?? undefined, longitude: shop.longitude ?? undefined })
  );
}

/** The shop a `mapid` names, or the first shop. */
export function selectedShop(
  shops: readonly ShopContact[],
  id: number | null | undefined,
): ShopContact | undefined {
  return shops.find((shop) => shop.id === id) ?? shops[0];
}

/**
 * The contacts page (SPEC §2 /pages/contacts): the shops as an accordion of cards (city and
 * location in the header; type, phone, e-mail, schedule and "show on map" inside), the selected
 * shop's map beside it, then the administration block and the company requisites. The list
 * scrolls on its own beyond 560 px on wide screens (§9) and grows with the page on phones, so
 * a thumb never gets caught in an inner scroll. "Show on map" is a link to `?mapid=N` (it works
 * without script) that, with script, opens the map modal and moves the page's map to the shop.
 *
 * @example <ContactsPage shops={shops} selectedId={2} adminContacts={admins} requisites={rows} />
 */
export function ContactsPage({
  shops,
  selectedId,
  adminContacts = [],
  requisites = [],
  mapHref = contactsPath,
  actions,
  defaultMapOpen = false,
  mapModal,
  className,
  ...props
}: ContactsPageProps): ReactNode {
  const { t } = useT();
  const ids = useId();
  const [chosen, setChosen] = useState(() => selectedShop(shops, selectedId));
  const [open, setOpen] = useState<string>(chosen ? String(chosen.id) : '');
  const [mapOpen, setMapOpen] = useState(defaultMapOpen && chosen !== undefined);
  // The dialog is drawn from its first opening on (a lazy one then loads only when asked for),
  // and stays drawn so it can close and hand the focus back.
  const [mapShown, setMapShown] = useState(mapOpen);

  const showMap = (event: MouseEvent<HTMLAnchorElement>, shop: ShopContact) => {
    // A modified click (new tab, new window) keeps the link's own behaviour.
    if (
      !mapModal ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey ||
      event.button !== 0
    ) {
      return;
    }
    event.preventDefault();
    setChosen(shop);
    setMapOpen(true);
    setMapShown(true);
  };

  return (
    <section
      data-slot="contacts-page"
      className={cn('shop:flex shop:flex-col shop:gap-8', className)}
      {...props}
    >
      <div className="shop:flex shop:flex-col shop:gap-3">
        <p className="shop:text-muted">{t('contactsPage.intro')}</p>
        {actions ? <div className="shop:flex shop:flex-wrap shop:gap-3">{actions}</div> : null}
      </div>

      <div className="shop:grid shop:gap-6 shop:bp1024:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section aria-labelledby={`${ids}-shops`} className="shop:flex shop:flex-col shop:gap-3">
          <h2 id={`${ids}-shops`} className={sectionTitle}>
            {t('contactsPage.shops')}
          </h2>
          <div
            data-slot="contacts-list"
            className="shop:bp1024:max-h-[560px] shop:bp1024:overflow-y-auto shop:bp1024:overscroll-contain shop:bp1024:pr-1"
          >
            <Accordion.Root
              type="single"
              collapsible
              variant="cards"
              value={open}
              onValueChange={(value) => {
                setOpen(value);
                const shop = shops.find((item) => String(item.id) === value);
                if (shop) setChosen(shop);
              }}
            >
              {shops.map((shop) => (
                <Accordion.Item
                  key={shop.id}
                  value={String(shop.id)}
                  variant="cards"
                  id={`shop-${shop.id}`}
                >
                  <Accordion.Trigger level={3}>
                    <span className="shop:flex shop:flex-col">
                      <span>{shop.city}</span>
                      <span className="shop:text-sm shop:font-normal shop:text-muted">
                        {shop.location}
                      </span>
                    </span>
                  </Accordion.Trigger>
                  <Accordion.Content>
                    <dl className="shop:grid shop:grid-cols-[auto_1fr] shop:gap-x-4 shop:gap-y-1 shop:text-sm">
                      {shop.type ? (
                        <>
                          <dt className="shop:text-muted">{t('contactsPage.type')}</dt>
                          <dd>{shop.type}</dd>
                        </>
                      ) : null}
                      {shop.phone ? (
                        <>
                          <dt className="shop:text-muted">{t('contactsPage.phone')}</dt>
                          <dd>
                            <a
                              className="shop:underline"
                              href={`tel:${shop.phone.replace(/\s/g, '')}`}
                            >
                              {shop.phone}
                            </a>
                          </dd>
                        </>
                      ) : null}
                      {shop.email ? (
                        <>
                          <dt className="shop:text-muted">{t('contactsPage.email')}</dt>
                          <dd>
                            <a className="shop:underline" href={`mailto:${shop.email}`}>
                              {shop.email}
                            </a>
                          </dd>
                        </>
                      ) : null}
                      {shop.schedule ? (
                        <>
                          <dt className="shop:text-muted">{t('contactsPage.schedule')}</dt>
                          <dd className="shop:whitespace-pre-line">{shop.schedule}</dd>
                        </>
                      ) : null}
                    </dl>
                    {hasMap(shop) ? (
                      <a
                        href={mapHref(shop.id)}
                        data-slot="contacts-show-map"
                        onClick={(event) => showMap(event, shop)}
                        className="shop:mt-3 shop:inline-flex shop:min-h-10 shop:items-center shop:rounded-md shop:border shop:border-settings-main shop:px-4 shop:text-sm shop:font-medium shop:text-settings-main shop:hover:bg-black/5 shop:focus-visible:outline-2 shop:focus-visible:outline-settings-main"
                      >
                        {t('contactsPage.showMap')}
                      </a>
                    ) : null}
                  </Accordion.Content>
                </Accordion.Item>
              ))}
            </Accordion.Root>
          </div>
        </section>

        {chosen ? (
          <section aria-label={t('contactsPage.pageMap')} data-slot="contacts-map">
            {hasMap(chosen) ? (
              <MapFrame
                key={chosen.id}
                place={chosen.location}
                src={chosen.map_url}
                latitude={chosen.latitude}
                longitude={chosen.longitude}
                ratio="fill"
                className="shop:bp1024:h-[560px]"
              />
            ) : (
              <p className="shop:rounded-lg shop:border shop:border-dashed shop:border-black/20 shop:p-6 shop:text-sm shop:text-muted">
                {t('contactsPage.noMap')}
              </p>
            )}
          </section>
        ) : null}
      </div>

      {adminContacts.length > 0 ? (
        <section aria-labelledby={`${ids}-admin`} className="shop:flex shop:flex-col shop:gap-3">
          <h2 id={`${ids}-admin`} className={sectionTitle}>
            {t('contactsPage.admin')}
          </h2>
          <ul className="shop:grid shop:gap-4 shop:bp570:grid-cols-2 shop:bp1024:grid-cols-3">
            {adminContacts.map((person) => (
              <li
                key={person.id}
                className="shop:flex shop:flex-col shop:gap-1 shop:rounded-lg shop:border shop:border-black/10 shop:p-4 shop:text-sm"
              >
                <span className="shop:text-muted">{person.position}</span>
                <span className="shop:text-base shop:font-medium shop:text-ink">{person.name}</span>
                {person.phone ? (
                  <a className="shop:underline" href={`tel:${person.phone.replace(/\s/g, '')}`}>
                    {person.phone}
                  </a>
                ) : null}
                {person.email ? (
                  <a className="shop:underline" href={`mailto:${person.email}`}>
                    {person.email}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {requisites.length > 0 ? (
        <section
          aria-labelledby={`${ids}-requisites`}
          className="shop:flex shop:flex-col shop:gap-3"
        >
          <h2 id={`${ids}-requisites`} className={sectionTitle}>
            {t('contactsPage.requisites')}
          </h2>
          <dl className="shop:grid shop:gap-x-6 shop:gap-y-2 shop:text-sm shop:bp570:grid-cols-[max-content_1fr]">
            {requisites.map((row) => (
              <div key={row.id} className="shop:contents">
                <dt className="shop:text-muted">{row.title}</dt>
                <dd className="shop:font-medium shop:break-words shop:text-ink">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}

      {chosen && mapModal && mapShown
        ? mapModal({ shop: chosen, open: mapOpen, onOpenChange: setMapOpen })
        : null}
    </section>
  );
}
