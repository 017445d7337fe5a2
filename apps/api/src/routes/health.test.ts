import { healthSuite } from './health.suite.js';

healthSuite('pglite');
