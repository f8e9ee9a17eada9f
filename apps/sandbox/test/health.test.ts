import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startSandbox(0);
});
afterAll(() => sandbox.close());

describe('sandbox server', () => {
  it('answers on loopback', async () => {
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${sandbox.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'UP' });
  });

  it('answers 404 for an unknown path', async () => {
    const response = await fetch(`${sandbox.url}/nope`);
    expect(response.status).toBe(404);
  });
});
