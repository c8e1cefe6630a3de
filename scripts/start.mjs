// npm start: builds when the build is missing or older than the sources, then runs the server
// under its supervisor (src/server/supervisor.ts): restarted with back-off whenever it exits
// unexpectedly; SIGINT/SIGTERM are passed on and end both.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const outputs = ['dist/server/main.js', 'dist/server/supervisor.js', 'dist/web/index.html'];
const inputs = ['src', 'package-lock.json', 'vite.config.ts', 'index.html'];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const builtAt = Math.min(...outputs.map((f) => (existsSync(f) ? statSync(f).mtimeMs : 0)));
const changedAt = Math.max(...inputs.map(newestMtime));
if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build found: building…' : 'Sources changed: rebuilding…');
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const { Supervisor } = await import(pathToFileURL(path.resolve('dist/server/supervisor.js')).href);
const { pino } = await import('pino');
const supervisor = new Supervisor({
  command: process.execPath,
  args: ['--enable-source-maps', 'dist/server/main.js'],
  // React's server renderer picks its production build from NODE_ENV.
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV || 'production' },
  logger: pino({ base: { role: 'supervisor', pid: process.pid } }),
}).start();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => void supervisor.stop(signal));
}
process.exit(await supervisor.done);
