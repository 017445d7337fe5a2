import { homeSuite } from './home.suite.js';

homeSuite('pglite');
