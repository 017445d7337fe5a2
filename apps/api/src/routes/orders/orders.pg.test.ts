import { ordersSuite } from './orders.suite.js';

ordersSuite('postgres');
