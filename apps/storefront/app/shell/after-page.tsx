import { installChunkReloadGuard } from './chunk-reload.js';
import { HomePopupsSlot } from './home-popups-slot.js';
import SiteFooter, { type SiteFooterProps } from './site-footer.js';

// SPEC §8: the chunk reload guard is installed as soon as this chunk runs in the browser, right
// after hydration on every page (the footer is in it), before the page loads more code (a
// navigation, a lazy part). A page opened during a deploy that cannot even load this chunk is
// left as it is, not reloaded.
if (typeof window !== 'undefined') installChunkReloadGuard();

/**
 * What the shell renders after the page, in one chunk of its own that is not in any page's first
 * load (see SiteShell): the footer, the home page's popup chain slot, and the chunk reload guard.
 */
export default function AfterPage(props: SiteFooterProps) {
  return (
    <>
      <SiteFooter {...props} />
      <HomePopupsSlot />
    </>
  );
}
