// `npm run dev`: the server rebuilt and restarted on change, plus Vite's dev server with hot reload.
// Open http://localhost:5173; Vite proxies /api and /graphql (HTTP and WebSocket) to the server on :3000.
import { spawn } from 'node:child_process';
import { ensureBuilt, ROOT } from './ensure-built.mjs';

ensureBuilt(['server']);
const env = { ...process.env, APP_ORIGIN: process.env.APP_ORIGIN ?? 'http://localhost:5173', PORT: process.env.PORT ?? '3000' };
const children = [
  spawn('npx', ['tsc', '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], { cwd: ROOT, stdio: 'inherit', env }),
  spawn(process.execPath, ['--watch-path=dist/server', '--watch-path=dist/migrations', 'dist/server/main.js'], {
    cwd: ROOT,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--config', 'client/vite.config.ts'], { cwd: ROOT, stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && console.error(`[dev] a process exited with ${code}`));
