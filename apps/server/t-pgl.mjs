import { PGlite } from '@electric-sql/pglite';
const t0 = performance.now();
const db = await PGlite.create({ dataDir: process.argv[2] });
const t1 = performance.now();
await db.query('select count(*) from characters');
const t2 = performance.now();
console.log(`create ${(t1 - t0).toFixed(0)} ms, first query ${(t2 - t1).toFixed(0)} ms`);
await db.close();
