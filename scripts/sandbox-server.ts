/**
 * `npm run sandbox`: the sandbox backend alone on port 4000 (SANDBOX_PORT), so a storefront with
 * BACKEND_URL=http://127.0.0.1:4000 is tested against a real second server.
 */
import { getDatabase, getSandbox } from '@/sandbox';
import { createSandboxServer } from '@/sandbox/server';

const port = Number(process.env.SANDBOX_PORT ?? 4000);
// loopback unless told otherwise: the sandbox has no authentication of its own
const host = process.env.SANDBOX_HOST ?? '127.0.0.1';

async function main() {
  const database = await getDatabase();
  const server = createSandboxServer(getSandbox());
  server.listen(port, host, () => {
    console.info(`[sandbox] ${database.kind} backend on http://${host}:${port}`);
  });
  const stop = () => {
    server.close();
    void database.close().finally(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('[sandbox] could not start', error);
  process.exit(1);
});
