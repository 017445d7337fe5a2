import { ordersPropertySuite } from './orders-property.suite.js';

ordersPropertySuite('pglite', Number(process.env.PROPERTY_RUNS ?? 60));
