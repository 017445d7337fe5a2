import { Footer, footerPropsFromSettings } from '@shop/ui';
import type { RootLoaderData } from '../lib/root-data.js';

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
