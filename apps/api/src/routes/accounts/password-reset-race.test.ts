import { passwordResetRaceSuite } from './password-reset-race.suite.js';

passwordResetRaceSuite('pglite');
