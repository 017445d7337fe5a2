import { config } from 'zod/v4/core';

/**
 * Imported (for this effect) before 'zod' by every module of core that builds schemas. In a
 * browser, zod's compiled object parsers are turned off: the storefront's Content-Security-Policy
 * allows no eval, and zod would otherwise probe `new Function` as its schemas are built, which
 * the browser blocks and reports as a violation (zod then uses these same plain parsers anyway).
 * On the server the compiled parsers stay.
 */
// Only asks whether a page is around (core itself uses no DOM).
if ('document' in globalThis) config({ jitless: true });
