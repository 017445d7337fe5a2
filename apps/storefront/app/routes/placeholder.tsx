import { useMatches } from 'react-router';
import { useT, type MessageKey } from '@shop/ui';
import type { Route } from './+types/placeholder';
import { routeMeta } from '../lib/meta.js';

/** The heading of each page that is not built yet, by route id (see routes.ts). */
type TitleKey = Extract<MessageKey, `pageTitle.${string}`>;

const TITLES: Record<string, TitleKey> = {
  'placeholder-shops': 'pageTitle.shops',
};

function titleKey(routeId: string): TitleKey {
  return TITLES[routeId] ?? 'pageTitle.home';
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t }) => ({
    title: t(titleKey(args.matches.at(-1)?.id ?? '')),
    // Order, profile and placeholder pages have nothing for a search engine yet.
    noindex: true,
  }));

/** A page of SPEC §2 whose content arrives with a later issue: its layout and a clear heading. */
export default function PlaceholderPage() {
  const { t } = useT();
  const id = useMatches().at(-1)?.id ?? '';
  return (
    <section className="shop:flex shop:flex-col shop:gap-3 shop:py-8">
      <h1 className="shop:text-3xl shop:font-semibold">{t(titleKey(id))}</h1>
      <p className="shop:text-ink-soft">{t('site.comingSoon')}</p>
    </section>
  );
}
