import { productPageSuite } from './product-page.suite.js';

productPageSuite('pglite');
