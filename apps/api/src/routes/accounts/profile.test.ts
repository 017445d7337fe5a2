import { profileSuite } from './profile.suite.js';

profileSuite('pglite');
