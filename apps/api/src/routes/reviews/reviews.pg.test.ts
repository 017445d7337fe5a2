import { reviewsSuite } from './reviews.suite.js';

reviewsSuite('postgres');
