import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The sandbox backend as a second server (`npm run sandbox`), for the proxy-mode storefront. It runs
 * in its own process group, so stopping it also stops what npx started; its data folder survives a
 * restart, as a real backend's database would.
 */
export class Upstream {
  private process: ChildProcess | null = null;

  constructor(
    readonly port: number,
    private readonly dataDir: string,
  ) {}

  async start(): Promise<void> {
    this.process = spawn('npx', ['tsx', 'scripts/sandbox-server.ts'], {
      detached: true,
      stdio: 'ignore',
      env: { ...process.env, SANDBOX_PORT: String(this.port), SANDBOX_DATA_DIR: this.dataDir },
    });
    for (let attempt = 0; attempt < 150; attempt += 1) {
      if (await this.answers()) return;
      await sleep(200);
    }
    throw new Error(`the upstream sandbox did not start on port ${this.port}`);
  }

  async stop(): Promise<void> {
    const pid = this.process?.pid;
    this.process = null;
    if (!pid) return;
    try {
      process.kill(-pid, 'SIGTERM');
    } catch {
      return; // already gone
    }
    for (let attempt = 0; attempt < 50 && (await this.answers()); attempt += 1) await sleep(100);
  }

  private async answers(): Promise<boolean> {
    try {
      return (await fetch(`http://127.0.0.1:${this.port}/health`)).ok;
    } catch {
      return false;
    }
  }
}
