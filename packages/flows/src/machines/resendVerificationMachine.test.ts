import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { FakeActors, flush } from '../testing/fakeActors';
import { resendVerificationMachine } from './resendVerificationMachine';
import type { AuthCallOutput } from './resetMachines';

function start() {
  const fakes = new FakeActors();
  const machine = resendVerificationMachine.provide({
    actors: {
      resendVerification: fakes.logic<AuthCallOutput, { email: string }>('resendVerification'),
    },
  });
  const actor = createActor(machine);
  actor.start();
  return { actor, fakes };
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
});
