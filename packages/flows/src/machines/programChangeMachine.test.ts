import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { ApiError, EligibleProgramsData } from '@admission/api-client';
import { makeApplication } from '../testing/fixtures';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  programChangeMachine,
  type LoadEligibleProgramsInput,
  type LoadEligibleProgramsOutput,
  type ProgramChangeEmitted,
  type ProgramChangeInput,
  type ReloadDetailsInput,
  type ReloadDetailsOutput,
  type SaveChoicesInput,
  type SaveChoicesOutput,
} from './programChangeMachine';

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
const failed = (error: ApiError) => ({ ok: false as const, error });
const receipt = {
  reference: 'JUS-2026-4F7K-9QXM',
  candidateId: 'c-1',
  savedAt: '2026-11-26T14:05:00.000Z',
  version: 2,
  choices: [{ rank: 1, programId: 'p-math', programName: 'Mathématiques' }],
};
const saved: SaveChoicesOutput = { ok: true, data: { message: 'ok', receipt } };
/** The answer of a candidate-service that keeps no receipts. */
const savedWithoutReceipt: SaveChoicesOutput = { ok: true, data: { message: 'ok', receipt: null } };

function start(input: Partial<ProgramChangeInput> = {}, inspect?: (event: InspectionEvent) => void) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = programChangeMachine.provide({
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
  const emitted: ProgramChangeEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, fakes, log, emitted };
}

async function editing(input: Partial<ProgramChangeInput> = {}) {
  const t = start(input);
  t.actor.start();
  t.fakes.resolve('loadEligiblePrograms', { ok: true, data });
  await flush();
  return t;
}

const rankAll = (send: (e: { type: 'RANK'; programId: string; rank: 1 | 2 | 3 }) => void) => {
  send({ type: 'RANK', programId: 'p-agro-2', rank: 1 });
  send({ type: 'RANK', programId: 'p-agro-3', rank: 2 });
  send({ type: 'RANK', programId: 'p-agro-1', rank: 3 });
};

