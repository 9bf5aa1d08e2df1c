// The shop's server (server/start.mjs: Next behind the kept answers, ADR 0056) of the current build for
// the bench scripts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Starts the shop's server on `port` in a process group of its own, stopped with this process too.
 * It listens on every address, as `next start` did. `onOutput` receives the server's output lines;
 * without it the output is dropped. `cwd`: the folder of the build.
 */
export function startShop(port, { env = process.env, onOutput, cwd = process.cwd() } = {}) {
  const child = spawn(process.execPath, [path.join(cwd, 'server', 'start.mjs')], {
    env: { ...env, PORT: String(port) },
    cwd,
    detached: true,
    stdio: onOutput ? ['ignore', 'pipe', 'pipe'] : 'ignore',
  });
  if (onOutput) {
    const lines = (chunk) =>
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim())
        .forEach(onOutput);
    child.stdout.on('data', lines);
    child.stderr.on('data', lines);
  }
  const signal = (name) => {
    try {
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  process.on('exit', () => signal('SIGKILL'));
  // Ctrl-C ends this process through 'exit', so the server goes with it.
  process.once('SIGINT', () => process.exit(130));

  return {
    /** the process group of the server */
    pid: child.pid,
    /** Resolves once /api/health answers; rejects after `timeoutMs`. */
    async ready(timeoutMs = 60_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        if (child.exitCode !== null) throw new Error(`the shop's server on port ${port} exited`);
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (response) => response.ok,
          () => false,
        );
        if (ok) return;
        await sleep(200);
      }
      throw new Error(`the shop's server on port ${port} did not answer`);
    },
    /** SIGTERM, then SIGKILL when the group is still there after 5 s. */
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      const exited = new Promise((resolve) => child.once('exit', resolve));
      signal('SIGTERM');
      return Promise.race([exited, sleep(5_000).then(() => signal('SIGKILL'))]);
    },
  };
}
