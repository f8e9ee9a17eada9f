import { describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock, type AnyMachineSnapshot, type InspectionEvent } from 'xstate';
import type { StaffApplication, StaffApplicationPage } from '@admission/api-client';
import { FakeActors, flush } from '../testing/fakeActors';
import { runModel } from '../testing/modelCoverage';
import {
  staffListMachine,
  type DecideInput,
  type DecideManyInput,
  type DecideManyOutput,
  type DecideOutput,
  type FetchPageInput,
  type FetchPageOutput,
  type StaffListEmitted,
} from './staffListMachine';
import { makeStaffRow as row } from '../testing/fixtures';

const page = (items: StaffApplication[]): FetchPageOutput => ({
  ok: true,
  data: {
    items,
    page: 1,
    pageSize: 20,
    totalItems: items.length,
    totalPages: 1,
  } satisfies StaffApplicationPage,
});
const query = { page: 1, search: '', status: null };

function start(inspect?: (event: InspectionEvent) => void, clock = new SimulatedClock()) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = staffListMachine.provide({
    actors: {
      fetchPage: fakes.logic<FetchPageOutput, FetchPageInput>('fetchPage'),
      decide: fakes.logic<DecideOutput, DecideInput>('decide'),
      decideMany: fakes.logic<DecideManyOutput, DecideManyInput>('decideMany'),
    },
    actions: { log: (_, params) => log(params.message) },
  });
  const actor = createActor(machine, { input: { kind: 'universite', query }, inspect, clock });
  const emitted: StaffListEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, fakes, emitted, clock, log };
}

async function loaded(items = [row('a'), row('b', 'accepted')]) {
  const t = start();
  t.actor.start();
  t.fakes.resolve('fetchPage', page(items));
  await flush();
  return t;
}

