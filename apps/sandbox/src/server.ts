import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox, type SandboxOptions } from './app';

export interface RunningSandbox {
  url: string;
  port: number;
  /** The running app, its state and keys (for tests). */
  sandbox: Sandbox;
  close: () => Promise<void>;
}

/** Starts the sandbox on 127.0.0.1 (port 0 picks a free one, for tests). */
export async function startSandbox(port: number, options: SandboxOptions = {}): Promise<RunningSandbox> {
  let listening = '';
  const sandbox = createSandbox(options, () => sandbox.options.publicUrl ?? listening);
  await sandbox.ready;
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: sandbox.app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      listening = `http://127.0.0.1:${info.port}`;
      resolve({
        url: listening,
        port: info.port,
        sandbox,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Keep-alive and slow (fault) connections would otherwise hold the close.
            (server as Server).closeAllConnections?.();
          }),
      });
    }) as Server;
    // Node closes a kept-alive connection after 5 s idle; a client that reuses it as it closes gets
    // « socket hang up » for a call the server never saw (an e2e test did, once, at a load of 28).
    // Keycloak's server keeps them far longer; a minute here.
    server.keepAliveTimeout = 60_000;
    server.headersTimeout = 65_000;
    server.on('error', reject);
  });
}
