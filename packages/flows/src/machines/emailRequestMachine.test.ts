import type { ApiError } from '@admission/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  emailRequestMachine,
  type EmailRequestFlow,
  type EmailRequestInput,
  type RequestEmailInput,
} from './emailRequestMachine';
import type { AuthCallOutput } from './resetConfirmMachine';

// One machine for both pages that ask for an e-mail: each flow's tests as they were written for
// its own machine (resetRequestMachine, resendVerificationMachine), the fake call named after it.

/** The machine for `flow`, its call a fake named `call`, its reports caught. */
function startFlow(flow: EmailRequestFlow, call: string, inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = emailRequestMachine.provide({
    actors: { requestEmail: fakes.logic<AuthCallOutput, RequestEmailInput>(call) },
    actions: { log: (_, params) => log(params) },
  });
  return {
    actor: createActor(machine, { input: { flow }, inspect }),
    fakes,
    clock: new SimulatedClock(),
    log,
  };
}

/** A password reset link (call 9) by default; the model traverses both flows. */
function startRequest(
  input: EmailRequestInput = { flow: 'resetRequest' },
  inspect?: (event: InspectionEvent) => void,
) {
  return startFlow(input.flow, 'requestReset', inspect);
}

/** A new verification e-mail, started. */
function start() {
  const started = startFlow('resendVerification', 'resendVerification');
  started.actor.start();
  return started;
}

describe('emailRequestMachine, a password reset link', () => {
  it('sends the trimmed email once and ends in sent on 200', async () => {
    const { actor, fakes } = startRequest();
    actor.start();
    actor.send({ type: 'SUBMIT', email: ' awa@example.sn ' });
    actor.send({ type: 'SUBMIT', email: 'awa@example.sn' });
    expect(fakes.count('requestReset')).toBe(1);
    expect(fakes.lastInput('requestReset')).toEqual({ email: 'awa@example.sn' });
    fakes.resolve('requestEmail', { ok: true, data: { message: null } });
    await flush();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(actor.getSnapshot().context.email).toBe('awa@example.sn');
  });

  it('ignores an empty email', () => {
    const { actor, fakes } = startRequest();
    actor.start();
    actor.send({ type: 'SUBMIT', email: '  ' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(fakes.count('requestReset')).toBe(0);
  });

  it('reports notFound on a non-200 status and sendFailed on a network error, then retries', async () => {
    const { actor, fakes } = startRequest();
    actor.start();
    actor.send({ type: 'SUBMIT', email: 'a@b.sn' });
    fakes.resolve('requestEmail', { ok: false, error: { kind: 'http', status: 404 } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('notFound');
    actor.send({ type: 'SUBMIT', email: 'a@b.sn' });
    expect(actor.getSnapshot().context.error).toBeNull();
    fakes.resolve('requestEmail', { ok: false, error: { kind: 'network' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('error');
    expect(actor.getSnapshot().context.error).toBe('sendFailed');
    actor.send({ type: 'SUBMIT', email: 'a@b.sn' });
    fakes.resolve('requestEmail', { ok: false, error: { kind: 'timeout' } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('timeout');
  });

  it.each<ApiError>([{ kind: 'network' }, { kind: 'timeout' }, { kind: 'badResponse', reason: 'cut' }])(
    'reports %o once, with its error: no usable answer',
    async (error) => {
      const { actor, fakes, log } = startRequest();
      actor.start();
      actor.send({ type: 'SUBMIT', email: 'a@b.sn' });
      fakes.resolve('requestEmail', { ok: false, error });
      await flush();
      expect(actor.getSnapshot().value).toBe('error');
      expect(log).toHaveBeenCalledTimes(1);
      expect(log).toHaveBeenCalledWith({ message: 'password reset: e-mail not sent', detail: error });
    },
  );

  it('reports nothing when the server answered, whatever the status (the page words it)', async () => {
    const { actor, fakes, log } = startRequest();
    actor.start();
    for (const status of [404, 429, 500]) {
      actor.send({ type: 'SUBMIT', email: 'a@b.sn' });
      fakes.resolve('requestEmail', { ok: false, error: { kind: 'http', status } });
      await flush();
      expect(actor.getSnapshot().context.error).toBe('notFound');
    }
    expect(log).not.toHaveBeenCalled();
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const coverage = await runModel<EmailRequestInput>({
      machine: emailRequestMachine,
      inputs: [{ flow: 'resetRequest' }, { flow: 'resendVerification' }],
      events: [
        { type: 'SUBMIT', email: 'a@b.sn' },
        { type: 'xstate.done.actor.requestEmail', output: { ok: true, data: { message: null } } },
        {
          type: 'xstate.done.actor.requestEmail',
          output: { ok: false, error: { kind: 'http', status: 500 } },
        },
        { type: 'xstate.done.actor.requestEmail', output: { ok: false, error: { kind: 'network' } } },
      ],
      serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.error]),
      start: startRequest,
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});

describe('emailRequestMachine, a new verification e-mail', () => {
  it('sends the trimmed address once and ends in sent only on a confirmed answer', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'SUBMIT', email: '  ' });
    expect(fakes.count('resendVerification')).toBe(0);
    actor.send({ type: 'SUBMIT', email: ' awa@example.sn ' });
    actor.send({ type: 'SUBMIT', email: 'awa@example.sn' });
    expect(fakes.count('resendVerification')).toBe(1);
    expect(fakes.lastInput('resendVerification')).toEqual({ email: 'awa@example.sn' });
    fakes.resolve('requestEmail', { ok: true, data: { message: null } });
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
    fakes.resolve('requestEmail', { ok: false, error });
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
    fakes.resolve('requestEmail', { ok: false, error });
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
    fakes.resolve('requestEmail', output);
    await flush();
    expect(actor.getSnapshot().value).not.toBe('sending');
    expect(log).not.toHaveBeenCalled();
  });
});
