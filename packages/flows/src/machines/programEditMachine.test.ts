import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { EligibleProgramsData } from '../domain';
import { makeApplication } from '../testing/fixtures';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  programEditMachine,
  type LoadEligibleProgramsInput,
  type LoadEligibleProgramsOutput,
  type ProgramEditInput,
  type ReloadDetailsInput,
  type ReloadDetailsOutput,
  type SaveChoicesInput,
  type SaveChoicesOutput,
} from './programEditMachine';

const application = makeApplication({
  accountId: 'account-from-application',
  bacNationality: 'Sénégalaise',
  bacDob: '2005-03-04',
  ufrName: '',
});
const agro = [
  { programId: 'p-agro-1', programName: 'Productions végétales', shortName: 'PV' },
  { programId: 'p-agro-2', programName: 'Productions animales', shortName: 'PA' },
  { programId: 'p-agro-3', programName: 'Économie rurale', shortName: 'ER' },
];
const other = { programId: 'p-math', programName: 'Mathématiques', shortName: 'MATH' };
const data: EligibleProgramsData = {
  programs: [...agro, other, other, agro[0]!],
  groupInfo: { groupId: 'g-agro', groupName: 'Sciences Agronomiques', programs: agro },
  isMandatoryFullRanking: false,
  hasMultipleChoices: true,
};

function start(input: Partial<ProgramEditInput> = {}, inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = programEditMachine.provide({
    actors: {
      loadEligiblePrograms: fakes.logic<LoadEligibleProgramsOutput, LoadEligibleProgramsInput>(
        'loadEligiblePrograms',
      ),
      saveChoices: fakes.logic<SaveChoicesOutput, SaveChoicesInput>('saveChoices'),
      reloadDetails: fakes.logic<ReloadDetailsOutput, ReloadDetailsInput>('reloadDetails'),
    },
    actions: { log: (_, params) => log(params.message) },
  });
  const actor = createActor(machine, {
    input: { application, storedAccountId: 'account-from-storage', ...input },
    clock: new SimulatedClock(),
    inspect,
  });
  return { actor, fakes, log };
}

async function editing(input: Partial<ProgramEditInput> = {}) {
  const t = start(input);
  t.actor.start();
  t.actor.send({ type: 'OPEN' });
  t.fakes.resolve('loadEligiblePrograms', { isSuccess: true, data });
  await flush();
  return t;
}

const rankAll = (send: (e: { type: 'RANK'; programId: string; rank: 1 | 2 | 3 }) => void) => {
  send({ type: 'RANK', programId: 'p-agro-2', rank: 1 });
  send({ type: 'RANK', programId: 'p-agro-3', rank: 2 });
  send({ type: 'RANK', programId: 'p-agro-1', rank: 3 });
};

