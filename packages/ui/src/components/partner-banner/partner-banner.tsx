import type { PartnerBanner as PartnerBannerData } from '@shop/core/contract';
import { formDialogPath } from '@shop/core/rules';
import { cva } from 'class-variance-authority';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { useT } from '../../i18n/index.js';
import { cn } from '../../lib/cn.js';
import { ShopLink } from '../../lib/link.js';
import { buttonVariants } from '../../primitives/button/index.js';

/** A rounded block in the shop's main colour; the picture beside the text from 744 px. */
export const partnerBannerVariants = cva(
  'shop:flex shop:flex-col shop:overflow-hidden shop:rounded-xl shop:bg-settings-newsletter-block-background shop:text-ink shop:bp744:flex-row shop:bp744:items-stretch',
);

export interface PartnerBannerProps
  extends Omit<HTMLAttributes<HTMLElement>, 'title'>, PartnerBannerData {}

/**
 * The home page's partner banner (SPEC §2): an invitation to become a partner with its picture
 * and a button that opens the partner form on the dealers page (/pages/signup-dealers?form=partner
 * unless the banner names another page). The button's text is the banner's, or 'Devino partener'. Static markup: no script.
 *
 * @example <PartnerBanner {...banner} />
 */
export function PartnerBanner({
  title,
  text,
  image,
  button_text: buttonText,
  url,
  className,
  ...props
}: PartnerBannerProps): ReactNode {
  const { t } = useT();
  const titleId = useId();
  return (
    <section
      data-slot="partner-banner"
      aria-labelledby={titleId}
      className={cn(partnerBannerVariants(), className)}
      {...props}
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading="lazy"
          decoding="async"
          className="shop:aspect-[2/1] shop:w-full shop:object-cover shop:bp744:aspect-auto shop:bp744:w-2/5"
        />
      ) : null}
      <div className="shop:flex shop:flex-1 shop:flex-col shop:items-start shop:gap-3 shop:p-5 shop:bp744:p-8">
        <h2 id={titleId} className="shop:text-2xl shop:font-bold shop:wrap-break-word">
          {title}
        </h2>
        {text ? <p className="shop:text-base shop:text-ink-soft">{text}</p> : null}
        <ShopLink
          href={url || formDialogPath('partner')}
          className={cn(buttonVariants(), 'shop:mt-auto')}
        >
          {buttonText || t('homeSections.partnerBannerButton')}
        </ShopLink>
      </div>
    </section>
  );
}
