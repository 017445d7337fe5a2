import { socialLoginSuite } from './social-login.suite.js';

socialLoginSuite('postgres');
