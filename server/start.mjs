// @ts-check
/**
 * The shop's server: Next's request handler behind the kept answers (ADR 0056). `npm start` runs it
 * in the project folder, the standalone output's server.js (scripts/standalone.mjs) in its own.
 * PORT (3000) as both read it. HOSTNAME only in the standalone output, as Next's server.js reads it
 * there (the image sets 0.0.0.0): many shells export the machine's name in it, and `npm start`
 * listens on every address, as `next start` did.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import next from 'next';
import { createKeptAnswers, keepMsOf, KEPT_ANSWERS_GLOBAL, routingInputs } from './keptAnswers.mjs';

const dir = process.cwd();
const port = Number(process.env.PORT) || 3000;
const built = (/** @type {string} */ file) => path.join(dir, '.next', file);
const standalone = !existsSync(path.join(dir, 'next.config.ts'));
const hostname = (standalone && process.env.HOSTNAME) || undefined;

process.env.NODE_ENV = 'production';
// The standalone output has no next.config.ts: Next reads the build's configuration from here, as
// the server.js it writes does.
if (standalone && !process.env.__NEXT_PRIVATE_STANDALONE_CONFIG)
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(
    JSON.parse(readFileSync(built('required-server-files.json'), 'utf8')).config,
  );

let keepMs;
try {
  keepMs = keepMsOf(process.env.KEPT_ANSWERS_MS);
} catch (error) {
  console.error(/** @type {Error} */ (error).message);
  process.exit(1);
}
const kept = createKeptAnswers({
  ...routingInputs(JSON.parse(readFileSync(built('routes-manifest.json'), 'utf8'))),
  keepMs,
});
/** @type {Record<symbol, unknown>} */ (globalThis)[KEPT_ANSWERS_GLOBAL] = kept;

const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port, webpack: true });
await app.prepare();
const handle = app.getRequestHandler();

const server = createServer((req, res) => {
  Promise.resolve(kept.serve(req, res, () => handle(req, res))).catch((error) => {
    console.error(`Failed to handle request for ${req.url}`, error);
    if (res.headersSent) res.destroy();
    else {
      res.statusCode = 500;
      res.end('Internal Server Error');
    }
  });
});
const keepAlive = Number(process.env.KEEP_ALIVE_TIMEOUT);
if (keepAlive > 0) server.keepAliveTimeout = keepAlive;
server.listen(port, hostname, () => console.info(`▲ Ready on http://${hostname ?? 'localhost'}:${port}`));

// Docker and the benches stop the server with SIGTERM, a terminal with SIGINT: no new connection is
// taken, and Next closes as `next start` does.
for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT']))
  process.once(signal, () => {
    server.close();
    server.closeIdleConnections();
    void app.close().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
