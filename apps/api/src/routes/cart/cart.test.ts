import { cartSuite } from './cart.suite.js';

cartSuite('pglite');
