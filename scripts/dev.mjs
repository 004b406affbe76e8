// Development: the API on API_PORT (4000) and a hot-reloading dev server for the shell
// (3000) and each remote (3001-3003); the shell's config points at the remotes' dev servers.
import { spawn } from 'node:child_process';
import { ensureInstalled, root } from './prepare.mjs';

ensureInstalled();
const apiPort = process.env.API_PORT ?? '4000';
const env = {
  ...process.env,
  API_PORT: apiPort,
  PORT: apiPort,
  REMOTE_PUBLIC_URL: 'http://localhost:3001/mf-manifest.json',
  REMOTE_INVESTOR_URL: 'http://localhost:3002/mf-manifest.json',
  REMOTE_ADMIN_URL: 'http://localhost:3003/mf-manifest.json',
  CORS_ORIGINS: 'http://localhost:3000,http://localhost:3001,http://localhost:3002,http://localhost:3003',
};
const children = [
  spawn('npx', ['tsx', 'watch', 'api/src/server.ts'], { cwd: root, env, stdio: 'inherit' }),
  ...['shell', 'remote-public', 'remote-investor', 'remote-admin'].map((workspace) =>
    spawn('npm', ['run', 'dev', '-w', workspace], { cwd: root, env, stdio: 'inherit' }),
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
