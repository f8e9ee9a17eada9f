import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { StaffApplicationFile } from '@admission/api-client';
import { FakeActors, flush } from '../testing/fakeActors';
import { staffFileMachine, type FetchFileOutput, type StaffFileEmitted } from './staffFileMachine';
import type { DecideInput, DecideOutput } from './staffListMachine';

const application = (
  status: StaffApplicationFile['application']['status'] = 'pending',
  version = 3,
): StaffApplicationFile['application'] => ({
  id: 'CAND-1',
  kind: 'universite',
  firstName: 'Awa',
  lastName: 'Ba',
  email: 'awa@example.org',
  status,
  documents: [],
  submissionDate: '2025-07-01T10:00:00Z',
  version,
});
const file = (app = application(), history: StaffApplicationFile['history'] = []): StaffApplicationFile => ({
  application: app,
  birthDate: '2005-01-30',
  placeOfBirth: 'Matam',
  nationality: 'Sénégalaise',
  phone: null,
  bacSerie: 'S2',
  bacResultId: 'BAC-1',
  bacResult: { grades: { Mathématiques: 12 }, coefs: { Mathématiques: 5 } },
  choices: [{ rank: 1, programId: 'prog-a', programName: 'A' }],
  history,
});

function start() {
  const fakes = new FakeActors();
  const log = vi.fn();
  const machine = staffFileMachine.provide({
    actors: {
      fetchFile: fakes.logic<FetchFileOutput, { candidateId: string }>('fetchFile'),
      decide: fakes.logic<DecideOutput, DecideInput>('decide'),
    },
    actions: { log: (_, params) => log(params.message) },
  });
  const actor = createActor(machine, { input: { candidateId: 'CAND-1' } });
  const emitted: StaffFileEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, fakes, emitted, log };
}

async function loaded(app = application()) {
  const t = start();
  t.fakes.resolve('fetchFile', { ok: true, data: file(app) });
  await flush();
  return t;
}

describe('staffFileMachine (docs/behaviour.md, deviation 63)', () => {
  it('asks for the file of its candidate and shows it', async () => {
    const t = start();
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(t.fakes.lastInput('fetchFile')).toEqual({ candidateId: 'CAND-1' });
    t.fakes.resolve('fetchFile', { ok: true, data: file() });
    await flush();
    expect(t.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(t.actor.getSnapshot().context.file?.bacSerie).toBe('S2');
  });

  it('a 404 is « not found », never a failure to retry', async () => {
    const t = start();
    t.fakes.resolve('fetchFile', { ok: true, data: null });
    await flush();
    expect(t.actor.getSnapshot().value).toBe('notFound');
    expect(t.actor.getSnapshot().can({ type: 'RETRY' })).toBe(false);
  });

  it.each([
    [{ kind: 'network' } as const, 'failed'],
    [{ kind: 'timeout' } as const, 'timeout'],
    [{ kind: 'http', status: 500 } as const, 'failed'],
    [{ kind: 'http', status: 403 } as const, 'forbidden'],
  ])('a failure (%j) is %s, logged, and « Réessayer » loads again', async (error, code) => {
    const t = start();
    t.fakes.resolve('fetchFile', { ok: false, error });
    await flush();
    expect(t.actor.getSnapshot().value).toBe('failed');
    expect(t.actor.getSnapshot().context.error).toBe(code);
    expect(t.log).toHaveBeenCalledWith('staff file: not loaded');
    t.actor.send({ type: 'RETRY' });
    expect(t.actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(t.actor.getSnapshot().context.error).toBeNull();
    t.fakes.resolve('fetchFile', { ok: true, data: file() });
    await flush();
    expect(t.actor.getSnapshot().matches('ready')).toBe(true);
  });

  it('accepts with the version seen, shows the answer, then reads the file again for its history', async () => {
    const t = await loaded();
    t.actor.send({ type: 'ACCEPT' });
    expect(t.fakes.lastInput('decide')).toEqual({
      candidateId: 'CAND-1',
      request: { decision: 'accepted', version: 3 },
    });
    expect(t.actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    t.fakes.resolve('decide', { ok: true, data: application('accepted', 4) });
    await flush();
    expect(t.emitted.map((event) => event.type)).toEqual(['decided']);
    expect(t.actor.getSnapshot().context.file?.application.status).toBe('accepted');
    // Still no second decision while the file is read again.
    expect(t.actor.getSnapshot().hasTag('deciding')).toBe(true);
    expect(t.fakes.count('fetchFile')).toBe(2);
    const decision = { kind: 'decision', at: '2025-07-02T10:00:00Z', decision: 'accepted' } as const;
    t.fakes.resolve('fetchFile', { ok: true, data: file(application('accepted', 4), [decision]) });
    await flush();
    expect(t.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(t.actor.getSnapshot().context.file?.history).toEqual([decision]);
    // Decided: no decision any more.
    expect(t.actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    expect(t.actor.getSnapshot().can({ type: 'REJECT' })).toBe(false);
  });

  it('a failed reading after the decision keeps the decided file', async () => {
    const t = await loaded();
    t.actor.send({ type: 'ACCEPT' });
    t.fakes.resolve('decide', { ok: true, data: application('accepted', 4) });
    await flush();
    t.fakes.resolve('fetchFile', { ok: false, error: { kind: 'network' } });
    await flush();
    expect(t.actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(t.actor.getSnapshot().context.file?.application.status).toBe('accepted');
  });

  it('rejects after the confirmation, with the reason trimmed; « Annuler » sends nothing', async () => {
    const t = await loaded();
    t.actor.send({ type: 'REJECT' });
    expect(t.actor.getSnapshot().context.confirming).toBe(true);
    t.actor.send({ type: 'CANCEL_REJECT' });
    expect(t.actor.getSnapshot().context.confirming).toBe(false);
    expect(t.fakes.count('decide')).toBe(0);
    t.actor.send({ type: 'REJECT' });
    t.actor.send({ type: 'CONFIRM_REJECT', reason: '  Dossier incomplet ' });
    expect(t.fakes.lastInput('decide')).toEqual({
      candidateId: 'CAND-1',
      request: { decision: 'rejected', version: 3, reason: 'Dossier incomplet' },
    });
    expect(t.actor.getSnapshot().context.confirming).toBe(false);
  });

  it('a 409 shows the current state and says so', async () => {
    const t = await loaded();
    t.actor.send({ type: 'ACCEPT' });
    t.fakes.resolve('decide', {
      ok: false,
      error: { kind: 'conflict', current: application('rejected', 5) },
    });
    await flush();
    expect(t.emitted.map((event) => event.type)).toEqual(['conflict']);
    expect(t.actor.getSnapshot().context.conflict?.status).toBe('rejected');
    expect(t.actor.getSnapshot().context.file?.application.status).toBe('rejected');
  });

  it('a refused decision changes nothing, says « Erreur » and lets the reviewer try again', async () => {
    const t = await loaded();
    t.actor.send({ type: 'ACCEPT' });
    t.fakes.resolve('decide', { ok: false, error: { kind: 'network' } });
    await flush();
    expect(t.emitted.map((event) => event.type)).toEqual(['failed']);
    expect(t.log).toHaveBeenCalledWith('staff file: decision not recorded');
    expect(t.actor.getSnapshot().context.file?.application.status).toBe('pending');
    expect(t.actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(true);
  });

  it('an application already decided offers no decision', async () => {
    const t = await loaded(application('accepted'));
    expect(t.actor.getSnapshot().can({ type: 'ACCEPT' })).toBe(false);
    expect(t.actor.getSnapshot().can({ type: 'REJECT' })).toBe(false);
  });
});
