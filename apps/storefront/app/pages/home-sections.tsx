import type {
  BrandSlide,
  HomeFeature,
  HomeSlide,
  PartnerBanner as PartnerBannerData,
  ProductOfTheDay as ProductOfTheDayData,
  Shop,
} from '@shop/core/contract';
import {
  HeroSlider,
  HomeFeatures,
  PartnerBanner,
  Partners,
  ProductOfTheDay,
  registerCatalogues,
  ShopsCarousel,
} from '@shop/ui';
import { homeSections } from '@shop/ui/catalogues/ro/home-sections';

/**
 * The home sections that need nothing from the shell (hero slider, product of the day, features,
 * shops, partners, partner banner), in a chunk of their own: the home page loads it lazily, so
 * their code and their Romanian texts (a LOADED_LATER namespace; en and ru come as data with the
 * page) stay out of every page's initial JS (tests/js-budget.test.ts). Their server HTML shows at
 * once (the hero's first picture too, eager and high-priority: the page's LCP image); React
 * hydrates them when the chunk arrives.
 */
registerCatalogues({ ro: { homeSections } });

export type HomeSectionProps =
  | { section: 'hero'; data: HomeSlide[] }
  | { section: 'productOfTheDay'; data: ProductOfTheDayData }
  | { section: 'features'; data: HomeFeature[] }
  | { section: 'shops'; data: Shop[] }
  | { section: 'partners'; data: BrandSlide[] }
  | { section: 'partnerBanner'; data: PartnerBannerData };

/** One of the lazily loaded home sections (one component, so the page has one lazy import). */
export default function HomeSection(props: HomeSectionProps) {
  switch (props.section) {
    case 'hero':
      return <HeroSlider slides={props.data} />;
    case 'productOfTheDay':
      return <ProductOfTheDay product={props.data.product} endsAt={props.data.ends_at} />;
    case 'features':
      return <HomeFeatures features={props.data} />;
    case 'shops':
      return <ShopsCarousel shops={props.data} />;
    case 'partners':
      return <Partners brands={props.data} />;
    case 'partnerBanner':
      return <PartnerBanner {...props.data} />;
  }
}
