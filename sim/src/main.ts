import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { crewChecks, simulateCrews } from './crews.ts';
import { farmChecks, simulateFarms } from './farms.ts';
import { checkTargets, simulate } from './measures.ts';
import { balanceTables, levelChartSvg, spliceGenerated } from './report.ts';
import { buildWorld } from './world.ts';

// `npm run sim -- --seeds 20 --days 90` explores; the committed docs come from the defaults.
const { values } = parseArgs({ options: { seeds: { type: 'string', default: '10' }, days: { type: 'string', default: '180' } } });
const seeds = Number(values.seeds);
const days = Number(values.days);
const docs = fileURLToPath(new URL('../../docs/', import.meta.url));

const world = buildWorld();
const summaries = simulate(world, { seeds, days });
const farms = (['casual', 'regular', 'grinder'] as const).map((profile) => simulateFarms(world, { seeds, days, profile }));
const crews = (['casual', 'regular', 'grinder'] as const).map((profile) => simulateCrews(world, { seeds, days, profile }));
const checks = [...checkTargets(summaries), ...farms.flatMap(farmChecks), ...crews.flatMap(crewChecks)];
const balancePath = `${docs}balance.md`;
let existing = '# Balance\n';
try {
  existing = readFileSync(balancePath, 'utf8');
} catch {
  // First run: the hand-written part is added around the generated tables later.
}
writeFileSync(balancePath, spliceGenerated(existing, balanceTables(summaries, checks, { seeds, days }, farms)));
writeFileSync(`${docs}balance-levels.svg`, levelChartSvg(summaries));

for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'MISS'} ${c.name}: ${c.value} (target ${c.target})`);
const missed = checks.filter((c) => !c.ok).length;
console.log(`${checks.length - missed} of ${checks.length} targets met; wrote docs/balance.md and docs/balance-levels.svg`);
