/**
 * A real HTTP server on 127.0.0.1 (port 0) for the client tests: each test gives a handler and
 * reads back what the server received.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT } from 'jose';

export interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
  /** Multipart or url-encoded fields, parsed by the platform's own parser. */
  form?: Record<string, string[]>;
}

export type Reply =
  | { status: number; json?: unknown; text?: string; headers?: Record<string, string> }
  /** Destroys the socket without answering. */
  | 'drop';

export interface TestServer {
  baseUrl: string;
  received: Received[];
  close(): Promise<void>;
}

async function parseForm(contentType: string, body: Buffer): Promise<Record<string, string[]> | undefined> {
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)/.test(contentType)) return undefined;
  const data = await new Response(new Uint8Array(body), {
    headers: { 'content-type': contentType },
  }).formData();
  const fields: Record<string, string[]> = {};
  for (const [name, value] of data.entries()) {
    (fields[name] ??= []).push(typeof value === 'string' ? value : `<file ${value.name}>`);
  }
  return fields;
}

export async function startServer(
  handler: (request: Received) => Reply | Promise<Reply>,
): Promise<TestServer> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const body = Buffer.concat(chunks);
        const request: Received = {
          method: req.method ?? '',
          path: req.url ?? '',
          headers: req.headers,
          body: body.toString('utf8'),
          form: await parseForm(req.headers['content-type'] ?? '', body),
        };
        received.push(request);
        const reply = await handler(request);
        if (reply === 'drop') {
          res.socket?.destroy();
          return;
        }
        const text = reply.json !== undefined ? JSON.stringify(reply.json) : (reply.text ?? '');
        res.writeHead(reply.status, {
          'Content-Type': reply.json !== undefined ? 'application/json' : 'text/plain; charset=utf-8',
          ...reply.headers,
        });
        res.end(text);
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** A base URL nobody listens on (the port was just released). */
export async function deadBaseUrl(): Promise<string> {
  const server = await startServer(() => ({ status: 500 }));
  await server.close();
  return server.baseUrl;
}

const secret = new TextEncoder().encode('test-only-signing-key-not-a-secret');

/** A signed JWT with Keycloak-like claims; `exp` and `iat` in seconds. */
export function makeToken(claims: Record<string, unknown>): Promise<string> {
  return new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secret);
}

export const nowSeconds = (): number => Math.floor(Date.now() / 1000);
