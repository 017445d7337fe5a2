import { pagesSuite } from './pages.suite.js';

pagesSuite('postgres');
