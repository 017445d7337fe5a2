import { outboxSuite } from './outbox.suite.js';

outboxSuite('postgres');
