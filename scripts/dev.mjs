// npm run dev: the API server in watch mode (tsx) on :3000 plus Vite with HMR on :5173,
// which proxies /api to the server. Open http://localhost:5173.
import { spawn } from 'node:child_process';

const env = { ...process.env, NODE_ENV: 'development' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...env, SERVE_WEB: 'false' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
const stopAll = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
