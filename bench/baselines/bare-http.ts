// The baseline for the HTTP benchmark: the least a Node process can do to answer the same
// calls. Plain node:http, no framework, no database; for each path it answers the status and
// JSON body the game server gave for it (read from the file named by BARE_ANSWERS).
import { readFileSync } from 'node:fs';
import http from 'node:http';

const answers = new Map<string, { status: number; body: string }>(
  Object.entries(JSON.parse(readFileSync(String(process.env.BARE_ANSWERS), 'utf8'))),
);

const server = http.createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  // Drains a request body, as the game server does, before answering.
  req.resume();
  req.on('end', () => {
    if (req.url === '/health') {
      res.end('ok');
      return;
    }
    res.writeHead(answer?.status ?? 404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(answer?.body ?? '{}');
  });
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