describe('programEditMachine', () => {
  it.each(['pending', 'reviewing', 'approved', 'rejected', 'waitlisted'] as const)(
    'does not open for status %s',
    (status) => {
      const { actor, fakes } = start({ application: { ...application, status } });
      actor.start();
      actor.send({ type: 'OPEN' });
      expect(actor.getSnapshot().value).toBe('closed');
      expect(fakes.count('loadEligiblePrograms')).toBe(0);
    },
  );

  it('loads the programmes by bacSerie, de-duplicated, and starts in mode none', async () => {
    const { actor, fakes } = await editing();
    expect(fakes.lastInput('loadEligiblePrograms')).toEqual({ bacSerie: 'S2' });
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.programs.map((p) => p.programId)).toEqual(['p-agro-1', 'p-agro-2', 'p-agro-3', 'p-math']);
    expect(context.specialities).toEqual(agro);
    expect(context.otherPrograms).toEqual([other]);
    expect(context.selection).toEqual({ mode: 'none', ranking: {}, singleProgramId: null });
  });

  it('skips loading with only a log when bacSerie is missing', () => {
    const { actor, fakes, log } = start({ application: { ...application, bacSerie: '' } });
    actor.start();
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(fakes.count('loadEligiblePrograms')).toBe(0);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('reports loadFailed when isSuccess is false and loadError when the call throws', async () => {
    const a = start();
    a.actor.start();
    a.actor.send({ type: 'OPEN' });
    a.fakes.resolve('loadEligiblePrograms', { isSuccess: false, message: 'non' });
    await flush();
    expect(a.actor.getSnapshot().context.error).toBe('loadFailed');
    const b = start();
    b.actor.start();
    b.actor.send({ type: 'OPEN' });
    b.fakes.reject('loadEligiblePrograms', new TypeError('Failed to fetch'));
    await flush();
    expect(b.actor.getSnapshot().context.error).toBe('loadError');
    expect(b.log).toHaveBeenCalledTimes(1);
  });

  it('switches modes: rank -> multiple clears the pick, pick -> single clears the ranking, reset clears both', async () => {
    const { actor } = await editing();
    actor.send({ type: 'PICK', programId: 'p-math' });
    expect(actor.getSnapshot().context.selection).toEqual({
      mode: 'single',
      ranking: {},
      singleProgramId: 'p-math',
    });
    actor.send({ type: 'RANK', programId: 'p-agro-1', rank: 1 });
    expect(actor.getSnapshot().context.selection).toEqual({
      mode: 'multiple',
      ranking: { 'p-agro-1': 1 },
      singleProgramId: null,
    });
    actor.send({ type: 'RANK', programId: 'p-agro-2', rank: 1 });
    expect(actor.getSnapshot().context.selection.ranking).toEqual({ 'p-agro-2': 1 });
    actor.send({ type: 'PICK', programId: 'p-agro-3' });
    expect(actor.getSnapshot().context.selection).toEqual({
      mode: 'single',
      ranking: {},
      singleProgramId: 'p-agro-3',
    });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context.selection).toEqual({
      mode: 'none',
      ranking: {},
      singleProgramId: null,
    });
  });

  it('ignores ranks for unknown programmes and picks outside the list', async () => {
    const { actor } = await editing();
    actor.send({ type: 'RANK', programId: 'p-math', rank: 1 });
    actor.send({ type: 'PICK', programId: 'p-unknown' });
    expect(actor.getSnapshot().context.selection.mode).toBe('none');
  });

  it('refuses to save an incomplete selection without calling the server', async () => {
    const { actor, fakes } = await editing();
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.error).toBe('rankingIncomplete');
    actor.send({ type: 'RANK', programId: 'p-agro-1', rank: 1 });
    actor.send({ type: 'RANK', programId: 'p-agro-2', rank: 2 });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.error).toBe('rankingIncomplete');
    expect(fakes.count('saveChoices')).toBe(0);
  });

  it('reports sessionExpired when no account id is known', async () => {
    const { actor, fakes } = await editing({
      application: { ...application, accountId: '' },
      storedAccountId: null,
    });
    actor.send({ type: 'PICK', programId: 'p-math' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.error).toBe('sessionExpired');
    expect(fakes.count('saveChoices')).toBe(0);
  });

  it('saves the ranking (once on a double click), reloads the details and closes', async () => {
    const { actor, fakes } = await editing();
    rankAll((e) => actor.send(e));
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' });
    expect(fakes.count('saveChoices')).toBe(1);
    const { fields } = fakes.lastInput('saveChoices') as SaveChoicesInput;
    expect(fields).toEqual({
      FirstName: 'Awa',
      LastName: 'Diop',
      AccountId: 'account-from-storage',
      BirthDate: '2005-03-04',
      Nationality: 'Sénégalaise',
      SeriesId: 'S2',
      PreferredLanguage: 'fr',
      BacResultId: 'bac-1',
      IsMultipleChoice: true,
      ProgramGroup: 'g-agro',
      ProgramChoices: [
        { ProgramId: 'p-agro-2', Priority: 1, ProgramName: 'Productions animales', ShortName: 'PA' },
        { ProgramId: 'p-agro-3', Priority: 2, ProgramName: 'Économie rurale', ShortName: 'ER' },
        { ProgramId: 'p-agro-1', Priority: 3, ProgramName: 'Productions végétales', ShortName: 'PV' },
      ],
    });
    fakes.resolve('saveChoices', { isSuccess: true, message: 'ok' });
    await flush();
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(fakes.lastInput('reloadDetails')).toEqual({ candidateId: 'c-1' });
    fakes.resolve('reloadDetails', {
      isSuccess: true,
      data: { candidateId: 'c-1', programGroup: 'g-agro', email: null },
    });
    await flush();
    const { value, context } = actor.getSnapshot();
    expect(value).toBe('closed');
    expect(context.saved).toBe(true);
    expect(context.application.programGroup).toBe('g-agro');
    expect(context.selection.mode).toBe('none');
  });

  it('sends ProgramId alone for a single programme', async () => {
    const { actor, fakes } = await editing();
    actor.send({ type: 'PICK', programId: 'p-math' });
    actor.send({ type: 'SAVE' });
    const { fields } = fakes.lastInput('saveChoices') as SaveChoicesInput;
    expect(fields.ProgramId).toBe('p-math');
    expect(fields).not.toHaveProperty('IsMultipleChoice');
    expect(fields).not.toHaveProperty('ProgramChoices');
  });

  it.each([
    [
      'rejected with a message',
      'resolve',
      { isSuccess: false, message: 'Période close' },
      'saveRejected',
      'Période close',
    ],
    ['rejected without a message', 'resolve', { isSuccess: false, message: null }, 'saveRejected', null],
    ['thrown', 'reject', new TypeError('Failed to fetch'), 'saveFailed', null],
  ] as const)('keeps the selection when the save is %s', async (_, how, value, code, message) => {
    const { actor, fakes } = await editing();
    actor.send({ type: 'PICK', programId: 'p-math' });
    actor.send({ type: 'SAVE' });
    if (how === 'resolve') fakes.resolve('saveChoices', value);
    else fakes.reject('saveChoices', value);
    await flush();
    const { context, value: state } = actor.getSnapshot();
    expect(state).toBe('editing');
    expect(context.error).toBe(code);
    expect(context.serverMessage).toBe(message);
    expect(context.selection).toEqual({ mode: 'single', ranking: {}, singleProgramId: 'p-math' });
    expect(context.saved).toBe(false);
  });

  it('closes even when the reload fails, with a log', async () => {
    const { actor, fakes, log } = await editing();
    actor.send({ type: 'PICK', programId: 'p-math' });
    actor.send({ type: 'SAVE' });
    fakes.resolve('saveChoices', { isSuccess: true });
    await flush();
    fakes.reject('reloadDetails', new Error('down'));
    await flush();
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context.saved).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const serialize = (s: AnyMachineSnapshot) => {
      const { selection, error, saved } = s.context as {
        selection: { mode: string; ranking: object; singleProgramId: string | null };
        error: string | null;
        saved: boolean;
      };
      return JSON.stringify([
        s.value,
        selection.mode,
        Object.keys(selection.ranking).length,
        selection.singleProgramId,
        error,
        saved,
      ]);
    };
    const coverage = await runModel<ProgramEditInput>({
      machine: programEditMachine,
      inputs: [
        { application, storedAccountId: 'account-from-storage' },
        { application: { ...application, bacSerie: '' } },
        { application: { ...application, accountId: '' }, storedAccountId: null },
      ],
      events: [
        { type: 'OPEN' },
        { type: 'CLOSE' },
        { type: 'RANK', programId: 'p-agro-1', rank: 1 },
        { type: 'RANK', programId: 'p-agro-2', rank: 2 },
        { type: 'RANK', programId: 'p-agro-3', rank: 3 },
        { type: 'PICK', programId: 'p-math' },
        { type: 'RESET' },
        { type: 'SAVE' },
        { type: 'xstate.done.actor.loadEligiblePrograms', output: { isSuccess: true, data } },
        { type: 'xstate.done.actor.loadEligiblePrograms', output: { isSuccess: false } },
        { type: 'xstate.error.actor.loadEligiblePrograms', error: new Error('x') },
        { type: 'xstate.done.actor.saveChoices', output: { isSuccess: true } },
        { type: 'xstate.done.actor.saveChoices', output: { isSuccess: false, message: 'non' } },
        { type: 'xstate.error.actor.saveChoices', error: new Error('x') },
        {
          type: 'xstate.done.actor.reloadDetails',
          output: { isSuccess: true, data: { candidateId: 'c-1' } },
        },
        { type: 'xstate.error.actor.reloadDetails', error: new Error('x') },
      ],
      serialize,
      start: (input, inspect) => {
        const t = start(input, inspect);
        return { actor: t.actor, fakes: t.fakes, clock: new SimulatedClock() };
      },
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.total).toBe(5);
  });
});
