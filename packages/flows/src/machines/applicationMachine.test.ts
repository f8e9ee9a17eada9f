import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
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

function start(input: Partial<ApplicationInput> = {}, inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = applicationMachine.provide({
    actors: {
      fetchGrades: fakes.logic<FetchGradesOutput, FetchGradesInput>('fetchGrades'),
      fetchDetails: fakes.logic<FetchDetailsOutput, FetchDetailsInput>('fetchDetails'),
      programChange: programChangeMachine.provide({
        actors: {
          loadEligiblePrograms: fakes.logic<LoadEligibleProgramsOutput, LoadEligibleProgramsInput>(
            'loadEligiblePrograms',
          ),
          saveChoices: fakes.logic<SaveChoicesOutput, SaveChoicesInput>('saveChoices'),
          reloadDetails: fakes.logic<ReloadDetailsOutput, ReloadDetailsInput>('reloadDetails'),
        },
      }),
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

  it('only logs failed grades and details, and loading stops', async () => {
    const { actor, fakes, log } = start();
    actor.start();
    fakes.resolve('fetchGrades', failed({ kind: 'network' }));
    fakes.resolve('fetchDetails', failed({ kind: 'rejected', message: 'non' }));
    await flush();
    expect(actor.getSnapshot().value).toMatchObject({ grades: 'failed', details: 'failed' });
    expect(actor.getSnapshot().context.application).toBe(submitted);
    expect(actor.getSnapshot().context.grades).toBeNull();
    expect(log).toHaveBeenCalledTimes(2);
  });

  it.each(['pending', 'reviewing', 'approved', 'rejected', 'waitlisted'] as const)(
    'starts no programme change for status %s',
    (status) => {
      const { actor, fakes } = start({ application: { ...submitted, status } });
      actor.start();
      expect(actor.getSnapshot().can({ type: 'CHANGE_PROGRAM' })).toBe(false);
      actor.send({ type: 'CHANGE_PROGRAM' });
      expect(actor.getSnapshot().children.programChange).toBeUndefined();
      expect(fakes.count('loadEligiblePrograms')).toBe(0);
    },
  );

  it('runs a programme change as a child and merges the details it reloaded', async () => {
    const { actor, fakes } = start();
    actor.start();
    actor.send({ type: 'CHANGE_PROGRAM' });
    const change = actor.getSnapshot().children.programChange;
    expect(change).toBeDefined();
    expect(fakes.lastInput('loadEligiblePrograms')).toEqual({ bacSerie: 'S2' });
    fakes.resolve('loadEligiblePrograms', { ok: true, data });
    await flush();
    change?.send({ type: 'PICK', programId: 'p-math' });
    change?.send({ type: 'SAVE' });
    fakes.resolve('saveChoices', { ok: true, data: { message: null } });
    await flush();
    fakes.resolve('reloadDetails', { ok: true, data: { candidateId: 'c-1', programName: 'Mathématiques' } });
    await flush();
    expect(actor.getSnapshot().children.programChange).toBeUndefined();
    expect(actor.getSnapshot().value).toMatchObject({ programChange: 'idle' });
    expect(actor.getSnapshot().context.application.programName).toBe('Mathématiques');
  });

  it('a cancelled change leaves the application as it was', async () => {
    const { actor } = start();
    actor.start();
    actor.send({ type: 'CHANGE_PROGRAM' });
    actor.getSnapshot().children.programChange?.send({ type: 'CLOSE' });
    await flush();
    expect(actor.getSnapshot().children.programChange).toBeUndefined();
    expect(actor.getSnapshot().context.application).toBe(submitted);
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const coverage = await runModel<ApplicationInput>({
      machine: applicationMachine,
      inputs: [{ application: submitted, storedAccountId: 'account-1' }],
      events: [
        { type: 'xstate.done.actor.fetchGrades', output: { ok: true, data: grades } },
        { type: 'xstate.done.actor.fetchGrades', output: failed({ kind: 'network' }) },
        { type: 'xstate.done.actor.fetchDetails', output: { ok: true, data: { candidateId: 'c-1' } } },
        { type: 'xstate.done.actor.fetchDetails', output: failed({ kind: 'network' }) },
        { type: 'CHANGE_PROGRAM' },
      ],
      serialize: (s: AnyMachineSnapshot) => JSON.stringify(s.value),
      start: (input, inspect) => ({ ...start(input, inspect), clock: new SimulatedClock() }),
    });
    expect(coverage.states.missing).toEqual([]);
    // The change's own ending (done.actor.programChange) is covered by the two tests above.
    expect(coverage.transitions.missing.filter((t) => !t.includes('programChange.changing'))).toEqual([]);
  });
});
