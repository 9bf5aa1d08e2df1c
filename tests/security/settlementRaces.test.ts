import { harnessForFile } from '../sandbox/harness';
import { instancesOver, settlementRaces } from '../sandbox/settlementRaces';

/**
 * Money changes hands once however many times a request arrives at once: two handler stacks on
 * the file's database (PGlite here; one PostgreSQL pool when DATABASE_URL is set). The same races
 * through two pools run in tests/sandbox/settlementRaces.pg.test.ts.
 */
const h = harnessForFile();

settlementRaces(() => instancesOver([h.database, h.database]));
