import { describe } from 'vitest';
import { fuzzSuite } from './fuzz.suite.js';

/**
 * The fuzz on PGlite, in `pnpm test:fuzz` (FUZZ_RUNS set) and wherever no PostgreSQL server is
 * there to fuzz (TEST_DATABASE_URL unset). Elsewhere fuzz.pg.test.ts alone fuzzes in the regular
 * run: what the fuzzer varies never reaches a query (the contract's schemas refuse it first, in
 * code that is the same on either database), so a second database would make the run's longest
 * file test the same thing twice.
 */
const fuzzedElsewhere = Boolean(process.env.TEST_DATABASE_URL) && !process.env.FUZZ_RUNS;

describe.skipIf(fuzzedElsewhere)('on PGlite', () => {
  fuzzSuite('pglite');
});
