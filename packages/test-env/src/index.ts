export {
  CHROMIUM_ARGS,
  DEFAULT_CHROME_PATH,
  DEFAULT_POSTGRES_URL,
  DEFAULT_REDIS_SERVER_PATH,
  decide,
  postgresUrl,
  resolveBrowser,
  resolvePostgres,
  resolveRedis,
  tcpProbe,
} from './gates.js';
export type { BrowserGate, Env, Gate, PostgresGate, RedisGate } from './gates.js';
