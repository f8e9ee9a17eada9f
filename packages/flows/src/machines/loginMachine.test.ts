import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { ApiError, Application, LoggedInUser } from '@admission/api-client';
import { makeApplication, makeSignedIn, makeUser } from '../testing/fixtures';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import { BUSY_BASE_MS, BUSY_LONGEST_MS, BUSY_TRIES } from '../rules/backoff';
import {
  LOGIN_FAILURES_BEFORE_LOCKOUT,
  LOGIN_FAILURES_BEFORE_WARNING,
  loginFailureKey,
} from '../rules/errors';
import {
  loginMachine,
  type FetchApplicationsInput,
  type LoginPortal,
  type FetchApplicationsOutput,
  type RequestTokenInput,
  type RequestTokenOutput,
} from './loginMachine';

const failed = (error: ApiError) => ({ ok: false as const, error });
const listed = (data: Application[]): FetchApplicationsOutput => ({ ok: true, data });
const candidate = makeUser({ roles: ['default-roles-admission', 'candidate'] });
const staff = makeUser({ id: 'account-2', roles: ['admin'] });
const older = makeApplication({ candidateId: 'c-old', submissionDate: '2024-06-01T10:00:00Z' });
const newer = makeApplication({
  candidateId: 'c-new',
  status: 'pending',
  submissionDate: '2025-06-01T10:00:00Z',
});

function start(
  clock = new SimulatedClock(),
  inspect?: (event: InspectionEvent) => void,
  portal: LoginPortal = 'candidate',
  failures?: Record<string, number>,
) {
  const fakes = new FakeActors();
  const storeFailures = vi.fn();
  const storeSession = vi.fn();
  const endRefusedSession = vi.fn();
  const log = vi.fn();
  const machine = loginMachine.provide({
    actors: {
      requestToken: fakes.logic<RequestTokenOutput, RequestTokenInput>('requestToken'),
      fetchApplications: fakes.logic<FetchApplicationsOutput, FetchApplicationsInput>('fetchApplications'),
    },
    actions: {
      storeSession: (_, params) => storeSession(params),
      storeFailures: (_, params) => storeFailures(params),
      endRefusedSession: (_, params) => endRefusedSession(params),
      log: (_, params) => log(params.message),
    },
  });
  const actor = createActor(machine, { clock, inspect, input: { portal, failures } });
  return { actor, fakes, clock, storeSession, storeFailures, endRefusedSession, log };
}

async function loggedIn(user: LoggedInUser = candidate) {
  const t = start();
  t.actor.start();
  t.actor.send({ type: 'SUBMIT', username: 'a@b.sn', password: 'Admission#2025' });
  t.fakes.resolve('requestToken', { ok: true, data: makeSignedIn(user) });
  await flush();
  return t;
}

