import { salesSuite } from './sales.suite.js';

salesSuite('postgres');
