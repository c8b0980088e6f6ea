import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { hostileText, hostileValue, type JsonSchema, type Known, near, UNSTORABLE } from './values.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One call the server registers, as its OpenAPI document (generated from the contracts) describes it. */
export interface Operation {
  method: Method;
  /** OpenAPI style: `/api/cities/{id}`. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | null;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}

/** Every operation of the document, in its order. */
export function operationsOf(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase() as Method,
      path,
      pathParams: (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
      query: (op.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => ({ name: p.name, schema: p.schema, required: Boolean(p.required) })),
      body: op.requestBody?.content?.['application/json']?.schema ?? null,
    })),
  );
}

/**
 * Percent-encodes any JavaScript string, lone surrogates included (as the 3-byte sequences
 * WTF-8 gives them, which are not valid UTF-8): `encodeURIComponent` throws on those.
 */
export function encodeText(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(i, i + 2));
      i += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((b) => `%${b.toString(16).toUpperCase()}`)
        .join('');
    } else out += encodeURIComponent(text[i]!);
  }
  return out;
}

/** Percent sequences no decoder should accept. */
const BROKEN_ENCODING = ['%', '%z', '%zz', '%E0%A4', '%C0%AF', '%FF', '%ED%A0%80', '%2e%2e%2f', '%0d%0a', '%00', '%25%30%30'];

const encoded = (arbitrary: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: arbitrary.map((v) => encodeText(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_ENCODING) },
  );

const pathSegment = (schema: JsonSchema, known: Known, name: string) =>
  fc.oneof({ weight: 3, arbitrary: encoded(near(schema, known, name)) }, { weight: 1, arbitrary: encoded(hostileText) });

function queryString(op: Operation, known: Known): fc.Arbitrary<string> {
  const pairs = op.query.map((q) =>
    fc.option(
      encoded(near(q.schema, known, q.name)).map((v) => `${q.name}=${v}`),
      { nil: undefined, freq: q.required ? 8 : 2 },
    ),
  );
  const extra = fc.array(
    fc.oneof(
      // A parameter given twice arrives as an array.
      ...op.query.map((q) => encoded(hostileText).map((v) => `${q.name}=${v}`)),
      fc.tuple(encoded(hostileText), encoded(hostileText)).map(([k, v]) => `${k}=${v}`),
      fc.constantFrom('__proto__[x]=1', 'constructor=1', '=', '&&&', 'a', ...BROKEN_ENCODING),
    ),
    { maxLength: 3 },
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([given, more]) => {
    const all = [...given.filter((p): p is string => p !== undefined), ...more];
    return all.length ? `?${all.join('&')}` : '';
  });
}

const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
  maxLength: 200,
});

/** Header values that parse as HTTP but mean nothing good. */
const headerValue = fc.oneof(
  printable,
  fc.constantFrom('', ' ', 'null', 'undefined', '0', '-1', '99999999999999999999', 'x'.repeat(8000), '%00', '\t'),
);

const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    origin: fc.oneof(fc.constantFrom('https://evil.example', 'null', 'http://localhost:80', 'http://localhost'), headerValue),
    'sec-fetch-site': fc.oneof(fc.constantFrom('same-origin', 'same-site', 'cross-site', 'none'), headerValue),
    'x-forwarded-for': headerValue,
    'last-event-id': fc.oneof(fc.constantFrom('0', '1', '-1', '999999999999999999999', '1e3'), headerValue),
    accept: fc.oneof(fc.constantFrom('text/event-stream', 'application/json', '*/*', 'text/html'), headerValue),
    'accept-encoding': fc.oneof(
      fc.constantFrom('gzip', 'br', 'deflate', 'gzip;q=abc, br;q=-1, *;q=2', 'identity;q=0'),
      headerValue,
    ),
    'if-none-match': headerValue,
    'if-modified-since': headerValue,
    range: fc.oneof(fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=5-1', 'bytes=0-99999999999999'), headerValue),
    'x-request-id': headerValue,
  },
  { requiredKeys: [] },
);

/** A cookie header: usually the caller's own session, sometimes a broken one. */
function cookieHeader(session: string | undefined): fc.Arbitrary<string | undefined> {
  const broken = fc.oneof(
    encoded(hostileText).map((v) => `tod_session=${v}`),
    fc.constantFrom('tod_session=', 'tod_session', '=; ;=', 'tod_session="', `tod_session=${'a'.repeat(5000)}`),
    headerValue,
  );
  const own = session ? [fc.constant(session), fc.constant(`${session}; ${session}x`)] : [fc.constant(undefined)];
  return fc.oneof({ weight: 8, arbitrary: fc.oneof(...own) }, { weight: 1, arbitrary: broken });
}

const CONTENT_TYPES = [
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'application/vnd.api+json',
  'application/json, text/plain',
];

/** Bodies that are not the JSON the contract asks for. */
const RAW_BODIES = [
  '',
  '{',
  '{"a":',
  'null',
  '"\\u0000"',
  '\uFEFF{}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '1'.repeat(400),
  '[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]',
  '{"a":"\\ud800"}',
];

function multipart(): fc.Arbitrary<{ payload: Buffer; contentType: string }> {
  return fc
    .record({
      field: fc.constantFrom('icon', 'file', '', 'icon"; filename="x.png'),
      filename: fc.constantFrom('a.png', '../../x.webp', '', 'a\u0000.png', 'x'.repeat(300)),
      type: fc.constantFrom('image/png', 'image/svg+xml', 'text/plain', ''),
      bytes: fc.uint8Array({ maxLength: 300 }),
      png: fc.boolean(),
    })
    .map(({ field, filename, type, bytes, png }) => {
      const boundary = 'fuzzboundary';
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
          `${type ? `Content-Type: ${type}\r\n` : ''}\r\n`,
      );
      // A PNG signature with nothing valid after it: decoders must refuse it, not crash.
      const content = Buffer.concat([
        png ? Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) : Buffer.alloc(0),
        bytes,
      ]);
      return {
        payload: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    });
}

