import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApplicationEvent } from '@admission/api-client';
import { FakeActors, flush } from '../testing/fakeActors';
import { historyMachine, type FetchHistoryOutput } from './historyMachine';

const events: ApplicationEvent[] = [
  { kind: 'submitted', at: '2025-07-08T09:30:00Z', decision: null, reason: null, receiptReference: null },
];

function start() {
  const fakes = new FakeActors();
  const log = vi.fn();
  const actor = createActor(
    historyMachine.provide({
      actors: { fetchHistory: fakes.logic<FetchHistoryOutput, { candidateId: string }>('fetchHistory') },
      actions: { log: (_, params) => log(params) },
    }),
    { input: { candidateId: 'c-1' } },
  );
  actor.start();
  return { actor, fakes, log };
}

describe('historyMachine', () => {
  it('asks for nothing until opened, then once per visit', async () => {
    const { actor, fakes } = start();
    expect(fakes.count('fetchHistory')).toBe(0);
    actor.send({ type: 'OPEN' });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fakes.lastInput('fetchHistory')).toEqual({ candidateId: 'c-1' });
    fakes.resolve('fetchHistory', { ok: true, data: events });
    await flush();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(actor.getSnapshot().context.events).toEqual(events);
    actor.send({ type: 'OPEN' });
    expect(fakes.count('fetchHistory')).toBe(1);
  });

  it('a 404 is « unavailable », not an empty history', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'OPEN' });
    fakes.resolve('fetchHistory', { ok: true, data: null });
    await flush();
    expect(actor.getSnapshot().matches('unavailable')).toBe(true);
  });

  it('a failure says why and is retried on request', async () => {
    const { actor, fakes } = start();
    actor.send({ type: 'OPEN' });
    fakes.resolve('fetchHistory', { ok: false, error: { kind: 'timeout' } });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('timeout');
    actor.send({ type: 'RETRY' });
    expect(actor.getSnapshot().context.error).toBeNull();
    fakes.resolve('fetchHistory', { ok: false, error: { kind: 'network' } });
    await flush();
    expect(actor.getSnapshot().context.error).toBe('failed');
    actor.send({ type: 'RETRY' });
    fakes.resolve('fetchHistory', { ok: true, data: events });
    await flush();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
  });

  it('logs a load that got no usable answer, once per failure, with its error', async () => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'OPEN' });
    fakes.resolve('fetchHistory', { ok: false, error: { kind: 'http', status: 502 } });
    await flush();
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({
      message: 'history: not loaded',
      detail: { kind: 'http', status: 502 },
    });
    actor.send({ type: 'RETRY' });
    fakes.resolve('fetchHistory', { ok: false, error: { kind: 'timeout' } });
    await flush();
    expect(log).toHaveBeenCalledTimes(2);
    expect(log).toHaveBeenLastCalledWith({ message: 'history: not loaded', detail: { kind: 'timeout' } });
  });

  it.each<[string, FetchHistoryOutput]>([
    ['a history', { ok: true, data: events }],
    ['the service’s 404 (no history to give)', { ok: true, data: null }],
  ])('logs nothing for %s', async (_, output) => {
    const { actor, fakes, log } = start();
    actor.send({ type: 'OPEN' });
    fakes.resolve('fetchHistory', output);
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
});
