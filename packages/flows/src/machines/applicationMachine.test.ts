import { describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  SimulatedClock,
  type AnyMachineSnapshot,
  type InspectionEvent,
  type AnyActorLogic,
} from 'xstate';
import type { ApiError } from '@admission/api-client';
import { makeApplication } from '../testing/fixtures';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  applicationMachine,
  type ApplicationInput,
  type FetchDetailsInput,
  type FetchDetailsOutput,
  type FetchGradesInput,
  type FetchGradesOutput,
  type ProgramChangeLogic,
} from './applicationMachine';
import {
  programChangeMachine,
  type LoadEligibleProgramsInput,
  type LoadEligibleProgramsOutput,
  type ReloadDetailsInput,
  type ReloadDetailsOutput,
  type SaveChoicesInput,
  type SaveChoicesOutput,
} from './programChangeMachine';

const submitted = makeApplication({ candidateId: 'c-1', status: 'submitted' });
const grades = { grades: { Mathématiques: 14 }, coefs: { Mathématiques: 4 } };
const failed = (error: ApiError) => ({ ok: false as const, error });
const data = {
  programs: [{ programId: 'p-math', programName: 'Mathématiques', shortName: 'MATH' }],
  groupInfo: null,
  isMandatoryFullRanking: false,
  hasMultipleChoices: false,
};

function start(
  input: Partial<ApplicationInput> = {},
  inspect?: (event: InspectionEvent) => void,
  loader?: (fakes: FakeActors) => AnyActorLogic,
) {
  const fakes = new FakeActors();
  const loadProgramChange = loader?.(fakes);
  const log = vi.fn();
  const machine = applicationMachine.provide({
    actors: {
      fetchGrades: fakes.logic<FetchGradesOutput, FetchGradesInput>('fetchGrades'),
      fetchDetails: fakes.logic<FetchDetailsOutput, FetchDetailsInput>('fetchDetails'),
      // The change's code, loaded when a change starts (here at once).
      loadProgramChange:
        loadProgramChange ??
        fromPromise(async () =>
          programChangeMachine.provide({
            actors: {
              loadEligiblePrograms: fakes.logic<LoadEligibleProgramsOutput, LoadEligibleProgramsInput>(
                'loadEligiblePrograms',
              ),
              saveChoices: fakes.logic<SaveChoicesOutput, SaveChoicesInput>('saveChoices'),
              reloadDetails: fakes.logic<ReloadDetailsOutput, ReloadDetailsInput>('reloadDetails'),
            },
          }),
        ),
    },
    actions: { log: (_, params) => log(params.message) },
  });
  const actor = createActor(machine, {
    input: { application: submitted, storedAccountId: 'account-1', ...input },
    clock: new SimulatedClock(),
    inspect,
  });
  return { actor, fakes, log };
}

