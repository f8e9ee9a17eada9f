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
    server.on('error', reject);
  });
}
