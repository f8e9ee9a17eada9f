import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { ApiError, Application } from '@admission/api-client';
import { makeApplication } from '../testing/fixtures';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import type { LastKnown } from '../rules/lastKnown';
import { BUSY_BASE_MS, BUSY_CAP_MS, BUSY_TRIES } from '../rules/backoff';
import {
  applicationMachine,
  type FetchDetailsInput,
  type FetchDetailsOutput,
  type FetchGradesInput,
  type FetchGradesOutput,
} from './applicationMachine';
import {
  dashboardMachine,
  dashboardStatus,
  offlineSince,
  overloadedRetry,
  type DashboardInput,
  type FetchApplicationListInput,
  type FetchApplicationListOutput,
} from './dashboardMachine';

const older = makeApplication({ candidateId: 'c-old', submissionDate: '2024-06-01T10:00:00Z' });
const newer = makeApplication({ candidateId: 'c-new', submissionDate: '2025-06-01T10:00:00Z' });
const failed = (error: ApiError) => ({ ok: false as const, error });
const listed = (data: Application[]): FetchApplicationListOutput => ({ ok: true, data });

function start(input: Partial<DashboardInput> = {}, inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = dashboardMachine.provide({
    actors: {
      fetchApplications: fakes.logic<FetchApplicationListOutput, FetchApplicationListInput>(
        'fetchApplications',
      ),
      application: applicationMachine.provide({
        actors: {
          fetchGrades: fakes.logic<FetchGradesOutput, FetchGradesInput>('fetchGrades'),
          fetchDetails: fakes.logic<FetchDetailsOutput, FetchDetailsInput>('fetchDetails'),
        },
      }),
    },
    actions: { log: (_, params) => log(params.message) },
  });
  const clock = new SimulatedClock();
  const actor = createActor(machine, {
    input: { accountId: 'account-1', storedAccountId: 'account-1', ...input },
    clock,
    inspect,
  });
  return { actor, fakes, log, clock };
}

const copy: LastKnown = {
  accountId: 'account-1',
  savedAt: '2025-07-08T09:30:00.000Z',
  applications: [{ application: older, grades: { grades: { Maths: 14 }, coefs: { Maths: 4 } } as never }],
};

const candidateIds = (actor: ReturnType<typeof start>['actor']) =>
  actor.getSnapshot().context.applications.map((ref) => ref.getSnapshot().context.application.candidateId);

