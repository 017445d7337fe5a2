import { resolve } from 'node:path';

/** What the API reads from its environment (ARCHITECTURE.md "Running it"). */
export interface ApiConfig {
  port: number;
  host: string;
  /** postgres://… or undefined for embedded PGlite. */
  databaseUrl: string | undefined;
  /** Folder of the embedded database. */
  dataDir: string;
  /** Where the API is reached from browsers, for absolute image URLs. */
  publicUrl: string;
  logLevel: string;
  /** How long public catalogue answers are kept in memory, in ms (API_CACHE_MS; 0 = off). */
  responseCacheMs: number;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535) throw new Error(`invalid port: ${value}`);
  return n;
}

function milliseconds(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`invalid duration in ms: ${value}`);
  return n;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const apiPort = port(env.API_PORT, 8000);
  const host = env.API_HOST || '0.0.0.0';
  return {
    port: apiPort,
    host,
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.DATA_DIR || '.data'),
    publicUrl: (env.API_PUBLIC_URL || `http://localhost:${apiPort}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    responseCacheMs: milliseconds(env.API_CACHE_MS, 5000),
  };
}
