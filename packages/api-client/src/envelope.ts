import * as v from 'valibot';
import type { ApiResult } from './result';

/** Every candidate-service answer is wrapped in `{ isSuccess, data, message }`. */
export const envelopeSchema = v.object({
  isSuccess: v.boolean(),
  data: v.optional(v.unknown()),
  message: v.optional(v.nullable(v.string())),
});

type Envelope<T = unknown> = { isSuccess: boolean; data?: T; message?: string | null };

export type EnvelopeParse =
  { ok: true; envelope: Envelope } | { ok: false; error: { kind: 'badResponse'; reason: string } };

/** Parses a response body: anything that is not JSON or not the envelope is a typed `badResponse`. */
export function parseEnvelope(body: string): EnvelopeParse {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: { kind: 'badResponse', reason: 'not JSON' } };
  }
  const result = v.safeParse(envelopeSchema, json);
  if (!result.success) {
    return { ok: false, error: { kind: 'badResponse', reason: 'not an envelope' } };
  }
  return { ok: true, envelope: result.output };
}

/**
 * Reads a 2xx body: the envelope, then `data` against `schema`. `isSuccess: false` is a
 * `rejected` error carrying the server's message; a missing or misshapen `data` is `badResponse`.
 */
export function readEnvelopeData<T>(body: string, schema: v.GenericSchema<unknown, T>): ApiResult<T> {
  const parsed = parseEnvelope(body);
  if (!parsed.ok) return parsed;
  const { envelope } = parsed;
  if (!envelope.isSuccess) {
    return { ok: false, error: withMessage({ kind: 'rejected' }, envelope.message) };
  }
  const data = v.safeParse(schema, envelope.data);
  if (!data.success) {
    const path = v.getDotPath(data.issues[0]);
    return {
      ok: false,
      error: { kind: 'badResponse', reason: `unexpected data${path ? ` at ${path}` : ''}` },
    };
  }
  return { ok: true, data: data.output };
}

/**
 * Reads a 2xx body that is plain JSON, not the envelope (the auth API's `AuthMessage`): anything
 * that is not JSON or not `schema` is `badResponse`, so a 200 no one can read (a captive portal's
 * page, a cut body) is never taken for the outcome it should have confirmed.
 */
export function readJsonData<T>(body: string, schema: v.GenericSchema<unknown, T>): ApiResult<T> {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, error: { kind: 'badResponse', reason: 'not JSON' } };
  }
  const data = v.safeParse(schema, json);
  if (!data.success) {
    const path = v.getDotPath(data.issues[0]);
    return {
      ok: false,
      error: { kind: 'badResponse', reason: `unexpected body${path ? ` at ${path}` : ''}` },
    };
  }
  return { ok: true, data: data.output };
}

/** Reads a 2xx envelope that carries no data (call 7): success is `isSuccess` true. */
export function readEnvelopeMessage(body: string): ApiResult<{ message: string | null }> {
  const parsed = parseEnvelope(body);
  if (!parsed.ok) return parsed;
  const { envelope } = parsed;
  if (!envelope.isSuccess) {
    return { ok: false, error: withMessage({ kind: 'rejected' }, envelope.message) };
  }
  return { ok: true, data: { message: envelope.message ?? null } };
}

/** The `message` of an error body (envelope or `{ message }`), if it has a non-empty one. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/** The error with the server's message attached, when it sent one. */
export function withMessage<E extends object>(
  error: E,
  message: string | null | undefined,
): E & { message?: string } {
  return message ? { ...error, message } : error;
}

/**
 * Reads the items of a list one by one: an item of the contract's shape as it is; one that is not
 * but that `tolerant` reads (its unreadable fields given their "unknown" value) with one issue
 * naming what was wrong, so one bad record does not hide the others; one that not even `tolerant`
 * reads (no id: nothing to show) makes the whole answer a `badResponse`, as before.
 */
export function readItems<T>(
  items: readonly unknown[],
  strict: v.GenericSchema<unknown, unknown>,
  tolerant: v.GenericSchema<unknown, T>,
):
  { ok: true; items: T[]; issues: string[] } | { ok: false; error: { kind: 'badResponse'; reason: string } } {
  const read: T[] = [];
  const issues: string[] = [];
  for (const [index, item] of items.entries()) {
    const exact = v.safeParse(strict, item);
    const lenient = v.safeParse(tolerant, item);
    if (!lenient.success) {
      const path = v.getDotPath(lenient.issues[0]);
      return {
        ok: false,
        error: { kind: 'badResponse', reason: `unexpected data at ${index}${path ? `.${path}` : ''}` },
      };
    }
    if (!exact.success) {
      const fields = [...new Set(exact.issues.map((issue) => v.getDotPath(issue) ?? '(item)'))];
      const id = idOf(item);
      issues.push(`item ${index}${id ? ` (${id})` : ''}: unreadable ${fields.join(', ')}`);
    }
    read.push(lenient.output);
  }
  return { ok: true, items: read, issues };
}

function idOf(item: unknown): string | undefined {
  if (typeof item !== 'object' || item === null) return undefined;
  const { id, candidateId } = item as { id?: unknown; candidateId?: unknown };
  const value = typeof candidateId === 'string' ? candidateId : id;
  return typeof value === 'string' ? value : undefined;
}

/** A success, with the issues of a tolerant read when there were any. */
export function withIssues<T>(data: T, issues: readonly string[]): ApiResult<T> {
  return issues.length > 0 ? { ok: true, data, issues } : { ok: true, data };
}

/** Reads an envelope whose `data` is a list, item by item (`readItems`). */
export function readEnvelopeItems<T>(
  body: string,
  strict: v.GenericSchema<unknown, unknown>,
  tolerant: v.GenericSchema<unknown, T>,
): ApiResult<T[]> {
  const list = readEnvelopeData(body, v.array(v.unknown()));
  if (!list.ok) return list;
  const read = readItems(list.data, strict, tolerant);
  return read.ok ? withIssues(read.items, read.issues) : read;
}
