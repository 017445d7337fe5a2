export {
  CHROMIUM_ARGS,
  DEFAULT_CHROME_PATH,
  DEFAULT_POSTGRES_URL,
  decide,
  postgresUrl,
  resolveBrowser,
  resolvePostgres,
  tcpProbe,
} from './gates.js';
export type { BrowserGate, Env, Gate, PostgresGate } from './gates.js';
