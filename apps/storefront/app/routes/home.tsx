import type { HomeSlide } from '@shop/core/contract';
import { BREAKPOINTS, HOME_SIZES, localizePath, successPagePath } from '@shop/core/rules';
import {
  answerPostedNewsletterSignup,
  NEWSLETTER_SIGNUP_FORM_MAX_BYTES,
  newsletterSignupValuesOf,
} from '@shop/ui/flows/newsletter-signup';
import { data } from 'react-router';
import type { Route } from './+types/home';
import { apiAway, apiClient, errorInit, errorPage, failureStatus } from '../lib/api.server.js';
import { postedForm } from '../lib/bff.server.js';
import { requireLocale } from '../lib/locale.js';
import { googleCallback } from '../lib/oauth.server.js';
import { routeMeta } from '../lib/meta.js';
import { localRedirect } from '../lib/redirect.server.js';
import { shopperClient } from '../lib/session.server.js';
import { HomePage } from '../pages/home-page.js';
import { withTexts } from '../lib/texts.server.js';

/** A picture address that can stand in a Link header as it is. */
const PLAIN_URL = /^[^\s<>",;]+$/;

/**
 * The hero's first picture is the page's largest paint, but the hero is drawn by the lazily
 * loaded home sections, whose boundary streams after the shell: the answer's Link header asks
 * for the picture of the visitor's width (the phone one below 768 px, as the slider's <source>
 * says) before the HTML is read. Server-only: no script for it.
 */
function heroPreload(slide: HomeSlide | undefined): Record<string, string> {
  if (!slide) return {};
  const both = Boolean(slide.image && slide.image_mobile);
  const pictures: [string | null, string][] = [
    [slide.image, both ? `(min-width: ${String(BREAKPOINTS.mobile)}px)` : ''],
    [slide.image_mobile, both ? `(max-width: ${String(BREAKPOINTS.mobile - 0.02)}px)` : ''],
  ];
  const links = pictures.flatMap(([url, media]) =>
    url && PLAIN_URL.test(url)
      ? [`<${url}>; rel=preload; as=image; fetchpriority=high${media ? `; media="${media}"` : ''}`]
      : [],
  );
  return links.length ? { Link: links.join(', ') } : {};
}

export const loader = withTexts(
  ['home', 'homeSections', 'newsletterSignup', 'formFields'],
  async ({ params, request }: Route.LoaderArgs) => {
    const locale = requireLocale(params.lang);
    // A provider's sign-in comes back to home (SPEC §2 "Auth redirects").
    const callback = await googleCallback(request);
    if (callback) throw callback;
    const api = apiClient(locale);
    const options = { signal: request.signal };
    const empty = { results: [], pages: 1 };
    // Each section stands alone and all are asked at once: one that fails (or a day without a
    // product of the day, a shop without a partner banner: 404) is left out, the page still renders.
    // With every one of them failed because the API is away, it is the 503 page, not an empty one.
    let failed = 0;
    let away = false;
    const left =
      <T,>(fallback: T) =>
      (error: unknown): T => {
        failed += 1;
        away ||= apiAway(error);
        return fallback;
      };
    const calls = [
      api.content.homeSlides(options).catch(left([])),
      api.catalogue.homeCategories(options).catch(left([])),
      api.catalogue.products({ is_top: true, qt: HOME_SIZES.top }, options).catch(left(empty)),
      api.catalogue
        .products({ is_promotion: true, qt: HOME_SIZES.sales }, options)
        .catch(left(empty)),
      api.content.shops({}, options).catch(left(empty)),
      api.catalogue
        .products({ is_recommended: true, qt: HOME_SIZES.recommended }, options)
        .catch(left(empty)),
      api.content.productOfTheDay(options).catch(left(null)),
      api.content.homeFeatures(options).catch(left([])),
      api.content.homeBrandSlides(options).catch(left([])),
      api.content.partnerBanner(options).catch(left(null)),
    ] as const;
    const [
      slides,
      categories,
      topSales,
      sales,
      shops,
      featured,
      productOfTheDay,
      features,
      brands,
      partnerBanner,
    ] = await Promise.all(calls);
    if (away && failed === calls.length) throw errorPage(503);
    return data(
      {
        slides,
        productOfTheDay,
        features,
        categories,
        topSales: topSales.results,
        sales: sales.results,
        shops: shops.results,
        featured: featured.results,
        brands,
        partnerBanner,
      },
      { headers: heroPreload(slides[0]) },
    );
  },
);

/**
 * The newsletter block's form, posted before the page's script took it over (SPEC §3; the
 * block's `action`): checked and sent as the block would have, then the newsletter's success
 * page (303, so a reload does not post again), or this page again with what was typed and why it
 * was refused: 400 for the shopper's input, 503 with Retry-After when the API is away.
 */
export async function action({ params, request }: Route.ActionArgs) {
  const locale = requireLocale(params.lang);
  const form = await postedForm(request, NEWSLETTER_SIGNUP_FORM_MAX_BYTES);
  const posted = await answerPostedNewsletterSignup(newsletterSignupValuesOf(form), (payload) =>
    shopperClient(request, locale).account.subscribeNewsletter(payload, {
      signal: request.signal,
    }),
  );
  if (posted.outcome === 'subscribed') {
    return localRedirect(localizePath(successPagePath('newsletter'), locale), 303);
  }
  const status = posted.error === null ? 400 : failureStatus(posted.error, request);
  return data({ newsletter: posted.answer }, errorInit(status));
}

/**
 * The hero's preload (the loader's Link header) and an action's own headers (Retry-After) join
 * the headers the parents set.
 */
export function headers({ parentHeaders, loaderHeaders, actionHeaders }: Route.HeadersArgs) {
  const out = new Headers(parentHeaders);
  const link = loaderHeaders.get('Link');
  if (link) out.append('Link', link);
  for (const [name, value] of actionHeaders) out.set(name, value);
  return out;
}

export const meta: Route.MetaFunction = (args) =>
  routeMeta(args, ({ t, shopName }) => ({ title: shopName, description: t('site.description') }));

export default function HomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <HomePage {...loaderData} newsletter={actionData?.newsletter ?? null} />;
}
