import { Hono } from 'hono';

export interface SandboxOptions {
  /** Origins of the portal allowed to call the sandbox from a browser. */
  allowedOrigins?: string[];
}

/** The sandbox's HTTP application (identity provider and candidate-service grow here). */
export function createApp(_options: SandboxOptions = {}) {
  const app = new Hono();
  app.get('/health', (c) => c.json({ status: 'UP' }));
  return app;
}
