import { rateLimitsSuite } from './rate-limits.suite.js';

rateLimitsSuite('postgres');
