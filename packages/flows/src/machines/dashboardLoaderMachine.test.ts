import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import { FakeActors, flush } from '../testing/fakeActors';
import { makeApplication } from '../testing/fixtures';
import { runModel } from '../testing/modelCoverage';
import {
  dashboardLoaderMachine,
  type DashboardLoaderInput,
  type FetchApplicationListInput,
  type FetchApplicationListOutput,
  type FetchDetailsInput,
  type FetchDetailsOutput,
  type FetchGradesInput,
  type FetchGradesOutput,
} from './dashboardLoaderMachine';

const older = makeApplication({
  candidateId: 'c-old',
  bacResultId: 'bac-old',
  submissionDate: '2024-06-01T10:00:00Z',
});
const newer = makeApplication({
  candidateId: 'c-new',
  bacResultId: 'bac-new',
  submissionDate: '2025-06-01T10:00:00Z',
});
const grades = { grades: { Maths: 14 }, coefs: { Maths: 4 } };

function start(input: DashboardLoaderInput, inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = dashboardLoaderMachine.provide({
    actors: {
      fetchApplications: fakes.logic<FetchApplicationListOutput, FetchApplicationListInput>(
        'fetchApplications',
      ),
      fetchGrades: fakes.logic<FetchGradesOutput, FetchGradesInput>('fetchGrades'),
      fetchDetails: fakes.logic<FetchDetailsOutput, FetchDetailsInput>('fetchDetails'),
    },
    actions: { log: (_, params) => log(params.message) },
  });
  return { actor: createActor(machine, { input, inspect }), fakes, log, clock: new SimulatedClock() };
}

describe('dashboardLoaderMachine', () => {
  it('loads the list, sorts it newest first, then fetches grades and details of each in parallel', async () => {
    const { actor, fakes } = start({ accountId: 'account-1' });
    actor.start();
    expect(fakes.lastInput('fetchApplications')).toEqual({ accountId: 'account-1' });
    fakes.resolve('fetchApplications', { isSuccess: true, data: [older, newer] });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadingExtras');
    expect(actor.getSnapshot().context.applications.map((a) => a.candidateId)).toEqual(['c-new', 'c-old']);
    // Four calls started at once, before any answer.
    expect(fakes.calls.filter((c) => c.src !== 'fetchApplications').map((c) => [c.id, c.input])).toEqual([
      ['grades-0', { bacResultId: 'bac-new' }],
      ['details-0', { candidateId: 'c-new' }],
      ['grades-1', { bacResultId: 'bac-old' }],
      ['details-1', { candidateId: 'c-old' }],
    ]);
    fakes.resolve('details-1', { isSuccess: true, data: { candidateId: 'c-old', email: 'old@example.sn' } });
    fakes.resolve('grades-0', { isSuccess: true, data: grades });
    fakes.resolve('grades-1', { isSuccess: true, data: grades });
    await flush();
    expect(actor.getSnapshot().value).toBe('loadingExtras');
    fakes.resolve('details-0', { isSuccess: true, data: { candidateId: 'c-new', score: 15.5 } });
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('ready');
    expect(context.applications[0]).toMatchObject({ candidateId: 'c-new', score: 15.5 });
    expect(context.applications[1]).toMatchObject({ candidateId: 'c-old', email: 'old@example.sn' });
    expect(context.grades).toEqual({ 'c-new': grades, 'c-old': grades });
  });

  it('uses the applications handed over by login without calling the list', async () => {
    const { actor, fakes } = start({ accountId: 'account-1', applications: [older, newer] });
    actor.start();
    expect(fakes.count('fetchApplications')).toBe(0);
    expect(fakes.count('fetchGrades')).toBe(2);
    expect(actor.getSnapshot().context.applications[0]?.candidateId).toBe('c-new');
  });

  it('only logs failures of grades and details, and loading stops', async () => {
    const { actor, fakes, log } = start({ accountId: 'account-1', applications: [newer] });
    actor.start();
    fakes.reject('grades-0', new TypeError('Failed to fetch'));
    fakes.resolve('details-0', { isSuccess: false, message: 'non' });
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.applications).toEqual([newer]);
    expect(actor.getSnapshot().context.grades).toEqual({});
    expect(log).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['is not ok', 'resolve', { isSuccess: false }],
    ['throws', 'reject', new TypeError('Failed to fetch')],
  ] as const)('shows the empty state with a log when the list %s', async (_, how, value) => {
    const { actor, fakes, log } = start({ accountId: 'account-1' });
    actor.start();
    if (how === 'resolve') fakes.resolve('fetchApplications', value);
    else fakes.reject('fetchApplications', value);
    await flush();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.applications).toEqual([]);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('stops at once with an empty list and without an account id', async () => {
    const a = start({ accountId: 'account-1' });
    a.actor.start();
    a.fakes.resolve('fetchApplications', { isSuccess: true, data: [] });
    await flush();
    expect(a.actor.getSnapshot().value).toBe('ready');
    const b = start({ accountId: null });
    b.actor.start();
    expect(b.actor.getSnapshot().value).toBe('ready');
    expect(b.log).toHaveBeenCalledTimes(1);
  });

  it('replaces an application after a programme change', () => {
    const { actor, fakes } = start({ accountId: null });
    actor.start();
    expect(fakes.calls).toEqual([]);
    const b = start({ accountId: 'a', applications: [newer] });
    b.actor.start();
    b.fakes.resolve('grades-0', { isSuccess: false });
    b.fakes.resolve('details-0', { isSuccess: false });
    return flush().then(() => {
      b.actor.send({ type: 'APPLICATION_UPDATED', application: { ...newer, programName: 'Mathématiques' } });
      expect(b.actor.getSnapshot().context.applications[0]?.programName).toBe('Mathématiques');
    });
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const coverage = await runModel<DashboardLoaderInput>({
      machine: dashboardLoaderMachine,
      inputs: [
        { accountId: 'account-1' },
        { accountId: 'account-1', applications: [newer] },
        { accountId: null },
      ],
      events: [
        { type: 'xstate.done.actor.fetchApplications', output: { isSuccess: true, data: [newer] } },
        { type: 'xstate.done.actor.fetchApplications', output: { isSuccess: false } },
        { type: 'xstate.error.actor.fetchApplications', error: new Error('x') },
        { type: 'xstate.done.actor.grades-0', output: { isSuccess: true, data: grades } },
        { type: 'xstate.error.actor.grades-0', error: new Error('x') },
        { type: 'xstate.done.actor.details-0', output: { isSuccess: false } },
        { type: 'xstate.error.actor.details-0', error: new Error('x') },
        { type: 'APPLICATION_UPDATED', application: newer },
      ],
      serialize: (s: AnyMachineSnapshot) =>
        JSON.stringify([
          s.value,
          (s.context.pending as string[]).join(','),
          (s.context.applications as unknown[]).length,
        ]),
      start,
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
