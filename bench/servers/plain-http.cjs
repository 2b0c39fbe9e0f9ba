// The ceiling of the machine: plain node:http answering a JSON POST (body read and parsed, small JSON back).
// Prints `listening <port>` once it accepts connections. Used by bench/kernel.bench.mjs.
const { createServer } = require('node:http');

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const json = JSON.stringify({ ok: true, type: body.type ?? null });
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
    response.end(json);
  });
});
server.keepAliveTimeout = 60_000;
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => console.log(`listening ${server.address().port}`));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
