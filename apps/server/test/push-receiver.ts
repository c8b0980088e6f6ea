import { createECDH, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece is the library web-push encrypts with; here it decrypts like a browser would.
import ece from 'http_ece';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  /** The decrypted payload, parsed as JSON. */
  payload: unknown;
}

export interface PushReceiver {
  /** `http://127.0.0.1:<port>`: allow it with the `pushAllowedOrigins` setting. */
  origin: string;
  /** A new browser-like subscription whose endpoint is on this receiver. */
  subscription(name?: string): { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  received: ReceivedPush[];
  /** Answer this status (e.g. 410 Gone) to pushes for an endpoint from now on. */
  respondWith(endpoint: string, status: number): void;
  close(): Promise<void>;
}

/**
 * A local push service for tests: it accepts Web Push requests on 127.0.0.1, decrypts each
 * payload (aes128gcm) with the subscription's private key and auth secret, and records it.
 */
export async function startPushReceiver(): Promise<PushReceiver> {
  const keys = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const statuses = new Map<string, number>();
  const received: ReceivedPush[] = [];
  let counter = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const status = statuses.get(path) ?? 201;
      const key = keys.get(path);
      if (status < 300 && key) {
        const plain = ece.decrypt(Buffer.concat(chunks), { version: 'aes128gcm', privateKey: key.ecdh, authSecret: key.auth });
        received.push({ path, headers: req.headers, payload: JSON.parse(plain.toString('utf8')) });
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    subscription(name = 'sub') {
      counter += 1;
      const path = `/push/${name}-${counter}`;
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      keys.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    respondWith(endpoint, status) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
