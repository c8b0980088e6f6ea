#!/usr/bin/env node
// Prints a character's timers with a personal API key (docs/api.md, "Keys").
//   TOD_KEY=tod_... node docs/examples/timers.mjs [https://your.game.example]
// The key needs the `status` preset (or the scopes cooldowns, jail, travel, location). Node 18+.
const base = process.argv[2] ?? process.env.TOD_URL ?? 'http://127.0.0.1:3000';
const key = process.env.TOD_KEY;
if (!key) {
  console.error('Set TOD_KEY to a key made at /settings/api (preset "status").');
  process.exit(2);
}

const res = await fetch(new URL('/api/me/status', base), { headers: { authorization: `Bearer ${key}` } });
if (!res.ok) {
  const body = await res.json().catch(() => ({}));
  const wait = res.headers.get('retry-after');
  console.error(`${res.status} ${body.code ?? ''}: ${body.message ?? res.statusText}${wait ? ` (retry in ${wait} s)` : ''}`);
  process.exit(1);
}
const status = await res.json();
const left = (iso) => {
  if (!iso) return 'ready';
  const seconds = Math.max(0, Math.round((Date.parse(iso) - Date.now()) / 1000));
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};
console.log(`${status.name}`);
if (status.cooldowns) {
  console.log(`  deed:     ${left(status.cooldowns.deed)}`);
  console.log(`  training: ${left(status.cooldowns.training)}`);
  console.log(`  rescue:   ${left(status.cooldowns.rescue)}`);
}
if (status.travel) console.log(`  travel:   ${left(status.travel.canTravelAt)}`);
if (status.jail) console.log(`  jail:     ${status.jail.inJail ? left(status.jail.until) : 'free'}`);
if (status.location !== undefined) console.log(`  city:     ${status.location?.name ?? 'none'}`);
console.log(`  (${res.headers.get('ratelimit-remaining')} calls left this minute)`);
