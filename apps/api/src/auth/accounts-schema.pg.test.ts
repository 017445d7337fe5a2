import { accountsSchemaSuite } from './accounts-schema.suite.js';

accountsSchemaSuite('postgres');
