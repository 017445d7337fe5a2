import { healthSuite } from './health.suite.js';

healthSuite('postgres');