describe('loginMachine', () => {
  it('sends the credentials to the token call without keeping the password', async () => {
    const { actor, fakes } = start();
    actor.start();
    actor.send({ type: 'SUBMIT', username: 'a@b.sn', password: 'Admission#2025' });
    expect(actor.getSnapshot().value).toEqual({ signingIn: 'submitting' });
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
    expect(storeSession).toHaveBeenCalledWith(makeSignedIn(candidate));
    expect(fakes.lastInput('fetchApplications')).toEqual({ accountId: 'account-1' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    fakes.resolve('fetchApplications', listed([older, newer]));
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ destination: 'dashboard', applications: [newer, older] });
  });

  it('hands over a list read in part (an item with an unknown status) and logs the fault once', async () => {
    const { actor, fakes, log } = await loggedIn();
    const odd = { ...older, candidateId: 'c-odd', status: 'unknown' as const, submissionDate: null };
    fakes.resolve('fetchApplications', {
      ok: true,
      data: [odd, newer],
      issues: ['item 0 (c-odd): unreadable status'],
    });
    await flush();
    expect(actor.getSnapshot().output).toEqual({ destination: 'dashboard', applications: [newer, odd] });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('login: applications read in part');
  });

  it('logs nothing for a list read whole', async () => {
    const { fakes, log } = await loggedIn();
    fakes.resolve('fetchApplications', listed([older, newer]));
    await flush();
    expect(log).not.toHaveBeenCalled();
  });

  it.each<[string, FetchApplicationsOutput]>([
    ['no application', listed([])],
    ['a refusal (isSuccess false)', failed({ kind: 'rejected', message: 'Compte inconnu' })],
  ])('goes to the deposit page with %s', async (_, output) => {
    const { actor, fakes } = await loggedIn();
    fakes.resolve('fetchApplications', output);
    await flush();
    expect(actor.getSnapshot().output).toEqual({ destination: 'deposit' });
  });

  it.each<[string, FetchApplicationsOutput, string]>([
    ['no answer', failed({ kind: 'network' }), 'failed'],
    ['no answer in time', failed({ kind: 'timeout' }), 'timeout'],
    ['an answer of the wrong shape', failed({ kind: 'badResponse', reason: 'not JSON' }), 'failed'],
    ['an HTTP error', failed({ kind: 'http', status: 500 }), 'failed'],
    ['a session that ended meanwhile', failed({ kind: 'unauthorized' }), 'failed'],
  ])(
    'goes to the dashboard with the failure to show at once, with %s (a failure is not "no application", and is not waited for twice)',
    async (_, output, loadError) => {
      const { actor, fakes } = await loggedIn();
      fakes.resolve('fetchApplications', output);
      await flush();
      expect(actor.getSnapshot().output).toEqual({ destination: 'dashboard', applications: null, loadError });
    },
  );

  it('ends at the identity provider the session a role check refused', async () => {
    const { endRefusedSession, storeSession } = await loggedIn(staff);
    expect(storeSession).not.toHaveBeenCalled();
    expect(endRefusedSession).toHaveBeenCalledWith(makeSignedIn(staff));
  });

  const wrong = failed({
    kind: 'http',
    status: 401,
    code: 'invalid_grant',
    message: 'Invalid user credentials',
  });

  it(`names both causes from the ${LOGIN_FAILURES_BEFORE_WARNING}rd refusal of one address, a lockout from the ${LOGIN_FAILURES_BEFORE_LOCKOUT}th; 429 too`, async () => {
    const { actor, fakes, storeFailures } = start();
    actor.start();
    const submit = async (username: string) => {
      actor.send({ type: 'SUBMIT', username, password: 'x' });
      fakes.resolve('requestToken', wrong);
      await flush();
      return actor.getSnapshot().context.error;
    };
    // Another address keeps its own count, also when tried in between.
    await submit('other@b.sn');
    for (let i = 1; i < LOGIN_FAILURES_BEFORE_LOCKOUT; i++) {
      expect(await submit(' A@b.sn')).toBe(
        i < LOGIN_FAILURES_BEFORE_WARNING ? 'invalidCredentials' : 'invalidCredentialsOrLocked',
      );
      if (i === 4) expect(await submit('other@b.sn')).toBe('invalidCredentials');
    }
    expect(await submit('a@b.sn')).toBe('tooManyAttempts');
    // The counts go to the app's storage after each refusal, keyed by a hash (no address stored).
    expect(storeFailures).toHaveBeenLastCalledWith({
      [loginFailureKey('other@b.sn')]: 2,
      [loginFailureKey('a@b.sn')]: LOGIN_FAILURES_BEFORE_LOCKOUT,
    });
    expect(JSON.stringify(storeFailures.mock.calls)).not.toContain('b.sn');
    expect(await submit('new@b.sn')).toBe('invalidCredentials');
    // The proxy's rate limit (429) is « Forte affluence » first; its tries spent, it reads as a lockout.
    actor.send({ type: 'SUBMIT', username: 'z@b.sn', password: 'x' });
    for (let i = 0; i < BUSY_TRIES; i++) {
      fakes.resolve('requestToken', failed({ kind: 'http', status: 429, retryAfter: '1' }));
      await flush();
      expect(actor.getSnapshot().context.error).toBeNull();
      actor.send({ type: 'RETRY_NOW' });
      await flush();
    }
    fakes.resolve('requestToken', failed({ kind: 'http', status: 429 }));
    await flush();
    expect(actor.getSnapshot().context.error).toBe('tooManyAttempts');
  });

  it('goes on from the refusals this browser counted before (a reload, another tab), and forgets them on success', async () => {
    const key = loginFailureKey('a@b.sn');
    const { actor, fakes, storeFailures } = start(undefined, undefined, 'candidate', {
      [key]: LOGIN_FAILURES_BEFORE_LOCKOUT - 1,
      other: 2,
    });
    actor.start();
    // The right password while Keycloak holds the lock: answered as a wrong one.
    actor.send({ type: 'SUBMIT', username: 'A@b.sn ', password: 'Admission#2025' });
    fakes.resolve('requestToken', wrong);
    await flush();
    expect(actor.getSnapshot().context.error).toBe('tooManyAttempts');
    // The lock over, the same password signs in: this address's count is dropped, not the others'.
    actor.send({ type: 'SUBMIT', username: 'a@b.sn', password: 'Admission#2025' });
    fakes.resolve('requestToken', { ok: true, data: makeSignedIn(candidate) });
    await flush();
    expect(storeFailures).toHaveBeenLastCalledWith({ other: 2 });
  });

  it('refuses a user without a candidate role and stores nothing', async () => {
    const { actor, storeSession, fakes } = await loggedIn(staff);
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe('forbiddenRole');
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(storeSession).not.toHaveBeenCalled();
    expect(fakes.count('fetchApplications')).toBe(0);
  });

  it.each<[ApiError, string]>([
    [
      { kind: 'http', status: 401, code: 'invalid_grant', message: 'Invalid user credentials' },
      'invalidCredentials',
    ],
    [{ kind: 'http', status: 400, code: 'invalid_grant', message: 'Account disabled' }, 'accountDisabled'],
    [
      { kind: 'http', status: 400, code: 'invalid_grant', message: 'Account is not fully set up' },
      'accountNotSetUp',
    ],
    [{ kind: 'http', status: 500 }, 'server'],
    [{ kind: 'badResponse', reason: 'unreadable access token' }, 'server'],
  ])('maps a token failure %j to %s, then accepts a new submit', async (error, code) => {
    const { actor, fakes } = start();
    actor.start();
    actor.send({ type: 'SUBMIT', username: 'a', password: 'p' });
    fakes.resolve('requestToken', failed(error));
    await flush();
    expect(actor.getSnapshot().value).toBe('failure');
    expect(actor.getSnapshot().context.error).toBe(code);
    actor.send({ type: 'SUBMIT', username: 'a', password: 'p2' });
    expect(actor.getSnapshot().value).toEqual({ signingIn: 'submitting' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  describe('« Forte affluence » (docs/behaviour.md)', () => {
    const submitted = () => {
      const t = start();
      t.actor.start();
      t.actor.send({ type: 'SUBMIT', username: 'a@b.sn', password: 'Admission#2025' });
      return t;
    };

    it('waits the Retry-After of a 503 and its drawn jitter, then sends the same credentials again by itself', async () => {
      // The draw at the middle of its window: 7 s asked, then half of the first 12 s.
      const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
      const { actor, fakes, clock } = submitted();
      fakes.resolve('requestToken', failed({ kind: 'http', status: 503, retryAfter: '7' }));
      await flush();
      random.mockRestore();
      const waiting = actor.getSnapshot();
      const delayMs = 7_000 + BUSY_BASE_MS / 2;
      expect(waiting.value).toEqual({ signingIn: 'overloaded' });
      expect(waiting.hasTag('overloaded')).toBe(true);
      expect(waiting.context.retry).toMatchObject({ attempt: 1, delayMs });
      expect(waiting.context.error).toBeNull();
      expect(JSON.stringify(waiting.context)).not.toContain('Admission#2025');
      clock.increment(delayMs - 1);
      expect(fakes.count('requestToken')).toBe(1);
      clock.increment(1);
      await flush();
      expect(actor.getSnapshot().value).toEqual({ signingIn: 'submitting' });
      expect(fakes.count('requestToken')).toBe(2);
      expect(fakes.lastInput('requestToken')).toEqual({ username: 'a@b.sn', password: 'Admission#2025' });
      fakes.resolve('requestToken', { ok: true, data: makeSignedIn(candidate) });
      await flush();
      expect(actor.getSnapshot().value).toBe('fetchingApplications');
    });

    it('a 429 or no answer waits a drawn delay, within the first window', async () => {
      for (const error of [
        { kind: 'http', status: 429 },
        { kind: 'network' },
        { kind: 'timeout' },
      ] as const) {
        const { actor, fakes } = submitted();
        fakes.resolve('requestToken', failed(error));
        await flush();
        const retry = actor.getSnapshot().context.retry;
        expect(retry?.attempt).toBe(1);
        expect(retry?.delayMs).toBeGreaterThanOrEqual(0);
        expect(retry?.delayMs).toBeLessThan(BUSY_BASE_MS);
      }
    });

    it('« Annuler » goes back to the form and tries nothing more; a new submit starts afresh', async () => {
      const { actor, fakes, clock } = submitted();
      fakes.resolve('requestToken', failed({ kind: 'http', status: 503, retryAfter: '5' }));
      await flush();
      actor.send({ type: 'CANCEL' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(actor.getSnapshot().context.retry).toBeNull();
      clock.increment(60_000);
      await flush();
      expect(fakes.count('requestToken')).toBe(1);
      actor.send({ type: 'SUBMIT', username: 'a@b.sn', password: 'x' });
      expect(fakes.count('requestToken')).toBe(2);
    });

    it('« Réessayer maintenant » tries at once', async () => {
      const { actor, fakes } = submitted();
      fakes.resolve('requestToken', failed({ kind: 'http', status: 503, retryAfter: '30' }));
      await flush();
      actor.send({ type: 'RETRY_NOW' });
      await flush();
      expect(fakes.count('requestToken')).toBe(2);
      expect(actor.getSnapshot().value).toEqual({ signingIn: 'submitting' });
    });

    it.each<[ApiError, string]>([
      [{ kind: 'http', status: 503, retryAfter: '86400' }, 'server'],
      [{ kind: 'http', status: 429 }, 'tooManyAttempts'],
      [{ kind: 'timeout' }, 'timeout'],
    ])('after the fixed number of tries, %j ends in the failure of today (%s)', async (error, code) => {
      const { actor, fakes, clock } = submitted();
      for (let i = 0; i < BUSY_TRIES; i++) {
        fakes.resolve('requestToken', failed(error));
        await flush();
        expect(actor.getSnapshot().context.retry?.attempt).toBe(i + 1);
        expect(actor.getSnapshot().context.retry?.delayMs).toBeLessThan(BUSY_LONGEST_MS);
        clock.increment(BUSY_LONGEST_MS);
        await flush();
      }
      expect(fakes.count('requestToken')).toBe(BUSY_TRIES + 1);
      fakes.resolve('requestToken', failed(error));
      await flush();
      expect(actor.getSnapshot().value).toBe('failure');
      expect(actor.getSnapshot().context.error).toBe(code);
    });
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
      inputs: [{ portal: 'candidate' as const }, { portal: 'staff' as const }],
      events: [
        { type: 'SUBMIT', username: 'a', password: 'p' },
        { type: 'xstate.done.actor.requestToken', output: { ok: true, data: makeSignedIn(candidate) } },
        { type: 'xstate.done.actor.requestToken', output: { ok: true, data: makeSignedIn(staff) } },
        {
          type: 'xstate.done.actor.requestToken',
          output: failed({ kind: 'http', status: 401, code: 'invalid_grant' }),
        },
        {
          type: 'xstate.done.actor.requestToken',
          output: failed({ kind: 'http', status: 503, retryAfter: '3' }),
        },
        { type: 'xstate.after.retryDelay.login.signingIn.overloaded' },
        { type: 'RETRY_NOW' },
        { type: 'CANCEL' },
        { type: 'xstate.done.actor.fetchApplications', output: listed([older]) },
        { type: 'xstate.done.actor.fetchApplications', output: failed({ kind: 'network' }) },
        { type: 'xstate.done.actor.fetchApplications', output: failed({ kind: 'rejected' }) },
      ],
      serialize,
      start: (input, inspect) => {
        const { actor, fakes, clock } = start(new SimulatedClock(), inspect, input.portal);
        return { actor, fakes, clock };
      },
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.transitions.total).toBe(14);
  });
});

describe('loginMachine on the staff sign-in', () => {
  async function staffSignIn(user: LoggedInUser) {
    const t = start(new SimulatedClock(), undefined, 'staff');
    t.actor.start();
    t.actor.send({ type: 'SUBMIT', username: 'admin@example.org', password: 'p' });
    t.fakes.resolve('requestToken', { ok: true, data: makeSignedIn(user) });
    await flush();
    return t;
  }

  it.each([
    [['admin'], 'universite'],
    [['pedagogy_admin'], 'universite'],
    [['quran_teacher'], 'coran'],
    [['majalis_teacher'], 'majalis'],
    [['majalis_teacher', 'quran_teacher'], 'coran'],
  ])(
    'roles %j land on the %s list after storing the session, with no applications call',
    async (roles, home) => {
      const { actor, fakes, storeSession } = await staffSignIn(makeUser({ roles }));
      expect(storeSession).toHaveBeenCalledTimes(1);
      expect(fakes.count('fetchApplications')).toBe(0);
      expect(actor.getSnapshot().output).toEqual({ destination: 'staff', home });
    },
  );

  it.each([[['candidate']], [['student']], [['default-roles-admission']]])(
    'refuses roles %j with notStaff and stores nothing',
    async (roles) => {
      const { actor, storeSession } = await staffSignIn(makeUser({ roles }));
      expect(actor.getSnapshot().value).toBe('failure');
      expect(actor.getSnapshot().context.error).toBe('notStaff');
      expect(storeSession).not.toHaveBeenCalled();
    },
  );

  it('the candidate login still refuses staff with forbiddenRole', async () => {
    const { actor, storeSession } = await loggedIn(staff);
    expect(actor.getSnapshot().context.error).toBe('forbiddenRole');
    expect(storeSession).not.toHaveBeenCalled();
  });
});
