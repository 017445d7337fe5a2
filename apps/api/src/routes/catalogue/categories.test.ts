import { categoriesSuite } from './categories.suite.js';

categoriesSuite('pglite');
