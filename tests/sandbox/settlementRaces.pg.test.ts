import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type SandboxDatabase } from '@/sandbox';
import { instancesOver, settlementRaces, type Instances } from './settlementRaces';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('needs DATABASE_URL: run it with npm run test:postgres');

/** Two instances, each with its own connection pool and handler stack, on one PostgreSQL schema. */
let databases: [SandboxDatabase, SandboxDatabase] | undefined;
let instances: Instances | undefined;

beforeAll(async () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const [one, two] = await Promise.all([
    openDatabase({ databaseUrl: url, schema }),
    openDatabase({ databaseUrl: url, schema }),
  ]);
  databases = [one, two];
  instances = instancesOver(databases);
}, 120_000);

afterAll(async () => {
  for (const database of databases ?? []) await database.close();
});

settlementRaces(() => {
  if (!instances) throw new Error('the instances open in beforeAll');
  return instances;
});
