import net from 'node:net';

/** One raw SSE client: a TCP socket that watches its stream for a given text. */
export interface SseClient {
  /** Resolves with `performance.now()` when `marker` arrives on the stream. */
  expect(marker: string): Promise<number>;
  destroy(): void;
}

/**
 * Opens a Server-Sent Events request over a bare socket (lighter than an HTTP client object, so
 * 10,000 of them fit in this process) and resolves once the server has answered 200.
 */
export function openSseClient(port: number, path: string, cookie?: string): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.setNoDelay(true);
    socket.setEncoding('utf8');
    let answered = false;
    // The end of the previous chunk, in case a marker is split across two.
    let tail = '';
    let waiting: { marker: string; resolve: (at: number) => void } | null = null;
    const client: SseClient = {
      expect: (marker) =>
        new Promise((r) => {
          waiting = { marker, resolve: r };
        }),
      destroy: () => socket.destroy(),
    };
    socket.on('connect', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nAccept: text/event-stream\r\n${cookie ? `Cookie: ${cookie}\r\n` : ''}\r\n`,
      );
    });
    socket.on('data', (chunk: string) => {
      const at = performance.now();
      if (!answered) {
        answered = true;
        if (!chunk.startsWith('HTTP/1.1 200')) {
          socket.destroy();
          reject(new Error(`feed answered ${chunk.split('\r\n')[0]}`));
          return;
        }
        resolve(client);
      }
      const text = tail + chunk;
      if (waiting && text.includes(waiting.marker)) {
        const { resolve: arrived } = waiting;
        waiting = null;
        arrived(at);
      }
      tail = text.slice(-128);
    });
    socket.on('error', (err) => {
      if (!answered) reject(err);
    });
  });
}

/**
 * Opens `n` clients, at most `inFlight` connecting at once (a burst would overflow the listen
 * backlog). `open` gets each client's index (to spread clients over sessions).
 */
export async function openMany(n: number, open: (index: number) => Promise<SseClient>, inFlight = 200): Promise<SseClient[]> {
  const clients: SseClient[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: Math.min(inFlight, n) }, async () => {
      while (started < n) {
        const index = started;
        started += 1;
        clients.push(await open(index));
      }
    }),
  );
  return clients;
}
