import * as v from 'valibot';

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
