import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@admission/api-client';
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
  const log = vi.fn();
  const machine = verifyEmailMachine.provide({
    actors: { verifyEmail: fakes.logic<VerifyEmailCallOutput, VerifyEmailCallInput>('verifyEmail') },
    actions: { redirectToLogin, log: (_, params) => log(params) },
  });
  return { actor: createActor(machine, { input, clock, inspect }), fakes, clock, redirectToLogin, log };
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

  it.each<ApiError>([
    { kind: 'http', status: 500 },
    { kind: 'http', status: 403 },
    { kind: 'network' },
    { kind: 'timeout' },
    { kind: 'badResponse', reason: 'cut' },
  ])('logs an unexpected %o once, with its error', async (error) => {
    const { actor, fakes, log } = start({ userId: 'u-1', token: 'jeton' });
    actor.start();
    fakes.resolve('verifyEmail', { ok: false, error });
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ message: 'verify e-mail: failed', detail: error });
  });

  it.each<[string, VerifyEmailCallOutput]>([
    ['a verified address', { ok: true, data: { message: null } }],
    ['an unknown user (404)', { ok: false, error: { kind: 'http', status: 404 } }],
    ['a link the server refuses (400)', { ok: false, error: { kind: 'http', status: 400 } }],
  ])('logs nothing for %s', async (_, output) => {
    const { actor, fakes, log } = start({ userId: 'u-1', token: 'jeton' });
    actor.start();
    fakes.resolve('verifyEmail', output);
    await flush();
    expect(actor.getSnapshot().value).not.toBe('loading');
    expect(log).not.toHaveBeenCalled();
  });

  it.each([
    { userId: null, token: 'jeton' },
    { userId: 'u-1', token: null },
  ])('logs nothing for a link without its account id or token (%o)', (input) => {
    const { actor, log } = start(input);
    actor.start();
    expect(actor.getSnapshot().value).toBe('error');
    expect(log).not.toHaveBeenCalled();
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
        {
          type: 'xstate.done.actor.verifyEmail',
          output: { ok: false, error: { kind: 'http', status: 500 } },
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
