import fc from 'fast-check';

/** A JSON schema node as the OpenAPI document carries it (generated from the contracts). */
export interface JsonSchema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
}

/** What PostgreSQL cannot store: NUL, and each kind of lone UTF-16 surrogate. */
export const UNSTORABLE = ['\u0000', '\uD800', '\uDBFF', '\uDC00', '\uDFFF'];

/** Text a real attacker or a broken client sends: what PostgreSQL cannot store first. */
const NASTY_TEXT = [
  '\u0000',
  'before\u0000after',
  '\uD800',
  'half an emoji \uD83D',
  '\uDE00 low half first',
  '\uDE00\uD83D',
  '%00',
  '\\u0000',
  '',
  ' ',
  '\t\r\n',
  '\u200B\u200F\u202E\uFEFF',
  'Ω≈ç√∫˜µ≤≥÷ 東京 Київ 🗡🛡👨‍👩‍👧‍👦',
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '"\\',
  '$1',
  '%s%s%n',
  `\${7*7}{{7*7}}`,
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)//:',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'toString',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '99999999999999999999999999',
  '0x10',
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...NASTY_TEXT) },
  // A hostile character hidden in otherwise ordinary text.
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 12 }), fc.constantFrom(...UNSTORABLE), fc.string({ maxLength: 12 }))
      .map(([a, b, c]) => a + b + c),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 70_000 }).map((n) => 'x'.repeat(n)) },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-0, -1, 0.5, -0.5, 1e21, -1e21, 2 ** 31, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
);

/** Any JSON value at all, of any type, as a replacement for a field that expects something else. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileString },
  { weight: 3, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 3000 }).map((depth) => nested(depth)) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

function nested(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i += 1) v = i % 2 ? { a: v } : [v];
  return v;
}

/** Values for fields that name things the database holds: ids by table, chat message ids. */
export interface Known {
  uuids: Record<string, string[]>;
  integers: number[];
}

/** Which table a field or path most likely names, so a generated id finds a row. */
const ID_HINTS: [RegExp, string][] = [
  [/cit(y|ies)/i, 'cities'],
  [/deed/i, 'deeds'],
  [/skill/i, 'skills'],
  [/announcement/i, 'announcements'],
  [/feature/i, 'features'],
  [/roadmap/i, 'roadmap_phases'],
  [/report/i, 'reports'],
  [/user/i, 'users'],
  [/player|character|owner|hidden|prisoner/i, 'characters'],
];

function idsFor(known: Known, name: string): string[] {
  const table = ID_HINTS.find(([hint]) => hint.test(name))?.[1];
  const ids = (table && known.uuids[table]) || Object.values(known.uuids).flat();
  return ids.length ? ids : ['00000000-0000-0000-0000-000000000000'];
}

const iso = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());

/** Read statements for the owner's query tool whose answers are awkward to turn into JSON. */
const READ_QUERIES = [
  'SELECT 1',
  "SELECT 'infinity'::timestamptz AS t, '-infinity'::date AS d, 'infinity'::timestamp AS ts",
  "SELECT 'NaN'::float8 AS nan, 'Infinity'::numeric AS inf, 9223372036854775807::bigint AS big",
  "SELECT '\\x00ff'::bytea AS b, ARRAY[1, NULL] AS a, ROW(1, 'a') AS r, '{\"a\": [1]}'::jsonb AS j",
  "SELECT interval '1 day' AS i, point(1, 2) AS p, '10:00'::time AS tm, 1 AS a, 2 AS a",
  'SELECT NULL',
  'SHOW ALL',
  'EXPLAIN SELECT 1',
  'VALUES (1, 2)',
  'TABLE cities',
  'WITH x AS (SELECT 1) SELECT * FROM x',
  "SELECT repeat('x', 100000) AS long",
  'SELECT * FROM generate_series(1, 600)',
  'SELECT 1/0',
  'SELECT * FROM no_such_table',
];

const text = (schema: JsonSchema) =>
  fc.string({ unit: 'grapheme', minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 60, 60) });

