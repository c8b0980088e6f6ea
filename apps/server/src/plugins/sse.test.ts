import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { SseHub, type SseOptions, type SseStream } from './sse.ts';

let app: FastifyInstance | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** A listening app whose `/s` opens a stream on a hub with these options. */
async function serve(options: Partial<SseOptions>) {
  app = Fastify();
  const hub = new SseHub(app, options);
  const opened: SseStream[] = [];
  const waiting: Array<(s: SseStream) => void> = [];
  app.get('/s', async (_req, reply) => {
    const stream = hub.open(reply);
    opened.push(stream);
    waiting.shift()?.(stream);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as net.AddressInfo;
  /** Connects a raw client; `read: false` never reads, like a stalled browser. */
  const connect = (read: boolean) =>
    new Promise<{ socket: net.Socket; stream: SseStream; received: () => number; closed: Promise<void> }>((resolve) => {
      let bytes = 0;
      const socket = net.connect(port, '127.0.0.1', () => socket.write('GET /s HTTP/1.1\r\nHost: x\r\n\r\n'));
      const closed = new Promise<void>((r) => socket.on('close', () => r()));
      socket.on('error', () => {});
      if (read) socket.on('data', (d) => (bytes += d.length));
      else socket.pause();
      waiting.push((stream) => resolve({ socket, stream, received: () => bytes, closed }));
    });
  return { hub, connect, opened };
}

const tick = () => new Promise((r) => setImmediate(r));
const frame = (kb: number) => `data: ${'x'.repeat(kb * 1024)}\n\n`;

describe('SseHub back-pressure', () => {
  it('drops a client that does not read once its unsent bytes pass the limit', async () => {
    const limit = 512 * 1024;
    const { connect, hub } = await serve({ maxBufferedBytes: limit, maxStallMs: 60_000, heartbeatMs: 60_000 });
    const slow = await connect(false);
    let sent = 0;
    // Loopback kernel buffers absorb a few MB first; then this process would buffer, up to the limit.
    while (slow.stream.open && sent < 64) {
      slow.stream.send(frame(256));
      sent += 1;
      await tick();
    }
    expect(slow.stream.open).toBe(false);
    expect(hub.size).toBe(0);
    // A paused socket sees the server's close only once it reads again.
    slow.socket.resume();
    await slow.closed;
  });

  it('drops a client whose socket has not drained for longer than maxStallMs', async () => {
    const { connect } = await serve({ maxBufferedBytes: 64 * 1024 * 1024, maxStallMs: 100, heartbeatMs: 30 });
    const slow = await connect(false);
    for (let i = 0; i < 64 && slow.stream.open; i += 1) {
      slow.stream.send(frame(256));
      await tick();
    }
    while (slow.stream.open) await new Promise((r) => setTimeout(r, 20));
    slow.socket.resume();
    await slow.closed;
  });

  it('keeps a client that reads, and delivers everything to it', async () => {
    const { connect } = await serve({ maxBufferedBytes: 512 * 1024, maxStallMs: 100, heartbeatMs: 30 });
    const healthy = await connect(true);
    const size = Buffer.byteLength(frame(16));
    for (let i = 0; i < 50; i += 1) {
      expect(healthy.stream.send(frame(16))).toBe(true);
      await tick();
    }
    while (healthy.received() < 50 * size) await new Promise((r) => setTimeout(r, 10));
    expect(healthy.stream.open).toBe(true);
    healthy.socket.destroy();
  });

  it('ends every stream when the app closes', async () => {
    const { connect, opened } = await serve({ heartbeatMs: 60_000 });
    const clients = await Promise.all([connect(true), connect(true), connect(false)]);
    await app?.close();
    app = null;
    for (const c of clients) c.socket.resume();
    await Promise.all(clients.map((c) => c.closed));
    expect(opened.every((s) => !s.open)).toBe(true);
  });
});
