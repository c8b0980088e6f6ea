/**
 * Finishing touches on the generated OpenAPI document (plugins/openapi.ts): the refusals every
 * operation can answer, an example of each success, and the tags' descriptions. All of it is
 * worked out from what the contracts declared, so an endpoint added later is described the
 * same way without a line here.
 */

import { addErrors } from './openapi-errors.ts';

type Json = Record<string, unknown>;
type Schema = Json & { type?: string | string[]; properties?: Record<string, Schema>; items?: Schema };

/** The tags of the reference, one per domain of the contracts, in the reference's order. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  accounts: 'Signing up and in, the session, and account self-service.',
  apikeys: 'Personal read-only API keys, and the reads made for them (`/me/...`).',
  characters: 'Characters: your own, public profiles, search, biography and portrait.',
  gameplay: 'Travel, jail, jailbreaks and bail.',
  deeds: 'Deeds: the catalogue, the deeds your character may attempt, and staff editing.',
  training: 'Skills and training.',
  journal: 'The event log of your character.',
  leaderboard: 'Rankings of living characters.',
  world: 'Cities and their buildings.',
  chat: 'The shoutbox and its live feed.',
  presence: 'Who is playing right now.',
  notifications: 'Web push subscriptions and preferences.',
  home: 'Announcements, features and the roadmap.',
  ticker: 'The news ticker.',
  moderation: 'Reports, mutes and bans.',
  admin: 'Staff tools: audit log and the owner console.',
  health: 'Liveness and readiness probes.',
  resources: 'Uploaded images.',
  contacts: 'Friends, rivals, blocks and partners, with live statuses.',
  messages: 'Direct messages between players, and reporting one.',
};

const ERROR_SCHEMA: Schema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'string', description: 'What went wrong, as `module.reason`.', example: 'auth.signed_out' },
    message: { type: 'string', description: 'A sentence fit to show a player.' },
    details: { type: 'object', additionalProperties: true, description: 'Numbers the message speaks of, when it has any.' },
  },
};

/** A value that fits a JSON schema, for the reference's examples. */
export function exampleOf(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 8) return null;
  if ('example' in schema) return schema.example;
  if ('default' in schema) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if ('const' in schema) return schema.const;
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const options = schema[key] as Schema[] | undefined;
    if (options?.length) {
      const first = options.find((o) => o.type !== 'null') ?? options[0];
      return exampleOf(first, depth + 1);
    }
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Json = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) out[name] = exampleOf(property, depth + 1);
      return out;
    }
    case 'array': {
      // As many items as the schema asks for at least, so the example validates against it.
      const least = typeof schema.minItems === 'number' ? schema.minItems : 1;
      return Array.from({ length: Math.max(1, least) }, () => exampleOf(schema.items, depth + 1));
    }
    case 'integer':
    case 'number': {
      const step = type === 'integer' ? 1 : 0.5;
      const exclusive = schema.exclusiveMinimum;
      if (typeof exclusive === 'number') return exclusive + step;
      if (typeof schema.minimum === 'number') return schema.minimum + (exclusive === true ? step : 0);
      return step;
    }
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'string':
      return exampleString(schema);
    default:
      return null;
  }
}

/** A string that fits the schema's format, digits-only pattern and least length. */
function exampleString(schema: Schema): string {
  if (schema.format === 'uuid') return '7c9e6679-7425-40de-944b-e07fc1f90ae7';
  if (schema.format === 'date-time') return '2026-11-26T15:00:00.000Z';
  if (schema.format === 'email') return 'player@example.org';
  const least = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const digits = typeof schema.pattern === 'string' && /^\^\\d/.test(schema.pattern);
  const unit = digits ? '1' : 'text';
  return unit.repeat(Math.max(1, Math.ceil(least / unit.length)));
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Adds errors, examples, key notes and tag descriptions to every operation of the document. */
export function finishDocument(doc: Json): Json {
  const paths = (doc.paths ?? {}) as Record<string, Record<string, Json>>;
  const tagsUsed = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      for (const tag of (op.tags as string[] | undefined) ?? []) tagsUsed.add(tag);
      describeAccess(op);
      addExamples(op);
      addErrors(op, method);
    }
  }
  const components = (doc.components ?? {}) as Json;
  components.schemas = { ...((components.schemas as Json | undefined) ?? {}), Error: ERROR_SCHEMA };
  doc.components = components;
  doc.tags = [...tagsUsed]
    .sort()
    .map((name) => ({ name, description: TAG_DESCRIPTIONS[name] ?? `Calls of the ${name} domain.` }));
  return doc;
}

function describeAccess(op: Json): void {
  const access = op['x-access'] as string;
  const scopes = op['x-key-scopes'] as string[] | undefined;
  const who =
    access === 'visitor'
      ? 'Anyone, signed in or not.'
      : access === 'player'
        ? 'A signed-in player.'
        : `An account of role ${access} or above.`;
  const key = scopes
    ? ` A personal API key may call it if it holds one of these scopes: ${scopes.map((s) => `\`${s}\``).join(', ')}.`
    : ' Personal API keys are refused (403 `apikeys.cookie_only`).';
  const lead = typeof op.description === 'string' && op.description ? `${op.description}\n\n` : '';
  op.description = `${lead}**Access:** ${who}${key}`;
}

function addExamples(op: Json): void {
  const responses = (op.responses ?? {}) as Record<string, Json>;
  for (const response of Object.values(responses)) {
    const media = (response.content as Record<string, Json> | undefined)?.['application/json'];
    if (media && !('example' in media)) media.example = exampleOf(media.schema as Schema);
  }
  const body = (op.requestBody as Json | undefined)?.content as Record<string, Json> | undefined;
  const json = body?.['application/json'];
  if (json && !('example' in json)) json.example = exampleOf(json.schema as Schema);
}
