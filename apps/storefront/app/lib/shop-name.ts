import type { GlobalSettings } from '@shop/core/contract';
import type { Translator } from '@shop/ui';
import { useT } from '@shop/ui';
import { useRouteLoaderData } from 'react-router';
import type { RootLoaderData } from './root-data.js';

/**
 * The shop's name on its pages: the site settings' `shop_name` (in the page's language, as the
 * API sends it), or the catalogue's generic `site.name` while the settings have none or did not
 * load. The logo's accessible name, every title, og:site_name and the JSON-LD use it.
 *
 * @example shopName(root.settings, root.t) // 'CasaPlus'
 */
export function shopName(
  settings: Pick<GlobalSettings, 'shop_name'> | null | undefined,
  t: Translator['t'],
): string {
  return settings?.shop_name?.trim() || t('site.name');
}

/** The shop's name inside a component, from the root loader's settings (see `shopName`). */
export function useShopName(): string {
  const root = useRouteLoaderData<RootLoaderData>('root');
  const { t } = useT();
  return shopName(root?.settings, t);
}
