import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { ApiError, ChoiceReceipt } from '@admission/api-client';
import { FakeActors, flush } from '../testing/fakeActors';
import {
  receiptMachine,
  type EmailReceiptOutput,
  type FetchReceiptOutput,
  type ReceiptInput,
} from './receiptMachine';

const receipt: ChoiceReceipt = {
  reference: 'JUS-2026-4F7K-9QXM',
  candidateId: 'c-1',
  savedAt: '2026-11-26T14:05:00.000Z',
  version: 2,
  choices: [{ rank: 1, programId: 'p-math', programName: 'Mathématiques' }],
};

function start(input: ReceiptInput) {
  const fakes = new FakeActors();
  const log = vi.fn();
  const actor = createActor(
    receiptMachine.provide({
      actors: {
        fetchReceipt: fakes.logic<FetchReceiptOutput, { reference: string }>('fetchReceipt'),
        emailReceipt: fakes.logic<EmailReceiptOutput, { reference: string }>('emailReceipt'),
      },
      actions: { log: (_, params) => log(params) },
    }),
    { input },
  );
  actor.start();
  return { actor, fakes, log };
}

describe('receiptMachine', () => {
  it('shows the receipt the save returned without a call', () => {
    const { actor, fakes } = start({ reference: receipt.reference, receipt });
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
    expect(fakes.count('fetchReceipt')).toBe(0);
  });

  it('reads the receipt by its reference when it was not handed over (or another one was)', async () => {
    const { actor, fakes } = start({
      reference: 'JUS-2026-AAAA-BBBB',
      receipt,
    });
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    expect(fakes.lastInput('fetchReceipt')).toEqual({ reference: 'JUS-2026-AAAA-BBBB' });
    const other = { ...receipt, reference: 'JUS-2026-AAAA-BBBB' };
    fakes.resolve('fetchReceipt', { ok: true, data: other });
    await flush();
    expect(actor.getSnapshot().matches('shown')).toBe(true);
    expect(actor.getSnapshot().context.receipt).toEqual(other);
  });

  it('says « not found » for the service’s 404', async () => {
    const unknown = start({ reference: receipt.reference });
    unknown.fakes.resolve('fetchReceipt', { ok: true, data: null });
    await flush();
    expect(unknown.actor.getSnapshot().matches('notFound')).toBe(true);
  });

  it('a failed load is a failure to retry, not « not found »; a session that ended is not retried', async () => {
    const { actor, fakes } = start({ reference: receipt.reference });
    fakes.resolve('fetchReceipt', { ok: false, error: { kind: 'network' } });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(actor.getSnapshot().context.loadError).toBe('failed');
    actor.send({ type: 'RETRY' });
    expect(fakes.count('fetchReceipt')).toBe(2);
    fakes.resolve('fetchReceipt', { ok: false, error: { kind: 'timeout' } });
    await flush();
    expect(actor.getSnapshot().context.loadError).toBe('timeout');
    actor.send({ type: 'RETRY' });
    fakes.resolve('fetchReceipt', { ok: false, error: { kind: 'unauthorized' } });
    await flush();
    expect(actor.getSnapshot().context.loadError).toBe('sessionExpired');
    actor.send({ type: 'RETRY' });
    expect(fakes.count('fetchReceipt')).toBe(3);
  });

  it('sends the e-mail once per click, keeps the service’s words, and can send again', async () => {
    const { actor, fakes } = start({ reference: receipt.reference, receipt });
    actor.send({ type: 'SEND_EMAIL' });
    actor.send({ type: 'SEND_EMAIL' });
    expect(actor.getSnapshot().hasTag('emailSending')).toBe(true);
    expect(fakes.count('emailReceipt')).toBe(1);
    fakes.resolve('emailReceipt', { ok: true, data: { message: 'Envoyé à a•••@example.org.' } });
    await flush();
    expect(actor.getSnapshot().hasTag('emailSent')).toBe(true);
    expect(actor.getSnapshot().context.emailMessage).toBe('Envoyé à a•••@example.org.');
    actor.send({ type: 'SEND_EMAIL' });
    expect(actor.getSnapshot().context.emailMessage).toBeNull();
    expect(fakes.count('emailReceipt')).toBe(2);
  });

  it.each<[string, EmailReceiptOutput, string, string | null]>([
    [
      'over the service’s limit',
      { ok: false, error: { kind: 'http', status: 429, message: 'Réessayez dans 7 minutes.' } },
      'tooMany',
      'Réessayez dans 7 minutes.',
    ],
    ['not answered', { ok: false, error: { kind: 'network' } }, 'failed', null],
    ['not answered in time', { ok: false, error: { kind: 'timeout' } }, 'timeout', null],
    [
      'refused after the session ended',
      { ok: false, error: { kind: 'unauthorized' } },
      'sessionExpired',
      null,
    ],
  ])('reports an e-mail %s, the receipt still shown', async (_, output, code, message) => {
    const { actor, fakes } = start({ reference: receipt.reference, receipt });
    actor.send({ type: 'SEND_EMAIL' });
    fakes.resolve('emailReceipt', output);
    await flush();
    expect(actor.getSnapshot().matches({ shown: 'emailFailed' })).toBe(true);
    expect(actor.getSnapshot().context.emailError).toBe(code);
    expect(actor.getSnapshot().context.emailMessage).toBe(message);
    expect(actor.getSnapshot().context.receipt).toEqual(receipt);
  });

  it.each<[string, ApiError]>([
    ['not answered', { kind: 'network' }],
    ['not answered in time', { kind: 'timeout' }],
    ['answered with a 5xx', { kind: 'http', status: 500 }],
    ['answered unreadably', { kind: 'badResponse', reason: 'not JSON' }],
  ])('logs a load %s, once, with its error', async (_, error) => {
    const { actor, fakes, log } = start({ reference: receipt.reference });
    fakes.resolve('fetchReceipt', { ok: false, error });
    await flush();
    expect(actor.getSnapshot().matches('failed')).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ message: 'receipt: not loaded', detail: error });
  });

  it.each<[string, FetchReceiptOutput]>([
    ['a receipt', { ok: true, data: receipt }],
    ['the service’s 404 (« not found »)', { ok: true, data: null }],
    ['a session that ended', { ok: false, error: { kind: 'unauthorized' } }],
  ])('logs nothing for a load answered with %s', async (_, output) => {
    const { actor, fakes, log } = start({ reference: receipt.reference });
    fakes.resolve('fetchReceipt', output);
    await flush();
    expect(actor.getSnapshot().hasTag('loading')).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });

  it.each<[string, ApiError]>([
    ['not answered', { kind: 'network' }],
    ['not answered in time', { kind: 'timeout' }],
    ['answered with a 5xx', { kind: 'http', status: 503, message: 'Indisponible' }],
  ])('logs an e-mail %s, once, with its error', async (_, error) => {
    const { actor, fakes, log } = start({ reference: receipt.reference, receipt });
    actor.send({ type: 'SEND_EMAIL' });
    fakes.resolve('emailReceipt', { ok: false, error });
    await flush();
    expect(actor.getSnapshot().matches({ shown: 'emailFailed' })).toBe(true);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith({ message: 'receipt: e-mail not sent', detail: error });
  });

  it.each<[string, EmailReceiptOutput]>([
    ['sent', { ok: true, data: { message: 'Envoyé à a•••@example.org.' } }],
    [
      'over the service’s limit',
      { ok: false, error: { kind: 'http', status: 429, message: 'Réessayez dans 7 minutes.' } },
    ],
    ['refused after the session ended', { ok: false, error: { kind: 'unauthorized' } }],
  ])('logs nothing for an e-mail %s', async (_, output) => {
    const { actor, fakes, log } = start({ reference: receipt.reference, receipt });
    actor.send({ type: 'SEND_EMAIL' });
    fakes.resolve('emailReceipt', output);
    await flush();
    expect(actor.getSnapshot().hasTag('emailSending')).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
});
