import { ordersPropertySuite } from './orders-property.suite.js';

ordersPropertySuite('postgres', Number(process.env.PROPERTY_RUNS ?? 40));
