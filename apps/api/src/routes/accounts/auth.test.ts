import { authSuite } from './auth.suite.js';

authSuite('pglite');
