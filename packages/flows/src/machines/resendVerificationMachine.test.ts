import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@admission/api-client';
import { createActor } from 'xstate';
import { FakeActors, flush } from '../testing/fakeActors';
import { resendVerificationMachine } from './resendVerificationMachine';
import type { AuthCallOutput } from './resetMachines';

function start() {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = resendVerificationMachine.provide({
    actors: {
      resendVerification: fakes.logic<AuthCallOutput, { email: string }>('resendVerification'),
    },
    actions: { log: (_, params) => log(params) },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, fakes, log };
}

describe('resendVerificationMachine', () => {
  it('sends the trimmed address once and ends in sent only on a confirmed answer', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'SUBMIT', email: '  ' });
    expect(fakes.count('resendVerification')).toBe(0);
    actor.send({ type: 'SUBMIT', email: ' awa@example.sn ' });
    actor.send({ type: 'SUBMIT', email: 'awa@example.sn' });
    expect(fakes.count('resendVerification')).toBe(1);
    expect(fakes.lastInput('resendVerification')).toEqual({ email: 'awa@example.sn' });
    fakes.resolve('resendVerification', { ok: true, data: { message: null } });
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.email).toBe('awa@example.sn');
  });

  it.each([
    [{ kind: 'http', status: 429, message: 'Trop de demandes' }, 'tooMany'],
    [{ kind: 'http', status: 500 }, 'failed'],
    [{ kind: 'badResponse', reason: 'cut' }, 'failed'],
    [{ kind: 'network' }, 'failed'],
    [{ kind: 'timeout' }, 'timeout'],
  ] as const)('reads %o as %s, and can be sent again', async (error, code) => {
    const { actor, fakes } = start();
    actor.send({ type: 'SUBMIT', email: 'awa@example.sn' });
    fakes.resolve('resendVerification', { ok: false, error });
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe(code);
    actor.send({ type: 'SUBMIT', email: 'awa@example.sn' });
    expect(actor.getSnapshot().value).toBe('sending');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each<ApiError>([
    { kind: 'http', status: 500 },
    { kind: 'badResponse', reason: 'cut' },
    { kind: 'network' },
    { kind: 'timeout' },
  ])('logs an unexpected %o once, with its error', async (error) => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'SUBMIT', email: 'awa@example.sn' });
    fakes.resolve('resendVerification', { ok: false, error });
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ message: 'resend verification: e-mail not sent', detail: error });
  });

  it.each<[string, AuthCallOutput]>([
    ['a request taken', { ok: true, data: { message: null } }],
    ['too many requests', { ok: false, error: { kind: 'http', status: 429, message: 'Trop de demandes' } }],
  ])('logs nothing for %s', async (_, output) => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'SUBMIT', email: 'awa@example.sn' });
    fakes.resolve('resendVerification', output);
    await flush();
    expect(actor.getSnapshot().value).not.toBe('sending');
    expect(log).not.toHaveBeenCalled();
  });
});
