import { promotionsSuite } from './promotions.suite.js';

promotionsSuite('pglite');
