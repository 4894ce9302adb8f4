import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Responder = (body: Record<string, unknown>, res: ServerResponse) => void | Promise<void>;

/** An OpenAI-compatible chat completions endpoint on loopback that records every request. */
export async function startFakeOpenAi() {
  const requests: {
    path: string;
    headers: IncomingMessage['headers'];
    body: Record<string, unknown>;
  }[] = [];
  let responder: Responder = (_body, res) =>
    reply(res, 200, completion('## Key Levels\n\nSupport holds.'));
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<
      string,
      unknown
    >;
    requests.push({ path: req.url ?? '', headers: req.headers, body });
    await responder(body, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    requests,
    respondWith(r: Responder) {
      responder = r;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function completion(content: string | null) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: 'vision-test',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

export function reply(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}
