/**
 * The refusals of each operation in the OpenAPI document (plugins/openapi-document.ts): its own,
 * declared by its contract (`errors`, docs/api.md "Errors"), then the ones the plumbing answers
 * before any module runs. Together they are the operation's `x-errors`, so a tool maker reads
 * every code a call can answer in one list; apps/server/test/api/endpoint-errors.test.ts holds
 * the contracts to what the server throws.
 */

type Json = Record<string, unknown>;

export interface DocumentedError {
  status: number;
  code: string;
  when: string;
}

interface Shared extends DocumentedError {
  /** What the answer's `message` says, for the example. */
  message: string;
  appliesTo: (op: OperationFacts) => boolean;
}

interface OperationFacts {
  access: string;
  keyed: boolean;
  hasInput: boolean;
  write: boolean;
}

/** The answers of the plumbing: validation, sign-in, role, personal keys, same-origin and rate limits. */
export const SHARED_ERRORS: readonly Shared[] = [
  {
    status: 400,
    code: 'request.invalid',
    when: 'the input does not fit its schema (the `details` name each field)',
    message: 'Name the key.',
    appliesTo: (op) => op.hasInput,
  },
  {
    status: 401,
    code: 'auth.signed_out',
    when: 'not signed in',
    message: 'You must be signed in.',
    appliesTo: (op) => op.access !== 'visitor',
  },
  {
    status: 401,
    code: 'apikeys.invalid',
    when: 'the key is unknown or revoked',
    message: 'This API key is unknown or has been revoked.',
    appliesTo: (op) => op.keyed,
  },
  {
    status: 403,
    code: 'auth.forbidden',
    when: 'the account’s role is below the access, or a write came from another site’s page',
    message: 'You are not allowed to do that.',
    appliesTo: (op) => !['visitor', 'player'].includes(op.access) || op.write,
  },
  {
    status: 403,
    code: 'apikeys.scope_missing',
    when: 'the key holds none of the scopes the call needs',
    message: 'This key may not read that. It needs one of: cooldowns.',
    appliesTo: (op) => op.keyed,
  },
  {
    status: 403,
    code: 'apikeys.cookie_only',
    when: 'sent with a key: keys may not call it',
    message: 'API keys cannot call this. Sign in on the site to do it.',
    appliesTo: (op) => !op.keyed,
  },
  {
    status: 429,
    code: 'limits.too_many',
    when: 'too many requests from the address, account or key',
    message: 'Too many requests. Try again in 30 seconds.',
    appliesTo: () => true,
  },
  {
    status: 429,
    code: 'apikeys.blocked',
    when: 'too many unknown keys came from the address',
    message: 'Too many unknown keys from your address. Try again in 300 seconds.',
    appliesTo: (op) => op.keyed,
  },
];

const ERROR_REF = { $ref: '#/components/schemas/Error' };

const RATE_HEADERS = {
  'Retry-After': { description: 'Seconds to wait before calling again.', schema: { type: 'integer' } },
  RateLimit: { description: 'Key calls only: `limit=100, remaining=0, reset=42`.', schema: { type: 'string' } },
};

/** What the answers of a status mean, before the codes. */
const STATUS_LEAD: Record<string, string> = {
  '400': 'Refused as asked',
  '401': 'Not signed in, or the key is unknown or revoked',
  '403': 'Refused',
  '404': 'Not found',
  '409': 'Refused as things stand: nothing changed',
  '413': 'Too large',
  '429': 'Too many: wait as `Retry-After` says',
  '503': 'Not now: try again after `Retry-After`',
};

/**
 * Writes `x-errors` (the contract's refusals first, then the plumbing's that apply), one
 * response per status naming each code and when it happens, and the call's own refusals in its
 * description.
 */
export function addErrors(op: Json, method: string): void {
  const own = (op['x-errors'] as DocumentedError[] | undefined) ?? [];
  const facts: OperationFacts = {
    access: op['x-access'] as string,
    keyed: Array.isArray(op['x-key-scopes']),
    hasInput: Boolean(op.requestBody) || ((op.parameters as unknown[] | undefined)?.length ?? 0) > 0,
    write: method !== 'get',
  };
  const shared = SHARED_ERRORS.filter((s) => s.appliesTo(facts) && !own.some((o) => o.code === s.code));
  const all: DocumentedError[] = [...own, ...shared.map(({ status, code, when }) => ({ status, code, when }))];
  op['x-errors'] = all;
  const responses = (op.responses ?? {}) as Record<string, unknown>;
  const byStatus = new Map<string, DocumentedError[]>();
  for (const e of all) byStatus.set(String(e.status), [...(byStatus.get(String(e.status)) ?? []), e]);
  for (const [status, errors] of [...byStatus].sort(([a], [b]) => a.localeCompare(b))) {
    const list = errors.map((e) => `\`${e.code}\` (${e.when})`).join('; ');
    const first = errors[0]!;
    const message = shared.find((s) => s.code === first.code)?.message ?? `Refused: ${first.when}.`;
    responses[status] = {
      description: `${STATUS_LEAD[status] ?? 'Refused'}: ${list}.`,
      ...(status === '429'
        ? { headers: RATE_HEADERS }
        : status === '503'
          ? { headers: { 'Retry-After': RATE_HEADERS['Retry-After'] } }
          : {}),
      content: { 'application/json': { schema: ERROR_REF, example: { code: first.code, message } } },
    };
  }
  op.responses = responses;
  if (own.length === 0) return;
  const lines = own.map((e) => `- ${e.status} \`${e.code}\`: ${e.when}`).join('\n');
  op.description = `${op.description as string}\n\n**Errors of this call:**\n${lines}`;
}
