// `npm start`: builds what is out of date, then runs the server (API + web app)
// on the embedded defaults (PGlite and files under DATA_DIR, e-mail to the outbox).
import { spawn } from 'node:child_process';
import { buildIfNeeded, root, serverEntry } from './build-if-needed.mjs';

try {
  buildIfNeeded();
} catch {
  process.exit(1);
}
const server = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
