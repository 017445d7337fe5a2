import { passwordResetSuite } from './password-reset.suite.js';

passwordResetSuite('postgres');
