import { promotionsSuite } from './promotions.suite.js';

promotionsSuite('postgres');
