import { hiddenPagesSuite } from './hidden.suite.js';

hiddenPagesSuite('postgres');
