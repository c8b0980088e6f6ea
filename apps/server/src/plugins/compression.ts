import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Below this many bytes a JSON answer goes out as it is: headers and the compressor's own
 * framing eat most of the gain, and the CPU is better spent elsewhere (ADR 0011).
 */
export const JSON_COMPRESSION_THRESHOLD_BYTES = 1024;

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// Quality 4 is brotli's fast setting: it still beats gzip -6 on JSON at a fraction of the CPU
// that the build-time quality 11 costs (that one only suits files compressed once).
const BROTLI_OPTIONS = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};

/**
 * The encoding to answer with for an `Accept-Encoding` header: brotli, then gzip, each only
 * when the client accepts it (a `q=0` refuses it; `*` accepts anything not named).
 */
export function pickEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const accepts = (name: string) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

function addVary(value: string | number | string[] | undefined): string {
  const current = Array.isArray(value) ? value.join(', ') : value === undefined ? '' : String(value);
  if (!current) return 'accept-encoding';
  if (/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(current)) return current;
  return `${current}, accept-encoding`;
}

/**
 * Compresses JSON answers above {@link JSON_COMPRESSION_THRESHOLD_BYTES} for clients that
 * accept brotli or gzip, and the page when it is built per request (it carries the session:
 * spa.ts, ADR 0026). Static files are not touched here: the build writes their compressed
 * copies once and the static plugin picks them (see spa.ts). Event streams write to the raw
 * socket and never pass through `onSend`.
 */
export function registerJsonCompression(app: FastifyInstance): void {
  // A callback hook: most answers leave unchanged at once, and an async hook costs every
  // request a promise (docs/performance.md).
  app.addHook('onSend', (req, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !(type.startsWith('application/json') || type.startsWith('text/html'))) {
      return done(null, payload);
    }
    // Whatever the size, the answer depends on the header from here on, so caches must know.
    reply.header('vary', addVary(reply.getHeader('vary')));
    if (Buffer.byteLength(payload) < JSON_COMPRESSION_THRESHOLD_BYTES) return done(null, payload);
    if (reply.getHeader('content-encoding')) return done(null, payload);
    const encoding = pickEncoding(req.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    (encoding === 'br' ? brotli(payload, BROTLI_OPTIONS) : gzipAsync(payload)).then((body) => {
      reply.header('content-encoding', encoding);
      reply.header('content-length', body.length);
      done(null, body);
    }, done);
  });
}
