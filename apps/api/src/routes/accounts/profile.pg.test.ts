import { profileSuite } from './profile.suite.js';

profileSuite('postgres');
