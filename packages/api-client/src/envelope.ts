import * as v from 'valibot';
import type { ApiResult } from './result';

/** Every candidate-service answer is wrapped in `{ isSuccess, data, message }`. */
export const envelopeSchema = v.object({
  isSuccess: v.boolean(),
  data: v.optional(v.unknown()),
  message: v.optional(v.nullable(v.string())),
});

export type Envelope<T = unknown> = { isSuccess: boolean; data?: T; message?: string | null };

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
