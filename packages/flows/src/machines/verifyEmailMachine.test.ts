import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  verifyEmailMachine,
  type VerifyEmailCallInput,
  type VerifyEmailCallOutput,
  type VerifyEmailInput,
} from './verifyEmailMachine';

function start(input: VerifyEmailInput, inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const clock = new SimulatedClock();
  const redirectToLogin = vi.fn();
  const machine = verifyEmailMachine.provide({
    actors: { verifyEmail: fakes.logic<VerifyEmailCallOutput, VerifyEmailCallInput>('verifyEmail') },
    actions: { redirectToLogin },
  });
  return { actor: createActor(machine, { input, clock, inspect }), fakes, clock, redirectToLogin };
}

describe('verifyEmailMachine', () => {
  it.each([undefined, null, '', '  '])('fails with missingUserId for %j without a call', (userId) => {
    const { actor, fakes } = start({ userId, token: 'jeton' });
    actor.start();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('missingUserId');
    expect(fakes.count('verifyEmail')).toBe(0);
  });

  it.each([undefined, null, '', '  '])(
    'fails with verificationFailed for a link without its token (%j), without a call',
    (token) => {
      const { actor, fakes } = start({ userId: 'u-1', token });
      actor.start();
      expect(actor.getSnapshot().value).toBe('error');
      expect(actor.getSnapshot().context.error).toBe('verificationFailed');
      expect(fakes.count('verifyEmail')).toBe(0);
    },
  );

  it('verifies, then redirects to the login page after exactly 2 seconds', async () => {
    const { actor, fakes, clock, redirectToLogin } = start({ userId: 'u-1', token: 'jeton' });
    actor.start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(fakes.lastInput('verifyEmail')).toEqual({ userId: 'u-1', token: 'jeton' });
    fakes.resolve('verifyEmail', { ok: true, data: { message: null } });
    await flush();
    expect(actor.getSnapshot().value).toBe('success');
    clock.increment(1999);
    expect(actor.getSnapshot().value).toBe('success');
    expect(redirectToLogin).not.toHaveBeenCalled();
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('redirected');
    expect(redirectToLogin).toHaveBeenCalledTimes(1);
  });

  it.each([
    [404, 'userNotFound'],
    [400, 'verificationFailed'],
    [500, 'unexpected'],
    [403, 'unexpected'],
  ])('maps HTTP %i to %s', async (status, code) => {
    const { actor, fakes } = start({ userId: 'u-1', token: 'jeton' });
    actor.start();
    fakes.resolve('verifyEmail', { ok: false, error: { kind: 'http', status } });
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe(code);
  });

  it('maps a call not answered in time to timeout', async () => {
    const { actor, fakes } = start({ userId: 'u-1', token: 'jeton' });
    actor.start();
    fakes.resolve('verifyEmail', { ok: false, error: { kind: 'timeout' } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('timeout');
  });

  it('maps a call without an answer to unexpected', async () => {
    const { actor, fakes } = start({ userId: 'u-1', token: 'jeton' });
    actor.start();
    fakes.resolve('verifyEmail', { ok: false, error: { kind: 'network' } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('unexpected');
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const coverage = await runModel<VerifyEmailInput>({
      machine: verifyEmailMachine,
      inputs: [
        { userId: 'u-1', token: 'jeton' },
        { userId: null, token: 'jeton' },
        { userId: 'u-1', token: null },
      ],
      events: [
        { type: 'xstate.done.actor.verifyEmail', output: { ok: true, data: { message: null } } },
        {
          type: 'xstate.done.actor.verifyEmail',
          output: { ok: false, error: { kind: 'http', status: 404 } },
        },
        { type: 'xstate.after.2000.verifyEmail.success' },
      ],
      serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.error]),
      start,
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
