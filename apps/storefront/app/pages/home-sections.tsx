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
  ShopsCarousel,
} from '@shop/ui';

/*
 * The home sections that need nothing from the shell (hero slider, product of the day, features,
 * shops, partners, partner banner), in a chunk of their own: the home page loads it lazily, so
 * their code stays out of every page's initial JS (tests/js-budget.test.ts); their texts (the
 * `homeSections` namespace) come with the page's data, declared by the home route. Their server
 * HTML shows at once (the hero's first picture too, eager and high-priority: the page's LCP
 * image); React hydrates them when the chunk arrives.
 */

/**
 * Consecutive lazily loaded sections, drawn in SPEC §2's order; the page passes each run of them
 * in one boundary (they come from the same chunk, so they are ready together), and what is empty
 * or missing is left out here: the page's own code stays as small as its JS budget wants.
 */
export interface HomeSectionsProps {
  slides?: HomeSlide[];
  productOfTheDay?: ProductOfTheDayData | null;
  features?: HomeFeature[];
  shops?: Shop[];
  brands?: BrandSlide[];
  partnerBanner?: PartnerBannerData | null;
}

/** The lazily loaded home sections given (one component, so the page has one lazy import). */
export default function HomeSections({
  slides,
  productOfTheDay,
  features,
  shops,
  brands,
  partnerBanner,
}: HomeSectionsProps) {
  return (
    <>
      {slides?.length ? <HeroSlider slides={slides} /> : null}
      {productOfTheDay ? (
        <ProductOfTheDay product={productOfTheDay.product} endsAt={productOfTheDay.ends_at} />
      ) : null}
      {features?.length ? <HomeFeatures features={features} /> : null}
      {shops?.length ? <ShopsCarousel shops={shops} /> : null}
      {brands?.length ? <Partners brands={brands} /> : null}
      {partnerBanner ? <PartnerBanner {...partnerBanner} /> : null}
    </>
  );
}
