import { fuzzSuite } from './fuzz.suite.js';

fuzzSuite('postgres');