function body(op: Operation, known: Known): fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> {
  const json = (value: fc.Arbitrary<unknown>) =>
    fc.record({
      payload: value.map((v) => JSON.stringify(v) ?? 'null'),
      contentType: fc.oneof(
        { weight: 9, arbitrary: fc.constant('application/json') },
        { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
      ),
    });
  const raw = fc.record({
    payload: fc.constantFrom(...RAW_BODIES),
    contentType: fc.constantFrom('application/json', ...CONTENT_TYPES),
  });
  const options = [
    ...(op.body ? [{ weight: 12, arbitrary: json(near(op.body, known)) }] : []),
    { weight: 2, arbitrary: json(hostileValue) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: multipart() },
    { weight: 1, arbitrary: fc.constant({}) },
  ];
  return op.method === 'GET' ? fc.constant({}) : fc.oneof(...options);
}

/** A whole request to one operation: path, query string, headers and body. */
export function requestFor(op: Operation, known: Known, session: string | undefined): fc.Arbitrary<InjectOptions> {
  const segments = fc.tuple(...op.pathParams.map((p) => pathSegment(p.schema, known, `${op.path} ${p.name}`)));
  return fc
    .record({
      segments,
      query: queryString(op, known),
      headers: fc.oneof({ weight: 3, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: hostileHeaders }),
      cookie: cookieHeader(session),
      body: body(op, known),
    })
    .map(({ segments, query, headers, cookie, body }) => {
      let url = op.path;
      op.pathParams.forEach((p, i) => {
        url = url.replace(`{${p.name}}`, segments[i] ?? '');
      });
      return {
        method: op.method,
        url: url + query,
        headers: {
          ...headers,
          ...(cookie !== undefined ? { cookie } : {}),
          ...(body.contentType ? { 'content-type': body.contentType } : {}),
        },
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
      };
    });
}

type Path = (string | number)[];

const isFreeText = (schema: JsonSchema): boolean =>
  (schema.type === 'string' && !schema.format && !schema.enum) || Boolean(schema.anyOf?.some(isFreeText));

/** Where free text sits in a value of the schema: properties, array items, record keys (`{key}`). */
function textPaths(schema: JsonSchema, at: Path = []): Path[] {
  if (isFreeText(schema)) return [at];
  if (schema.type === 'array' && schema.items) return textPaths(schema.items, [...at, 0]);
  if (schema.type !== 'object') return [];
  const props = Object.entries(schema.properties ?? {}).flatMap(([k, s]) => textPaths(s, [...at, k]));
  const record = typeof schema.additionalProperties === 'object' ? [[...at, '{key}']] : [];
  return [...props, ...record];
}

function setAt(value: unknown, path: Path, text: string): unknown {
  if (path.length === 0) return text;
  const [head, ...rest] = path;
  if (head === '{key}') return { ...(value as object), [text]: 0 };
  if (typeof head === 'number') {
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = setAt(list[head], rest, text);
    return list;
  }
  const object = value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  return { ...object, [head!]: setAt(object[head!], rest, text) };
}

/**
 * The sure part of the fuzzing: for each place free text goes (body fields, array items and
 * record keys, query parameters, path segments), one otherwise fitting request with a
 * character PostgreSQL cannot store hidden inside ordinary text.
 */
export function sweepFor(op: Operation, known: Known, session: string | undefined, seed: number): InjectOptions[] {
  const sample = <T>(arbitrary: fc.Arbitrary<T>) => fc.sample(arbitrary, { seed, numRuns: 1 })[0]!;
  const base = op.body ? sample(near(op.body, known, '', 0, true)) : undefined;
  const segments = op.pathParams.map((p) => encodeText(String(sample(near(p.schema, known, `${op.path} ${p.name}`, 0, true)))));
  const query = op.query
    .filter((q) => q.required)
    .map((q) => `${q.name}=${encodeText(String(sample(near(q.schema, known, q.name, 0, true))))}`);
  const request = (segs: string[], extraQuery: string[], body: unknown): InjectOptions => {
    let url = op.path;
    op.pathParams.forEach((p, i) => {
      url = url.replace(`{${p.name}}`, segs[i] ?? '');
    });
    const all = [...query, ...extraQuery];
    return {
      method: op.method,
      url: all.length ? `${url}?${all.join('&')}` : url,
      headers: { ...(session ? { cookie: session } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
      ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
    };
  };
  // Each place gets one of the characters in turn: that every field refuses each of them is
  // proven once for all by the contracts' own test (packages/contracts/src/text.test.ts).
  const bad = (i: number) => `Ab${UNSTORABLE[i % UNSTORABLE.length]}cd`;
  // A URL carries text as UTF-8, which has no form for a lone surrogate: its percent-encoded
  // bytes are invalid and decode to U+FFFD, which is storable. In a query string only NUL
  // arrives as such (a path segment with those bytes is refused before routing).
  return [
    ...(op.body ? textPaths(op.body).map((path, i) => request(segments, [], setAt(base, path, bad(i)))) : []),
    ...op.query.filter((q) => isFreeText(q.schema)).map((q) => request(segments, [`${q.name}=${encodeText(bad(0))}`], base)),
    ...op.pathParams.map((_, i) =>
      request(
        segments.map((s, j) => (i === j ? encodeText(bad(i + 2)) : s)),
        [],
        base,
      ),
    ),
  ];
}
