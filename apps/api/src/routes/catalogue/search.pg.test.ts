import { searchSuite } from './search.suite.js';

searchSuite('postgres');
