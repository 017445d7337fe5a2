import { companySuite } from './company.suite.js';

companySuite('postgres');
