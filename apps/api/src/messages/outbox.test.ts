import { outboxSuite } from './outbox.suite.js';

outboxSuite('pglite');
