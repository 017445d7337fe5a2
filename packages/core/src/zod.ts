import { z } from 'zod';
import { config } from 'zod/v4/core';

/**
 * The one way core's modules get zod (a lint rule refuses `import { z } from 'zod'` elsewhere in
 * core). In a browser, zod's compiled object parsers are turned off before any schema is built:
 * the storefront's Content-Security-Policy allows no eval, and zod probes `new Function` as it
 * builds an object schema, which the browser blocks and reports as a violation (zod then falls
 * back to these same plain parsers anyway). On the server the compiled parsers stay.
 *
 * The package names this file in `sideEffects`: otherwise a bundler sees a module that only
 * passes `z` on, binds its importers to zod directly and drops the setting above.
 */
if ('document' in globalThis) config({ jitless: true });

export { z };
