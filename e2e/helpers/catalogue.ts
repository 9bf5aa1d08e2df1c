import { request as httpRequest } from 'node:http';
import { PORT } from './shop';

/** One catalogue call with the shop's Host (Node cannot resolve *.localhost, hence 127.0.0.1). */
const callCatalogue = (shop: string) =>
  new Promise<void>((resolve, reject) => {
    const path = '/api/shop/rest/v1/products?size=1';
    const headers = { host: `${shop}.localhost:${PORT}` };
    httpRequest({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      res.resume();
      res.on('end', () =>
        res.statusCode === 200
          ? resolve()
          : reject(new Error(`${shop}: catalogue answered ${res.statusCode}`)),
      );
    })
      .on('error', reject)
      .end();
  });

/**
 * A fresh sandbox database migrates on its first call and seeds each shop's catalogue on that
 * shop's first call (seconds with PGlite, one query at a time). Specs whose pages show the
 * catalogue do that in beforeAll, so it never eats into one test's timeout.
 */
export async function seedCatalogues(shops: readonly string[]): Promise<void> {
  for (const shop of shops) await callCatalogue(shop);
}

export const SEED_TIMEOUT_MS = 120_000;