describe('staffListMachine', () => {
  it('loads the page of its kind with the query the URL gave, newest first, 20 per page', async () => {
    const { actor, fakes } = start();
    actor.start();
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fakes.lastInput('fetchPage')).toEqual({
      kind: 'universite',
      query: { page: 1, pageSize: 20, sort: '-submissionDate' },
    });
    fakes.resolve('fetchPage', page([row('a')]));
    await flush();
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.rows).toEqual([row('a')]);
    expect(actor.getSnapshot().context.paging).toEqual({
      page: 1,
      pageSize: 20,
      totalItems: 1,
      totalPages: 1,
    });
  });

  it('a page with a row read in part shows every row, that one as unknown and not decidable; the fault is logged once', async () => {
    const { actor, fakes, log } = start();
    actor.start();
    const odd = { ...row('b'), status: 'unknown' as const, submissionDate: null };
    fakes.resolve('fetchPage', { ...page([row('a'), odd]), issues: ['item 1 (b): unreadable status'] });
    await flush();
    expect(actor.getSnapshot().context.rows).toEqual([row('a'), odd]);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('staff list: rows read in part');
    expect(actor.getSnapshot().can({ type: 'ACCEPT', id: 'b' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'ACCEPT', id: 'a' })).toBe(true);
  });

  it('ranked (the service has the ranking additions): the pending ones by merit, the programme chosen sent', async () => {
    const fakes = new FakeActors();
    const machine = staffListMachine.provide({
      actors: {
        fetchPage: fakes.logic<FetchPageOutput, FetchPageInput>('fetchPage'),
        decide: fakes.logic<DecideOutput, DecideInput>('decide'),
      },
    });
    const actor = createActor(machine, {
      input: {
        kind: 'coran',
        query: { ...query, status: 'pending', program: 'prog-coran-tajwid' },
        ranked: true,
      },
    });
    actor.start();
    expect(fakes.lastInput('fetchPage')).toEqual({
      kind: 'coran',
      query: { page: 1, pageSize: 20, sort: '-score', status: 'pending', programId: 'prog-coran-tajwid' },
    });
    actor.send({ type: 'QUERY', query: { ...query, sort: 'name' } });
    expect(fakes.lastInput('fetchPage')).toEqual({
      kind: 'coran',
      query: { page: 1, pageSize: 20, sort: 'lastName' },
    });
  });

  it('a failed load is an error with retry, never an empty list', async () => {
    const { actor, fakes } = start();
    actor.start();
    fakes.resolve('fetchPage', { ok: false, error: { kind: 'http', status: 500 } });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(fakes.count('fetchPage')).toBe(2);
  });

  it('a new query (search, filter, page) reloads with it', async () => {
    const { actor, fakes } = await loaded();
    actor.send({ type: 'QUERY', query: { page: 3, search: 'diop', status: 'pending' } });
    expect(fakes.lastInput('fetchPage')).toEqual({
      kind: 'universite',
      query: { page: 3, pageSize: 20, sort: '-submissionDate', search: 'diop', status: 'pending' },
    });
  });

  it('accepting updates the row at once, sends the version seen, then keeps the server row and announces it', async () => {
    const { actor, fakes, emitted } = await loaded([row('a', 'pending', 4)]);
    actor.send({ type: 'ACCEPT', id: 'a' });
    expect(actor.getSnapshot().context.rows[0]?.status).toBe('accepted');
    expect(fakes.lastInput('decide')).toEqual({
      candidateId: 'a',
      request: { decision: 'accepted', version: 4 },
    });
    // A second click is not a transition: one request.
    actor.send({ type: 'ACCEPT', id: 'a' });
    expect(fakes.count('decide')).toBe(1);
    fakes.resolve('decide', { ok: true, data: row('a', 'accepted', 5) });
    await flush();
    expect(actor.getSnapshot().context.rows).toEqual([row('a', 'accepted', 5)]);
    expect(emitted).toEqual([
      { type: 'decided', decision: 'accepted', application: row('a', 'accepted', 5) },
    ]);
  });

  it('only a pending row may be decided', async () => {
    const { actor, fakes } = await loaded();
    actor.send({ type: 'ACCEPT', id: 'b' });
    actor.send({ type: 'REJECT', id: 'b' });
    actor.send({ type: 'ACCEPT', id: 'unknown' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(fakes.count('decide')).toBe(0);
  });

  it('rejecting asks for confirmation first; cancelling sends nothing', async () => {
    const { actor, fakes } = await loaded();
    actor.send({ type: 'REJECT', id: 'a' });
    expect(actor.getSnapshot().context.confirming).toEqual(row('a'));
    expect(actor.getSnapshot().context.rows[0]?.status).toBe('pending');
    actor.send({ type: 'CANCEL_REJECT' });
    expect(actor.getSnapshot().context.confirming).toBeNull();
    expect(fakes.count('decide')).toBe(0);
    actor.send({ type: 'REJECT', id: 'a' });
    actor.send({ type: 'CONFIRM_REJECT', reason: '  Pièces manquantes ' });
    expect(actor.getSnapshot().context.rows[0]?.status).toBe('rejected');
    expect(fakes.lastInput('decide')).toEqual({
      candidateId: 'a',
      request: { decision: 'rejected', version: 1, reason: 'Pièces manquantes' },
    });
  });

  it('a blank reason is not sent', async () => {
    const { actor, fakes } = await loaded();
    actor.send({ type: 'REJECT', id: 'a' });
    actor.send({ type: 'CONFIRM_REJECT', reason: '   ' });
    expect(fakes.lastInput('decide')).toEqual({
      candidateId: 'a',
      request: { decision: 'rejected', version: 1 },
    });
  });

  it.each<[string, DecideOutput]>([
    ['a 500', { ok: false, error: { kind: 'http', status: 500 } }],
    ['a 403', { ok: false, error: { kind: 'http', status: 403, message: 'Accès refusé' } }],
    ['no answer', { ok: false, error: { kind: 'network' } }],
    ['an ended session', { ok: false, error: { kind: 'unauthorized' } }],
    ['an unreadable answer', { ok: false, error: { kind: 'badResponse', reason: 'x' } }],
    ['a refusal in the envelope', { ok: false, error: { kind: 'rejected' } }],
    ['a conflict without the current state', { ok: false, error: { kind: 'conflict', message: 'conflit' } }],
  ])('rolls the row back and announces a failure on %s', async (_, output) => {
    const { actor, fakes, emitted } = await loaded();
    actor.send({ type: 'ACCEPT', id: 'a' });
    fakes.resolve('decide', output);
    await flush();
    expect(actor.getSnapshot().context.rows[0]).toEqual(row('a'));
    expect(emitted).toEqual([{ type: 'failed' }]);
    expect(actor.getSnapshot().context.conflict).toBeNull();
  });

  it('a rejected actor promise is a failure too', async () => {
    const { actor, fakes, emitted } = await loaded();
    actor.send({ type: 'ACCEPT', id: 'a' });
    fakes.reject('decide', new Error('boom'));
    await flush();
    expect(actor.getSnapshot().context.rows[0]).toEqual(row('a'));
    expect(emitted).toEqual([{ type: 'failed' }]);
  });

  it('a conflict (409) shows the current state of the row and keeps it until the next action', async () => {
    const { actor, fakes, emitted } = await loaded();
    const current = row('a', 'rejected', 2);
    actor.send({ type: 'ACCEPT', id: 'a' });
    fakes.resolve('decide', { ok: false, error: { kind: 'conflict', current } });
    await flush();
    expect(actor.getSnapshot().context.rows[0]).toEqual(current);
    expect(actor.getSnapshot().context.conflict).toEqual(current);
    expect(emitted).toEqual([{ type: 'conflict', current }]);
    actor.send({ type: 'QUERY', query });
    expect(actor.getSnapshot().context.conflict).toBeNull();
  });

  describe('bulk decisions', () => {
    const five = () => [row('a'), row('b', 'accepted'), row('c', 'pending', 3), row('d'), row('e')];

    it('selects pending rows only, all of the page at once, and clears', async () => {
      const { actor } = await loaded(five());
      actor.send({ type: 'TOGGLE_SELECTION', id: 'd' });
      actor.send({ type: 'TOGGLE_SELECTION', id: 'b' });
      actor.send({ type: 'TOGGLE_SELECTION', id: 'a' });
      expect(actor.getSnapshot().context.selected).toEqual(['a', 'd']);
      expect(actor.getSnapshot().can({ type: 'TOGGLE_SELECTION', id: 'b' })).toBe(false);
      actor.send({ type: 'TOGGLE_SELECTION', id: 'a' });
      expect(actor.getSnapshot().context.selected).toEqual(['d']);
      actor.send({ type: 'SELECT_PAGE' });
      expect(actor.getSnapshot().context.selected).toEqual(['a', 'c', 'd', 'e']);
      expect(actor.getSnapshot().can({ type: 'SELECT_PAGE' })).toBe(false);
      actor.send({ type: 'CLEAR_SELECTION' });
      expect(actor.getSnapshot().context.selected).toEqual([]);
      // Nothing selected: no bulk decision to confirm.
      expect(actor.getSnapshot().can({ type: 'BULK', decision: 'accepted' })).toBe(false);
    });

    it('confirms first, then sends the selection with the versions seen, and on success shows the server rows, clears the selection and announces the count', async () => {
      const { actor, fakes, emitted } = await loaded(five());
      actor.send({ type: 'TOGGLE_SELECTION', id: 'c' });
      actor.send({ type: 'TOGGLE_SELECTION', id: 'a' });
      actor.send({ type: 'BULK', decision: 'rejected' });
      expect(actor.getSnapshot().matches({ ready: 'confirmingBulk' })).toBe(true);
      expect(actor.getSnapshot().context.bulk).toBe('rejected');
      expect(fakes.count('decideMany')).toBe(0);
      actor.send({ type: 'CANCEL_BULK' });
      expect(actor.getSnapshot().context.selected).toEqual(['a', 'c']);
      expect(fakes.count('decideMany')).toBe(0);

      actor.send({ type: 'BULK', decision: 'rejected' });
      actor.send({ type: 'CONFIRM_BULK', reason: ' Places épuisées ' });
      expect(actor.getSnapshot().hasTag('bulkDeciding')).toBe(true);
      expect(fakes.lastInput('decideMany')).toEqual({
        kind: 'universite',
        request: {
          decision: 'rejected',
          reason: 'Places épuisées',
          items: [
            { candidateId: 'a', version: 1 },
            { candidateId: 'c', version: 3 },
          ],
        },
      });
      // While it is sent, nothing else is decided nor selected.
      expect(actor.getSnapshot().can({ type: 'ACCEPT', id: 'd' })).toBe(false);
      expect(actor.getSnapshot().can({ type: 'TOGGLE_SELECTION', id: 'd' })).toBe(false);
      fakes.resolve('decideMany', { ok: true, data: [row('a', 'rejected', 2), row('c', 'rejected', 4)] });
      await flush();
      const { context } = actor.getSnapshot();
      expect(context.rows.map((r) => `${r.id}:${r.status}:${r.version}`)).toEqual([
        'a:rejected:2',
        'b:accepted:1',
        'c:rejected:4',
        'd:pending:1',
        'e:pending:1',
      ]);
      expect(context.selected).toEqual([]);
      expect(emitted).toEqual([{ type: 'bulkDecided', decision: 'rejected', count: 2 }]);
    });

    it('on a conflict shows the current rows, keeps the selection minus what changed, and says how many changed', async () => {
      const { actor, fakes, emitted } = await loaded(five());
      actor.send({ type: 'SELECT_PAGE' });
      actor.send({ type: 'BULK', decision: 'accepted' });
      actor.send({ type: 'CONFIRM_BULK' });
      expect(fakes.lastInput('decideMany')).toMatchObject({ request: { decision: 'accepted' } });
      fakes.resolve('decideMany', {
        ok: false,
        error: {
          kind: 'conflict',
          changed: [row('c', 'rejected', 4), row('d', 'pending', 2)],
          missing: ['e'],
        },
      });
      await flush();
      const { context } = actor.getSnapshot();
      expect(context.rows.map((r) => `${r.id}:${r.status}:${r.version}`)).toEqual([
        'a:pending:1',
        'b:accepted:1',
        'c:rejected:4',
        'd:pending:2',
        'e:pending:1',
      ]);
      expect(context.selected).toEqual(['a']);
      expect(context.bulkConflict).toBe(3);
      expect(emitted).toEqual([{ type: 'bulkConflict', count: 3 }]);
      // The next selection change keeps the message; a new query clears it.
      actor.send({ type: 'QUERY', query });
      expect(actor.getSnapshot().context.bulkConflict).toBeNull();
      expect(actor.getSnapshot().context.selected).toEqual([]);
    });

    it.each<[string, DecideManyOutput | Error]>([
      ['a 500', { ok: false, error: { kind: 'http', status: 500 } }],
      ['no answer', { ok: false, error: { kind: 'network' } }],
      [
        'a conflict that does not say what changed',
        { ok: false, error: { kind: 'conflict', message: 'conflit' } },
      ],
      ['a rejected actor promise', new Error('boom')],
    ])('on %s changes nothing and announces a failure', async (_, output) => {
      const { actor, fakes, emitted, log } = await loaded(five());
      actor.send({ type: 'TOGGLE_SELECTION', id: 'a' });
      actor.send({ type: 'BULK', decision: 'accepted' });
      actor.send({ type: 'CONFIRM_BULK' });
      if (output instanceof Error) fakes.reject('decideMany', output);
      else fakes.resolve('decideMany', output);
      await flush();
      expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
      expect(actor.getSnapshot().context.rows).toEqual(five());
      expect(actor.getSnapshot().context.selected).toEqual(['a']);
      expect(emitted).toEqual([{ type: 'bulkFailed' }]);
      if (!(output instanceof Error))
        expect(log).toHaveBeenCalledWith('staff list: bulk decision not recorded');
    });

    it('a row decided on its own leaves the selection; a new page starts with none', async () => {
      const { actor, fakes } = await loaded(five());
      actor.send({ type: 'SELECT_PAGE' });
      actor.send({ type: 'ACCEPT', id: 'c' });
      expect(actor.getSnapshot().context.selected).toEqual(['a', 'd', 'e']);
      fakes.resolve('decide', { ok: false, error: { kind: 'network' } });
      await flush();
      // Rolled back to pending: not selected again behind the reviewer's back.
      expect(actor.getSnapshot().context.selected).toEqual(['a', 'd', 'e']);
      actor.send({ type: 'QUERY', query: { ...query, page: 2 } });
      expect(actor.getSnapshot().context.selected).toEqual([]);
    });
  });

  it('model: every state and every transition is reached by a replayed path', async () => {
    const serialize = (snapshot: AnyMachineSnapshot) =>
      JSON.stringify({
        value: snapshot.value,
        rows: snapshot.context.rows.map((r: StaffApplication) => r.status),
        selected: snapshot.context.selected,
      });
    const coverage = await runModel({
      machine: staffListMachine,
      inputs: [{ kind: 'universite' as const, query }],
      events: [
        { type: 'xstate.done.actor.fetchPage', output: page([row('a')]) },
        { type: 'xstate.done.actor.fetchPage', output: { ok: false, error: { kind: 'network' } } },
        { type: 'RETRY' },
        { type: 'QUERY', query },
        { type: 'ACCEPT', id: 'a' },
        { type: 'REJECT', id: 'a' },
        { type: 'CANCEL_REJECT' },
        { type: 'CONFIRM_REJECT', reason: '' },
        { type: 'xstate.done.actor.decide', output: { ok: true, data: row('a', 'accepted', 2) } },
        {
          type: 'xstate.done.actor.decide',
          output: { ok: false, error: { kind: 'conflict', current: row('a', 'rejected', 2) } },
        },
        { type: 'xstate.done.actor.decide', output: { ok: false, error: { kind: 'network' } } },
        { type: 'xstate.error.actor.decide', error: new Error('boom') },
        { type: 'TOGGLE_SELECTION', id: 'a' },
        { type: 'SELECT_PAGE' },
        { type: 'CLEAR_SELECTION' },
        { type: 'BULK', decision: 'accepted' },
        { type: 'CANCEL_BULK' },
        { type: 'CONFIRM_BULK', reason: '' },
        { type: 'xstate.done.actor.decideMany', output: { ok: true, data: [row('a', 'accepted', 2)] } },
        {
          type: 'xstate.done.actor.decideMany',
          output: { ok: false, error: { kind: 'conflict', changed: [row('a', 'rejected', 2)], missing: [] } },
        },
        { type: 'xstate.done.actor.decideMany', output: { ok: false, error: { kind: 'network' } } },
        { type: 'xstate.error.actor.decideMany', error: new Error('boom') },
      ],
      serialize,
      start: (_input, inspect) => {
        const { actor, fakes, clock } = start(inspect, new SimulatedClock());
        return { actor, fakes, clock };
      },
    });
    expect(coverage.states.missing).toEqual([]);
    expect(coverage.transitions.missing).toEqual([]);
  });
});
