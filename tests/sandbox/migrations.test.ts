import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrate, readMigrations } from '@/sandbox/db/migrate';
import { harnessForFile } from './harness';

const h = harnessForFile();

describe('migrations', () => {
  it('are numbered SQL files, applied once and recorded', async () => {
    const migrations = readMigrations();
    expect(migrations.map((m) => m.name)).toEqual([
      '0001_init',
      '0002_accounts',
      '0003_lookup_indexes',
      '0004_order_deliveries',
      '0005_payment_tokens',
      '0007_blog_posts',
      '0008_catalogue_texts',
      '0009_accounts_topups',
      '0010_international_topup',
      '0011_saved_numbers',
    ]);
    const result = await h.database.db.execute(sql`SELECT name FROM sandbox_migrations ORDER BY name`);
    expect((result as unknown as { rows: Array<{ name: string }> }).rows.map((r) => r.name)).toEqual(
      migrations.map((m) => m.name),
    );
    expect(await migrate(h.database.db)).toEqual([]);
  });
});