describe('applicationMachine', () => {
  it('loads grades (call 4) and details (call 5) in parallel, merging the details once', async () => {
    const { actor, fakes } = start();
    actor.start();
    expect(fakes.lastInput('fetchGrades')).toEqual({ bacResultId: 'bac-1' });
    expect(fakes.lastInput('fetchDetails')).toEqual({ candidateId: 'c-1' });
    expect(actor.getSnapshot().hasTag('gradesLoading')).toBe(true);
    fakes.resolve('fetchDetails', {
      ok: true,
      data: { candidateId: 'c-1', phone: '+221 77 000 00 00', email: null },
    });
    await flush();
    expect(actor.getSnapshot().context.application).toEqual({ ...submitted, phone: '+221 77 000 00 00' });
    expect(actor.getSnapshot().hasTag('gradesLoading')).toBe(true);
    fakes.resolve('fetchGrades', { ok: true, data: grades });
    await flush();
    expect(actor.getSnapshot().context.grades).toEqual(grades);
    expect(actor.getSnapshot().hasTag('gradesLoading')).toBe(false);
  });

  it('keeps failed grades and details as failures (with the reason), and retries each on demand', async () => {
    const { actor, fakes, log } = start();
    actor.start();
    fakes.resolve('fetchGrades', failed({ kind: 'timeout' }));
    fakes.resolve('fetchDetails', failed({ kind: 'rejected', message: 'non' }));
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ grades: 'failed', details: 'failed' });
    expect(actor.getSnapshot().context).toMatchObject({ gradesError: 'timeout', detailsError: 'failed' });
    expect(actor.getSnapshot().context.application).toBe(submitted);
    expect(log).toHaveBeenCalledTimes(2);
    actor.send({ type: 'RETRY_GRADES' });
    expect(actor.getSnapshot().hasTag('gradesLoading')).toBe(true);
    expect(actor.getSnapshot().context.gradesError).toBeNull();
    fakes.resolve('fetchGrades', { ok: true, data: grades });
    actor.send({ type: 'RETRY_DETAILS' });
    fakes.resolve('fetchDetails', { ok: true, data: { candidateId: 'c-1', phone: '1' } });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ grades: 'loaded', details: 'loaded' });
    expect(fakes.count('fetchGrades')).toBe(2);
    expect(fakes.count('fetchDetails')).toBe(2);
  });

  it('offers no programme change while the choices (details) are unknown', async () => {
    const { actor, fakes } = start();
    actor.start();
    expect(actor.getSnapshot().can({ type: 'CHANGE_PROGRAM' })).toBe(false);
    actor.send({ type: 'CHANGE_PROGRAM' });
    expect(actor.getSnapshot().children.programChange).toBeUndefined();
    fakes.resolve('fetchDetails', failed({ kind: 'network' }));
    await flush();
    expect(actor.getSnapshot().can({ type: 'CHANGE_PROGRAM' })).toBe(false);
    actor.send({ type: 'RETRY_DETAILS' });
    fakes.resolve('fetchDetails', { ok: true, data: { candidateId: 'c-1' } });
    await flush();
    expect(actor.getSnapshot().can({ type: 'CHANGE_PROGRAM' })).toBe(true);
  });

  it.each(['pending', 'reviewing', 'approved', 'rejected', 'waitlisted'] as const)(
    'starts no programme change for status %s',
    async (status) => {
      const { actor, fakes } = start({ application: { ...submitted, status } });
      actor.start();
      fakes.resolve('fetchDetails', { ok: true, data: { candidateId: 'c-1' } });
      await flush();
      expect(actor.getSnapshot().can({ type: 'CHANGE_PROGRAM' })).toBe(false);
      actor.send({ type: 'CHANGE_PROGRAM' });
      await flush();
      expect(actor.getSnapshot().children.programChange).toBeUndefined();
      expect(fakes.count('loadEligiblePrograms')).toBe(0);
    },
  );

  it('runs a programme change as a child and merges the details it reloaded', async () => {
    const { actor, fakes } = start();
    actor.start();
    fakes.resolve('fetchDetails', { ok: true, data: { candidateId: 'c-1' } });
    await flush();
    expect(actor.getSnapshot().can({ type: 'CHANGE_PROGRAM' })).toBe(true);
    actor.send({ type: 'CHANGE_PROGRAM' });
    expect(actor.getSnapshot().value).toMatchObject({ programChange: 'loading' });
    await flush();
    const change = actor.getSnapshot().children.programChange;
    expect(change).toBeDefined();
    expect(fakes.lastInput('loadEligiblePrograms')).toEqual({ bacSerie: 'S2' });
    fakes.resolve('loadEligiblePrograms', { ok: true, data });
    await flush();
    change?.send({ type: 'PICK', programId: 'p-math' });
    change?.send({ type: 'SAVE' });
    fakes.resolve('saveChoices', { ok: true, data: { message: null, receipt: null } });
    await flush();
    fakes.resolve('reloadDetails', { ok: true, data: { candidateId: 'c-1', programName: 'Mathématiques' } });
    await flush();
    expect(actor.getSnapshot().children.programChange).toBeUndefined();
    expect(actor.getSnapshot().value).toMatchObject({ programChange: 'idle' });
    expect(actor.getSnapshot().context.application.programName).toBe('Mathématiques');
    expect(actor.getSnapshot().context.application.lastReceiptReference).toBeUndefined();
  });

  it('keeps the saved change’s receipt reference, even when the details could not be reloaded', async () => {
    const { actor, fakes } = start();
    actor.start();
    fakes.resolve('fetchDetails', { ok: true, data: { candidateId: 'c-1' } });
    await flush();
    actor.send({ type: 'CHANGE_PROGRAM' });
    await flush();
    fakes.resolve('loadEligiblePrograms', { ok: true, data });
    await flush();
    const change = actor.getSnapshot().children.programChange;
    change?.send({ type: 'PICK', programId: 'p-math' });
    change?.send({ type: 'SAVE' });
    const receipt = {
      reference: 'JUS-2026-4F7K-9QXM',
      candidateId: 'c-1',
      savedAt: '2026-11-26T14:05:00.000Z',
      version: 2,
      choices: [{ rank: 1, programId: 'p-math', programName: 'Mathématiques' }],
    };
    fakes.resolve('saveChoices', { ok: true, data: { message: null, receipt } });
    await flush();
    fakes.resolve('reloadDetails', { ok: false, error: { kind: 'network' } });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ programChange: 'idle' });
    expect(actor.getSnapshot().context.application.lastReceiptReference).toBe('JUS-2026-4F7K-9QXM');
  });

  it('a cancelled change leaves the application as it was', async () => {
    const { actor, fakes } = start();
    actor.start();
    fakes.resolve('fetchDetails', { ok: true, data: { candidateId: 'c-1' } });
    await flush();
    const loaded = actor.getSnapshot().context.application;
    actor.send({ type: 'CHANGE_PROGRAM' });
    await flush();
    actor.getSnapshot().children.programChange?.send({ type: 'CLOSE' });
    await flush();
    expect(actor.getSnapshot().children.programChange).toBeUndefined();
    expect(actor.getSnapshot().context.application).toBe(loaded);
  });

  it('its change’s code that cannot be loaded leaves the application as it was, logged', async () => {
    const { actor, fakes, log } = start({}, undefined, () =>
      fromPromise<ProgramChangeLogic>(async () => {
        throw new TypeError('Failed to fetch dynamically imported module');
      }),
    );
    actor.start();
    fakes.resolve('fetchDetails', { ok: true, data: { candidateId: 'c-1' } });
    await flush();
    actor.send({ type: 'CHANGE_PROGRAM' });
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ programChange: 'idle' });
    expect(actor.getSnapshot().children.programChange).toBeUndefined();
    expect(log).toHaveBeenCalledWith('application: the programme change could not be loaded');
    expect(actor.getSnapshot().can({ type: 'CHANGE_PROGRAM' })).toBe(true);
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const coverage = await runModel<ApplicationInput>({
      machine: applicationMachine,
      inputs: [
        { application: submitted, storedAccountId: 'account-1' },
        { application: submitted, storedAccountId: 'account-1', fromDevice: { grades } },
      ],
      events: [
        { type: 'xstate.done.actor.fetchGrades', output: { ok: true, data: grades } },
        { type: 'xstate.done.actor.fetchGrades', output: failed({ kind: 'network' }) },
        { type: 'xstate.done.actor.fetchDetails', output: { ok: true, data: { candidateId: 'c-1' } } },
        { type: 'xstate.done.actor.fetchDetails', output: failed({ kind: 'network' }) },
        { type: 'CHANGE_PROGRAM' },
        { type: 'RETRY_GRADES' },
        { type: 'RETRY_DETAILS' },
      ],
      serialize: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
      // The change's code never arrives here (its arrival and the change itself are the tests above).
      start: (input, inspect) => ({
        ...start(input, inspect, (fakes) => fakes.logic<ProgramChangeLogic, void>('loadProgramChange')),
        clock: new SimulatedClock(),
      }),
    });
    expect(coverage.states.missing).toEqual(['programChange.changing']);
    // The change's load (done and error.actor.loadProgramChange) and its own ending
    // (done.actor.programChange) are covered by the tests above.
    expect(
      coverage.transitions.missing.filter(
        (t) => !t.includes('programChange.changing') && !t.includes('actor.loadProgramChange'),
      ),
    ).toEqual([]);
  });
});
