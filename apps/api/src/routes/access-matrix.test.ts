import { accessMatrixSuite } from './access-matrix.suite.js';

accessMatrixSuite('pglite');
