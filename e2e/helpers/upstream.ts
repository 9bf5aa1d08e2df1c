import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** One request as it reached the upstream: what a real backend would have been sent. */
export interface UpstreamCall {
  method: string;
  /** path and query */
  url: string;
  /** lower-case names */
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * The sandbox backend as a second server (`npm run sandbox`), for the proxy-mode storefront. It runs
 * in its own process group, so stopping it also stops what npx started; its data folder survives a
 * restart, as a real backend's database would. The storefront reaches it through a recorder on
 * `port` (the sandbox itself listens on the next port), so a test can read what each call carried.
 */
export class Upstream {
  private process: ChildProcess | null = null;
  private recorder: Server | null = null;
  /** every request that reached the upstream since the last `clear`, in order */
  readonly calls: UpstreamCall[] = [];

  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  private get sandboxPort() {
    return this.port + 1;
  }

  async start(): Promise<void> {
    this.process = spawn('npx', ['tsx', 'scripts/sandbox-server.ts'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, SANDBOX_PORT: String(this.sandboxPort), SANDBOX_DATA_DIR: this.dataDir },
    });
    // a minute: a cold start on a busy machine (tsx compiles, PGlite opens its folder) takes half of it
    for (let attempt = 0; attempt < 300 && !(await this.answers(this.sandboxPort)); attempt += 1)
      await sleep(200);
    if (!(await this.answers(this.sandboxPort)))
      throw new Error(`the upstream sandbox did not start on port ${this.sandboxPort}`);
    this.recorder = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        this.calls.push({
          method: req.method ?? 'GET',
          url: req.url ?? '/',
          headers: req.headers,
          body: body.toString('utf8'),
        });
        const forwarded = request(
          {
            host: '127.0.0.1',
            port: this.sandboxPort,
            method: req.method,
            path: req.url,
            headers: req.headers,
          },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
          },
        );
        forwarded.on('error', () => res.destroy());
        forwarded.end(body);
      });
    });
    const recorder = this.recorder;
    await new Promise<void>((resolve, reject) => {
      recorder.once('error', reject);
      recorder.listen(this.port, '127.0.0.1', resolve);
    });
  }

  clear(): void {
    this.calls.length = 0;
  }

  async stop(): Promise<void> {
    const recorder = this.recorder;
    this.recorder = null;
    if (recorder) {
      recorder.closeAllConnections();
      await new Promise<void>((resolve) => recorder.close(() => resolve()));
    }
    const pid = this.process?.pid;
    this.process = null;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    for (let attempt = 0; attempt < 50 && (await this.answers(this.sandboxPort)); attempt += 1)
      await sleep(100);
  }

  private async answers(port: number): Promise<boolean> {
    try {
      return (await fetch(`http://127.0.0.1:${port}/health`)).ok;
    } catch {
      return false;
    }
  }
}
