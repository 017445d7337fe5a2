// Rules on a request's address that both the production server (server.mjs, before the build)
// and the build itself (its root middleware, for hosts that run the build without server.mjs)
// apply, so the two cannot disagree.

/** A control character in a path, raw or percent-encoded: no address of the shop has one. */
// eslint-disable-next-line no-control-regex -- control characters are what is refused
const CONTROL_IN_PATH = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;

/**
 * Whether a path (without its query) holds a control character, raw or percent-encoded. React
 * Router cannot even render a page for one (`/%09`: "Invalid URL"), so it is answered 400 first.
 *
 * @param {string} path
 * @returns {boolean}
 */
export function hasControlInPath(path) {
  return CONTROL_IN_PATH.test(path);
}