/** A value that fits the schema (so the request reaches the code behind validation). */
function fitting(schema: JsonSchema, known: Known, name: string, depth: number, calm: boolean): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => near(s, known, name, depth, calm)));
  if (schema.allOf?.length) return near(schema.allOf[0]!, known, name, depth, calm);
  switch (schema.type) {
    case 'string':
      if (schema.format === 'uuid') {
        const ids = fc.constantFrom(...idsFor(known, name));
        return calm ? ids : fc.oneof({ weight: 3, arbitrary: ids }, { weight: 1, arbitrary: fc.uuid() });
      }
      if (schema.format === 'date-time') return iso;
      if (name === 'sql') return fc.constantFrom(...READ_QUERIES);
      if (/email/i.test(name)) return fc.emailAddress();
      if (/endpoint/i.test(name)) return fc.webUrl({ validSchemes: ['https', 'http'] });
      if (schema.pattern) {
        const max = schema.maxLength ?? 200;
        const min = schema.minLength ?? 0;
        // The default size rarely repeats a `+` far: a long minimum (a push key's 80 characters)
        // would make the filter below retry without end.
        return fc
          .stringMatching(new RegExp(schema.pattern), min > 5 ? { size: 'large' } : {})
          .map((s) => s.slice(0, max))
          .filter((s) => s.length >= min);
      }
      if (calm) return text(schema);
      return fc.oneof(
        { weight: 2, arbitrary: text(schema) },
        // Ordinary text of a valid length with one character no database can store.
        {
          weight: 1,
          arbitrary: fc
            .tuple(text(schema), fc.constantFrom(...UNSTORABLE), fc.nat())
            .map(([t, bad, at]) => t.slice(0, at % (t.length + 1)) + bad + t.slice(at % (t.length + 1))),
        },
      );
    case 'integer':
    case 'number': {
      const min = Math.max(schema.minimum ?? -1_000_000, -1_000_000);
      const max = Math.min(schema.maximum ?? 1_000_000, 1_000_000);
      if (calm) return fc.integer({ min, max });
      return fc.oneof(
        fc.integer({ min, max }),
        fc.constantFrom(min, max, min - 1, max + 1),
        ...(known.integers.length ? [fc.constantFrom(...known.integers)] : []),
      );
    }
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(near(schema.items ?? {}, known, name, depth + 1, calm), {
        minLength: Math.min(schema.minItems ?? 0, 5),
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const props = schema.properties ?? {};
      const required = schema.required ?? [];
      // A calm value leaves out what is optional: the fewest reasons to be refused.
      const shown = calm ? Object.entries(props).filter(([k]) => required.includes(k)) : Object.entries(props);
      const record = fc.record(Object.fromEntries(shown.map(([k, s]) => [k, near(s, known, k, depth + 1, calm)])), {
        requiredKeys: required.filter((k) => k in props),
      });
      const extra = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : null;
      if (!extra) return record;
      return fc
        .tuple(
          record,
          fc.dictionary(
            calm ? fc.string({ minLength: 1, maxLength: 20 }) : fc.oneof(hostileString, fc.string({ maxLength: 20 })),
            near(extra, known, name, depth + 1, calm),
            { maxKeys: 4 },
          ),
        )
        .map(([r, d]) => ({ ...d, ...r }));
    }
    default:
      return calm ? fc.constant(null) : hostileValue;
  }
}

/**
 * Mostly a value that fits the schema, with hostile values at some nodes: a request that is
 * almost right gets past the first checks and finds the bugs behind them. `calm`: only values
 * that fit (the base a sweep changes one field of).
 */
export function near(schema: JsonSchema, known: Known, name = '', depth = 0, calm = false): fc.Arbitrary<unknown> {
  if (depth > 6) return hostileValue;
  const base = fitting(schema, known, name, depth, calm);
  if (calm) return base;
  const withNull = schema.nullable ? fc.oneof({ weight: 5, arbitrary: base }, { weight: 1, arbitrary: fc.constant(null) }) : base;
  return fc.oneof({ weight: 4, arbitrary: withNull }, { weight: 1, arbitrary: hostileValue });
}

/** A text value for a path segment or query parameter (strings only travel there). */
export const hostileText = hostileString;
