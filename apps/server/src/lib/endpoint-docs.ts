import * as contracts from '@tod/contracts';
import type { Endpoint } from '@tod/contracts';

/** How the API reference names and files one endpoint. */
export interface EndpointDocs {
  operationId: string;
  summary: string;
  tag: string;
}

/**
 * Contract groups filed under another domain's tag: the staff calls sit beside the players'
 * calls of the same thing.
 */
const TAG_OF_GROUP: Record<string, string> = {
  citiesAdmin: 'world',
  deedsAdmin: 'deeds',
  homeAdmin: 'home',
  tickerAdmin: 'ticker',
};

const words = (camel: string) => camel.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();

/**
 * Every endpoint's place in the reference, from where it is declared: `charactersApi.byId` is
 * operation `characters.byId`, tagged `characters`. Found by shape, as the tests find them, so
 * an endpoint added to any `*Api` group of the contracts is described without more work.
 */
function indexContracts(): Map<Endpoint, EndpointDocs> {
  const found = new Map<Endpoint, EndpointDocs>();
  for (const [groupName, group] of Object.entries(contracts)) {
    if (!groupName.endsWith('Api') || !group || typeof group !== 'object') continue;
    const domain = groupName.slice(0, -'Api'.length);
    for (const [key, value] of Object.entries(group as Record<string, unknown>)) {
      const e = value as Partial<Endpoint> | null;
      if (!e || typeof e !== 'object' || !e.method || !e.path || !e.response) continue;
      const tag = TAG_OF_GROUP[domain] ?? domain;
      const fallback = `${words(domain).replace(/^./, (c) => c.toUpperCase())}: ${words(key)}`;
      found.set(e as Endpoint, { operationId: `${domain}.${key}`, summary: e.summary ?? fallback, tag });
    }
  }
  return found;
}

let index: Map<Endpoint, EndpointDocs> | undefined;

/** The reference entry of an endpoint; one declared outside the contracts' groups is named after its method and path. */
export function endpointDocs(e: Endpoint): EndpointDocs {
  index ??= indexContracts();
  const known = index.get(e);
  if (known) return known;
  const slug = e.path.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '');
  return { operationId: `${e.method.toLowerCase()}_${slug}`, summary: e.summary ?? `${e.method} ${e.path}`, tag: 'other' };
}