describe('programChangeMachine', () => {
  it('starts loading the programmes by bacSerie as soon as it is created', () => {
    const { actor, fakes } = start();
    actor.start();
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fakes.lastInput('loadEligiblePrograms')).toEqual({ bacSerie: 'S2' });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
  });

  it('keeps the programmes de-duplicated, the specialities apart, and starts in mode none', async () => {
    const { actor } = await editing();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.programs.map((p) => p.programId)).toEqual(['p-agro-1', 'p-agro-2', 'p-agro-3', 'p-math']);
    expect(context.specialities).toEqual(agro);
    expect(context.otherPrograms).toEqual([other]);
    expect(context.selection).toEqual({ mode: 'none', ranking: {}, singleProgramId: null });
  });

  it('skips loading with only a log when bacSerie is missing', () => {
    const { actor, fakes, log, emitted } = start({ application: { ...application, bacSerie: '' } });
    actor.start();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(fakes.count('loadEligiblePrograms')).toBe(0);
    expect(log).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([]);
  });

  it.each<[string, string, LoadEligibleProgramsOutput]>([
    ['refused (isSuccess false)', 'loadFailed', failed({ kind: 'rejected', message: 'non' })],
    ['an HTTP error', 'loadFailed', failed({ kind: 'http', status: 500 })],
    ['no answer', 'loadNetwork', failed({ kind: 'network' })],
    ['an answer of the wrong shape', 'loadError', failed({ kind: 'badResponse', reason: 'x' })],
    ['a session that ended', 'sessionExpired', failed({ kind: 'unauthorized' })],
    ['not answered in time', 'timeout', failed({ kind: 'timeout' })],
  ])('a load %s is %s, shown and notified once', async (_, code, output) => {
    const { actor, fakes, emitted } = start();
    actor.start();
    fakes.resolve('loadEligiblePrograms', output);
    await flush();
    expect(actor.getSnapshot().value).toBe('loadFailed');
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe(code);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    expect(emitted).toEqual([{ type: 'failed', error: code, serverMessage: null, whileLoading: true }]);
  });

  it('« Réessayer » after a load that failed (here: none in time) loads the programmes again', async () => {
    const { actor, fakes, emitted } = start();
    actor.start();
    fakes.resolve('loadEligiblePrograms', failed({ kind: 'timeout' }));
    await flush();
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(true);
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(fakes.count('loadEligiblePrograms')).toBe(2);
    fakes.resolve('loadEligiblePrograms', { ok: true, data });
    await flush();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.specialities).toEqual(agro);
    expect(emitted).toEqual([{ type: 'failed', error: 'timeout', serverMessage: null, whileLoading: true }]);
  });

  it('offers no « Réessayer » when the session ended (only the login fixes that)', async () => {
    const { actor, fakes } = start();
    actor.start();
    fakes.resolve('loadEligiblePrograms', failed({ kind: 'unauthorized' }));
    await flush();
    expect(actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
  });

  it('ignores RETRY while the programmes are loading or known', async () => {
    const { actor, fakes } = await editing();
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(fakes.count('loadEligiblePrograms')).toBe(1);
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

  it('can save only a complete selection (the save button follows can SAVE)', async () => {
    const { actor, fakes } = await editing();
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'RANK', programId: 'p-agro-1', rank: 1 });
    actor.send({ type: 'RANK', programId: 'p-agro-2', rank: 2 });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'SAVE' });
    expect(fakes.count('saveChoices')).toBe(0);
    actor.send({ type: 'RANK', programId: 'p-agro-3', rank: 3 });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
    actor.send({ type: 'PICK', programId: 'p-math' });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
  });

  it('reports sessionExpired when no account id is known', async () => {
    const { actor, fakes, emitted } = await editing({
      application: { ...application, accountId: '' },
      storedAccountId: null,
    });
    actor.send({ type: 'PICK', programId: 'p-math' });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.error).toBe('sessionExpired');
    expect(emitted).toEqual([
      { type: 'failed', error: 'sessionExpired', serverMessage: null, whileLoading: false },
    ]);
    expect(fakes.count('saveChoices')).toBe(0);
  });

  it('saves the ranking (once on a double click), reloads the details and ends with them', async () => {
    const { actor, fakes, emitted } = await editing();
    rankAll((e) => actor.send(e));
    actor.send({ type: 'SAVE' });
    actor.send({ type: 'SAVE' });
    expect(fakes.count('saveChoices')).toBe(1);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    const { fields } = fakes.lastInput('saveChoices') as SaveChoicesInput;
    expect(fields).toMatchObject({
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
    fakes.resolve('saveChoices', saved);
    await flush();
    expect(actor.getSnapshot().value).toBe('reloading');
    expect(actor.getSnapshot().hasTag('saving')).toBe(true);
    expect(fakes.lastInput('reloadDetails')).toEqual({ candidateId: 'c-1' });
    const details = { candidateId: 'c-1', programGroup: 'g-agro', email: null };
    fakes.resolve('reloadDetails', { ok: true, data: details });
    await flush();
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', details, receipt });
    expect(emitted).toEqual([{ type: 'saved', receipt }]);
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

  it.each<[string, SaveChoicesOutput, string, string | null]>([
    [
      'refused with a message',
      failed({ kind: 'rejected', message: 'Période close' }),
      'saveRejected',
      'Période close',
    ],
    ['refused without a message', failed({ kind: 'rejected' }), 'saveRejected', null],
    [
      'answered 500 with a message',
      failed({ kind: 'http', status: 500, message: 'Erreur' }),
      'saveRejected',
      'Erreur',
    ],
    ['not answered', failed({ kind: 'network' }), 'saveFailed', null],
    ['answered with a wrong shape', failed({ kind: 'badResponse', reason: 'x' }), 'saveFailed', null],
    ['refused after the session ended', failed({ kind: 'unauthorized' }), 'sessionExpired', null],
    ['not answered in time', failed({ kind: 'timeout' }), 'timeout', null],
  ])('keeps the selection when the save is %s', async (_, output, code, message) => {
    const { actor, fakes, emitted } = await editing();
    actor.send({ type: 'PICK', programId: 'p-math' });
    actor.send({ type: 'SAVE' });
    fakes.resolve('saveChoices', output);
    await flush();
    const { context, value } = actor.getSnapshot();
    expect(value).toBe('editing');
    expect(context.error).toBe(code);
    expect(context.serverMessage).toBe(message);
    expect(context.selection).toEqual({ mode: 'single', ranking: {}, singleProgramId: 'p-math' });
    expect(emitted).toEqual([{ type: 'failed', error: code, serverMessage: message, whileLoading: false }]);
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
  });

  it('ends saved without details when the reload fails, with a log', async () => {
    const { actor, fakes, log } = await editing();
    actor.send({ type: 'PICK', programId: 'p-math' });
    actor.send({ type: 'SAVE' });
    fakes.resolve('saveChoices', savedWithoutReceipt);
    await flush();
    fakes.resolve('reloadDetails', failed({ kind: 'network' }));
    await flush();
    expect(actor.getSnapshot().output).toEqual({ outcome: 'saved', details: null, receipt: null });
    expect(log).toHaveBeenCalledTimes(1);
  });

  it('can be closed at any time; a save already sent still ends with its notification', async () => {
    const a = start();
    a.actor.start();
    a.actor.send({ type: 'CLOSE' });
    expect(a.actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });

    const b = await editing();
    b.actor.send({ type: 'PICK', programId: 'p-math' });
    b.actor.send({ type: 'SAVE' });
    b.actor.send({ type: 'CLOSE' });
    expect(b.actor.getSnapshot().value).toBe('saving');
    expect(b.actor.getSnapshot().context.dismissed).toBe(true);
    b.fakes.resolve('saveChoices', failed({ kind: 'network' }));
    await flush();
    expect(b.actor.getSnapshot().output).toEqual({ outcome: 'cancelled' });
    expect(b.emitted).toEqual([
      { type: 'failed', error: 'saveFailed', serverMessage: null, whileLoading: false },
    ]);

    const c = await editing();
    c.actor.send({ type: 'PICK', programId: 'p-math' });
    c.actor.send({ type: 'SAVE' });
    c.fakes.resolve('saveChoices', saved);
    await flush();
    c.actor.send({ type: 'CLOSE' });
    c.fakes.resolve('reloadDetails', { ok: true, data: { candidateId: 'c-1' } });
    await flush();
    expect(c.actor.getSnapshot().output).toEqual({
      outcome: 'saved',
      details: { candidateId: 'c-1' },
      receipt,
    });
    expect(c.emitted).toEqual([{ type: 'saved', receipt }]);
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const serialize = (s: AnyMachineSnapshot) => {
      const { selection, error, dismissed } = s.context as {
        selection: { mode: string; ranking: object; singleProgramId: string | null };
        error: string | null;
        dismissed: boolean;
      };
      return JSON.stringify([
        s.value,
        dismissed,
        selection.mode,
        Object.keys(selection.ranking).length,
        selection.singleProgramId,
        error,
      ]);
    };
    const coverage = await runModel<ProgramChangeInput>({
      machine: programChangeMachine,
      inputs: [
        { application, storedAccountId: 'account-from-storage' },
        { application: { ...application, bacSerie: '' } },
        { application: { ...application, accountId: '' }, storedAccountId: null },
      ],
      events: [
        { type: 'CLOSE' },
        { type: 'RETRY' },
        { type: 'RANK', programId: 'p-agro-1', rank: 1 },
        { type: 'RANK', programId: 'p-agro-2', rank: 2 },
        { type: 'RANK', programId: 'p-agro-3', rank: 3 },
        { type: 'PICK', programId: 'p-math' },
        { type: 'RESET' },
        { type: 'SAVE' },
        { type: 'xstate.done.actor.loadEligiblePrograms', output: { ok: true, data } },
        { type: 'xstate.done.actor.loadEligiblePrograms', output: failed({ kind: 'rejected' }) },
        { type: 'xstate.done.actor.loadEligiblePrograms', output: failed({ kind: 'unauthorized' }) },
        { type: 'xstate.done.actor.saveChoices', output: saved },
        { type: 'xstate.done.actor.saveChoices', output: failed({ kind: 'rejected', message: 'non' }) },
        { type: 'xstate.done.actor.reloadDetails', output: { ok: true, data: { candidateId: 'c-1' } } },
        { type: 'xstate.done.actor.reloadDetails', output: failed({ kind: 'network' }) },
      ],
      serialize,
      start: (input, inspect) => {
        const t = start(input, inspect);
        return { actor: t.actor, fakes: t.fakes, clock: new SimulatedClock() };
      },
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
    expect(coverage.states.total).toBe(8);
  });
});

describe('programChangeMachine: an interrupted change offered back', () => {
  const draft = {
    mode: 'multiple' as const,
    ranking: { 'p-agro-2': 1 as const, 'p-agro-1': 2 as const },
    singleProgramId: null,
  };

  it('restores a selection that still fits the programmes, says so until it changes, and saves it', async () => {
    const { actor, fakes } = await editing({ draft });
    expect(actor.getSnapshot().context).toMatchObject({ selection: draft, restored: true, draft: null });
    actor.send({ type: 'RANK', programId: 'p-agro-3', rank: 3 });
    expect(actor.getSnapshot().context.restored).toBe(false);
    actor.send({ type: 'SAVE' });
    expect(fakes.count('saveChoices')).toBe(1);
  });

  it('restores one other programme picked', async () => {
    const single = { mode: 'single' as const, ranking: {}, singleProgramId: 'p-math' };
    const { actor } = await editing({ draft: single });
    expect(actor.getSnapshot().context).toMatchObject({ selection: single, restored: true });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
  });

  it.each([
    ['a programme no longer eligible', { mode: 'single', ranking: {}, singleProgramId: 'p-ancien' }],
    [
      'a rank given twice',
      { mode: 'multiple', ranking: { 'p-agro-1': 1, 'p-agro-2': 1 }, singleProgramId: null },
    ],
    ['a rank that is not one', { mode: 'multiple', ranking: { 'p-agro-1': 4 }, singleProgramId: null }],
    ['another group’s speciality', { mode: 'multiple', ranking: { 'p-math': 1 }, singleProgramId: null }],
    ['not a selection', 'Productions végétales'],
  ])('restores nothing from %s', async (_case, stale) => {
    const { actor } = await editing({ draft: stale as never });
    expect(actor.getSnapshot().context).toMatchObject({
      selection: { mode: 'none', ranking: {}, singleProgramId: null },
      restored: false,
    });
  });
});

describe('programChangeMachine: the choice held now, selected as the dialog opens', () => {
  const choice = (programId: string, priority: number) => ({
    id: `ch-${programId}`,
    programId,
    programName: programId,
    priority,
    score: null,
    status: 'pending' as const,
    rank: null,
  });
  const ranked = {
    ...application,
    choices: [choice('p-agro-3', 1), choice('p-agro-1', 2), choice('p-agro-2', 3)],
  };

  it('selects the ranked specialities by their priorities: swapping two is two clicks, then saved', async () => {
    const { actor, fakes } = await editing({ application: ranked });
    expect(actor.getSnapshot().context).toMatchObject({
      selection: { mode: 'multiple', ranking: { 'p-agro-3': 1, 'p-agro-1': 2, 'p-agro-2': 3 } },
      // Not an interrupted change: no « restored » notice.
      restored: false,
    });
    // The choice held, unchanged, is not saved again (« Enregistrer » stays disabled).
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'RANK', programId: 'p-agro-1', rank: 1 });
    actor.send({ type: 'RANK', programId: 'p-agro-3', rank: 2 });
    expect(actor.getSnapshot().context.selection.ranking).toEqual({
      'p-agro-1': 1,
      'p-agro-3': 2,
      'p-agro-2': 3,
    });
    actor.send({ type: 'SAVE' });
    expect(fakes.count('saveChoices')).toBe(1);
  });

  it('selects the single programme held; saving is for another one', async () => {
    const single = { ...application, applicationType: 'single_choice' as const, programId: 'p-math' };
    const { actor } = await editing({ application: single });
    expect(actor.getSnapshot().context.selection).toEqual({
      mode: 'single',
      ranking: {},
      singleProgramId: 'p-math',
    });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'RANK', programId: 'p-agro-1', rank: 1 });
    actor.send({ type: 'PICK', programId: 'p-math' });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(false);
    actor.send({ type: 'RANK', programId: 'p-agro-1', rank: 1 });
    actor.send({ type: 'RANK', programId: 'p-agro-2', rank: 2 });
    actor.send({ type: 'RANK', programId: 'p-agro-3', rank: 3 });
    expect(actor.getSnapshot().can({ type: 'SAVE' })).toBe(true);
  });

  it('prefers an interrupted change to the choice held', async () => {
    const draft = { mode: 'single' as const, ranking: {}, singleProgramId: 'p-math' };
    const { actor } = await editing({ application: ranked, draft });
    expect(actor.getSnapshot().context).toMatchObject({ selection: draft, restored: true });
  });

  it('selects nothing when the choice held is no longer eligible', async () => {
    const gone = { ...application, choices: [choice('p-ancien', 1), choice('p-agro-1', 2)] };
    const { actor } = await editing({ application: gone });
    expect(actor.getSnapshot().context.selection.mode).toBe('none');
  });
});
