import * as contracts from '@tod/contracts';
import type { Endpoint } from '@tod/contracts';

/** Every endpoint the contracts describe, found by shape so a new one cannot be forgotten by a test. */
export function allEndpoints(): Array<[string, Endpoint]> {
  const found: Array<[string, Endpoint]> = [];
  for (const [group, value] of Object.entries(contracts)) {
    if (!value || typeof value !== 'object') continue;
    for (const [name, e] of Object.entries(value as Record<string, unknown>)) {
      const candidate = e as Partial<Endpoint> | null;
      if (candidate && typeof candidate === 'object' && candidate.method && candidate.path && candidate.response) {
        found.push([`${group}.${name}`, candidate as Endpoint]);
      }
    }
  }
  return found;
}
