import http from 'node:http';

export interface StreamEvent {
  id: string | undefined;
  /** The `event:` name; undefined for unnamed (`message`) events. */
  event?: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body of a non-200 answer (JSON error). */
  body: string;
  /** Fields seen so far, in order: `retry`, comments and events. */
  readonly events: StreamEvent[];
  readonly comments: string[];
  readonly retries: string[];
  /** The next event not yet taken (waits for it). */
  next(): Promise<StreamEvent>;
  /** Waits until a comment line has arrived. */
  comment(): Promise<string>;
  /** Resolves when the server ends or cuts the stream. */
  readonly ended: Promise<void>;
  close(): void;
}

/** Opens a Server-Sent Events stream on a listening server with node:http and parses it. */
export function openEventStream(
  baseUrl: string,
  path: string,
  options: { cookie?: string; headers?: Record<string, string> } = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      new URL(path, baseUrl),
      {
        headers: { accept: 'text/event-stream', ...(options.cookie ? { cookie: options.cookie } : {}), ...options.headers },
      },
      (res) => {
        res.setEncoding('utf8');
        const events: StreamEvent[] = [];
        const comments: string[] = [];
        const retries: string[] = [];
        let taken = 0;
        let waiters: Array<() => void> = [];
        let buffer = '';
        let endedResolve: () => void = () => {};
        const ended = new Promise<void>((r) => {
          endedResolve = r;
        });
        const wake = () => {
          const current = waiters;
          waiters = [];
          for (const w of current) w();
        };
        const until = async <T>(ready: () => T | undefined): Promise<T> => {
          for (;;) {
            const value = ready();
            if (value !== undefined) return value;
            if (res.readableEnded || res.destroyed) throw new Error('the stream ended');
            await new Promise<void>((r) => waiters.push(r));
          }
        };
        const stream: EventStream = {
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: '',
          events,
          comments,
          retries,
          next: () =>
            until(() => {
              const event = events[taken];
              if (event) taken += 1;
              return event;
            }),
          comment: () => until(() => comments[0]),
          ended,
          close: () => req.destroy(),
        };
        res.on('data', (chunk: string) => {
          if (stream.status !== 200) {
            stream.body += chunk;
            return;
          }
          buffer += chunk.replace(/\r\n?/g, '\n');
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            let id: string | undefined;
            let event: string | undefined;
            const data: string[] = [];
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('id:')) id = line.slice(3).trim();
              else if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
              else if (line.startsWith('retry:')) retries.push(line.slice(6).trim());
            }
            if (data.length > 0) events.push({ id, ...(event === undefined ? {} : { event }), data: data.join('\n') });
          }
          wake();
        });
        const finish = () => {
          endedResolve();
          wake();
        };
        res.on('end', finish);
        res.on('close', finish);
        res.on('error', finish);
        if (stream.status === 200) resolve(stream);
        else res.on('end', () => resolve(stream));
      },
    );
    req.on('error', reject);
  });
}

/** The base URL of an app listening on a random loopback port. */
export async function listen(app: { listen(o: { port: number; host: string }): Promise<string> }): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}
