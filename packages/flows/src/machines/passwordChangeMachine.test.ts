import { describe, expect, it, vi } from 'vitest';
import type { ApiError } from '@admission/api-client';
import { createActor } from 'xstate';
import { FakeActors, flush } from '../testing/fakeActors';
import {
  passwordChangeMachine,
  type ChangePasswordInput,
  type PasswordChangeEmitted,
} from './passwordChangeMachine';
import type { AuthCallOutput } from './resetConfirmMachine';

function start() {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = passwordChangeMachine.provide({
    actors: { changePassword: fakes.logic<AuthCallOutput, ChangePasswordInput>('changePassword') },
    actions: { log: (_, params) => log(params) },
  });
  const actor = createActor(machine);
  const emitted: PasswordChangeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted, log };
}

const submit = (newPassword = 'Nouveau#2026', confirmation = newPassword, currentPassword = 'Ancien#2025') =>
  ({ type: 'SUBMIT', currentPassword, newPassword, confirmation }) as const;

describe('passwordChangeMachine', () => {
  it('sends both passwords once; a change counts only on a confirmed answer', async () => {
    const { actor, fakes, emitted } = start();
    actor.send(submit());
    actor.send(submit());
    expect(fakes.count('changePassword')).toBe(1);
    expect(fakes.lastInput('changePassword')).toEqual({
      currentPassword: 'Ancien#2025',
      newPassword: 'Nouveau#2026',
    });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Nouveau#2026');
    fakes.resolve('changePassword', { ok: true, data: { message: null } });
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ error: null });
    expect(emitted).toEqual([{ type: 'changed' }]);
  });

  it('checks the confirmation and the rules before any call', () => {
    const { actor, fakes } = start();
    actor.send(submit('Nouveau#2026', 'Autre#2026'));
    expect(actor.getSnapshot().context.error).toBe('mismatch');
    actor.send(submit('abc'));
    expect(actor.getSnapshot().context).toMatchObject({
      error: 'weakPassword',
      missingRules: ['minLength', 'uppercase', 'digit', 'special'],
    });
    expect(fakes.count('changePassword')).toBe(0);
  });

  it.each([
    [
      { kind: 'http', status: 403, message: 'Le mot de passe actuel est incorrect.' },
      'wrongCurrentPassword',
      null,
    ],
    [{ kind: 'http', status: 429 }, 'locked', null],
    [
      { kind: 'http', status: 400, message: 'Mot de passe refusé : il a déjà été utilisé récemment.' },
      'refused',
      'Mot de passe refusé : il a déjà été utilisé récemment.',
    ],
    [{ kind: 'http', status: 400 }, 'failed', null],
    [{ kind: 'timeout' }, 'timeout', null],
    [{ kind: 'badResponse', reason: 'cut' }, 'failed', null],
    [{ kind: 'http', status: 502, message: 'Le service d’identité est injoignable.' }, 'failed', null],
  ] as const)('reads %o as %s, counts no change, and can be sent again', async (error, code, message) => {
    const { actor, fakes, emitted } = start();
    actor.send(submit());
    fakes.resolve('changePassword', { ok: false, error });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: code, serverMessage: message });
    expect(emitted).toEqual([]);
    actor.send(submit());
    expect(actor.getSnapshot().value).toBe('saving');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each<ApiError>([
    { kind: 'network' },
    { kind: 'timeout' },
    { kind: 'badResponse', reason: 'cut' },
    { kind: 'http', status: 502, message: 'Le service d’identité est injoignable.' },
    { kind: 'http', status: 400 },
  ])('logs an unexpected %o once, with its error', async (error) => {
    const { actor, fakes, log } = start();
    actor.send(submit());
    fakes.resolve('changePassword', { ok: false, error });
    await flush();
    expect(actor.getSnapshot().context.error).not.toBeNull();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ message: 'password change: failed', detail: error });
  });

  it.each<[string, AuthCallOutput]>([
    ['a confirmed change', { ok: true, data: { message: null } }],
    ['a wrong current password', { ok: false, error: { kind: 'http', status: 403, message: 'Incorrect.' } }],
    ['a locked account', { ok: false, error: { kind: 'http', status: 429 } }],
    [
      'a password the server’s policy refuses',
      { ok: false, error: { kind: 'http', status: 400, message: 'Mot de passe refusé.' } },
    ],
  ])('logs nothing for %s', async (_, output) => {
    const { actor, fakes, log } = start();
    actor.send(submit());
    fakes.resolve('changePassword', output);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(log).not.toHaveBeenCalled();
  });

  it('logs nothing for the form’s own checks (mismatch, weak password)', () => {
    const { actor, log } = start();
    actor.send(submit('Nouveau#2026', 'Autre#2026'));
    actor.send(submit('abc'));
    expect(actor.getSnapshot().context.error).toBe('weakPassword');
    expect(log).not.toHaveBeenCalled();
  });
});
