import { fuzzSuite } from './fuzz.suite.js';

fuzzSuite('pglite');
