import { listingSuite } from './listing.suite.js';

listingSuite('postgres');
