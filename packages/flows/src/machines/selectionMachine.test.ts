import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { StaffSelectionCandidate } from '@admission/api-client';
import { FakeActors, flush } from '../testing/fakeActors';
import { makeStaffRow } from '../testing/fixtures';
import { runModel } from '../testing/modelCoverage';
import {
  selectionMachine,
  type ApplySelectionInput,
  type ApplySelectionOutput,
  type FetchProposalOutput,
  type SelectionEmitted,
  type SelectionProposalData,
  type SelectionTarget,
  type SetCapacityInput,
  type SetCapacityOutput,
} from './selectionMachine';

const app = (id: string, score: number | null, version = 1): StaffSelectionCandidate['application'] => ({
  ...makeStaffRow(id, 'pending', version),
  status: 'pending',
  submissionDate: '2025-07-01T10:00:00Z',
  score,
});
const proposal = (overrides: Partial<SelectionProposalData> = {}): SelectionProposalData => ({
  program: { programId: 'prog-a', programName: 'Sociologie', places: 3, waitlistPlaces: 2 },
  basis: 'basis-1',
  acceptedCount: 1,
  waitlistedCount: 0,
  placesLeft: 2,
  waitlistLeft: 2,
  nextWaitlistRank: 1,
  ranked: ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({
    application: app(id, 18 - i),
    meritRank: i + 1,
    tieBreak: null,
  })),
  unscored: [app('u', null)],
  ...overrides,
});
const unfixed = proposal({
  program: { programId: 'prog-a', programName: 'Sociologie', places: null, waitlistPlaces: null },
  placesLeft: null,
  waitlistLeft: null,
  nextWaitlistRank: null,
});
const target = { kind: 'universite' as const, programId: 'prog-a' };

function start(
  canSetCapacity = true,
  inspect?: (event: InspectionEvent) => void,
  clock = new SimulatedClock(),
) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = selectionMachine.provide({
    actors: {
      fetchProposal: fakes.logic<FetchProposalOutput, SelectionTarget>('fetchProposal'),
      applySelection: fakes.logic<ApplySelectionOutput, ApplySelectionInput>('applySelection'),
      setCapacity: fakes.logic<SetCapacityOutput, SetCapacityInput>('setCapacity'),
    },
    actions: { log: (_, params) => log(params.message) },
  });
  const actor = createActor(machine, { input: { ...target, canSetCapacity }, inspect, clock });
  const emitted: SelectionEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, fakes, emitted, log, clock };
}

async function loaded(data = proposal(), canSetCapacity = true) {
  const t = start(canSetCapacity);
  t.actor.start();
  t.fakes.resolve('fetchProposal', { ok: true, data });
  await flush();
  return t;
}

function adjust(
  t: Awaited<ReturnType<typeof loaded>>,
  kind: 'exclude' | 'include',
  candidateId: string,
  reason: string,
) {
  t.actor.send({ type: 'ADJUST', kind, candidateId });
  t.actor.send({ type: 'GIVE_REASON', reason });
}

