import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp, type SandboxOptions } from './app';

export interface RunningSandbox {
  url: string;
  port: number;
  close: () => Promise<void>;
}

/** Starts the sandbox on 127.0.0.1 (port 0 picks a free one, for tests). */
export function startSandbox(port: number, options: SandboxOptions = {}): Promise<RunningSandbox> {
  const app = createApp(options);
  return new Promise((resolve, reject) => {
    let server: ServerType | undefined;
    try {
      server = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          port: info.port,
          close: () => new Promise<void>((done) => server?.close(() => done())),
        });
      });
      server.on('error', reject);
    } catch (error) {
      reject(error);
    }
  });
}
