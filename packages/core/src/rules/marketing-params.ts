/**
 * Query parameters that only tell analytics where a shopper came from (UTM tags, and the ad
 * networks' click ids: gclid, fbclid, msclkid, yclid, ttclid…, gbraid, wbraid), each with its
 * value. The page's script reads them from the landing address, and a page asked for with them
 * is the page without them: the server draws no link with them, so one rendered page serves
 * every campaign's visitors.
 */
const MARKETING_PARAM = /[?&](?:utm_[^=&]*|[a-z]*clk?id|[gw]braid)(?![^=&])[^&]*/gi;

/**
 * A query string without its marketing parameters, the rest exactly as it was written.
 *
 * @example withoutMarketingParams('?search=drill&utm_source=fb&gclid=x') // '?search=drill'
 */
export function withoutMarketingParams(search: string): string {
  // The first parameter left takes the question mark of one left out before it.
  return search.replace(MARKETING_PARAM, '').replace(/^&/, '?');
}
