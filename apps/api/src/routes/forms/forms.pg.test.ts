import { formsSuite } from './forms.suite.js';

formsSuite('postgres');
