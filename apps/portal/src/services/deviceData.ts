// What the portal keeps on the device (the last-known dashboard, the programme draft, the refresh
// handoff) is read as the API's answers are (packages/api-client/src/schemas.ts): through a valibot
// schema, never a cast. Each kept value carries a `version` that its schema holds as a literal, so a
// value written by an older portal, edited by hand or cut short is absent to this one: the reader
// removes it and carries on, it never throws. (The version is `v.picklist([VERSION])`, not
// `v.literal`: the same check, and picklist is in the first chunk already for the API's answers.)
import * as v from 'valibot';

/** `value` read through `schema`; null when it does not fit (another version, another shape). */
export function readKept<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> | null {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : null;
}

/** JSON text read through `schema`; null when it is not JSON or does not fit. */
export function parseKept<TSchema extends v.GenericSchema>(
  schema: TSchema,
  raw: string,
): v.InferOutput<TSchema> | null {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  return readKept(schema, value);
}
