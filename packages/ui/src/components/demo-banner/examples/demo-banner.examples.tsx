import type { ReactNode } from 'react';
import { DemoBanner, type DemoBannerProps } from '../demo-banner.js';

/** The banner at the top of a page, shared by the stories and the tests. */
export function DemoBannerExample(props: Partial<DemoBannerProps>): ReactNode {
  return (
    <div className="shop:min-h-40 shop:bg-white">
      <DemoBanner {...props} />
      <div className="shop:mx-auto shop:max-w-[1280px] shop:space-y-3 shop:p-4">
        <div className="shop:h-12 shop:rounded-md shop:bg-surface-muted" />
        <div className="shop:h-24 shop:rounded-md shop:bg-surface-muted" />
      </div>
    </div>
  );
}
