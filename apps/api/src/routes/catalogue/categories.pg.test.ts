import { categoriesSuite } from './categories.suite.js';

categoriesSuite('postgres');
