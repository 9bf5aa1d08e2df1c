/** Runs once when the server starts; the Node-only checks live apart from the edge build. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') await import('./instrumentation-node');
}
