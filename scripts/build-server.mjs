// Bundles the server (src/server/main.ts) into dist/server/main.js, and npm start's supervisor
// (src/server/supervisor.ts) into dist/server/supervisor.js. npm packages stay external
// (installed in node_modules); our own TypeScript, and @shared, are bundled.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/server/main.ts', 'src/server/supervisor.ts'],
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
console.log('server built: dist/server/main.js, dist/server/supervisor.js');