describe('dashboardMachine', () => {
  it('loads the list (call 3), then one actor per application, newest first', async () => {
    const { actor, fakes } = start();
    actor.start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fakes.lastInput('fetchApplications')).toEqual({ accountId: 'account-1' });
    fakes.resolve('fetchApplications', listed([older, newer]));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(candidateIds(actor)).toEqual(['c-new', 'c-old']);
    // Each application loads its own grades and details, all in parallel.
    expect(fakes.count('fetchGrades')).toBe(2);
    expect(fakes.count('fetchDetails')).toBe(2);
    const [first] = actor.getSnapshot().context.applications;
    expect(first?.getSnapshot().context.storedAccountId).toBe('account-1');
  });

  it('uses the applications handed over by the login without calling the list', () => {
    const { actor, fakes } = start({ applications: [older, newer] });
    actor.start();
    expect(fakes.count('fetchApplications')).toBe(0);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(candidateIds(actor)).toEqual(['c-new', 'c-old']);
    expect(actor.getSnapshot().context.handedOver).toBeNull();
  });

  it("shows the login's failed call 3 at once, without a second wait; « Réessayer » loads again", async () => {
    const { actor, fakes } = start({ loadError: 'timeout' });
    actor.start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(dashboardStatus(actor.getSnapshot())).toBe('timeout');
    expect(fakes.count('fetchApplications')).toBe(0);
    actor.send({ type: 'RETRY' });
    expect(fakes.count('fetchApplications')).toBe(1);
    fakes.resolve('fetchApplications', listed([newer]));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
  });

  it.each<[string, FetchApplicationListOutput]>([
    ['empty', listed([])],
    ['refused (isSuccess false: the spec\'s "call not ok")', failed({ kind: 'rejected' })],
  ])('ends with no application when the list is %s', async (_, output) => {
    const { actor, fakes, log } = start();
    actor.start();
    fakes.resolve('fetchApplications', output);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.applications).toEqual([]);
    expect(log).not.toHaveBeenCalled();
  });

  it.each<[string, FetchApplicationListOutput, string]>([
    ['an HTTP error', failed({ kind: 'http', status: 500 }), 'failed'],
    ['no answer', failed({ kind: 'network' }), 'failed'],
    ['no answer in time', failed({ kind: 'timeout' }), 'timeout'],
    ['an unreadable answer', failed({ kind: 'badResponse', reason: 'not JSON' }), 'failed'],
  ])('shows a failure, never "no application", for %s, and retries', async (_, output, code) => {
    const { actor, fakes, log } = start();
    actor.start();
    fakes.resolve('fetchApplications', output);
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(code);
    expect(log).toHaveBeenCalledTimes(1);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    fakes.resolve('fetchApplications', listed([newer]));
    await flush();
    expect(candidateIds(actor)).toEqual(['c-new']);
  });

  it('shows a list read in part (an unknown status, no date) with the others, and logs the fault once per load', async () => {
    const { actor, fakes, log } = start();
    actor.start();
    const unreadable = makeApplication({ candidateId: 'c-odd', status: 'unknown', submissionDate: null });
    const issues = ['item 1 (c-odd): unreadable status, submissionDate'];
    fakes.resolve('fetchApplications', { ok: true, data: [newer, unreadable, older], issues });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    // Missing dates last (rules/applications).
    expect(candidateIds(actor)).toEqual(['c-new', 'c-old', 'c-odd']);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('dashboard: applications read in part');
    // The next load (back online) is another load: logged again, once.
    actor.send({ type: 'REFRESH' });
    fakes.resolve('fetchApplications', { ok: true, data: [newer, unreadable], issues });
    await flush();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('fails at once without an account id', () => {
    const { actor, fakes, log } = start({ accountId: null });
    actor.start();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(fakes.calls).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it("draws the device's copy at once, loading nothing for it, and replaces it with call 3's answer", async () => {
    const { actor, fakes } = start({ lastKnown: copy });
    actor.start();
    // On screen before the network answers: not the loading state, and no offline banner yet.
    expect(dashboardStatus(actor.getSnapshot())).toBe('ready');
    expect(offlineSince(actor.getSnapshot())).toBeNull();
    expect(candidateIds(actor)).toEqual(['c-old']);
    const [known] = actor.getSnapshot().context.applications;
    expect(known?.getSnapshot().context.grades).toEqual(copy.applications[0]?.grades);
    expect(known?.getSnapshot().can({ type: 'CHANGE_PROGRAM' })).toBe(false);
    expect(fakes.count('fetchGrades')).toBe(0);
    expect(fakes.count('fetchDetails')).toBe(0);

    fakes.resolve('fetchApplications', listed([newer]));
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(candidateIds(actor)).toEqual(['c-new']);
    // The copy's actor is gone; the fresh one loads its grades and details.
    expect(known?.getSnapshot().status).toBe('stopped');
    expect(fakes.count('fetchGrades')).toBe(1);
  });

  it.each<[string, FetchApplicationListOutput]>([
    ['no answer', failed({ kind: 'network' })],
    ['no answer in time', failed({ kind: 'timeout' })],
  ])(
    "keeps the device's copy, read-only, with its date, when there is %s; REFRESH loads again",
    async (_, output) => {
      const { actor, fakes } = start({ lastKnown: copy });
      actor.start();
      fakes.resolve('fetchApplications', output);
      await flush();
      expect(actor.getSnapshot().value).toBe('offline');
      expect(dashboardStatus(actor.getSnapshot())).toBe('ready');
      expect(offlineSince(actor.getSnapshot())).toBe(copy.savedAt);
      expect(candidateIds(actor)).toEqual(['c-old']);

      actor.send({ type: 'REFRESH' });
      expect(offlineSince(actor.getSnapshot())).toBeNull();
      expect(candidateIds(actor)).toEqual(['c-old']);
      fakes.resolve('fetchApplications', listed([newer]));
      await flush();
      expect(candidateIds(actor)).toEqual(['c-new']);
    },
  );

  it("does not hide a server's failure behind the device's copy", async () => {
    const { actor, fakes } = start({ lastKnown: copy });
    actor.start();
    fakes.resolve('fetchApplications', failed({ kind: 'http', status: 500 }));
    await flush();
    expect(dashboardStatus(actor.getSnapshot())).toBe('failed');
  });

  describe('« Forte affluence » (docs/behaviour.md)', () => {
    /** The dashboard started on `start`'s simulated clock. */
    function clocked() {
      const started = start();
      started.actor.start();
      return started;
    }

    it('a 503 with Retry-After: « Forte affluence », the next try at that time and its drawn jitter, then the list', async () => {
      // The draw at a quarter of its window: 4 s asked, then a quarter of the first 12 s.
      const random = vi.spyOn(Math, 'random').mockReturnValue(0.25);
      const { actor, fakes, clock } = clocked();
      fakes.resolve('fetchApplications', failed({ kind: 'http', status: 503, retryAfter: '4' }));
      await flush();
      random.mockRestore();
      const delayMs = 4_000 + BUSY_BASE_MS / 4;
      expect(dashboardStatus(actor.getSnapshot())).toBe('overloaded');
      expect(overloadedRetry(actor.getSnapshot())).toMatchObject({ attempt: 1, delayMs });
      clock.increment(delayMs - 1);
      expect(fakes.count('fetchApplications')).toBe(1);
      clock.increment(1);
      expect(fakes.count('fetchApplications')).toBe(2);
      expect(dashboardStatus(actor.getSnapshot())).toBe('loading');
      fakes.resolve('fetchApplications', listed([newer]));
      await flush();
      expect(dashboardStatus(actor.getSnapshot())).toBe('ready');
      expect(actor.getSnapshot().context.retry).toBeNull();
    });

    it('« Réessayer maintenant » loads at once; the tries spent, the failure of today', async () => {
      const { actor, fakes, clock } = clocked();
      fakes.resolve('fetchApplications', failed({ kind: 'http', status: 429 }));
      await flush();
      actor.send({ type: 'RETRY' });
      expect(fakes.count('fetchApplications')).toBe(2);
      for (let i = 2; i <= BUSY_TRIES; i++) {
        fakes.resolve('fetchApplications', failed({ kind: 'http', status: 429 }));
        await flush();
        expect(overloadedRetry(actor.getSnapshot())?.attempt).toBe(i);
        clock.increment(BUSY_CAP_MS);
      }
      fakes.resolve('fetchApplications', failed({ kind: 'http', status: 429 }));
      await flush();
      expect(dashboardStatus(actor.getSnapshot())).toBe('failed');
      expect(fakes.count('fetchApplications')).toBe(BUSY_TRIES + 1);
    });

    it('no answer is not retried here: it keeps its meaning (the failure, or the device’s copy)', async () => {
      const { actor, fakes } = clocked();
      fakes.resolve('fetchApplications', failed({ kind: 'timeout' }));
      await flush();
      expect(dashboardStatus(actor.getSnapshot())).toBe('timeout');
    });
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const coverage = await runModel<DashboardInput>({
      machine: dashboardMachine,
      inputs: [
        { accountId: 'account-1', storedAccountId: null },
        { accountId: 'account-1', storedAccountId: null, applications: [newer] },
        { accountId: null, storedAccountId: null },
        { accountId: 'account-1', storedAccountId: null, lastKnown: copy },
        { accountId: 'account-1', storedAccountId: null, loadError: 'failed' },
      ],
      events: [
        { type: 'xstate.done.actor.fetchApplications', output: listed([newer]) },
        { type: 'xstate.done.actor.fetchApplications', output: failed({ kind: 'network' }) },
        { type: 'xstate.done.actor.fetchApplications', output: failed({ kind: 'rejected' }) },
        {
          type: 'xstate.done.actor.fetchApplications',
          output: failed({ kind: 'http', status: 503, retryAfter: '2' }),
        },
        { type: 'xstate.after.retryDelay.dashboard.overloaded' },
        { type: 'RETRY' },
        { type: 'REFRESH' },
      ],
      serialize: (s: AnyMachineSnapshot) =>
        JSON.stringify([s.value, (s.context.applications as unknown[]).length]),
      start: (input, inspect) => start(input, inspect),
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
