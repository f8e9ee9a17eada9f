import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { LoggedInUser, TokenSet } from '../domain';
import { makeApplication, makeTokenSet, makeUser } from '../testing/fixtures';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  DEPOSIT_PATH,
  loginMachine,
  type FetchApplicationsInput,
  type FetchApplicationsOutput,
  type LoadUserInput,
  type RequestTokenInput,
} from './loginMachine';

const tokens = makeTokenSet();
const candidate = makeUser({ roles: ['default-roles-admission', 'candidate'] });
const staff = makeUser({ id: 'account-2', roles: ['admin'] });
const older = makeApplication({ candidateId: 'c-old', submissionDate: '2024-06-01T10:00:00Z' });
const newer = makeApplication({
  candidateId: 'c-new',
  status: 'pending',
  submissionDate: '2025-06-01T10:00:00Z',
});

function start(clock = new SimulatedClock(), inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const storeSession = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      requestToken: fakes.logic<TokenSet, RequestTokenInput>('requestToken'),
      loadUser: fakes.logic<LoggedInUser, LoadUserInput>('loadUser'),
      fetchApplications: fakes.logic<FetchApplicationsOutput, FetchApplicationsInput>('fetchApplications'),
    },
    actions: { storeSession: (_, params) => storeSession(params) },
  });
  const actor = createActor(machine, { clock, inspect });
  return { actor, fakes, clock, storeSession };
}

async function loggedIn(user: LoggedInUser = candidate) {
  const t = start();
  t.actor.start();
  t.actor.send({ type: 'SUBMIT', username: 'a@b.sn', password: 'Admission#2025' });
  t.fakes.resolve('requestToken', tokens);
  await flush();
  t.fakes.resolve('loadUser', user);
  await flush();
  return t;
}

describe('loginMachine', () => {
  it('sends the credentials to the token call without keeping the password', async () => {
    const { actor, fakes } = start();
    actor.start();
    actor.send({ type: 'SUBMIT', username: 'a@b.sn', password: 'Admission#2025' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(fakes.lastInput('requestToken')).toEqual({ username: 'a@b.sn', password: 'Admission#2025' });
    expect(JSON.stringify(actor.getSnapshot().context)).not.toContain('Admission#2025');
  });

  it('ignores a second submit while the first is in flight (one request)', () => {
    const { actor, fakes } = start();
    actor.start();
    actor.send({ type: 'SUBMIT', username: 'a', password: 'p' });
    actor.send({ type: 'SUBMIT', username: 'a', password: 'p' });
    expect(fakes.count('requestToken')).toBe(1);
  });

  it('goes to the dashboard with the applications sorted newest first, after storing the session', async () => {
    const { actor, fakes, storeSession } = await loggedIn();
    expect(storeSession).toHaveBeenCalledWith({ tokens, user: candidate });
    expect(fakes.lastInput('fetchApplications')).toEqual({ accountId: 'account-1' });
    fakes.resolve('fetchApplications', { isSuccess: true, data: [older, newer] });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ destination: 'dashboard', applications: [newer, older] });
  });

  it.each([
    ['no application', { isSuccess: true, data: [] }],
    ['a call that is not ok', { isSuccess: false, data: [older] }],
    ['no data', { isSuccess: true }],
  ])('goes to the deposit page with %s', async (_, output) => {
    const { actor, fakes } = await loggedIn();
    fakes.resolve('fetchApplications', output);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ destination: 'deposit', path: DEPOSIT_PATH });
  });

  it('goes to the dashboard anyway when the fetch throws', async () => {
    const { actor, fakes } = await loggedIn();
    fakes.reject('fetchApplications', new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ destination: 'dashboard', applications: null });
  });

  it('refuses a user without a candidate role and stores nothing', async () => {
    const { actor, storeSession, fakes } = await loggedIn(staff);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe('forbiddenRole');
    expect(actor.getSnapshot().context.tokens).toBeNull();
    expect(storeSession).not.toHaveBeenCalled();
    expect(fakes.count('fetchApplications')).toBe(0);
  });

  it.each([
    [{ error: 'invalid_grant', error_description: 'Invalid user credentials' }, 'invalidCredentials'],
    [{ error: 'invalid_grant', error_description: 'Account disabled' }, 'accountDisabled'],
    [{ error: 'invalid_grant', error_description: 'Account is not fully set up' }, 'accountNotSetUp'],
    [new TypeError('Failed to fetch'), 'network'],
    [{ status: 503 }, 'server'],
    [{ code: 'network' }, 'network'],
  ])('maps a token failure %j to %s, then accepts a new submit', async (error, code) => {
    const { actor, fakes } = start();
    actor.start();
    actor.send({ type: 'SUBMIT', username: 'a', password: 'p' });
    fakes.reject('requestToken', error);
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe(code);
    actor.send({ type: 'SUBMIT', username: 'a', password: 'p2' });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('treats a token that cannot be decoded as invalid credentials', async () => {
    const { actor, fakes } = start();
    actor.start();
    actor.send({ type: 'SUBMIT', username: 'a', password: 'p' });
    fakes.resolve('requestToken', tokens);
    await flush();
    fakes.reject('loadUser', new Error('bad token'));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('invalidCredentials');
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const serialize = (s: AnyMachineSnapshot) =>
      JSON.stringify([
        s.value,
        s.context.error,
        (s.context.outcome as { destination?: string } | null)?.destination ?? null,
      ]);
    const coverage = await runModel({
      machine: loginMachine,
      inputs: [undefined],
      events: [
        { type: 'SUBMIT', username: 'a', password: 'p' },
        { type: 'xstate.done.actor.requestToken', output: tokens },
        { type: 'xstate.error.actor.requestToken', error: { error: 'invalid_grant' } },
        { type: 'xstate.done.actor.loadUser', output: candidate },
        { type: 'xstate.done.actor.loadUser', output: staff },
        { type: 'xstate.error.actor.loadUser', error: new Error('bad') },
        { type: 'xstate.done.actor.fetchApplications', output: { isSuccess: true, data: [older] } },
        { type: 'xstate.done.actor.fetchApplications', output: { isSuccess: false } },
        { type: 'xstate.error.actor.fetchApplications', error: new TypeError('x') },
      ],
      serialize,
      start: (_input, inspect) => {
        const { actor, fakes, clock } = start(new SimulatedClock(), inspect);
        return { actor, fakes, clock };
      },
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.transitions.total).toBe(10);
  });
});
