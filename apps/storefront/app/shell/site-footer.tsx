import { Footer, footerPropsFromSettings, registerCatalogues } from '@shop/ui';
import { footer } from '@shop/ui/catalogues/ro/footer';
import type { RootLoaderData } from '../lib/root-data.js';

// The footer's Romanian texts come with its chunk (@shop/ui LOADED_LATER), not with every page.
registerCatalogues({ ro: { footer } });

export interface SiteFooterProps {
  data: RootLoaderData;
}

/**
 * The footer with its data from the API (SPEC §2 "Other UI"). Loaded as a chunk of its own (see
 * SiteShell): the server sends its HTML with the page, and the browser brings it to life after
 * the header and the page.
 */
export default function SiteFooter({ data }: SiteFooterProps) {
  return (
    <Footer
      categories={data.footerCategories}
      clientLinks={data.footerPages}
      year={data.year}
      {...(data.settings ? footerPropsFromSettings(data.settings) : {})}
    />
  );
}
