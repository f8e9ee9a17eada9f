import type { ApiError } from '@admission/api-client';
import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  resetConfirmMachine,
  type ConfirmResetInput,
  type AuthCallOutput,
  type ResetConfirmInput,
} from './resetConfirmMachine';

function startConfirm(input: ResetConfirmInput, inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = resetConfirmMachine.provide({
    actors: {
      checkLink: fakes.logic<AuthCallOutput, { token: string }>('checkLink'),
      confirmReset: fakes.logic<AuthCallOutput, ConfirmResetInput>('confirmReset'),
    },
    actions: { log: (_, params) => log(params) },
  });
  return { actor: createActor(machine, { input, inspect }), fakes, clock: new SimulatedClock(), log };
}

const good: AuthCallOutput = { ok: true, data: { message: 'Lien de réinitialisation valide.' } };

/** The page opened with a token whose check answered `check`. */
async function opened(check: AuthCallOutput = good) {
  const t = startConfirm({ token: 't-1' });
  t.actor.start();
  expect(t.actor.getSnapshot().value).toBe('checking');
  expect(t.fakes.lastInput('checkLink')).toEqual({ token: 't-1' });
  t.fakes.resolve('checkLink', check);
  await flush();
  return t;
}

/** A valid new password sent with a token, and the call failed with `error`: the machine in `error`. */
async function confirmFailedWith(error: ApiError) {
  const { actor, fakes, log } = await opened();
  actor.send({ type: 'SUBMIT', password: 'Admission#2025', confirmation: 'Admission#2025' });
  fakes.resolve('confirmReset', { ok: false, error });
  await flush();
  expect(actor.getSnapshot().value).toBe('error');
  return { actor, log };
}

describe('resetConfirmMachine', () => {
  it('reports a missing token before anything else, without a call', () => {
    const { actor, fakes } = startConfirm({ token: null });
    actor.start();
    actor.send({ type: 'SUBMIT', password: 'x', confirmation: 'y' });
    expect(actor.getSnapshot().context.error).toBe('missingToken');
    expect(fakes.count('confirmReset')).toBe(0);
  });

  it('judges the link as the page opens: a 400 is a dead link, no form, nothing sent, nothing reported', async () => {
    const { actor, fakes, log } = await opened({
      ok: false,
      error: {
        kind: 'http',
        status: 400,
        message: 'Lien de réinitialisation invalide, déjà utilisé ou expiré.',
      },
    });
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    expect(actor.getSnapshot().context.error).toBe('linkInvalid');
    actor.send({ type: 'SUBMIT', password: 'Admission#2025', confirmation: 'Admission#2025' });
    expect(actor.getSnapshot().value).toBe('linkInvalid');
    expect(fakes.count('confirmReset')).toBe(0);
    expect(log).not.toHaveBeenCalled();
  });

  it('submits nothing while the link is being checked', () => {
    const { actor, fakes } = startConfirm({ token: 't-1' });
    actor.start();
    actor.send({ type: 'SUBMIT', password: 'Admission#2025', confirmation: 'Admission#2025' });
    expect(actor.getSnapshot().value).toBe('checking');
    expect(fakes.count('confirmReset')).toBe(0);
  });

  it.each<[string, AuthCallOutput]>([
    ['a service without the check (404)', { ok: false, error: { kind: 'http', status: 404 } }],
    ['no answer', { ok: false, error: { kind: 'network' } }],
    ['a server error', { ok: false, error: { kind: 'http', status: 502 } }],
    ['a check that took too long', { ok: false, error: { kind: 'timeout' } }],
  ])('shows the form after %s (call 10 judges, as before)', async (_, check) => {
    const { actor } = await opened(check);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('checks that the passwords match, then the rules with the missing items in order', async () => {
    const { actor, fakes } = await opened();
    actor.send({ type: 'SUBMIT', password: 'Admission#2025', confirmation: 'Admission#2024' });
    expect(actor.getSnapshot().context.error).toBe('mismatch');
    actor.send({ type: 'SUBMIT', password: 'abc', confirmation: 'abc' });
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'weakPassword',
      missingRules: ['minLength', 'uppercase', 'digit', 'special'],
    });
    expect(fakes.count('confirmReset')).toBe(0);
  });

  it('sends { userId: token, newPassword } once and ends in done on 200, without keeping the password', async () => {
    const { actor, fakes } = await opened();
    actor.send({ type: 'SUBMIT', password: 'Admission#2025', confirmation: 'Admission#2025' });
    actor.send({ type: 'SUBMIT', password: 'Admission#2025', confirmation: 'Admission#2025' });
    expect(fakes.count('confirmReset')).toBe(1);
    expect(fakes.lastInput('confirmReset')).toEqual({ userId: 't-1', newPassword: 'Admission#2025' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Admission#2025');
    fakes.resolve('confirmReset', { ok: true, data: { message: null } });
    await flush();
    expect(actor.getSnapshot().value).toBe('done');
  });

  it.each<[string, ApiError]>([
    ['an expired or used link (400)', { kind: 'http', status: 400, message: 'Lien expiré.' }],
    ['an unknown link (404)', { kind: 'http', status: 404 }],
    ['a refusal in the envelope', { kind: 'rejected', message: 'Refusé.' }],
  ])('words %s as refused (a new link is offered), and reports nothing', async (_, error) => {
    const { actor, log } = await confirmFailedWith(error);
    expect(actor.getSnapshot().context.error).toBe('refused');
    expect(log).not.toHaveBeenCalled();
  });

  it.each<[ApiError, string]>([
    [{ kind: 'network' }, 'failed'],
    [{ kind: 'http', status: 502 }, 'failed'],
    [{ kind: 'badResponse', reason: 'cut' }, 'failed'],
    [{ kind: 'timeout' }, 'timeout'],
  ])('words %o as %s and reports it once, with its error', async (error, code) => {
    const { actor, log } = await confirmFailedWith(error);
    expect(actor.getSnapshot().context.error).toBe(code);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ message: 'password reset: new password not set', detail: error });
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const coverage = await runModel<ResetConfirmInput>({
      machine: resetConfirmMachine,
      inputs: [{ token: 't-1' }, { token: '' }],
      events: [
        { type: 'xstate.done.actor.checkLink', output: good },
        {
          type: 'xstate.done.actor.checkLink',
          output: { ok: false, error: { kind: 'http', status: 400 } },
        },
        { type: 'xstate.error.actor.checkLink', error: new Error('thrown') },
        { type: 'SUBMIT', password: 'Admission#2025', confirmation: 'Admission#2025' },
        { type: 'SUBMIT', password: 'Admission#2025', confirmation: 'other' },
        { type: 'SUBMIT', password: 'weak', confirmation: 'weak' },
        { type: 'xstate.done.actor.confirmReset', output: { ok: true, data: { message: null } } },
        {
          type: 'xstate.done.actor.confirmReset',
          output: { ok: false, error: { kind: 'http', status: 400 } },
        },
        { type: 'xstate.done.actor.confirmReset', output: { ok: false, error: { kind: 'network' } } },
      ],
      serialize: (s: AnyMachineSnapshot) => JSON.stringify([s.value, s.context.error]),
      start: startConfirm,
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
