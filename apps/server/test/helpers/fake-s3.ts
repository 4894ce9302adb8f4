import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A minimal S3-compatible object store on loopback (path-style PUT, GET, DELETE). */
export async function startFakeS3() {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const key = decodeURIComponent((req.url ?? '').split('?')[0]!);
    if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256')) {
      res.writeHead(403).end();
      return;
    }
    if (req.method === 'PUT') {
      objects.set(key, {
        body: Buffer.concat(chunks),
        type: String(req.headers['content-type'] ?? ''),
      });
      res.writeHead(200, { etag: '"fake"' }).end();
    } else if (req.method === 'GET') {
      const o = objects.get(key);
      if (!o) {
        res.writeHead(404, { 'content-type': 'application/xml' });
        res.end(
          '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
        );
        return;
      }
      res.writeHead(200, { 'content-type': o.type, 'content-length': o.body.length }).end(o.body);
    } else if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204).end();
    } else {
      res.writeHead(405).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
