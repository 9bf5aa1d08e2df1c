import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request as the upstream heard it from the storefront's proxy. */
export interface HeardRequest {
  method: string;
  /** path and query, as the proxy joined them to BACKEND_URL */
  path: string;
  headers: IncomingHttpHeaders;
  /** the body as it arrived (filled in once the request has ended) */
  body: string;
}

/**
 * The sandbox backend as a second server (`npm run sandbox`), for the proxy-mode storefront, behind
 * a relay on `port` that records every request before it hands it on unchanged: what the upstream
 * hears is what a test can read (`heard`). The sandbox runs in its own process group on `port + 1`,
 * so stopping it also stops what npx started; its data folder survives a restart, as a real
 * backend's database would.
 */
export class Upstream {
  private process: ChildProcess | null = null;
  private relay: Server | null = null;
  /** every backend call the upstream heard since it was made, oldest first */
  readonly heard: HeardRequest[] = [];

  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  private get sandboxPort(): number {
    return this.port + 1;
  }

  async start(): Promise<void> {
    this.process = spawn('npx', ['tsx', 'scripts/sandbox-server.ts'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, SANDBOX_PORT: String(this.sandboxPort), SANDBOX_DATA_DIR: this.dataDir },
    });
    this.relay = createServer((req, res) => {
      const path = req.url ?? '/';
      if (path.startsWith('/api/')) {
        const heard: HeardRequest = {
          method: req.method ?? 'GET',
          path,
          headers: { ...req.headers },
          body: '',
        };
        this.heard.push(heard);
        const chunks: Buffer[] = [];
        req.on('data', (chunk: Buffer) => chunks.push(chunk));
        req.on('end', () => (heard.body = Buffer.concat(chunks).toString('utf8')));
      }
      const onward = request(
        { host: '127.0.0.1', port: this.sandboxPort, method: req.method, path, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      onward.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      req.pipe(onward);
    });
    const relay = this.relay;
    await new Promise<void>((resolve) => relay.listen(this.port, '127.0.0.1', resolve));
    // a minute: a cold start on a busy machine (tsx compiles, PGlite opens its folder) takes half of it
    for (let attempt = 0; attempt < 300; attempt += 1) {
      if (await this.answers()) return;
      await sleep(200);
    }
    throw new Error(`the upstream sandbox did not start on port ${this.sandboxPort}`);
  }

  async stop(): Promise<void> {
    const pid = this.process?.pid;
    const relay = this.relay;
    this.process = null;
    this.relay = null;
    if (relay) {
      relay.closeAllConnections();
      await new Promise((resolve) => relay.close(resolve));
    }
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    for (let attempt = 0; attempt < 50 && (await this.answers(this.sandboxPort)); attempt += 1)
      await sleep(100);
  }

  /** The calls heard since `since` (a length of `heard` taken before). */
  heardSince(since: number): HeardRequest[] {
    return this.heard.slice(since);
  }

  private async answers(port = this.port): Promise<boolean> {
    try {
      return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
    } catch {
      return false;
    }
  }
}
