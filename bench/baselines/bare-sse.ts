// The baseline: the least a Node process can do to fan one message out over SSE. Plain
// node:http, no framework, no database; the same frame shape as the game's chat feed.
import http from 'node:http';

const clients = new Set<http.ServerResponse>();
let nextId = 0;

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/feed') {
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    res.write('retry: 5000\n\n');
    clients.add(res);
    res.on('close', () => clients.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/send') {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      nextId += 1;
      const data = JSON.stringify({
        message: body,
        username: 'bench',
        playerId: '00000000-0000-4000-8000-000000000000',
        time: new Date().toISOString(),
      });
      const frame = Buffer.from(`id: ${nextId}\ndata: ${data}\n\n`);
      for (const client of clients) client.write(frame);
      res.end('sent');
    });
    return;
  }
  if (req.url === '/health') {
    res.end('ok');
    return;
  }
  res.statusCode = 404;
  res.end();
});

server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => {
  for (const client of clients) client.destroy();
  server.close(() => process.exit(0));
});
