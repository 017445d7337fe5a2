import { companySuite } from './company.suite.js';

companySuite('pglite');
