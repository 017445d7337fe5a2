// Runs the shop: the API (http://localhost:8000, API_PORT) and the storefront
// (http://localhost:3000, PORT) side by side. `node scripts/run-shop.mjs` runs the built apps
// (`pnpm start` builds first); `--dev` runs both in watch mode. If either stops, both stop.
import { spawn } from 'node:child_process';
import { shopEnv } from './shop-env.mjs';

const dev = process.argv.includes('--dev');
const env = shopEnv(process.env);
const apiPort = env.API_PORT;

const apps = [
  ['api', ['--filter', '@shop/api', dev ? 'dev' : 'start']],
  ['storefront', ['--filter', '@shop/storefront', dev ? 'dev' : 'start']],
];

const children = apps.map(([name, args]) => {
  // Each app in its own process group, so stopping it stops pnpm and the server under it.
  const child = spawn('pnpm', ['--silent', ...args], { env, stdio: 'inherit', detached: true });
  child.on('exit', (code, signal) => {
    console.log(`[shop] ${name} stopped (${signal ?? code}); stopping the rest`);
    stopAll(code ?? 1);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode !== null || child.pid === undefined) continue;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  setTimeout(() => process.exit(code), 500).unref();
}

for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(0));
console.log(
  `[shop] storefront http://localhost:${env.PORT}, API http://localhost:${apiPort}` +
    (dev ? ' (watch mode)' : ''),
);