describe('selectionMachine (docs/behaviour.md, « Proposed selection »)', () => {
  it('loads the proposal of its programme', async () => {
    const t = start();
    t.actor.start();
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(t.fakes.lastInput('fetchProposal')).toEqual(target);
    t.fakes.resolve('fetchProposal', { ok: true, data: proposal() });
    await flush();
    expect(t.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(t.actor.getSnapshot().context.proposal?.basis).toBe('basis-1');
  });

  it('a 404 is « not found »; a failure is retried; a 403 is « forbidden »', async () => {
    const t = start();
    t.actor.start();
    t.fakes.resolve('fetchProposal', { ok: true, data: null });
    await flush();
    expect(t.actor.getSnapshot().value).toBe('notFound');
    const u = start();
    u.actor.start();
    u.fakes.resolve('fetchProposal', { ok: false, error: { kind: 'http', status: 403 } });
    await flush();
    expect(u.actor.getSnapshot().context.error).toBe('forbidden');
    u.actor.send({ type: 'RETRY' });
    u.fakes.resolve('fetchProposal', { ok: false, error: { kind: 'timeout' } });
    await flush();
    expect(u.actor.getSnapshot().context.error).toBe('timeout');
    expect(u.log).toHaveBeenCalledWith('selection: not loaded');
    u.actor.send({ type: 'RETRY' });
    u.fakes.resolve('fetchProposal', { ok: true, data: proposal() });
    await flush();
    expect(u.actor.getSnapshot().matches('ready')).toBe(true);
    expect(u.actor.getSnapshot().context.error).toBeNull();
  });

  it('an adjustment asks a reason: a blank one is refused, a given one is trimmed and kept; « Annuler » undoes it', async () => {
    const t = await loaded();
    t.actor.send({ type: 'ADJUST', kind: 'exclude', candidateId: 'a' });
    expect(t.actor.getSnapshot().matches({ ready: 'asking' })).toBe(true);
    t.actor.send({ type: 'GIVE_REASON', reason: '   ' });
    expect(t.actor.getSnapshot().context.reasonMissing).toBe(true);
    expect(t.actor.getSnapshot().context.adjustments).toEqual([]);
    t.actor.send({ type: 'GIVE_REASON', reason: ' Pièce manquante ' });
    expect(t.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(t.actor.getSnapshot().context.adjustments).toEqual([
      { kind: 'exclude', candidateId: 'a', reason: 'Pièce manquante' },
    ]);
    expect(t.actor.getSnapshot().context.reasonMissing).toBe(false);
    // Already adjusted: no second adjustment; « Annuler » takes it back.
    expect(t.actor.getSnapshot().can({ type: 'ADJUST', kind: 'include', candidateId: 'a' })).toBe(false);
    t.actor.send({ type: 'UNDO', candidateId: 'a' });
    expect(t.actor.getSnapshot().context.adjustments).toEqual([]);
    // « Annuler » in the dialog adds nothing.
    t.actor.send({ type: 'ADJUST', kind: 'include', candidateId: 'u' });
    t.actor.send({ type: 'CANCEL_REASON' });
    expect(t.actor.getSnapshot().context.adjustments).toEqual([]);
    expect(t.actor.getSnapshot().context.asking).toBeNull();
  });

  it('refuses an adjustment the rule does not allow', async () => {
    const t = await loaded();
    expect(t.actor.getSnapshot().can({ type: 'ADJUST', kind: 'exclude', candidateId: 'e' })).toBe(false);
    expect(t.actor.getSnapshot().can({ type: 'ADJUST', kind: 'include', candidateId: 'a' })).toBe(false);
    expect(t.actor.getSnapshot().can({ type: 'ADJUST', kind: 'include', candidateId: 'e' })).toBe(true);
  });

  it('confirms what the reviewer sees, with the reasons and versions; the 200 ends it and says so', async () => {
    const t = await loaded();
    adjust(t, 'exclude', 'a', 'Pièce manquante');
    adjust(t, 'include', 'u', 'Dossier exceptionnel');
    t.actor.send({ type: 'CONFIRM' });
    expect(t.actor.getSnapshot().matches({ ready: 'confirming' })).toBe(true);
    t.actor.send({ type: 'CANCEL_CONFIRM' });
    expect(t.fakes.count('applySelection')).toBe(0);
    t.actor.send({ type: 'CONFIRM' });
    t.actor.send({ type: 'SEND' });
    expect(t.actor.getSnapshot().hasTag('applying')).toBe(true);
    expect(t.fakes.lastInput('applySelection')).toEqual({
      ...target,
      request: {
        basis: 'basis-1',
        excluded: [{ candidateId: 'a', reason: 'Pièce manquante' }],
        included: [{ candidateId: 'u', reason: 'Dossier exceptionnel' }],
        accepted: [
          { candidateId: 'u', version: 1 },
          { candidateId: 'b', version: 1 },
        ],
        waitlist: [
          { candidateId: 'c', version: 1 },
          { candidateId: 'd', version: 1 },
        ],
      },
    });
    t.fakes.resolve('applySelection', {
      ok: true,
      data: { accepted: [app('u', null, 2), app('b', 17, 2)], waitlist: [app('c', 16, 2), app('d', 15, 2)] },
    });
    await flush();
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(t.emitted).toEqual([{ type: 'applied', accepted: 2, waitlisted: 2 }]);
  });

  it('a 409 says what changed; « Proposer à nouveau » reloads and keeps the adjustments whose candidates remain', async () => {
    const t = await loaded();
    adjust(t, 'exclude', 'a', 'Pièce manquante');
    adjust(t, 'include', 'u', 'Dossier exceptionnel');
    t.actor.send({ type: 'CONFIRM' });
    t.actor.send({ type: 'SEND' });
    t.fakes.resolve('applySelection', {
      ok: false,
      error: { kind: 'conflict', changed: [app('b', 17, 2)], missing: ['u'] },
    });
    await flush();
    expect(t.actor.getSnapshot().value).toBe('conflict');
    expect(t.actor.getSnapshot().context.conflict).toEqual({ changed: [app('b', 17, 2)], missing: ['u'] });
    t.actor.send({ type: 'PROPOSE_AGAIN' });
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    t.fakes.resolve('fetchProposal', { ok: true, data: proposal({ basis: 'basis-2', unscored: [] }) });
    await flush();
    expect(t.actor.getSnapshot().context.conflict).toBeNull();
    expect(t.actor.getSnapshot().context.proposal?.basis).toBe('basis-2');
    expect(t.actor.getSnapshot().context.adjustments).toEqual([
      { kind: 'exclude', candidateId: 'a', reason: 'Pièce manquante' },
    ]);
  });

  it.each([
    ['no answer', { ok: false, error: { kind: 'network' } } as ApplySelectionOutput],
    [
      'a refusal',
      { ok: false, error: { kind: 'http', status: 400, message: 'Motif requis' } } as ApplySelectionOutput,
    ],
  ])('%s keeps everything, says « Erreur », and lets the reviewer confirm again', async (_, output) => {
    const t = await loaded();
    adjust(t, 'exclude', 'a', 'Pièce manquante');
    t.actor.send({ type: 'CONFIRM' });
    t.actor.send({ type: 'SEND' });
    t.fakes.resolve('applySelection', output);
    await flush();
    expect(t.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(t.actor.getSnapshot().context.applyFailed).toBe(true);
    expect(t.actor.getSnapshot().context.adjustments).toHaveLength(1);
    expect(t.emitted).toEqual([{ type: 'failed' }]);
    expect(t.log).toHaveBeenCalledWith('selection: not recorded');
    t.actor.send({ type: 'CONFIRM' });
    expect(t.actor.getSnapshot().context.applyFailed).toBe(false);
  });

  it('places not fixed: nothing to confirm; an admin fixes them and a new proposal follows', async () => {
    const t = await loaded(unfixed);
    expect(t.actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(false);
    expect(t.actor.getSnapshot().can({ type: 'ADJUST', kind: 'exclude', candidateId: 'a' })).toBe(false);
    expect(
      t.actor.getSnapshot().can({ type: 'SAVE_CAPACITY', capacity: { places: -1, waitlistPlaces: 0 } }),
    ).toBe(false);
    expect(
      t.actor.getSnapshot().can({ type: 'SAVE_CAPACITY', capacity: { places: 1.5, waitlistPlaces: 0 } }),
    ).toBe(false);
    t.actor.send({ type: 'SAVE_CAPACITY', capacity: { places: 3, waitlistPlaces: 2 } });
    expect(t.actor.getSnapshot().hasTag('savingCapacity')).toBe(true);
    expect(t.fakes.lastInput('setCapacity')).toEqual({
      ...target,
      capacity: { places: 3, waitlistPlaces: 2 },
    });
    t.fakes.resolve('setCapacity', {
      ok: true,
      data: { programId: 'prog-a', programName: 'Sociologie', places: 3, waitlistPlaces: 2 },
    });
    await flush();
    expect(t.emitted).toEqual([{ type: 'capacitySaved' }]);
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    t.fakes.resolve('fetchProposal', { ok: true, data: proposal() });
    await flush();
    expect(t.actor.getSnapshot().can({ type: 'CONFIRM' })).toBe(true);
  });

  it('a capacity not saved says why and keeps the page', async () => {
    const t = await loaded(unfixed);
    t.actor.send({ type: 'SAVE_CAPACITY', capacity: { places: 3, waitlistPlaces: 2 } });
    t.fakes.resolve('setCapacity', { ok: false, error: { kind: 'http', status: 403 } });
    await flush();
    expect(t.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(t.actor.getSnapshot().context.capacityError).toBe('forbidden');
    t.actor.send({ type: 'SAVE_CAPACITY', capacity: { places: 3, waitlistPlaces: 2 } });
    expect(t.actor.getSnapshot().context.capacityError).toBeNull();
    t.fakes.resolve('setCapacity', { ok: false, error: { kind: 'network' } });
    await flush();
    expect(t.actor.getSnapshot().context.capacityError).toBe('failed');
    expect(t.log).toHaveBeenCalledWith('selection: capacity not saved');
  });

  it('a teacher reads the capacity and cannot set it', async () => {
    const t = await loaded(unfixed, false);
    expect(
      t.actor.getSnapshot().can({ type: 'SAVE_CAPACITY', capacity: { places: 3, waitlistPlaces: 2 } }),
    ).toBe(false);
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const serialize = (snapshot: AnyMachineSnapshot) =>
      JSON.stringify({
        value: snapshot.value,
        status: snapshot.status,
        adjustments: (snapshot.context as { adjustments: unknown[] }).adjustments.length,
      });
    const coverage = await runModel({
      machine: selectionMachine,
      inputs: [{ ...target, canSetCapacity: true }],
      events: [
        { type: 'xstate.done.actor.fetchProposal', output: { ok: true, data: proposal() } },
        { type: 'xstate.done.actor.fetchProposal', output: { ok: true, data: null } },
        { type: 'xstate.done.actor.fetchProposal', output: { ok: false, error: { kind: 'network' } } },
        { type: 'xstate.error.actor.fetchProposal', error: new Error('boom') },
        { type: 'RETRY' },
        { type: 'ADJUST', kind: 'exclude', candidateId: 'a' },
        { type: 'GIVE_REASON', reason: '' },
        { type: 'GIVE_REASON', reason: 'Pièce manquante' },
        { type: 'CANCEL_REASON' },
        { type: 'UNDO', candidateId: 'a' },
        { type: 'CONFIRM' },
        { type: 'CANCEL_CONFIRM' },
        { type: 'SEND' },
        {
          type: 'xstate.done.actor.applySelection',
          output: { ok: true, data: { accepted: [], waitlist: [] } },
        },
        {
          type: 'xstate.done.actor.applySelection',
          output: { ok: false, error: { kind: 'conflict', changed: [], missing: [] } },
        },
        { type: 'xstate.done.actor.applySelection', output: { ok: false, error: { kind: 'network' } } },
        { type: 'xstate.error.actor.applySelection', error: new Error('boom') },
        { type: 'PROPOSE_AGAIN' },
        { type: 'SAVE_CAPACITY', capacity: { places: 3, waitlistPlaces: 2 } },
        {
          type: 'xstate.done.actor.setCapacity',
          output: {
            ok: true,
            data: { programId: 'prog-a', programName: 'Sociologie', places: 3, waitlistPlaces: 2 },
          },
        },
        { type: 'xstate.done.actor.setCapacity', output: { ok: false, error: { kind: 'network' } } },
        { type: 'xstate.error.actor.setCapacity', error: new Error('boom') },
      ],
      serialize,
      start: (input, inspect) => {
        const { actor, fakes, clock } = start(input.canSetCapacity, inspect, new SimulatedClock());
        return { actor, fakes, clock };
      },
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
