import { describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '@admission/api-client';
import { answered, dataOf, errorOf, issuesOf, logUnexpected, serverMessageOf } from './result';

const answer: ApiResult<string[]> = { ok: true, data: ['a'], issues: ['item 1: unreadable status'] };
const failure: ApiResult<string[]> = { ok: false, error: { kind: 'timeout' } };

describe('reading a result', () => {
  it('answered: the call answered, whatever its data', () => {
    expect(answered(undefined, answer)).toBe(true);
    expect(answered(undefined, { ok: true, data: null })).toBe(true);
    expect(answered(undefined, failure)).toBe(false);
  });

  it('dataOf reads an answer; errorOf a failure, a kind of its own included', () => {
    expect(dataOf(answer)).toEqual(['a']);
    expect(errorOf(failure)).toEqual({ kind: 'timeout' });
    const conflict: ApiResult<string, { kind: 'conflict'; message?: string }> = {
      ok: false,
      error: { kind: 'conflict', message: 'déjà traitée' },
    };
    expect(errorOf(conflict)).toEqual({ kind: 'conflict', message: 'déjà traitée' });
  });

  it('reading the wrong side is a mistake of the machine, said at once', () => {
    expect(() => dataOf(failure)).toThrow(/timeout/);
    expect(() => errorOf(answer)).toThrow(/answered/);
  });

  it('issuesOf: the items read in part, none for a failure or a clean answer', () => {
    expect(issuesOf(answer)).toEqual(['item 1: unreadable status']);
    expect(issuesOf({ ok: true, data: [] })).toEqual([]);
    expect(issuesOf(failure)).toEqual([]);
  });

  it("serverMessageOf: the server's words of a refusal only", () => {
    expect(serverMessageOf({ kind: 'http', status: 400, message: 'Trop tard' })).toBe('Trop tard');
    expect(serverMessageOf({ kind: 'rejected', message: 'Refusé' })).toBe('Refusé');
    expect(serverMessageOf({ kind: 'http', status: 500 })).toBeNull();
    expect(serverMessageOf({ kind: 'rejected', message: '' })).toBeNull();
    expect(serverMessageOf({ kind: 'network' })).toBeNull();
  });

  it('logUnexpected writes a warning with its detail', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logUnexpected(undefined, { message: 'list: read in part', detail: ['item 2'] });
    logUnexpected(undefined, { message: 'no detail' });
    expect(warn.mock.calls).toEqual([
      ['list: read in part', ['item 2']],
      ['no detail', ''],
    ]);
    warn.mockRestore();
  });
});
